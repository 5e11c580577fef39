import { describe, expect, it } from 'vitest';
import { applyDiscount, basePriceInArs, channelDiscount, computePrice } from './pricing.ts';

describe('price rule', () => {
  const base = {
    price: 100,
    priceInArs: null,
    currency: 'ARS' as const,
    dollarRate: 1000,
    ownDiscount: 0,
    offerDiscount: 0,
  };

  it('uses price_in_ars first, then USD x rate, then the plain price', () => {
    expect(basePriceInArs({ ...base, priceInArs: 2500 })).toBe(2500);
    expect(basePriceInArs({ ...base, currency: 'USD', price: 45.9 })).toBe(45900);
    expect(basePriceInArs(base)).toBe(100);
    expect(basePriceInArs({ ...base, priceInArs: 0 })).toBe(100);
  });

  it('takes discount_sparta over discount for this channel', () => {
    expect(channelDiscount(5, 15)).toBe(15);
    expect(channelDiscount(5, 0)).toBe(5);
  });

  it('applies the largest of own and offer discounts, without compounding', () => {
    expect(computePrice({ ...base, price: 5000, ownDiscount: 10, offerDiscount: 20 })).toEqual({
      priceInArs: 5000,
      totalDiscount: 20,
      finalPrice: 4000,
    });
    expect(computePrice({ ...base, price: 5000, ownDiscount: 30, offerDiscount: 20 }).finalPrice).toBe(3500);
  });

  it('rounds to cents', () => {
    expect(applyDiscount(999.99, 33)).toBe(669.99);
    expect(computePrice({ ...base, currency: 'USD', price: 10.01, dollarRate: 1185.5 }).priceInArs).toBe(
      11866.86,
    );
  });
});
