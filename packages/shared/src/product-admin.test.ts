import { describe, expect, it } from 'vitest';
import { generateSku, isStoredImageUrl, ProductUpdateSchema, variantStock } from './product-admin.ts';

describe('generateSku', () => {
  it('takes three letters of each part, six time digits and a random suffix', () => {
    const sku = generateSku(['Lámpara LED', 'Ñandú Grow'], { now: 1_700_000_123_456, random: () => 0 });
    expect(sku).toBe('LAMNAN-123456-AAAA');
    expect(generateSku([' ', null], { now: 42, random: (size) => size - 1 })).toBe('PRD-000042-9999');
    expect(generateSku(['Maceta 10 L', 'Chico'], { now: 1 }).slice(0, 14)).toBe('MACCHI-000001-');
  });

  it('draws different suffixes', () => {
    const skus = new Set(Array.from({ length: 50 }, () => generateSku(['Remera'], { now: 1 })));
    expect(skus.size).toBeGreaterThan(45);
  });
});

describe('variantStock', () => {
  it('is the smallest of the groups summed stock', () => {
    expect(variantStock([])).toBe(0);
    expect(variantStock([{ options: [{ stock: 2 }, { stock: 3 }] }])).toBe(5);
    expect(variantStock([{ options: [{ stock: 2 }, { stock: 3 }] }, { options: [{ stock: 4 }, {}] }])).toBe(
      4,
    );
  });
});

describe('product bodies', () => {
  it('accepts only images stored by this shop', () => {
    expect(isStoredImageUrl('/media/products/a-1000.webp')).toBe(true);
    for (const url of [
      'https://x.test/a.png',
      '/media/../etc/passwd',
      '//x.test/a.png',
      'javascript:alert(1)',
    ])
      expect(isStoredImageUrl(url)).toBe(false);
  });

  it('reads form values: numbers as text, empty as not set', () => {
    expect(
      ProductUpdateSchema.parse({
        price: '10.5',
        cost_price: '',
        sku: '  ',
        image: null,
        brand: '3',
        features: null,
      }),
    ).toEqual({ price: 10.5, cost_price: null, sku: null, image: null, brand: 3, features: [] });
  });
});
