import { describe, expect, it } from 'vitest';
import { ivaContained, toIvaContained } from './iva-contained.ts';
import { orderTotals } from './order-totals.ts';

const cents = (amount: number) => Math.round(amount * 100);

describe('ivaContained', () => {
  it('splits IVA-included amounts per rate, net + IVA = total to the cent', () => {
    const breakdown = ivaContained({
      lines: [
        { amount: 12100, rate: 21 },
        { amount: 1105, rate: 10.5 },
        { amount: 500, rate: 0 },
      ],
    });
    expect(breakdown).toEqual({
      byRate: [
        { rate: 0, net: 500, iva: 0 },
        { rate: 10.5, net: 1000, iva: 105 },
        { rate: 21, net: 10000, iva: 2100 },
      ],
      net: 11500,
      iva: 2205,
      total: 13705,
    });
  });

  it('takes the coupon off the lines in proportion and adds the shipping at 21 %', () => {
    const lines = [
      { amount: 1000, rate: 21 },
      { amount: 3000, rate: 10.5 },
    ];
    const breakdown = ivaContained({ lines, couponDiscount: 400, shippingCost: 121 });
    expect(breakdown.total).toBe(3721);
    expect(breakdown.byRate).toEqual([
      { rate: 10.5, net: 2443.44, iva: 256.56 },
      { rate: 21, net: 843.8, iva: 177.2 },
    ]);
    expect(toIvaContained(breakdown)).toMatchObject({ by_rate: breakdown.byRate, total: 3721 });
  });

  it('adds back to the order total to the cent, whatever the amounts, rates and coupon', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const rates = [21, 10.5, 27, 0];
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 8) }, () => ({
        price: Math.round(random() * 5_000_000) / 100,
        quantity: 1 + Math.floor(random() * 40),
        rate: rates[Math.floor(random() * rates.length)],
      }));
      const amounts = lines.map((line) => ({
        amount: (cents(line.price) * line.quantity) / 100,
        rate: line.rate,
      }));
      const subtotal = amounts.reduce((sum, line) => sum + cents(line.amount), 0) / 100;
      const couponDiscount = Math.round(random() * subtotal * 30) / 100;
      const totals = orderTotals({
        lines: lines.map((line) => ({ price: line.price, quantity: line.quantity })),
        couponDiscount,
        shippingCost: 0,
      });
      const breakdown = ivaContained({ lines: amounts, couponDiscount: totals.couponDiscount });
      expect(cents(breakdown.total)).toBe(cents(totals.total));
      expect(cents(breakdown.net) + cents(breakdown.iva)).toBe(cents(totals.total));
      const perRate = breakdown.byRate.reduce((sum, rate) => sum + cents(rate.net) + cents(rate.iva), 0);
      expect(perRate).toBe(cents(totals.total));
      for (const rate of breakdown.byRate) {
        // The IVA of each rate is the rate's share of its amount, to the cent.
        const expected = ((cents(rate.net) + cents(rate.iva)) * rate.rate) / (100 + rate.rate);
        expect(Math.abs(cents(rate.iva) - expected)).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    }
  });
});
