/** Display side of the price rule (storefront §9, DOMAIN.md): the server computes, the web shows. */
import { applyDiscount, basePriceInArs, channelDiscount } from '@mayorista/shared/pricing';

type Amount = number | string | null | undefined;

/** Any payload carrying prices: products, suggestions, featured items. Price fields are absent for anonymous callers. */
export type PriceSource = {
  price?: Amount;
  price_in_ars?: Amount;
  final_price?: Amount;
  dollar_rate?: Amount;
  discount?: Amount;
  discount_sparta?: Amount;
  total_discount?: Amount;
  currency?: 'ARS' | 'USD' | string | null;
};

export type PriceView = {
  /** Price to pay, in pesos. */
  final: number;
  /** Price before the discount, in pesos; null without a discount. */
  original: number | null;
  /** Whole discount percent, 0 without one. */
  discountPercent: number;
  /** The product is priced in dollars and shown converted to pesos. */
  convertedFromUsd: boolean;
};

function toNumber(value: Amount): number | null {
  if (value == null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function hasPrice(source: PriceSource | null | undefined): boolean {
  if (!source) return false;
  return toNumber(source.final_price) != null || toNumber(source.price) != null;
}

/**
 * `adjustment` is the sum of the selected variant options' price_adjustment, in the product's
 * currency; a dollar adjustment is converted with the product's dollar rate.
 */
export function priceView(source: PriceSource | null | undefined, adjustment = 0): PriceView | null {
  if (!source || !hasPrice(source)) return null;
  const currency = source.currency === 'USD' ? 'USD' : 'ARS';
  const dollarRate = toNumber(source.dollar_rate) ?? 0;
  const discount =
    toNumber(source.total_discount) ??
    channelDiscount(toNumber(source.discount) ?? 0, toNumber(source.discount_sparta) ?? 0);
  const price = toNumber(source.price) ?? 0;
  const base = basePriceInArs({
    price,
    priceInArs: toNumber(source.price_in_ars),
    currency,
    dollarRate,
  });
  const adjustmentInArs = currency === 'USD' && dollarRate > 0 ? adjustment * dollarRate : adjustment;
  const serverFinal = toNumber(source.final_price);

  const hasBase = toNumber(source.price_in_ars) != null || toNumber(source.price) != null;
  const original = hasBase ? base + adjustmentInArs : (serverFinal ?? 0);
  const final =
    adjustmentInArs === 0 && serverFinal != null
      ? serverFinal
      : applyDiscount(original, Math.max(0, discount));
  const discountPercent = discount > 0 ? Math.round(discount) : 0;

  return {
    final,
    original: discountPercent > 0 && original > final ? original : null,
    discountPercent,
    convertedFromUsd: currency === 'USD',
  };
}
