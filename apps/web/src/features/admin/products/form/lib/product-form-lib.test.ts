import { describe, expect, it } from 'vitest';
import { applyFormat, FORMATS } from '../components/description-field';
import { appendVariant, IMAGE_DROPPED, readPreparedData, valuesFromExternal } from './prefill';
import { derivedStock, EMPTY_VALUES, emptyOption, optionStock, toPayload } from './product-form-values';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('readPreparedData', () => {
  it('prefers the query parameters and reads a still percent-encoded value', () => {
    const data = encodeURIComponent(encodeURIComponent(JSON.stringify({ name: 'Desde la URL' })));
    const read = readPreparedData({
      search: new URLSearchParams(`from_external=true&data=${data}`),
      storage: storage({ pendingProductData: JSON.stringify({ name: 'Desde la sesión' }) }),
    });
    expect(read).toEqual({ product: { name: 'Desde la URL' }, variant: null, failed: false });
  });

  it('falls back to session storage and flags what cannot be read', () => {
    const read = readPreparedData({
      search: new URLSearchParams('add_variant=true'),
      storage: storage({ pendingProductData: '{"name":"Sesión"}', pendingVariantData: '[1,2]' }),
    });
    expect(read).toEqual({ product: { name: 'Sesión' }, variant: null, failed: true });
  });
});

describe('valuesFromExternal', () => {
  it('keeps an image of this store and drops another host with a notice', () => {
    const kept = valuesFromExternal({ name: 'A', image: '/media/products/a.webp', stock: 'x' });
    expect(kept.values).toMatchObject({
      image: '/media/products/a.webp',
      stock: '0',
      sync_with_external: true,
    });
    expect(kept.notices).not.toContain(IMAGE_DROPPED);
    const dropped = valuesFromExternal({
      name: 'A',
      image: 'https://otro.example/a.jpg',
      brand: { name: 'Lumen' },
    });
    expect(dropped.values.image).toBeUndefined();
    expect(dropped.values.brand).toBe('Lumen');
    expect(dropped.notices).toContain(IMAGE_DROPPED);
  });

  it('turns flat external variants into options of one group', () => {
    const { values } = valuesFromExternal({
      name: 'A',
      variants: [
        { name: 'Rojo', sku: 'R', stock: 2, price: 10 },
        { name: 'Azul', sku: 'B', stock: 1 },
      ],
    });
    expect(values.has_variants).toBe(true);
    expect(values.variants?.[0].variant_name).toBe('Variante');
    expect(values.variants?.[0].options.map((option) => [option.name, option.stock, option.price])).toEqual([
      ['Rojo', '2', '10'],
      ['Azul', '1', ''],
    ]);
  });
});

describe('appendVariant', () => {
  it('adds the option to the group of the same name, or a new group', () => {
    const groups = [{ variant_name: 'Color', options: [{ ...emptyOption(), name: 'Rojo' }] }];
    const same = appendVariant(groups, { variant_name: 'color', name: 'Verde', stock: 3 });
    expect(same.variants[0].options.map((option) => option.name)).toEqual(['Rojo', 'Verde']);
    expect(groups[0].options).toHaveLength(1);
    const other = appendVariant(groups, { variant_name: 'Talle', name: 'L' });
    expect(other.variants.map((group) => group.variant_name)).toEqual(['Color', 'Talle']);
  });
});

describe('payload', () => {
  const values = { ...EMPTY_VALUES, name: ' Maceta ', category: '4', price: '10,5', sku: 'ABC' };

  it('sends an untouched SKU only on create', () => {
    expect(toPayload(values, { brandId: null }).sku).toBe('ABC');
    expect('sku' in toPayload(values, { brandId: null, currentSku: 'ABC' })).toBe(false);
    expect(toPayload({ ...values, sku: '' }, { brandId: null, currentSku: 'ABC' }).sku).toBeNull();
    expect(toPayload(values, { brandId: 2 })).toMatchObject({
      name: 'Maceta',
      price: 10.5,
      brand: 2,
      category: 4,
    });
  });

  it('derives the stock of variants: non-numbers count 0, the smallest group total wins', () => {
    expect(optionStock('abc')).toBe(0);
    expect(optionStock('-3')).toBe(0);
    expect(
      derivedStock([
        {
          variant_name: 'Color',
          options: [
            { ...emptyOption(), stock: '5' },
            { ...emptyOption(), stock: '3' },
          ],
        },
        {
          variant_name: 'Talle',
          options: [
            { ...emptyOption(), stock: '4' },
            { ...emptyOption(), stock: 'x' },
          ],
        },
        { variant_name: 'Vacía', options: [] },
      ]),
    ).toBe(4);
  });
});

describe('applyFormat', () => {
  const [bold, , , list] = FORMATS;

  it('wraps the selection and makes list items of selected lines', () => {
    expect(applyFormat('hola mundo', 5, 10, bold)).toEqual({
      text: 'hola <strong>mundo</strong>',
      from: 13,
      to: 18,
    });
    expect(applyFormat('uno\ndos', 0, 7, list).text).toBe('<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>');
  });
});
