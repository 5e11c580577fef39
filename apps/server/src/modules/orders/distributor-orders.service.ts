import type { Page } from '@mayorista/shared/api';
import {
  DISTRIBUTOR_ORDERS_PAGE_SIZE,
  type DistributorOrder,
  type DistributorOrderItem,
  type DistributorOrderListQuery,
} from '@mayorista/shared/orders';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { distributorOrderItems, distributorOrders, orderItems, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';

/** Date filters are calendar days of the store. */
const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filters(query: DistributorOrderListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.payment_status) where.push(eq(distributorOrders.paymentStatus, query.payment_status));
  if (query.start_date)
    where.push(
      sql`${distributorOrders.createdAt} >= (${query.start_date}::date::timestamp at time zone ${STORE_TIME_ZONE})`,
    );
  if (query.end_date)
    where.push(
      sql`${distributorOrders.createdAt} < ((${query.end_date}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`,
    );
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const conditions = [
      sql`exists (select 1 from ${distributorOrderItems}
        where ${distributorOrderItems.distributorOrderId} = ${distributorOrders.id}
          and ${distributorOrderItems.productName} ilike ${like})`,
      sql`exists (select 1 from ${orders} where ${orders.id} = ${distributorOrders.originalOrderId}
          and (${orders.recipientName} ilike ${like} or ${orders.customerEmail} ilike ${like}))`,
    ];
    if (/^\d{1,9}$/.test(search)) {
      conditions.push(eq(distributorOrders.id, Number(search)));
      conditions.push(eq(distributorOrders.originalOrderId, Number(search)));
    }
    where.push(or(...conditions)!);
  }
  return where;
}

/** The items of the orders, with the image of the product as the original order recorded it. */
async function itemsByOrder(db: Db, ids: number[]): Promise<Map<number, DistributorOrderItem[]>> {
  const byOrder = new Map<number, DistributorOrderItem[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db
    .select({
      item: distributorOrderItems,
      image: sql<string | null>`(select ${orderItems.productImage} from ${orderItems}
        where ${orderItems.orderId} = ${distributorOrders.originalOrderId}
          and ${orderItems.productId} = ${distributorOrderItems.productId}
        order by ${orderItems.id} limit 1)`,
    })
    .from(distributorOrderItems)
    .innerJoin(distributorOrders, eq(distributorOrders.id, distributorOrderItems.distributorOrderId))
    .where(inArray(distributorOrderItems.distributorOrderId, ids))
    .orderBy(distributorOrderItems.id);
  for (const { item, image } of rows) {
    const list = byOrder.get(item.distributorOrderId) ?? [];
    list.push({
      id: item.id,
      product_name: item.productName,
      variant_display: item.variantDisplay,
      quantity: item.quantity,
      cost_price: item.costPrice == null ? null : Number(item.costPrice),
      price: Number(item.price),
      price_at_time: Number(item.priceAtTime),
      product: item.productId == null ? null : { id: item.productId, image: image ?? null },
    });
    byOrder.set(item.distributorOrderId, list);
  }
  return byOrder;
}

/** The store's orders to the external supplier, newest first, 10 per page, with their items. */
export async function listDistributorOrders(
  db: Db,
  query: DistributorOrderListQuery & { url: string },
): Promise<Page<DistributorOrder>> {
  const page = query.page ?? 1;
  const pageSize = DISTRIBUTOR_ORDERS_PAGE_SIZE;
  const where = filters(query);
  const condition = where.length ? and(...where) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(distributorOrders).where(condition),
    db
      .select()
      .from(distributorOrders)
      .where(condition)
      .orderBy(desc(distributorOrders.createdAt), desc(distributorOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  if (page > 1 && (page - 1) * pageSize >= total) throw notFound('Página inválida.');
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    original_order: row.originalOrderId,
    payment_status: row.paymentStatus,
    paid_at: row.paidAt?.toISOString() ?? null,
    total: Number(row.total),
    items: items.get(row.id) ?? [],
  }));
  return toPage(results, { count: Number(total), page, pageSize, url: query.url });
}
