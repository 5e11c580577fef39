import { describe, expect, it } from 'vitest';
import { hasPrice, priceView } from './price-view';

describe('priceView', () => {
  it('is null for anonymous payloads without prices', () => {
    expect(hasPrice({ currency: 'ARS' })).toBe(false);
    expect(priceView({ currency: 'ARS' })).toBeNull();
    expect(priceView(null)).toBeNull();
  });

  it('shows the server final price and the original with the discount', () => {
    expect(
      priceView({ price: 1000, price_in_ars: 1000, final_price: 800, total_discount: 20, currency: 'ARS' }),
    ).toEqual({ final: 800, original: 1000, discountPercent: 20, convertedFromUsd: false });
  });

  it('has no original without a discount', () => {
    expect(
      priceView({ price: 500, price_in_ars: 500, final_price: 500, discount: 0, currency: 'ARS' }),
    ).toEqual({
      final: 500,
      original: null,
      discountPercent: 0,
      convertedFromUsd: false,
    });
  });

  it('flags dollar products converted to pesos', () => {
    const view = priceView({
      price: 10,
      price_in_ars: 12000,
      final_price: 12000,
      dollar_rate: 1200,
      currency: 'USD',
    });
    expect(view).toMatchObject({ final: 12000, convertedFromUsd: true });
  });

  it('applies the price rule when the server sends no final price', () => {
    expect(
      priceView({ price: 10, dollar_rate: 1000, discount: 10, discount_sparta: 0, currency: 'USD' }),
    ).toEqual({
      final: 9000,
      original: 10000,
      discountPercent: 10,
      convertedFromUsd: true,
    });
    expect(priceView({ price: '200', discount: 5, discount_sparta: 50 })?.final).toBe(100);
  });

  it('adds the variant price adjustment before the discount', () => {
    expect(priceView({ price: 1000, price_in_ars: 1000, final_price: 900, total_discount: 10 }, 100)).toEqual(
      {
        final: 990,
        original: 1100,
        discountPercent: 10,
        convertedFromUsd: false,
      },
    );
    expect(
      priceView({ price: 10, price_in_ars: 10000, final_price: 10000, dollar_rate: 1000, currency: 'USD' }, 1)
        ?.final,
    ).toBe(11000);
  });
});
