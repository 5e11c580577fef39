import type { CategoryTree, Product } from '@mayorista/shared/catalog';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './category-options';
import { draftsOf, parseOptionStock, variantsPatch } from './variants';

const product = {
  variants: [
    {
      id: 10,
      variant_name: 'Talle',
      options: [
        {
          id: 101,
          name: 'S',
          sku: 'REM-S',
          stock: 4,
          is_available: true,
          price: null,
          price_adjustment: 0,
          cost_price: 900,
        },
        { id: 102, name: 'M', sku: 'REM-M', stock: 0, is_available: false, price: 2500, price_adjustment: 0 },
      ],
    },
  ],
} satisfies Pick<Product, 'variants'>;

describe('variants modal rules', () => {
  it('reads option stock as a whole number of at least 0; anything else is 0 (backoffice §5)', () => {
    expect(parseOptionStock('12')).toBe(12);
    expect(parseOptionStock('7.9')).toBe(7);
    expect(parseOptionStock('-4')).toBe(0);
    expect(parseOptionStock('abc')).toBe(0);
    expect(parseOptionStock('')).toBe(0);
  });

  it('sends every group and option with its id, name, SKU, cost and availability kept', () => {
    const drafts = draftsOf(product);
    expect(drafts[101]).toEqual({ stock: '4', price: '', price_adjustment: '0' });
    drafts[101] = { stock: 'x', price: '', price_adjustment: '150,5' };
    drafts[102] = { stock: '9', price: '2600.75', price_adjustment: '' };
    expect(variantsPatch(product, drafts)).toEqual([
      {
        id: 10,
        variant_name: 'Talle',
        options: [
          {
            id: 101,
            name: 'S',
            sku: 'REM-S',
            stock: 0,
            price: null,
            price_adjustment: 150.5,
            cost_price: 900,
            is_available: true,
          },
          {
            id: 102,
            name: 'M',
            sku: 'REM-M',
            stock: 9,
            price: 2600.75,
            price_adjustment: 0,
            cost_price: null,
            is_available: false,
          },
        ],
      },
    ]);
  });
});

describe('category filter options', () => {
  it("flattens the tree into 'A > B' paths, parents first", () => {
    const node = (id: number, name: string, children: CategoryTree[] = []): CategoryTree => ({
      id,
      name,
      slug: name.toLowerCase(),
      parent: null,
      order: 0,
      product_count: 0,
      children,
    });
    expect(
      categoryOptions([
        node(1, 'CULTIVO', [node(2, 'Sustratos', [node(3, 'Orgánicos')])]),
        node(4, 'ILUMINARIA'),
      ]),
    ).toEqual([
      { id: 1, label: 'CULTIVO' },
      { id: 2, label: 'CULTIVO > Sustratos' },
      { id: 3, label: 'CULTIVO > Sustratos > Orgánicos' },
      { id: 4, label: 'ILUMINARIA' },
    ]);
  });
});
