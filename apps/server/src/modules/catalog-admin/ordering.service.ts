/**
 * The catalogue order (backoffice §2.4, §7 /update-order/): products' `order`, which the storefront's
 * plain list follows after the featured items (storefront.service.ts `featuredFirstPage`).
 */
import {
  ORDERING_MESSAGES,
  ORDERING_PAGE_SIZE,
  type OrderingProduct,
  type OrderingQuery,
  type OrderingSort,
  type UpdateOrder,
  type UpdateOrderResult,
} from '@mayorista/shared/catalog-admin';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { descendantIds, listCategoryRefs } from '../categories/categories.service.ts';
import { smallImage } from '../storefront/storefront.service.ts';

/** 'order' is the storefront's own order: `order`, then newest id first. */
const ORDER_BY: Record<OrderingSort, SQL> = {
  order: sql`p."order", p.id desc`,
  '-order': sql`p."order" desc, p.id`,
  name: sql`p.name, p.id`,
  '-name': sql`p.name desc, p.id desc`,
};

type OrderingRow = {
  id: number;
  name: string;
  sku: string | null;
  image: string | null;
  order: number;
  category_id: number | null;
  category_name: string | null;
  brand_name: string | null;
  stock: number;
  is_available: boolean;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function listOrdering(
  db: Db,
  query: OrderingQuery & { url: string },
): Promise<Page<OrderingProduct>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? ORDERING_PAGE_SIZE;
  let where = sql``;
  if (query.category_id) {
    const refs = await listCategoryRefs(db);
    if (!refs.some((row) => row.id === query.category_id))
      throw new AppError('invalid', 'Categoría no encontrada');
    const ids =
      query.include_children === false ? [query.category_id] : descendantIds(refs, [query.category_id]);
    where = sql`where p.category_id in (${idList(ids)})`;
  }
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p ${where}`,
  );
  const count = query.limit === undefined ? total : Math.min(total, query.limit);
  const offset = (page - 1) * pageSize;
  if (page > 1 && offset >= count) throw notFound('Página inválida.');
  const rows = await queryRows<OrderingRow>(
    db,
    sql`select p.id, p.name, p.sku, p.image, p."order", p.category_id, c.name as category_name,
      b.name as brand_name, p.stock, p.is_available
    from products p
      left join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id
    ${where}
    order by ${ORDER_BY[query.ordering ?? 'order']}
    limit ${Math.max(0, Math.min(pageSize, count - offset))} offset ${offset}`,
  );
  const results = rows.map((row) => ({
    id: row.id,
    name: row.name,
    sku: row.sku,
    image: row.image,
    image_small: smallImage(row.image),
    order: row.order,
    category: row.category_id,
    category_name: row.category_name,
    brand_name: row.brand_name,
    stock: row.stock,
    is_available: row.is_available,
  }));
  return toPage(results, { count, page, pageSize, url: query.url });
}

/** Sets each product's `order`, all in one statement of one transaction. */
export async function updateOrder(
  db: Db,
  items: UpdateOrder['products'],
  userId: number,
): Promise<UpdateOrderResult> {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw fieldErrors({ products: [ORDERING_MESSAGES.productsRepeated] });
  return db.transaction(async (tx) => {
    const values = sql.join(
      items.map((item) => sql`(${item.id}::int, ${item.order}::int)`),
      sql`, `,
    );
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update products p set "order" = v.position
        from (values ${values}) as v(id, position)
        where p.id = v.id
        returning p.id`,
    );
    if (updated.length !== items.length) throw fieldErrors({ products: [ORDERING_MESSAGES.productsUnknown] });
    await recordActivity(tx, {
      userId,
      action: 'reorder',
      entity: 'product',
      summary: `Orden del catálogo actualizado para ${items.length} productos: ${items
        .slice(0, 50)
        .map((item) => `#${item.id}->${item.order}`)
        .join(', ')}${items.length > 50 ? ', ...' : ''}`,
    });
    return { detail: ORDERING_MESSAGES.updated, updated: updated.length };
  });
}
