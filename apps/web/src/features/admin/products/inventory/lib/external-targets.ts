/**
 * Where the sync screens send the admin (backoffice §2.1, §2.2): the product form prefilled from an
 * external product, or the local parent's edit page with an external option to add. The form reads
 * these with form/lib/prefill.ts: query parameters first, then session storage.
 */
import type { ExternalProduct, MissingItem } from '@mayorista/shared/sync';
import { paths } from '@/lib/paths';
import { PENDING_PRODUCT_KEY, PENDING_VARIANT_KEY } from '../../form/lib/prefill';

/** Above this the data goes to session storage (pendingProductData) instead of the address. */
export const MAX_URL_DATA = 1800;

type ExternalOption = ExternalProduct['variants'][number]['options'][number];

type Storage = Pick<globalThis.Storage, 'setItem'> | null;

function withData(base: string, flag: string, param: string, key: string, data: object, storage: Storage) {
  const json = JSON.stringify(data);
  const encoded = encodeURIComponent(json);
  if (encoded.length <= MAX_URL_DATA || !storage) return `${base}?${flag}=true&${param}=${encoded}`;
  storage.setItem(key, json);
  return `${base}?${flag}=true`;
}

/** The fields of an external product the form takes (name, brand, price, stock, SKU, image, variants). */
export function productData(product: Partial<ExternalProduct> & { name: string }) {
  const { id: _externalId, final_price: _finalPrice, ...data } = product;
  return data;
}

/** AddProduct prefilled: `?from_external=true&data=<encoded>` (or pendingProductData when long). */
export function createProductTarget(
  product: Partial<ExternalProduct> & { name: string },
  storage: Storage = null,
): string {
  return withData(
    paths.adminAddProduct,
    'from_external',
    'data',
    PENDING_PRODUCT_KEY,
    productData(product),
    storage,
  );
}

export type VariantData = {
  variant_name: string;
  name: string;
  sku: string;
  stock: number;
  price?: number | null;
  price_adjustment?: number | null;
};

/**
 * The option of a missing variant: from the supplier's whole product when it came (its own price
 * and adjustment), else from the list's item, whose name reads '<product> - <group>: <option>'.
 */
export function variantData(item: MissingItem, parent: ExternalProduct | null): VariantData {
  const key = item.sku.trim().toLowerCase();
  for (const group of parent?.variants ?? []) {
    const option: ExternalOption | undefined = group.options.find(
      (candidate) => candidate.sku?.trim().toLowerCase() === key,
    );
    if (option)
      return {
        variant_name: group.variant_name,
        name: option.name,
        sku: option.sku ?? item.sku,
        stock: option.stock,
        price: option.price ?? null,
        price_adjustment: option.price_adjustment ?? null,
      };
  }
  const group = item.variant_name ?? '';
  const marker = group ? `${group}: ` : ': ';
  const at = item.name.lastIndexOf(marker);
  return {
    variant_name: group,
    name: at === -1 ? item.name : item.name.slice(at + marker.length),
    sku: item.sku,
    stock: item.stock,
    price: item.price,
  };
}

/** The local parent's edit page with `add_variant=true&variant_data=<encoded>` (or pendingVariantData). */
export function addVariantTarget(parentId: number, data: VariantData, storage: Storage = null): string {
  return withData(
    paths.adminEditProduct(parentId),
    'add_variant',
    'variant_data',
    PENDING_VARIANT_KEY,
    data,
    storage,
  );
}
