import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema, sortMainCategories } from './catalog.ts';

describe('ProductListQuerySchema', () => {
  it('parses numbers and booleans from the query string', () => {
    expect(
      ProductListQuerySchema.parse({
        page: '2',
        page_size: '12',
        on_sale: 'true',
        include_children: 'false',
      }),
    ).toEqual({
      page: 2,
      page_size: 12,
      on_sale: true,
      include_children: false,
    });
  });
  it('rejects bad pages, huge page sizes and long searches with Spanish messages', () => {
    const result = ProductListQuerySchema.safeParse({
      page: 'abc',
      page_size: '100000',
      search: 'x'.repeat(201),
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'page debe ser un número entero positivo',
      'page_size no puede ser mayor a 1000',
      'La búsqueda no puede tener más de 200 caracteres',
    ]);
  });
});

describe('sortMainCategories', () => {
  it('puts CULTIVO, ILUMINARIA, PARAFERNALIA, MERCH, SALUD first, then the rest', () => {
    const names = ['Otros', 'SALUD', 'merch', 'CULTIVO', 'PARAFERNALIA', 'ILUMINARIA', 'Accesorios'].map(
      (name) => ({ name }),
    );
    expect(sortMainCategories(names).map((item) => item.name)).toEqual([
      'CULTIVO',
      'ILUMINARIA',
      'PARAFERNALIA',
      'merch',
      'SALUD',
      'Accesorios',
      'Otros',
    ]);
  });
});
