/**
 * 'Lo que más compras' (issue 29 item 3, decision 053): the products the buyer bought most in the
 * last FREQUENT_PRODUCTS_DAYS days (by number of orders, then units; cancelled orders left out), each
 * with its last purchase and what one click adds today (buyAgain: today's rule, stock and price).
 */
import type { SelectedVariants } from '@mayorista/shared/catalog';
import {
  FREQUENT_PRODUCTS_DAYS,
  FREQUENT_PRODUCTS_LIMIT,
  type FrequentProducts,
} from '@mayorista/shared/repeat-order';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { buyAgain } from './repeat.service.ts';

type BoughtRow = {
  product_id: number;
  orders_count: number;
  total_quantity: number;
  last_quantity: number;
  selected_variants: SelectedVariants | null;
  variant_display: string;
  product_name: string;
  product_image: string | null;
  last_ordered_at: Date | string;
};

/** The buyer's most bought products, most first, with the line of their last purchase (one query). */
function mostBought(db: Db, userId: number) {
  return queryRows<BoughtRow>(
    db,
    sql`with bought as (
        select i.id as item_id, i.product_id, i.order_id, i.quantity, i.selected_variants, i.variant_display,
          i.product_name, i.product_image, o.created_at
        from order_items i join orders o on o.id = i.order_id
        where o.user_id = ${userId} and o.status <> 'cancelled' and i.product_id is not null
          and o.created_at >= now() - make_interval(days => ${FREQUENT_PRODUCTS_DAYS})
      ),
      ranked as (
        select product_id, count(distinct order_id)::int as orders_count, sum(quantity)::int as total_quantity
        from bought group by product_id
        order by orders_count desc, total_quantity desc, product_id
        limit ${FREQUENT_PRODUCTS_LIMIT}
      ),
      latest as (
        select distinct on (product_id) product_id, quantity, selected_variants, variant_display,
          product_name, product_image, created_at
        from bought where product_id in (select product_id from ranked)
        order by product_id, created_at desc, item_id desc
      )
      select r.product_id, r.orders_count, r.total_quantity, l.quantity as last_quantity, l.selected_variants,
        l.variant_display, l.product_name, l.product_image, l.created_at as last_ordered_at
      from ranked r join latest l on l.product_id = r.product_id
      order by r.orders_count desc, r.total_quantity desc, r.product_id`,
  );
}

export async function frequentProducts(db: Db, viewer: NonNullable<Viewer>): Promise<FrequentProducts> {
  const rows = await mostBought(db, viewer.userId);
  const again = await buyAgain(
    db,
    viewer,
    rows.map((row) => ({
      productId: row.product_id,
      name: row.product_name,
      variants: row.selected_variants,
      variantDisplay: row.variant_display,
      quantity: Number(row.last_quantity),
    })),
  );
  return {
    results: rows.map((row, index) => {
      const line = again[index];
      return {
        product_id: row.product_id,
        name: line.product?.name ?? row.product_name,
        image: line.product ? (line.product.image_small ?? line.product.image) : row.product_image,
        orders_count: Number(row.orders_count),
        total_quantity: Number(row.total_quantity),
        last_quantity: Number(row.last_quantity),
        last_variants: row.selected_variants,
        last_variant_display: row.variant_display,
        last_ordered_at: new Date(row.last_ordered_at).toISOString(),
        quantity: line.ok ? line.quantity : 0,
        unit_price: line.ok ? line.unitPrice : null,
        available: line.ok,
        reason: line.ok ? null : line.reason,
        notes: line.notes,
        product: line.product,
      };
    }),
  };
}
