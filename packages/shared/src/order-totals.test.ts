import { describe, expect, it } from 'vitest';
import { lineAmount, linesSubtotal, orderTotals, toCents } from './order-totals.ts';
import { couponDiscount } from './orders.ts';

/** A small deterministic generator (the same numbers on every run). */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('orderTotals', () => {
  it('adds the lines in whole cents: no float residue', () => {
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(
      linesSubtotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(linesSubtotal([{ price: 19_999.99, quantity: 7 }])).toBe(139_999.93);
    expect(linesSubtotal([])).toBe(0);
  });

  it('takes the coupon off the subtotal, never more than it, then adds the shipping', () => {
    const lines = [
      { price: 1500, quantity: 2 },
      { price: 999.99, quantity: 1 },
    ];
    expect(orderTotals({ lines })).toEqual({
      subtotal: 3999.99,
      couponDiscount: 0,
      shippingCost: 0,
      total: 3999.99,
    });
    expect(orderTotals({ lines, couponDiscount: 500, shippingCost: 250.5 })).toEqual({
      subtotal: 3999.99,
      couponDiscount: 500,
      shippingCost: 250.5,
      total: 3750.49,
    });
    expect(orderTotals({ lines, couponDiscount: 10_000 })).toMatchObject({
      couponDiscount: 3999.99,
      total: 0,
    });
    expect(orderTotals({ lines, couponDiscount: -5 })).toMatchObject({ couponDiscount: 0, total: 3999.99 });
  });

  it('gives the coupon math the subtotal', () => {
    const math = { type: 'percentage' as const, value: 10, max_amount: 300 };
    expect(
      orderTotals({ lines: [{ price: 2000, quantity: 1 }], couponDiscount: (s) => couponDiscount(math, s) }),
    ).toMatchObject({ subtotal: 2000, couponDiscount: 200, total: 1800 });
    expect(
      orderTotals({ lines: [{ price: 5000, quantity: 1 }], couponDiscount: (s) => couponDiscount(math, s) }),
    ).toMatchObject({ subtotal: 5000, couponDiscount: 300, total: 4700 });
  });

  it('sums the parts back to the total, to the cent, for any order', () => {
    const random = generator(49);
    for (let order = 0; order < 2000; order++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
        price: Math.round(random() * 5_000_000) / 100,
        quantity: 1 + Math.floor(random() * 40),
      }));
      const coupon = random() < 0.5 ? Math.round(random() * 2_000_000) / 100 : 0;
      const shipping = random() < 0.3 ? Math.round(random() * 500_000) / 100 : 0;
      const totals = orderTotals({ lines, couponDiscount: coupon, shippingCost: shipping });
      const lineCents = lines.reduce((sum, line) => sum + toCents(lineAmount(line.price, line.quantity)), 0);
      expect(toCents(totals.subtotal)).toBe(lineCents);
      expect(toCents(totals.subtotal) - toCents(totals.couponDiscount) + toCents(totals.shippingCost)).toBe(
        toCents(totals.total),
      );
      // Every amount is a whole number of cents as a two-decimal number reads it.
      for (const amount of Object.values(totals)) expect(Number(amount.toFixed(2))).toBe(amount);
      expect(totals.couponDiscount).toBeLessThanOrEqual(totals.subtotal);
    }
  });
});
