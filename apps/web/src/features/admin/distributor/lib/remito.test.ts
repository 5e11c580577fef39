import type { DistributorOrderItem } from '@mayorista/shared/orders';
import { describe, expect, it } from 'vitest';
import { lineTotal, money2, parseDiscountInput, remitoNumber, remitoTotals } from './remito';

const item = (price_at_time: number, quantity: number): DistributorOrderItem => ({
  id: 1,
  product_name: 'Maceta',
  variant_display: '',
  quantity,
  cost_price: price_at_time,
  price: price_at_time * 2,
  price_at_time,
  product: null,
  sku: null,
});

describe('remito helpers', () => {
  it('pads the order number to 8 digits', () => {
    expect(remitoNumber(42)).toBe('00000042');
    expect(remitoNumber(123456789)).toBe('123456789');
  });

  it('computes line totals in cents and writes two decimals in es-AR', () => {
    expect(lineTotal(item(0.1, 3))).toBe(0.3);
    expect(money2(1234.5)).toBe('$ 1.234,50');
  });

  it('shows the discount rows only above 0', () => {
    expect(remitoTotals({ total: 1000, discount_percentage: 0, discounted_total: 1000 })).toMatchObject({
      showDiscount: false,
      total: 1000,
    });
    expect(remitoTotals({ total: 1000, discount_percentage: 12.5, discounted_total: 875 })).toEqual({
      subtotal: 1000,
      discountPercentage: 12.5,
      showDiscount: true,
      discountAmount: 125,
      total: 875,
    });
  });

  it('accepts 0 to 100 with two decimals and refuses the rest', () => {
    expect(parseDiscountInput('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseDiscountInput('0')).toEqual({ ok: true, value: 0 });
    expect(parseDiscountInput('100')).toEqual({ ok: true, value: 100 });
    for (const bad of ['', '-1', '100.01', '12.345', 'abc', '1e2']) {
      expect(parseDiscountInput(bad)).toEqual({
        ok: false,
        message: 'El descuento debe estar entre 0% y 100%',
      });
    }
  });
});
