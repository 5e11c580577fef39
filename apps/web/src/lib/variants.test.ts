import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  effectiveStock,
  initialEffectiveStock,
  maxQuantity,
  missingVariantNames,
  missingVariantsMessage,
  PURCHASE_LABELS,
  preselectVariants,
  purchaseState,
  selectedOptionPrice,
  variantDisplay,
} from './variants';

const color = {
  variant_name: 'Color',
  options: [
    { name: 'Rojo', stock: 0 },
    { name: 'Azul', stock: 5 },
    { name: 'Verde', stock: 2 },
  ],
};
const size = {
  variant_name: 'Tamaño',
  options: [
    { name: 'Chico', stock: 3 },
    { name: 'Grande', stock: 10 },
  ],
};
const soldOut = {
  variant_name: 'Aroma',
  options: [
    { name: 'Menta', stock: 0 },
    { name: 'Uva', stock: 0 },
  ],
};

describe('preselectVariants', () => {
  it('picks the first option with stock in each group', () => {
    expect(preselectVariants([color, size])).toEqual({ Color: 'Azul', Tamaño: 'Chico' });
  });

  it('falls back to the first option when none has stock', () => {
    expect(preselectVariants([soldOut])).toEqual({ Aroma: 'Menta' });
  });

  it('treats an unavailable option as sold out', () => {
    const group = {
      variant_name: 'X',
      options: [
        { name: 'a', stock: 4, is_available: false },
        { name: 'b', stock: 1 },
      ],
    };
    expect(preselectVariants([group])).toEqual({ X: 'b' });
  });

  it('skips empty groups and handles missing variants', () => {
    expect(preselectVariants([{ variant_name: 'Vacío', options: [] }])).toEqual({});
    expect(preselectVariants(undefined)).toEqual({});
  });
});

describe('effectiveStock', () => {
  const product = { stock: 40, has_variants: true, variants: [color, size] };

  it('is the lowest stock among the selected options', () => {
    expect(effectiveStock(product, { Color: 'Azul', Tamaño: 'Grande' })).toBe(5);
    expect(effectiveStock(product, { Color: 'Verde', Tamaño: 'Grande' })).toBe(2);
    expect(effectiveStock(product, { Color: 'Rojo', Tamaño: 'Grande' })).toBe(0);
  });

  it('is the product stock without variants', () => {
    expect(effectiveStock({ stock: 7, has_variants: false, variants: [] }, {})).toBe(7);
    expect(effectiveStock({ stock: 7, has_variants: true, variants: [] }, {})).toBe(7);
    expect(effectiveStock({ stock: -3 }, {})).toBe(0);
  });

  it('uses the preselection for cards', () => {
    expect(initialEffectiveStock(product)).toBe(3);
    expect(initialEffectiveStock({ stock: 9, has_variants: true, variants: [soldOut] })).toBe(0);
    expect(initialEffectiveStock({ stock: 0, has_variants: false, variants: [] })).toBe(0);
  });
});

describe('selection checks', () => {
  it('lists the groups without a valid choice', () => {
    expect(missingVariantNames([color, size], { Color: 'Azul' })).toEqual(['Tamaño']);
    expect(missingVariantNames([color, size], { Color: 'Negro', Tamaño: 'Chico' })).toEqual(['Color']);
    expect(missingVariantNames([color, size], { Color: 'Azul', Tamaño: 'Chico' })).toEqual([]);
  });

  it('builds the spec message', () => {
    expect(missingVariantsMessage(['Color', 'Tamaño'])).toBe('Por favor selecciona: Color, Tamaño');
  });

  it("picks the chosen option's server price, with the product's discount, and computes nothing", () => {
    const product = {
      currency: 'ARS',
      total_discount: 15,
      variants: [
        {
          variant_name: 'Tamaño',
          options: [
            { name: 'Chico', final_price: 2550, price_in_ars: 3000 },
            { name: 'Grande', final_price: 2975, price_in_ars: 3500 },
          ],
        },
      ],
    };
    expect(selectedOptionPrice(product, { Tamaño: 'Grande' })).toEqual({
      final_price: 2975,
      price_in_ars: 3500,
      total_discount: 15,
      currency: 'ARS',
    });
    expect(selectedOptionPrice(product, { Tamaño: 'Mediano' })).toBeNull();
    const anonymous = {
      currency: 'ARS',
      variants: [{ variant_name: 'Tamaño', options: [{ name: 'Chico' }] }],
    };
    expect(selectedOptionPrice(anonymous, { Tamaño: 'Chico' })?.final_price).toBeUndefined();
  });

  it('describes the selection for the cart', () => {
    expect(variantDisplay({ Color: 'Azul', Tamaño: 'Chico' })).toBe('Color: Azul, Tamaño: Chico');
  });
});

describe('purchase state and quantity', () => {
  it('labels the button', () => {
    expect(PURCHASE_LABELS[purchaseState({ is_available: false }, 10)]).toBe('No disponible');
    expect(PURCHASE_LABELS[purchaseState({ is_available: true }, 0)]).toBe('Sin stock');
    expect(PURCHASE_LABELS[purchaseState({ is_available: true }, 1)]).toBe('Añadir al Carrito');
  });

  it('caps the quantity at the stock and at 99', () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(500)).toBe(99);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(8, 5)).toBe(5);
    expect(clampQuantity(150, 500)).toBe(99);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
