import type { ProductSeed } from './demo-data.ts';

/**
 * SEED_PROFILE=supplier (decision 026): the demo catalogue as the external distributor would have it,
 * for the second instance `npm run dev:supplier` starts. Deterministic (by position), it overlaps the
 * store's catalogue by SKU:
 * - every 8th product (from the 6th) is left out: the store has it, the supplier does not;
 * - every 5th (from the 3rd) costs 12% more, and every 6th (from the 2nd) has another stock;
 * - every other product with variants has one more option ('Edición proveedor', SKU <sku>-PROV);
 * - every 10th product has a wholesale pack only the supplier sells (SKU <sku>-PRV).
 */
export const SUPPLIER_PACK_SUFFIX = '-PRV';
export const SUPPLIER_OPTION_SUFFIX = '-PROV';

const price = (value: number, currency: ProductSeed['currency']) =>
  currency === 'USD' ? Math.round(value * 100) / 100 : Math.round(value / 10) * 10;

export function supplierCatalogue(products: ProductSeed[], keep: Set<string> = new Set()): ProductSeed[] {
  const result: ProductSeed[] = [];
  let variantProducts = 0;
  products.forEach((product, index) => {
    if (index % 8 === 5 && !keep.has(product.sku)) return;
    const copy: ProductSeed = { ...product };
    if (index % 5 === 2) copy.price = price(product.price * 1.12, product.currency);
    if (index % 6 === 1 && !product.variants) copy.stock = (product.stock ?? 0) * 2 + 3;
    if (product.variants?.length) {
      variantProducts++;
      if (variantProducts % 2 === 1) {
        const [first, ...rest] = product.variants;
        copy.variants = [
          {
            ...first,
            options: [
              ...first.options,
              { name: 'Edición proveedor', stock: 12, sku: `${product.sku}${SUPPLIER_OPTION_SUFFIX}` },
            ],
          },
          ...rest,
        ];
      }
    }
    result.push(copy);
    if (index % 10 === 0) {
      result.push({
        sku: `${product.sku}${SUPPLIER_PACK_SUFFIX}`,
        name: `${product.name} (pack mayorista x6)`,
        category: product.category,
        brand: product.brand,
        description: product.description,
        price: price(product.price * 6 * 0.9, product.currency),
        currency: product.currency,
        priceInArs: product.priceInArs === undefined ? undefined : Math.round(product.priceInArs * 6 * 0.9),
        stock: 24,
        isOwnProduct: false,
      });
    }
  });
  return result;
}
