/**
 * The price rule (DOMAIN.md) as the server applies it: in TypeScript for every price it answers
 * (products, variant options, cart quotes, orders) and, for sorting and filtering in the database,
 * as one SQL expression. pricing.test.ts holds the two to the same answers.
 */
import {
  applyDiscount,
  basePriceInArs,
  computePrice,
  multiplyMoney,
  roundMoney,
} from '@mayorista/shared/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { activeOfferDiscountSql } from '../marketing/offers.service.ts';

/** What the rule reads from a product (in the product's currency). */
export type PricedProduct = {
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
  price: number | null;
  priceAdjustment: number;
  costPrice: number | null;
};

export type SalePrice = { price: number; discount: number; finalPrice: number; costPrice: number | null };

/** The product's own price: base in pesos, effective discount and final price. */
export function productPrice(product: PricedProduct, dollarRate: number) {
  return computePrice({ ...product, dollarRate });
}

/**
 * The unit price of a product with its selected options: the base is the product's (price_in_ars,
 * else USD x rate, else price), or the absolute price of a selected option when one has it; the other
 * options add their price_adjustment. Option amounts and cost prices are in the product's currency.
 * The discount is the larger of the channel discount and the active offers. Orders, cart quotes and
 * the options' final_price of the catalogue all come from here.
 */
export function salePrice(product: PricedProduct, options: PricedOption[], dollarRate: number): SalePrice {
  const toArs = (amount: number) =>
    product.currency === 'USD' ? multiplyMoney(amount, dollarRate) : roundMoney(amount);
  const absolute = options.find((option) => option.price != null && option.price > 0);
  let base =
    absolute?.price != null
      ? toArs(absolute.price)
      : basePriceInArs({
          price: product.price,
          priceInArs: product.priceInArs,
          currency: product.currency,
          dollarRate,
        });
  for (const option of options) if (option !== absolute) base += toArs(option.priceAdjustment);
  const price = roundMoney(Math.max(base, 0));
  const discount = Math.max(product.ownDiscount, product.offerDiscount, 0);
  const cost = options.find((option) => option.costPrice != null)?.costPrice ?? product.costPrice;
  return {
    price,
    discount,
    finalPrice: applyDiscount(price, discount),
    costPrice: cost == null ? null : toArs(cost),
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

/** applyDiscount(base, discount): round(base x (100 - discount) / 100, 2), as numeric. */
export const finalPriceSql = (dollarRate: number): SQL =>
  sql`round(${basePriceSql(dollarRate)} * (100 - ${effectiveDiscountSql}) / 100, 2)`;
