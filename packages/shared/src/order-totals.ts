/**
 * The money rule of an order, written once (docs/decisions/049): a line's amount is its unit price
 * times its quantity; the subtotal is the sum of the lines; the coupon takes off at most the
 * subtotal; the total is subtotal - coupon + shipping. Every caller uses it: order creation, staff
 * line edits and recalculation, the cart quote, the supplier orders and the demo seed.
 *
 * Amounts are numeric(14,2): the sums are made in whole cents (integers, exact), so the parts always
 * add back to the total and no float residue (0.1 + 0.2) reaches a rounding.
 */

/** A line as the totals read it: the unit price it sells at (two decimals) and its quantity. */
export type TotalsLine = { price: number; quantity: number };

export type OrderTotals = {
  subtotal: number;
  /** The coupon's amount, never above the subtotal. */
  couponDiscount: number;
  shippingCost: number;
  total: number;
};

/** An amount of at most two decimals as whole cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100 || 0;

/** Unit price x quantity (a line's subtotal). */
export function lineAmount(price: number, quantity: number): number {
  return fromCents(toCents(price) * quantity);
}

/** The sum of the lines' amounts (an order's subtotal, a supplier order's total). */
export function linesSubtotal(lines: readonly TotalsLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}

/**
 * The totals of an order from its lines. `couponDiscount` is the coupon's amount, or its math given
 * the subtotal; it is held between 0 and the subtotal. `shippingCost` is added after the coupon.
 */
export function orderTotals(input: {
  lines: readonly TotalsLine[];
  couponDiscount?: number | ((subtotal: number) => number);
  shippingCost?: number;
}): OrderTotals {
  const subtotal = input.lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const asked =
    typeof input.couponDiscount === 'function'
      ? input.couponDiscount(fromCents(subtotal))
      : (input.couponDiscount ?? 0);
  const discount = Math.min(Math.max(toCents(asked), 0), Math.max(subtotal, 0));
  const shipping = toCents(input.shippingCost ?? 0);
  return {
    subtotal: fromCents(subtotal),
    couponDiscount: fromCents(discount),
    shippingCost: fromCents(shipping),
    total: fromCents(Math.max(0, subtotal - discount) + shipping),
  };
}
