import { BULK_PRICE_AMOUNT_NEEDS_CURRENCY, BULK_PRICE_NO_CRITERIA } from '@mayorista/shared/bulk-price';
import { describe, expect, it } from 'vitest';
import {
  BULK_PRICE_DEFAULTS,
  categoryOptions,
  formatMoney,
  parseDecimal,
  toInput,
  VALUE_NOT_A_NUMBER,
  validate,
} from './form';

describe('bulk price form', () => {
  it('reads es-AR and plain decimals, and nothing else', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('1.234,50')).toBe(1234.5);
    expect(parseDecimal(' 10 ')).toBe(10);
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('-5')).toBeNaN();
    expect(parseDecimal('10%')).toBeNaN();
  });

  it('checks with the shared contract: a criterion, a value, a currency for fixed amounts', () => {
    expect(validate({ ...BULK_PRICE_DEFAULTS, value: '10' })).toEqual({ selection: BULK_PRICE_NO_CRITERIA });
    expect(validate({ ...BULK_PRICE_DEFAULTS, brand: '3', value: 'diez' }).value).toBe(VALUE_NOT_A_NUMBER);
    expect(validate({ ...BULK_PRICE_DEFAULTS, brand: '3', mode: 'amount', value: '100' })).toEqual({
      selection: BULK_PRICE_AMOUNT_NEEDS_CURRENCY,
    });
    expect(
      validate({ ...BULK_PRICE_DEFAULTS, brand: '3', mode: 'amount', currency: 'USD', value: '5,5' }),
    ).toEqual({});
  });

  it('sends empty selects as null and a blank search as nothing', () => {
    expect(toInput({ ...BULK_PRICE_DEFAULTS, category_id: '4', search: '  ', value: '7' })).toEqual({
      selection: { brand: null, category_id: 4, include_children: true, currency: null, search: undefined },
      change: { mode: 'percent', direction: 'up', value: 7 },
    });
  });

  it('lists categories in tree order and formats money with cents', () => {
    const tree = [
      {
        id: 1,
        name: 'CULTIVO',
        slug: 'cultivo',
        parent: null,
        order: 0,
        product_count: 2,
        children: [
          { id: 2, name: 'Sustratos', slug: 's', parent: 1, order: 0, product_count: 2, children: [] },
        ],
      },
    ];
    expect(categoryOptions(tree)).toEqual([
      { id: 1, label: 'CULTIVO', depth: 0 },
      { id: 2, label: 'Sustratos', depth: 1 },
    ]);
    expect(formatMoney(1549.95)).toBe('$ 1.549,95');
    expect(formatMoney(105.5, 'USD')).toBe('U$S 105,50');
  });
});
