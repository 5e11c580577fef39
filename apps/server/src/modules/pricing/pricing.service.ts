/**
 * The price rule (DOMAIN.md) as the server applies it: in TypeScript for every price it answers
 * (products, variant options, cart quotes, orders) and, for sorting and filtering in the database,
 * as one SQL expression. pricing.test.ts holds the two to the same answers.
 */
import {
  applyAdjustment,
  applyDiscount,
  basePriceInArs,
  computePrice,
  multiplyMoney,
  type QuantityBreak,
  roundMoney,
  tierFor,
} from '@mayorista/shared/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { activeOfferDiscountSql } from '../marketing/offers.service.ts';

/** What the rule reads from a product (in the product's currency). */
export type PricedProduct = {
  id: number;
  price: number;
  priceInArs: number | null;
  costPrice: number | null;
  currency: 'ARS' | 'USD';
  /** discount_sparta when set, else discount: this store is the sparta channel. */
  ownDiscount: number;
  /** The largest discount of the offers active now (0 when none). */
  offerDiscount: number;
};

/** What the rule reads from a variant option (amounts in the product's currency). */
export type PricedOption = {
  id: number;
  price: number | null;
  priceAdjustment: number;
  costPrice: number | null;
};

export type SalePrice = {
  /** Unit price after the list and the quantity break, before the product's discount or offers. */
  price: number;
  discount: number;
  finalPrice: number;
  costPrice: number | null;
  /** Unit price after the list only (quantity 1). */
  listPrice: number;
  /** The quantity break that priced the line, null when none. */
  tier: QuantityBreak | null;
};

/**
 * The buyer's price list as the rule reads it (decision 052): its percent and its absolute overrides,
 * keyed by `overrideKey(product, option)` (option null = the product itself).
 */
export type ListTerms = {
  id: number;
  adjustmentPercent: number;
  overrides: ReadonlyMap<string, number>;
};
export const overrideKey = (productId: number, optionId: number | null) => `${productId}:${optionId ?? 0}`;

/** What prices one line beyond the product: the list, the product's quantity breaks and the quantity. */
export type LineTerms = { list: ListTerms; breaks: readonly QuantityBreak[]; quantity: number };

/** The default list with no overrides: today's prices (the staff view, the seed's history). */
export const NO_LIST: ListTerms = { id: 0, adjustmentPercent: 0, overrides: new Map() };

/** The product's own price: base in pesos, effective discount and final price. */
export function productPrice(product: PricedProduct, dollarRate: number) {
  return computePrice({ ...product, dollarRate });
}

/**
 * The unit price of a product with its selected options (decision 052's rule):
 * 1. base: the product's (price_in_ars, else USD x rate, else price), or the absolute price of a
 *    selected option when one has it; the other options add their price_adjustment (all in pesos);
 * 2. list: the list's override for a selected option, else (no selected option with an absolute
 *    price) for the product, replaces that part; every other part moves by the list's percent;
 * 3. tier: the largest quantity break the line's quantity reaches, off the list price;
 * 4. the larger of the channel discount and the active offers.
 * Orders, cart quotes and the options' final_price of the catalogue all come from here.
 */
export function salePrice(
  product: PricedProduct,
  options: PricedOption[],
  dollarRate: number,
  terms: LineTerms = { list: NO_LIST, breaks: [], quantity: 1 },
): SalePrice {
  const { list } = terms;
  const toArs = (amount: number) =>
    product.currency === 'USD' ? multiplyMoney(amount, dollarRate) : roundMoney(amount);
  const overridden = options.find((option) => list.overrides.has(overrideKey(product.id, option.id)));
  const absolute = overridden ?? options.find((option) => option.price != null && option.price > 0);
  let listPrice: number;
  if (overridden) listPrice = list.overrides.get(overrideKey(product.id, overridden.id)) ?? 0;
  else if (absolute?.price != null)
    listPrice = applyAdjustment(toArs(absolute.price), list.adjustmentPercent);
  else {
    const productOverride = list.overrides.get(overrideKey(product.id, null));
    listPrice =
      productOverride ??
      applyAdjustment(
        basePriceInArs({
          price: product.price,
          priceInArs: product.priceInArs,
          currency: product.currency,
          dollarRate,
        }),
        list.adjustmentPercent,
      );
  }
  for (const option of options)
    if (option !== absolute)
      listPrice += applyAdjustment(toArs(option.priceAdjustment), list.adjustmentPercent);
  listPrice = roundMoney(Math.max(listPrice, 0));
  const tier = tierFor(terms.breaks, {
    quantity: terms.quantity,
    priceListId: list.id,
    optionIds: options.map((option) => option.id),
  });
  const price = tier ? applyDiscount(listPrice, tier.discountPercent) : listPrice;
  const discount = Math.max(product.ownDiscount, product.offerDiscount, 0);
  const cost = options.find((option) => option.costPrice != null)?.costPrice ?? product.costPrice;
  return {
    price,
    discount,
    finalPrice: applyDiscount(price, discount),
    costPrice: cost == null ? null : toArs(cost),
    listPrice,
    tier,
  };
}

// ---- The same rule in SQL, over `products p` ----

/** The largest discount of the active offers that include `p`. */
export const offerDiscountSql = activeOfferDiscountSql(sql`p.id`);

/** greatest(channel discount, active offers): what `on_sale` filters on (> 0). */
export const effectiveDiscountSql = sql`greatest(case when p.discount_sparta > 0 then p.discount_sparta else p.discount end, ${offerDiscountSql}, 0)`;

/** basePriceInArs: price_in_ars, else round(USD price x rate, 2), else price. */
const basePriceSql = (dollarRate: number) =>
  sql`(case when p.price_in_ars > 0 then p.price_in_ars
    when p.currency = 'USD' then round(p.price * ${String(dollarRate)}::numeric, 2)
    else p.price end)`;

/**
 * The list price at quantity 1 without options (decision 052): the list's override for the product,
 * else applyAdjustment(base, pct) = round(base x (100 + pct) / 100, 2).
 */
const listPriceSql = (dollarRate: number, list: Pick<ListTerms, 'id' | 'adjustmentPercent'>) =>
  sql`coalesce((select o.price from price_list_prices o
      where o.price_list_id = ${list.id} and o.product_id = p.id and o.option_id is null),
    round(${basePriceSql(dollarRate)} * (100 + ${String(list.adjustmentPercent)}::numeric) / 100, 2))`;

/**
 * The final price of `p` at quantity 1 for this list, as numeric: applyDiscount(list price, discount) =
 * round(list price x (100 - discount) / 100, 2). What sorting by price reads.
 */
export const finalPriceSql = (dollarRate: number, list: Pick<ListTerms, 'id' | 'adjustmentPercent'>): SQL =>
  sql`round(${listPriceSql(dollarRate, list)} * (100 - ${effectiveDiscountSql}) / 100, 2)`;
