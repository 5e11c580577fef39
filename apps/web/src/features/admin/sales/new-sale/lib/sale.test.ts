import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { splitAddress } from '@mayorista/shared/orders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { quantityRuleOf } from '@/lib/quantity-rule';
import { addLine, lineProblem, minimumOrderNotice, quoteInput, splitSaleError } from './sale';

const line = (selected: Record<string, string> | null, quantity = 1) => ({
  productId: 3,
  name: 'Buzo',
  sku: null,
  selected,
  variantDisplay: '',
  quantity,
  rule: quantityRuleOf({}),
  unit: null,
});

describe('new sale lines', () => {
  it('grows the same choice (options in any order) and keeps other choices apart', () => {
    let lines = addLine([], line({ Talle: 'S', Color: 'Azul' }, 2));
    lines = addLine(lines, line({ Color: 'Azul', Talle: 'S' }, 3));
    lines = addLine(lines, line({ Talle: 'M', Color: 'Azul' }));
    expect(lines.map((current) => current.quantity)).toEqual([5, 1]);
    expect(quoteInput(lines, ' PROMO ')).toEqual({
      items: [
        { product: 3, quantity: 5, variants: { Talle: 'S', Color: 'Azul' } },
        { product: 3, quantity: 1, variants: { Talle: 'M', Color: 'Azul' } },
      ],
      coupon_code: 'PROMO',
    });
    expect(quoteInput(lines, '', 12)).toMatchObject({ customer_id: 12 });
  });

  it("reads a line's problem from the quote: its error, or more units than its stock", () => {
    const priced = {
      product: 3,
      quantity: 4,
      variants: null,
      variant_display: '',
      stock: 2,
      tier_min_quantity: null,
      tier_discount: 0,
      sale_unit: 'unidad',
      units_per_pack: 1,
      unit_label: 'Unidad',
      iva_rate: 21,
    };
    const quote = {
      lines: [
        { ...priced, price: 10, discount: 0, final_price: 10, subtotal: 40, error: null },
        {
          ...priced,
          price: null,
          discount: null,
          final_price: null,
          subtotal: null,
          error: 'Producto no disponible: Buzo',
        },
      ],
      subtotal: 40,
      coupon_code: null,
      coupon_discount: 0,
      coupon_error: null,
      total: 40,
      price_list: { id: 1, name: 'General', min_order_amount: null },
      min_order_missing: 0,
      iva: toIvaContained(ivaContained({ lines: [{ amount: 40, rate: 21 }] })),
    };
    expect(lineProblem(quote, 0)).toBe('No hay suficiente stock. Stock disponible: 2');
    expect(lineProblem(quote, 1)).toBe('Producto no disponible: Buzo');
    expect(lineProblem(undefined, 0)).toBeNull();
  });

  it("warns, without blocking, when the sale is under the customer's list minimum", () => {
    const quote = {
      price_list: { id: 2, name: 'Club', min_order_amount: 150_000 },
      min_order_missing: 50_000.5,
    };
    expect(minimumOrderNotice(quote)).toBe(
      'Bajo el pedido mínimo de la lista Club ($ 150.000,00): faltan $ 50.000,50. Puedes crear la venta igual.',
    );
    expect(minimumOrderNotice({ ...quote, min_order_missing: 0 })).toBeNull();
    expect(minimumOrderNotice(undefined)).toBeNull();
  });

  it('splits an address into street, number, city and zip', () => {
    expect(splitAddress('Av. Mitre 1234, Berazategui (1884), Buenos Aires')).toEqual({
      street: 'Av. Mitre',
      number: '1234',
      city: 'Berazategui',
      zip: '1884',
    });
    expect(splitAddress('')).toEqual({ street: '', number: '', city: '', zip: '' });
  });

  it('keeps customer, products and coupon errors apart from the form fields', () => {
    const parts = splitSaleError(
      new ApiError('x', 400, {
        customer_id: ['Cliente no encontrado'],
        customer_phone: ['Ingresa un teléfono válido'],
      }),
    );
    expect(parts.customer).toBe('Cliente no encontrado');
    expect(parts.rest).toBeInstanceOf(ApiError);
    expect((parts.rest as ApiError).body).toEqual({ customer_phone: ['Ingresa un teléfono válido'] });
    expect(splitSaleError(new ApiError('x', 400, { coupon_code: ['Cupón inválido'] }))).toEqual({
      coupon: 'Cupón inválido',
      customer: undefined,
      products: undefined,
      rest: null,
    });
    const conflict = new ApiError('x', 409, {
      detail: 'No hay suficiente stock de Buzo. Stock disponible: 1',
    });
    expect(splitSaleError(conflict).rest).toBe(conflict);
  });
});
