/**
 * The price rule of DOMAIN.md, computed by the server only (the web formats what the server sends).
 * Amounts are numeric(14,2) and percents numeric(5,2), so the rule works in whole cents: products and
 * roundings are exact, and PostgreSQL's `round(numeric, 2)` (half away from zero) gives the same
 * answers; apps/server/src/modules/pricing/pricing.service.ts holds the SQL copy and the test that ties them.
 */

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

/** An amount with at most two decimals, as whole cents. */
const toCents = (value: number) => Math.round(value * 100);
/** A quotient of whole numbers rounded half away from zero, like PostgreSQL's round(numeric). */
const roundQuotient = (numerator: number, denominator: number) =>
  Math.sign(numerator) * Math.round(Math.abs(numerator) / denominator);

/** Rounds to cents, half away from zero (1.005 -> 1.01, which `Math.round(x * 100) / 100` misses). */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(Math.abs(value));
  const cents = text.includes('e') ? Math.round(Math.abs(value) * 100) : Math.round(Number(`${text}e2`));
  return (Math.sign(value) * cents) / 100 || 0;
}

/** amount x rate rounded to cents, exact for two-decimal amounts and rates. */
export function multiplyMoney(amount: number, rate: number): number {
  return roundQuotient(toCents(amount) * toCents(rate), 100) / 100 || 0;
}

export function basePriceInArs(input: Pick<PriceInput, 'price' | 'priceInArs' | 'currency' | 'dollarRate'>) {
  if (input.priceInArs != null && input.priceInArs > 0) return input.priceInArs;
  if (input.currency === 'USD') return multiplyMoney(input.price, input.dollarRate);
  return input.price;
}

export function channelDiscount(discount: number, discountSparta: number): number {
  return discountSparta > 0 ? discountSparta : discount;
}

/** base - base x discount/100, rounded to cents. */
export function applyDiscount(base: number, discountPercent: number): number {
  return roundQuotient(toCents(base) * (10_000 - toCents(discountPercent)), 10_000) / 100 || 0;
}

export function effectiveDiscount(ownDiscount: number, offerDiscount: number): number {
  return Math.max(ownDiscount, offerDiscount, 0);
}

export function computePrice(input: PriceInput): PriceResult {
  const priceInArs = basePriceInArs(input);
  const totalDiscount = effectiveDiscount(input.ownDiscount, input.offerDiscount);
  return { priceInArs, totalDiscount, finalPrice: applyDiscount(priceInArs, totalDiscount) };
}

/** A price list's percent adjustment (decision 052): round(amount x (100 + pct) / 100, 2). */
export function applyAdjustment(amount: number, adjustmentPercent: number): number {
  return applyDiscount(amount, -adjustmentPercent);
}

/** A quantity break of a product (decision 052): option and list null mean every option, every list. */
export type QuantityBreak = {
  optionId: number | null;
  priceListId: number | null;
  minQuantity: number;
  discountPercent: number;
};

/**
 * The tier that prices a line: among the breaks for this list (or every list) and one of the line's
 * options (or every option) whose min_quantity the quantity reaches, the one with the largest discount.
 */
export function tierFor(
  breaks: readonly QuantityBreak[],
  line: { quantity: number; priceListId: number; optionIds: readonly number[] },
): QuantityBreak | null {
  let best: QuantityBreak | null = null;
  for (const tier of breaks) {
    if (tier.minQuantity > line.quantity) continue;
    if (tier.priceListId != null && tier.priceListId !== line.priceListId) continue;
    if (tier.optionId != null && !line.optionIds.includes(tier.optionId)) continue;
    if (!best || tier.discountPercent > best.discountPercent) best = tier;
  }
  return best;
}
