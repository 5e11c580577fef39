/**
 * Display side of prices (storefront §9): every amount comes computed from the server (product,
 * variant option, cart quote); this only picks the fields to show. Nothing here does arithmetic on a
 * price.
 */

/** The server's price fields of a product, an option or a quote line; absent for anonymous callers. */
export type PriceSource = {
  /** Price to pay, in pesos. */
  final_price?: number | null;
  /** Price before the discount, in pesos. */
  price_in_ars?: number | null;
  /** Effective discount percent. */
  total_discount?: number | null;
  currency?: string | null;
};

export type PriceView = {
  final: number;
  /** Price before the discount; null without a discount. */
  original: number | null;
  /** Whole discount percent to show, 0 without one. */
  discountPercent: number;
  /** The product is priced in dollars and shown converted to pesos. */
  convertedFromUsd: boolean;
};

export function hasPrice(source: PriceSource | null | undefined): boolean {
  return typeof source?.final_price === 'number';
}

export function priceView(source: PriceSource | null | undefined): PriceView | null {
  if (!source || typeof source.final_price !== 'number') return null;
  const discount = source.total_discount ?? 0;
  const discounted = discount > 0 && source.price_in_ars != null && source.price_in_ars > source.final_price;
  return {
    final: source.final_price,
    original: discounted ? (source.price_in_ars ?? null) : null,
    discountPercent: discounted ? Math.round(discount) : 0,
    convertedFromUsd: source.currency === 'USD',
  };
}
