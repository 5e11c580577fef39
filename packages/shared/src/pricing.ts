/** The price rule of DOMAIN.md, shared by the server (which computes) and the web (which displays). */

export type PriceInput = {
  price: number;
  priceInArs: number | null;
  currency: 'ARS' | 'USD';
  dollarRate: number;
  /** The product's own discount for this channel: discount_sparta when set, else discount. */
  ownDiscount: number;
  /** The largest discount of the offers active now that include the product (0 when none). */
  offerDiscount: number;
};

export type PriceResult = {
  priceInArs: number;
  totalDiscount: number;
  finalPrice: number;
};

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function basePriceInArs(input: Pick<PriceInput, 'price' | 'priceInArs' | 'currency' | 'dollarRate'>) {
  if (input.priceInArs != null && input.priceInArs > 0) return input.priceInArs;
  if (input.currency === 'USD') return roundMoney(input.price * input.dollarRate);
  return input.price;
}

export function channelDiscount(discount: number, discountSparta: number): number {
  return discountSparta > 0 ? discountSparta : discount;
}

export function applyDiscount(base: number, discountPercent: number): number {
  return roundMoney(base - (base * discountPercent) / 100);
}

export function computePrice(input: PriceInput): PriceResult {
  const priceInArs = basePriceInArs(input);
  const totalDiscount = Math.max(input.ownDiscount, input.offerDiscount, 0);
  return { priceInArs, totalDiscount, finalPrice: applyDiscount(priceInArs, totalDiscount) };
}
