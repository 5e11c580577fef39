import { describe, expect, it } from 'vitest';
import {
  type ListTerms,
  NO_LIST,
  overrideKey,
  type PricedOption,
  type PricedProduct,
  salePrice,
} from './pricing.service.ts';

const product: PricedProduct = {
  id: 7,
  price: 1000,
  priceInArs: null,
  costPrice: 600,
  currency: 'ARS',
  ownDiscount: 0,
  offerDiscount: 0,
};
const option = (id: number, fields: Partial<PricedOption> = {}): PricedOption => ({
  id,
  price: null,
  priceAdjustment: 0,
  costPrice: null,
  ...fields,
});
const list = (adjustmentPercent: number, overrides: [string, number][] = []): ListTerms => ({
  id: 3,
  adjustmentPercent,
  overrides: new Map(overrides),
});

describe('salePrice with price lists and quantity breaks (decision 052)', () => {
  it('gives today’s prices with the default list', () => {
    const priced = salePrice({ ...product, ownDiscount: 10 }, [option(1, { priceAdjustment: 250 })], 1000);
    expect(priced).toMatchObject({
      listPrice: 1250,
      price: 1250,
      discount: 10,
      finalPrice: 1125,
      tier: null,
    });
    expect(salePrice(product, [], 1000, { list: NO_LIST, breaks: [], quantity: 50 }).finalPrice).toBe(1000);
  });

  it('moves the base and every adjustment by the list’s percent, rounding each part to cents', () => {
    const kiosco = { list: list(12), breaks: [], quantity: 1 };
    expect(salePrice(product, [], 1000, kiosco).finalPrice).toBe(1120);
    // 1000 x 1.12 + 333.33 x 1.12 (373.33) = 1493.33
    expect(salePrice(product, [option(1, { priceAdjustment: 333.33 })], 1000, kiosco).price).toBe(1493.33);
    const distribuidor = { list: list(-10), breaks: [], quantity: 1 };
    // USD 12.34 x 1015.50 = 12531.27, -10 % = 11278.14 (half away from zero)
    expect(salePrice({ ...product, currency: 'USD', price: 12.34 }, [], 1015.5, distribuidor).listPrice).toBe(
      11278.14,
    );
  });

  it('uses an override as it is: the option’s over the product’s, the other options still adjusted', () => {
    const terms = {
      list: list(10, [
        [overrideKey(7, null), 900],
        [overrideKey(7, 2), 1500],
      ]),
      breaks: [],
      quantity: 1,
    };
    expect(salePrice(product, [], 1000, terms).price).toBe(900);
    expect(salePrice(product, [option(1, { priceAdjustment: 100 })], 1000, terms).price).toBe(1010);
    expect(salePrice(product, [option(2), option(1, { priceAdjustment: 100 })], 1000, terms).price).toBe(
      1610,
    );
    // An option with its own absolute price wins over the product's override, moved by the percent.
    expect(salePrice(product, [option(4, { price: 2000 })], 1000, terms).price).toBe(2200);
  });

  it('applies the largest break the quantity reaches for this list and option, then the discount', () => {
    const breaks = [
      { optionId: null, priceListId: null, minQuantity: 12, discountPercent: 5 },
      { optionId: null, priceListId: 3, minQuantity: 24, discountPercent: 8 },
      { optionId: null, priceListId: 9, minQuantity: 6, discountPercent: 50 },
      { optionId: 2, priceListId: null, minQuantity: 10, discountPercent: 7 },
    ];
    const at = (quantity: number, options: PricedOption[] = []) =>
      salePrice({ ...product, offerDiscount: 10 }, options, 1000, { list: list(0), breaks, quantity });
    expect(at(11)).toMatchObject({ tier: null, price: 1000, finalPrice: 900 });
    expect(at(12)).toMatchObject({ price: 950, finalPrice: 855 });
    expect(at(24).tier?.discountPercent).toBe(8);
    expect(at(10, [option(2)]).tier?.discountPercent).toBe(7);
    expect(at(10, [option(1)]).tier).toBeNull();
  });
});
