import type { MissingItem } from '@mayorista/shared/sync';
import { describe, expect, it } from 'vitest';
import { readPreparedData, valuesFromExternal } from '../../form/lib/prefill';
import { addVariantTarget, createProductTarget, MAX_URL_DATA, variantData } from './external-targets';

const memory = () => {
  const values = new Map<string, string>();
  return {
    setItem: (key: string, value: string) => values.set(key, value),
    getItem: (key: string) => values.get(key) ?? null,
  };
};
const read = (target: string, storage: ReturnType<typeof memory>) =>
  readPreparedData({ search: new URL(target, 'http://x').searchParams, storage });

describe('external targets', () => {
  it('puts a short product in the address, without the external id, as the form reads it', () => {
    const storage = memory();
    const target = createProductTarget(
      { id: 9, name: 'Pack', brand: 'B', price: 100, final_price: 90, stock: 3, sku: 'P-1', variants: [] },
      storage,
    );
    expect(target).toMatch(/^\/configuracion\/productos\/agregar\?from_external=true&data=/);
    const { product } = read(target, storage);
    expect(product).toEqual({ name: 'Pack', brand: 'B', price: 100, stock: 3, sku: 'P-1', variants: [] });
    expect(valuesFromExternal(product!).values).toMatchObject({ name: 'Pack', sku: 'P-1', price: '100' });
  });

  it('keeps a long product in session storage (pendingProductData)', () => {
    const storage = memory();
    const options = Array.from({ length: 60 }, (_, index) => ({
      name: `Opción ${index}`,
      sku: `S-${index}`,
      stock: 1,
    }));
    const target = createProductTarget(
      { name: 'Largo', sku: 'L', variants: [{ variant_name: 'Talle', options }] },
      storage,
    );
    expect(target).toBe('/configuracion/productos/agregar?from_external=true');
    expect(encodeURIComponent(storage.getItem('pendingProductData')!).length).toBeGreaterThan(MAX_URL_DATA);
    expect(read(target, storage).product?.variants).toEqual([{ variant_name: 'Talle', options }]);
  });

  it("reads a variant's option from the list's name when the supplier's product did not come", () => {
    const item: MissingItem = {
      sku: 'REM-PROV',
      name: 'Remera: logo - Talle: Edición proveedor',
      brand: null,
      image: null,
      type: 'variant',
      price: 2500,
      stock: 12,
      parent_product_local: { id: 7, name: 'Remera: logo' },
      parent_sku: 'REM',
      variant_name: 'Talle',
    };
    const data = variantData(item, null);
    expect(data).toEqual({
      variant_name: 'Talle',
      name: 'Edición proveedor',
      sku: 'REM-PROV',
      stock: 12,
      price: 2500,
    });
    const storage = memory();
    expect(read(addVariantTarget(7, data, storage), storage).variant).toEqual(data);
  });
});
