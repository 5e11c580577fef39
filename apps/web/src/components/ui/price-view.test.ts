import { describe, expect, it } from 'vitest';
import { hasPrice, priceView } from './price-view';

describe('priceView', () => {
  it('is null for anonymous payloads without prices', () => {
    expect(hasPrice({ currency: 'ARS' })).toBe(false);
    expect(priceView({ currency: 'ARS' })).toBeNull();
    expect(priceView(null)).toBeNull();
  });

  it('shows the server final price and the original with the discount', () => {
    expect(priceView({ price_in_ars: 1000, final_price: 800, total_discount: 20, currency: 'ARS' })).toEqual({
      final: 800,
      original: 1000,
      discountPercent: 20,
      convertedFromUsd: false,
    });
  });

  it('has no original without a discount', () => {
    expect(priceView({ price_in_ars: 500, final_price: 500, total_discount: 0, currency: 'ARS' })).toEqual({
      final: 500,
      original: null,
      discountPercent: 0,
      convertedFromUsd: false,
    });
  });

  it('flags dollar products converted to pesos', () => {
    expect(priceView({ price_in_ars: 12000, final_price: 12000, currency: 'USD' })).toMatchObject({
      final: 12000,
      convertedFromUsd: true,
    });
  });

  it('never computes a price the server did not send', () => {
    // A payload with a base price and a discount but no final price shows nothing rather than a guess.
    expect(priceView({ price_in_ars: 1000, total_discount: 10, currency: 'ARS' })).toBeNull();
    expect(priceView({ price_in_ars: 1000, final_price: 900, total_discount: 10 })?.final).toBe(900);
  });
});
