/**
 * The quantity breaks of products (decision 052) as the back office edits them: read every tier of a
 * product, replace them all, and write them as one line of text (the import/export column `escalones`
 * and the activity log). The pricing module owns quantity_breaks and price_lists; the product form
 * (catalog-admin) checks the options, which it owns, before it calls here.
 */
import { PRICE_LIST_MESSAGES, type QuantityBreakInput } from '@mayorista/shared/price-lists';
import type { AdminQuantityBreak } from '@mayorista/shared/product-admin';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceLists, quantityBreaks } from '../../db/schema/index.ts';
import { fieldErrors } from '../../lib/errors.ts';

const BATCH = 1000;

const byKey = (a: AdminQuantityBreak, b: AdminQuantityBreak) =>
  (a.option ?? 0) - (b.option ?? 0) ||
  (a.price_list ?? 0) - (b.price_list ?? 0) ||
  a.min_quantity - b.min_quantity;

/** A tier as the answers write it: option and list null when it applies to all of them. */
export const toQuantityBreak = (tier: QuantityBreakInput): AdminQuantityBreak => ({
  option: tier.option ?? null,
  price_list: tier.price_list ?? null,
  min_quantity: tier.min_quantity,
  discount_percent: tier.discount_percent,
});

/** Every tier of each product, ordered by option, list and quantity (products without any: absent). */
export async function quantityBreaksOf(
  db: Db,
  productIds: number[],
): Promise<Map<number, AdminQuantityBreak[]>> {
  const found = new Map<number, AdminQuantityBreak[]>();
  const ids = [...new Set(productIds)];
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await db
      .select()
      .from(quantityBreaks)
      .where(inArray(quantityBreaks.productId, ids.slice(start, start + BATCH)))
      .orderBy(
        asc(quantityBreaks.productId),
        sql`coalesce(${quantityBreaks.optionId}, 0)`,
        sql`coalesce(${quantityBreaks.priceListId}, 0)`,
        asc(quantityBreaks.minQuantity),
      );
    for (const row of rows) {
      const tier: AdminQuantityBreak = {
        option: row.optionId,
        price_list: row.priceListId,
        min_quantity: row.minQuantity,
        discount_percent: Number(row.discountPercent),
      };
      found.set(row.productId, [...(found.get(row.productId) ?? []), tier]);
    }
  }
  return found;
}

export async function productQuantityBreaks(db: Db, productId: number): Promise<AdminQuantityBreak[]> {
  return (await quantityBreaksOf(db, [productId])).get(productId) ?? [];
}

/** The price lists by id, with their names (tiers name them in text). */
export async function priceListNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: priceLists.id, name: priceLists.name }).from(priceLists);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** 400 on `field` when a tier names a list that does not exist. */
async function checkLists(db: Db, tiers: AdminQuantityBreak[], field: string): Promise<void> {
  const ids = [...new Set(tiers.flatMap((tier) => (tier.price_list == null ? [] : [tier.price_list])))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(inArray(priceLists.id, ids))
    .for('key share');
  const known = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !known.has(id))) throw fieldErrors({ [field]: [PRICE_LIST_MESSAGES.notFound] });
}

/**
 * Replaces every tier of each product with the given ones (an empty list removes them all), after
 * checking that their lists exist (400 on `field`). The options must already be checked by the caller.
 */
export async function setQuantityBreaks(
  db: Db,
  entries: { productId: number; tiers: AdminQuantityBreak[] }[],
  field = 'quantity_breaks',
): Promise<void> {
  if (entries.length === 0) return;
  await checkLists(
    db,
    entries.flatMap((entry) => entry.tiers),
    field,
  );
  const productIds = entries.map((entry) => entry.productId);
  for (let start = 0; start < productIds.length; start += BATCH)
    await db
      .delete(quantityBreaks)
      .where(inArray(quantityBreaks.productId, productIds.slice(start, start + BATCH)));
  const rows = entries.flatMap((entry) =>
    entry.tiers.map((tier) => ({
      productId: entry.productId,
      optionId: tier.option,
      priceListId: tier.price_list,
      minQuantity: tier.min_quantity,
      discountPercent: tier.discount_percent,
    })),
  );
  for (let start = 0; start < rows.length; start += BATCH)
    await db.insert(quantityBreaks).values(rows.slice(start, start + BATCH));
}

const percentText = (value: number) => String(value).replace('.', ',');

/**
 * Tiers as one line: `cantidad:descuento`, then `#opción` when it is for one option and `@lista` when it
 * is for one list, separated by ';' ('12:5;24:7,5;12:8#MAC-ROJO@Kiosco'); '' when there are none.
 * `optionLabel` names an option (its SKU in files); a list is named by its name.
 */
export function quantityBreaksText(
  tiers: AdminQuantityBreak[],
  optionLabel: (id: number) => string,
  listNames: ReadonlyMap<number, string>,
): string {
  return [...tiers]
    .sort(byKey)
    .map((tier) => {
      const option = tier.option == null ? '' : `#${optionLabel(tier.option)}`;
      const list = tier.price_list == null ? '' : `@${listNames.get(tier.price_list) ?? tier.price_list}`;
      return `${tier.min_quantity}:${percentText(tier.discount_percent)}${option}${list}`;
    })
    .join(';');
}
