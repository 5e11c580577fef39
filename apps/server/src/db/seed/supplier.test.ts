import { describe, expect, it } from 'vitest';
import { FEATURED_SKUS, PRODUCTS } from './demo-data.ts';
import { SUPPLIER_OPTION_SUFFIX, SUPPLIER_PACK_SUFFIX, supplierCatalogue } from './supplier.ts';

describe('supplier demo catalogue (SEED_PROFILE=supplier)', () => {
  const supplier = supplierCatalogue(PRODUCTS, new Set(FEATURED_SKUS));
  const ours = new Map(PRODUCTS.map((product) => [product.sku, product]));
  const theirs = new Map(supplier.map((product) => [product.sku, product]));

  it('is the same on every run', () => {
    expect(supplierCatalogue(PRODUCTS, new Set(FEATURED_SKUS))).toEqual(supplier);
  });

  it('overlaps ours by SKU with products only here, only there, and other prices and stock', () => {
    const onlyOurs = PRODUCTS.filter((product) => !theirs.has(product.sku));
    const onlyTheirs = supplier.filter((product) => !ours.has(product.sku));
    expect(onlyOurs.length).toBeGreaterThan(5);
    expect(onlyOurs.some((product) => FEATURED_SKUS.includes(product.sku))).toBe(false);
    expect(onlyTheirs.length).toBeGreaterThan(5);
    expect(onlyTheirs.every((product) => product.sku.endsWith(SUPPLIER_PACK_SUFFIX))).toBe(true);
    const shared = supplier.filter((product) => ours.has(product.sku));
    expect(shared.filter((product) => product.price !== ours.get(product.sku)!.price).length).toBeGreaterThan(
      5,
    );
    expect(shared.filter((product) => product.stock !== ours.get(product.sku)!.stock).length).toBeGreaterThan(
      5,
    );
    expect(new Set(supplier.map((product) => product.sku)).size).toBe(supplier.length);
  });

  it('has variant options our products lack', () => {
    const extraOptions = supplier.flatMap((product) =>
      (product.variants ?? []).flatMap((group) =>
        group.options.filter((option) => option.sku?.endsWith(SUPPLIER_OPTION_SUFFIX)),
      ),
    );
    expect(extraOptions.length).toBeGreaterThan(3);
  });
});
