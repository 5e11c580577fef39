import { VARIANT_OPTIONS_MAX } from '@mayorista/shared/product-admin';
import type { ExternalProduct } from '@mayorista/shared/sync';
import { describe, expect, it } from 'vitest';
import {
  externalDiffs,
  localStock,
  lookupState,
  MergeError,
  mergeMissingOptions,
  missingExternalOptions,
  money,
  takeOptionStocks,
} from './external-diff';
import { EMPTY_VALUES, emptyOption, type GroupValues, type ProductFormValues } from './product-form-values';

const external = (overrides: Partial<ExternalProduct> = {}): ExternalProduct => ({
  id: 7,
  name: 'Remera Algodón Logo Hoja',
  brand: 'Barrio Verde',
  price: 10640,
  final_price: 10640,
  stock: 107,
  sku: 'MER-REM-001',
  image: null,
  variants: [
    {
      variant_name: 'Talle',
      options: [
        { name: 'S', sku: 'MER-REM-001-TAL-S', stock: 25, price: 10640 },
        { name: 'M', sku: 'mer-rem-001-tal-m ', stock: 44, price: 10640 },
        { name: 'Edición proveedor', sku: 'MER-REM-001-PROV', stock: 12, price: 10640 },
      ],
    },
  ],
  ...overrides,
});

const option = (name: string, sku: string, stock: string) => ({ ...emptyOption(), name, sku, stock });

const form = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...EMPTY_VALUES,
  name: 'Remera Algodón Logo Hoja',
  brand: 'barrio verde',
  price: '9500',
  stock: '0',
  sku: 'MER-REM-001',
  has_variants: true,
  variants: [
    {
      id: 1,
      variant_name: 'Talle',
      options: [option('S', 'MER-REM-001-TAL-S', '25'), option('M', 'MER-REM-001-TAL-M', '40')],
    },
  ],
  ...overrides,
});

describe('lookupState', () => {
  const base = { sku: 'A-1', target: 'A-1', pending: false };
  it('follows §4: no SKU, checking, synced, not found', () => {
    expect(lookupState({ ...base, sku: '', target: '' })).toEqual({ kind: 'no-sku' });
    // Typing: the lookup still has the previous SKU.
    expect(lookupState({ ...base, target: 'A-' }).kind).toBe('checking');
    expect(lookupState({ ...base, pending: true }).kind).toBe('checking');
    expect(lookupState({ ...base, data: external() })).toEqual({ kind: 'synced', product: external() });
    expect(lookupState({ ...base, error: { status: 404, message: 'x' } }).kind).toBe('not-found');
  });

  it('tells a store without a supplier (409) from a supplier that failed (502/504, no answer)', () => {
    expect(lookupState({ ...base, error: { status: 409, message: 'no configurado' } })).toEqual({
      kind: 'not-configured',
      message: 'no configurado',
    });
    expect(lookupState({ ...base, error: { status: 504, message: 'tardó' } })).toEqual({
      kind: 'failed',
      message: 'tardó',
    });
    expect(lookupState({ ...base, error: { status: 0, message: 'sin red' } }).kind).toBe('failed');
  });
});

describe('externalDiffs', () => {
  it('compares name, brand (ignoring case), price and the stock derived from the options', () => {
    const diffs = externalDiffs(form(), external());
    expect(diffs.map((diff) => [diff.field, diff.local, diff.external, diff.differs])).toEqual([
      ['name', 'Remera Algodón Logo Hoja', 'Remera Algodón Logo Hoja', false],
      ['brand', 'barrio verde', 'Barrio Verde', false],
      ['price', '$ 9.500', '$ 10.640', true],
      ['stock', '65', '107', true],
    ]);
  });

  it('never compares a USD price with the peso price, and treats no external price as no difference', () => {
    const usd = externalDiffs(form({ currency: 'USD', price: '10640' }), external());
    expect(usd.find((diff) => diff.field === 'price')).toMatchObject({ local: 'U$S 10.640', differs: true });
    const none = externalDiffs(form(), external({ price: null }));
    expect(none.find((diff) => diff.field === 'price')).toMatchObject({ external: '-', differs: false });
  });

  it('reads the stock field of a product without variants and an empty brand as Sin marca', () => {
    const values = form({ has_variants: false, stock: '12', brand: '' });
    expect(localStock(values)).toBe(12);
    const diffs = externalDiffs(values, external({ brand: null, stock: 12 }));
    expect(diffs.find((diff) => diff.field === 'brand')).toMatchObject({
      local: 'Sin marca',
      differs: false,
    });
    expect(diffs.find((diff) => diff.field === 'stock')?.differs).toBe(false);
  });

  it('formats amounts in es-AR with two decimals at most', () => {
    expect(money(1234567.891)).toBe('$ 1.234.567,89');
    expect(money(24.5, 'USD')).toBe('U$S 24,5');
    expect(money(null)).toBe('-');
  });
});

describe('takeOptionStocks', () => {
  it('gives each local option the stock of the external option with its SKU (trimmed, any case)', () => {
    const { variants, matched } = takeOptionStocks(form().variants, external());
    expect(matched).toBe(2);
    expect(variants[0].options.map((o) => o.stock)).toEqual(['25', '44']);
    expect(variants[0].id).toBe(1);
  });
});

describe('missing options and the merge', () => {
  it('lists the external options whose SKU no local option has', () => {
    expect(missingExternalOptions(form(), external())).toEqual([
      { variant_name: 'Talle', name: 'Edición proveedor', sku: 'MER-REM-001-PROV', stock: 12, price: 10640 },
    ]);
    // Without variants every external option is missing; options without a SKU cannot be matched.
    const bare = external({
      variants: [{ variant_name: 'Color', options: [{ name: 'Rojo', sku: null, stock: 1 }] }],
    });
    expect(missingExternalOptions(form(), bare)).toEqual([]);
    expect(missingExternalOptions(form({ has_variants: false }), external())).toHaveLength(3);
  });

  it('merges into the group of the same name and creates the groups it lacks', () => {
    const product = external({
      variants: [
        ...external().variants,
        {
          variant_name: 'Color',
          options: [
            { name: 'Negro', sku: 'REM-NEG', stock: 3, price: 11000 },
            { name: 'Blanco', sku: 'REM-BLA', stock: 2, price: 10640 },
          ],
        },
      ],
    });
    const values = form({
      variants: [{ variant_name: 'talle', options: form().variants[0].options }],
    });
    const missing = missingExternalOptions(values, product);
    const merged = mergeMissingOptions(values, missing, { currency: 'ARS', externalPrice: 10640 });
    expect(merged.map((group) => group.variant_name)).toEqual(['talle', 'Color']);
    expect(merged[0].options.map((o) => [o.name, o.sku, o.stock, o.price])).toEqual([
      ['S', 'MER-REM-001-TAL-S', '25', ''],
      ['M', 'MER-REM-001-TAL-M', '40', ''],
      // The same price as the product: no price of its own.
      ['Edición proveedor', 'MER-REM-001-PROV', '12', ''],
    ]);
    expect(merged[1].options.map((o) => [o.name, o.stock, o.price])).toEqual([
      ['Negro', '3', '11000'],
      ['Blanco', '2', ''],
    ]);
    // The form's values are not changed in place.
    expect(values.variants).toHaveLength(1);
    expect(values.variants[0].options).toHaveLength(2);
  });

  it('keeps USD products free of peso option prices and renames a repeated option name', () => {
    const product = external({
      variants: [{ variant_name: 'Talle', options: [{ name: 'S', sku: 'OTRO-S', stock: 1, price: 99999 }] }],
    });
    const values = form({ currency: 'USD' });
    const merged = mergeMissingOptions(values, missingExternalOptions(values, product), {
      currency: 'USD',
      externalPrice: 10640,
    });
    expect(merged[0].options[2]).toMatchObject({ name: 'S (OTRO-S)', sku: 'OTRO-S', price: '' });
  });

  it('starts from no groups when the product has none, and fails past the option limit', () => {
    const values = form({ has_variants: false, variants: [{ variant_name: 'Vieja', options: [] }] });
    const merged = mergeMissingOptions(values, missingExternalOptions(values, external()), {
      currency: 'ARS',
      externalPrice: 10640,
    });
    expect(merged.map((group) => [group.variant_name, group.options.length])).toEqual([['Talle', 3]]);

    const full: GroupValues = {
      variant_name: 'Talle',
      options: Array.from({ length: VARIANT_OPTIONS_MAX }, (_, i) => option(`O${i}`, `S-${i}`, '1')),
    };
    const crowded = form({ variants: [full] });
    expect(() =>
      mergeMissingOptions(crowded, missingExternalOptions(crowded, external()), {
        currency: 'ARS',
        externalPrice: null,
      }),
    ).toThrow(MergeError);
  });
});
