import { linesSubtotal } from '@mayorista/shared/order-totals';
import {
  DISTRIBUTOR_ORDERS_PAGE_SIZE,
  type DistributorOrder,
  type DistributorOrderItem,
  type DistributorOrderList,
  type DistributorOrderListQuery,
  distributorDiscountedTotal,
  ORDER_CHANGE_MESSAGES,
} from '@mayorista/shared/orders';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { distributorOrderItems, distributorOrders, orderItems, orders } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { getDistributorDiscount } from '../settings/settings.service.ts';
import { findProductSkus } from '../stock/selling.service.ts';

export const DISTRIBUTOR_ORDER_NOT_FOUND = 'La orden de distribuidor solicitada no existe';
const DISTRIBUTOR_ENTITY = 'distributor_order';

type DistributorRow = typeof distributorOrders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

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
  const skus = await findProductSkus(
    db,
    rows.flatMap(({ item }) => (item.productId == null ? [] : [item.productId])),
  );
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
      sku: item.productId == null ? null : (skus.get(item.productId) ?? null),
    });
    byOrder.set(item.distributorOrderId, list);
  }
  return byOrder;
}

/**
 * The order as the screens show it: total = sum of each line's supplier price (cost_price, or price
 * when it has none) times its quantity; discounted total = total x (1 - d/100) (backoffice §9) with the
 * discount frozen when it was paid or cancelled, or the supplier's current one while pending
 * (decision 040).
 */
function toDistributorDto(
  row: DistributorRow,
  items: DistributorOrderItem[],
  currentDiscount: number,
): DistributorOrder {
  const discount = row.discountPercentage ?? currentDiscount;
  const total = linesSubtotal(
    items.map((item) => ({ price: item.cost_price ?? item.price, quantity: item.quantity })),
  );
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    original_order: row.originalOrderId,
    payment_status: row.paymentStatus,
    paid_at: row.paidAt?.toISOString() ?? null,
    total,
    discount_percentage: discount,
    discounted_total: distributorDiscountedTotal(total, discount),
    items,
  };
}

/** The store's orders to the external supplier, newest first, 10 per page, with their items, in `data`. */
export async function listDistributorOrders(
  db: Db,
  query: DistributorOrderListQuery & { url: string },
): Promise<DistributorOrderList> {
  const page = query.page ?? 1;
  const pageSize = DISTRIBUTOR_ORDERS_PAGE_SIZE;
  const where = filters(query);
  const condition = where.length ? and(...where) : undefined;
  const [[{ total }], rows, discount] = await Promise.all([
    db.select({ total: count() }).from(distributorOrders).where(condition),
    db
      .select()
      .from(distributorOrders)
      .where(condition)
      .orderBy(desc(distributorOrders.createdAt), desc(distributorOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    getDistributorDiscount(db),
  ]);
  if (page > 1 && (page - 1) * pageSize >= total) throw notFound('Página inválida.');
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) => toDistributorDto(row, items.get(row.id) ?? [], discount));
  return { data: toPage(results, { count: Number(total), page, pageSize, url: query.url }) };
}

/** GET /api/orders/distributor/{id}/ (the REMITO reads it). */
export async function getDistributorOrder(db: Db, id: number): Promise<DistributorOrder> {
  const [row] = await db.select().from(distributorOrders).where(eq(distributorOrders.id, id));
  if (!row) throw notFound(DISTRIBUTOR_ORDER_NOT_FOUND);
  const [items, discount] = await Promise.all([itemsByOrder(db, [id]), getDistributorDiscount(db)]);
  return toDistributorDto(row, items.get(id) ?? [], discount);
}

/** PATCH /api/orders/distributor/{id}/mark_as_paid/: only a pending order becomes paid (backoffice §4). */
export async function markDistributorOrderPaid(
  db: Db,
  id: number,
  actorId: number,
): Promise<DistributorOrder> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(distributorOrders).where(eq(distributorOrders.id, id)).for('update');
    if (!row) throw notFound(DISTRIBUTOR_ORDER_NOT_FOUND);
    if (row.paymentStatus !== 'pending') throw invalid(ORDER_CHANGE_MESSAGES.onlyPendingDistributor);
    await tx
      .update(distributorOrders)
      .set({
        paymentStatus: 'paid',
        paidAt: new Date(),
        discountPercentage: await getDistributorDiscount(tx),
      })
      .where(eq(distributorOrders.id, id));
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: DISTRIBUTOR_ENTITY,
      entityId: id,
      summary: `Orden al proveedor #${id} (pedido #${row.originalOrderId}): Pendiente → Pagado`,
    });
  });
  return getDistributorOrder(db, id);
}

const supplierItems = (lines: OrderItemRow[]) =>
  lines
    .filter((line) => !line.isOwnProduct)
    .map((line) => {
      const costPrice = line.costPrice == null ? null : Number(line.costPrice);
      return {
        productId: line.productId,
        productName: line.productName,
        variantDisplay: line.variantDisplay,
        quantity: line.quantity,
        costPrice,
        price: Number(line.price),
        priceAtTime: costPrice ?? Number(line.price),
      };
    });

/**
 * After the lines of a pending order change: its supplier order lists the supplier lines again (at
 * the costs the lines recorded). One already paid is left as it is (the store paid for those goods);
 * none is created or kept pending without supplier lines (an existing one is cancelled).
 */
export async function syncDistributorOrder(
  tx: Db,
  orderId: number,
  lines: OrderItemRow[],
  actorId: number,
): Promise<void> {
  const items = supplierItems(lines);
  const [existing] = await tx
    .select()
    .from(distributorOrders)
    .where(eq(distributorOrders.originalOrderId, orderId))
    .orderBy(distributorOrders.id)
    .limit(1)
    .for('update');
  if (existing?.paymentStatus === 'paid') return;
  if (items.length === 0) {
    if (existing && existing.paymentStatus !== 'cancelled')
      await cancelDistributorOrderOf(tx, orderId, actorId);
    return;
  }
  const total = linesSubtotal(items.map((item) => ({ price: item.priceAtTime, quantity: item.quantity })));
  let id = existing?.id;
  if (id == null) {
    [{ id }] = await tx
      .insert(distributorOrders)
      .values({ originalOrderId: orderId, paymentStatus: 'pending', total })
      .returning({ id: distributorOrders.id });
  } else {
    await tx.delete(distributorOrderItems).where(eq(distributorOrderItems.distributorOrderId, id));
    await tx
      .update(distributorOrders)
      .set({ paymentStatus: 'pending', total, discountPercentage: null })
      .where(eq(distributorOrders.id, id));
  }
  const distributorOrderId = id;
  await tx.insert(distributorOrderItems).values(items.map((item) => ({ ...item, distributorOrderId })));
}

/**
 * A cancelled order cancels its supplier order while it is pending (a paid one stays paid), freezing
 * the supplier's current discount on it.
 */
export async function cancelDistributorOrderOf(
  tx: Db,
  orderId: number,
  actorId: number | null,
): Promise<void> {
  const cancelled = await tx
    .update(distributorOrders)
    .set({ paymentStatus: 'cancelled', discountPercentage: await getDistributorDiscount(tx) })
    .where(
      and(eq(distributorOrders.originalOrderId, orderId), eq(distributorOrders.paymentStatus, 'pending')),
    )
    .returning({ id: distributorOrders.id });
  for (const { id } of cancelled)
    await recordActivity(tx, {
      userId: actorId,
      action: 'update',
      entity: DISTRIBUTOR_ENTITY,
      entityId: id,
      summary: `Orden al proveedor #${id} (pedido #${orderId}): Pendiente → Cancelado`,
    });
}
