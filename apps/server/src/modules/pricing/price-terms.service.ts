/**
 * What the price rule reads beyond the product (decision 052): the buyer's price list, its overrides
 * and the products' quantity breaks, loaded in one query each for the products being priced. The
 * pricing module owns price_lists, price_list_prices and quantity_breaks.
 */
import type { QuantityBreak } from '@mayorista/shared/pricing';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceListPrices, priceLists, quantityBreaks } from '../../db/schema/index.ts';
import { type ListTerms, overrideKey } from './pricing.service.ts';

export type PriceListRow = {
  id: number;
  name: string;
  adjustmentPercent: number;
  minOrderAmount: number | null;
  isDefault: boolean;
};

const listColumns = {
  id: priceLists.id,
  name: priceLists.name,
  adjustmentPercent: priceLists.adjustmentPercent,
  minOrderAmount: priceLists.minOrderAmount,
  isDefault: priceLists.isDefault,
};

/** The list a buyer buys with: theirs, or the default one when they have none (or it is gone). */
export async function priceListFor(db: Db, priceListId: number | null): Promise<PriceListRow> {
  if (priceListId != null) {
    const [own] = await db.select(listColumns).from(priceLists).where(eq(priceLists.id, priceListId));
    if (own) return own;
  }
  const [fallback] = await db.select(listColumns).from(priceLists).where(eq(priceLists.isDefault, true));
  if (!fallback) throw new Error('No hay lista de precios predeterminada (migración 0013)');
  return fallback;
}

export type PriceTerms = {
  list: ListTerms;
  /** The quantity breaks of a product that apply to this list (its own and every list's). */
  breaksOf: (productId: number) => QuantityBreak[];
};

/** The list's overrides and the breaks of `productIds`, for salePrice's `terms`. */
export async function loadPriceTerms(db: Db, list: PriceListRow, productIds: number[]): Promise<PriceTerms> {
  const ids = [...new Set(productIds)];
  const overrides = new Map<string, number>();
  const breaks = new Map<number, QuantityBreak[]>();
  if (ids.length > 0) {
    const [overrideRows, breakRows] = await Promise.all([
      db
        .select({
          productId: priceListPrices.productId,
          optionId: priceListPrices.optionId,
          price: priceListPrices.price,
        })
        .from(priceListPrices)
        .where(and(eq(priceListPrices.priceListId, list.id), inArray(priceListPrices.productId, ids))),
      db
        .select()
        .from(quantityBreaks)
        .where(
          and(
            inArray(quantityBreaks.productId, ids),
            or(isNull(quantityBreaks.priceListId), eq(quantityBreaks.priceListId, list.id)),
          ),
        )
        .orderBy(asc(quantityBreaks.minQuantity)),
    ]);
    for (const row of overrideRows)
      overrides.set(overrideKey(row.productId, row.optionId), Number(row.price));
    for (const row of breakRows) {
      const tier: QuantityBreak = {
        optionId: row.optionId,
        priceListId: row.priceListId,
        minQuantity: row.minQuantity,
        discountPercent: Number(row.discountPercent),
      };
      breaks.set(row.productId, [...(breaks.get(row.productId) ?? []), tier]);
    }
  }
  return {
    list: { id: list.id, adjustmentPercent: Number(list.adjustmentPercent), overrides },
    breaksOf: (productId) => breaks.get(productId) ?? [],
  };
}
