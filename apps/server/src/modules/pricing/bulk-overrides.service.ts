/**
 * A price list's special prices (overrides) as the bulk price update moves them (decision 052): read
 * the overrides one list has for a set of products, then write their new prices. The pricing module
 * owns price_lists and price_list_prices; the bulk update (product-transfer) selects the products and
 * computes every new price with its one rule.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceListPrices, priceLists } from '../../db/schema/index.ts';

const CHUNK = 2000;

export type ListOverride = { id: number; productId: number; optionId: number | null; price: number };

/** The list's id and name, or null when there is no such list. */
export async function priceListRef(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  return row ?? null;
}

/**
 * The overrides of `listId` for `productIds` (the product's own and its options'), by product, then
 * the product's own before its options'. With `lock` they are locked in that order.
 */
export async function listOverrides(
  db: Db,
  listId: number,
  productIds: number[],
  options: { lock?: boolean } = {},
): Promise<ListOverride[]> {
  const found: ListOverride[] = [];
  for (let start = 0; start < productIds.length; start += CHUNK) {
    const query = db
      .select({
        id: priceListPrices.id,
        productId: priceListPrices.productId,
        optionId: priceListPrices.optionId,
        price: priceListPrices.price,
      })
      .from(priceListPrices)
      .where(
        and(
          eq(priceListPrices.priceListId, listId),
          inArray(priceListPrices.productId, productIds.slice(start, start + CHUNK)),
        ),
      )
      .orderBy(
        asc(priceListPrices.productId),
        sql`coalesce(${priceListPrices.optionId}, 0)`,
        asc(priceListPrices.id),
      );
    const rows = options.lock ? await query.for('update') : await query;
    for (const row of rows) found.push({ ...row, price: Number(row.price) });
  }
  return found;
}

/** Sets each override's price (in pesos, whole cents), by its id. */
export async function writeOverridePrices(db: Db, prices: { id: number; price: number }[]): Promise<void> {
  for (let start = 0; start < prices.length; start += CHUNK) {
    const values = prices
      .slice(start, start + CHUNK)
      .map((row) => sql`(${row.id}::int, ${row.price.toFixed(2)}::numeric)`);
    await db.execute(
      sql`update price_list_prices as o set price = v.price, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, price) where o.id = v.id`,
    );
  }
}
