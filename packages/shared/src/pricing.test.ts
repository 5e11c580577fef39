import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  basePriceInArs,
  channelDiscount,
  computePrice,
  multiplyMoney,
  roundMoney,
} from './pricing.ts';

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

  it('rounds half away from zero in cents, where binary floats drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(multiplyMoney(0.29, 1015.5)).toBe(294.5);
    expect(multiplyMoney(19.99, 1234.57)).toBe(24679.05);
    expect(applyDiscount(100.01, 12.5)).toBe(87.51);
    expect(applyDiscount(0.1, 50)).toBe(0.05);
  });
});
