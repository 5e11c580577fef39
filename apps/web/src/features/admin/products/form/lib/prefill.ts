/**
 * Prepared data for the product form (backoffice §2.1): an external product (from_external=true with
 * data, or sessionStorage pendingProductData) prefills a new product; a variant (add_variant=true with
 * variant_data, or sessionStorage pendingVariantData) is appended as an option. Session values are
 * removed once read. Images are kept only when they are files of this store (decision 017).
 */
import { isStoredImageUrl } from '@mayorista/shared/product-admin';
import {
  emptyOption,
  type GroupValues,
  type OptionValues,
  type ProductFormValues,
} from './product-form-values';

export const PENDING_PRODUCT_KEY = 'pendingProductData';
export const PENDING_VARIANT_KEY = 'pendingVariantData';

export const PREPARE_FAILED = 'Error al preparar datos del producto para creación';
export const EXTERNAL_LOADED = 'Datos cargados del sistema externo: revísalos antes de guardar.';
export const VARIANT_ADDED = (name: string) => `Se agregó la variante ${name}: revísala antes de guardar.`;
export const IMAGE_DROPPED =
  'La imagen del sistema externo no se guarda en la tienda: sube una imagen propia.';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

const amountOf = (value: unknown): string => {
  const number = typeof value === 'number' ? value : Number(textOf(value).replace(',', '.'));
  return textOf(value) !== '' && Number.isFinite(number) ? String(number) : '';
};

const stockOf = (value: unknown): string => {
  const number = Math.trunc(Number(textOf(value)));
  return Number.isFinite(number) && number > 0 ? String(number) : '0';
};

const nameOf = (value: unknown): string => (isObject(value) ? textOf(value.name) : textOf(value));

/** An encoded JSON object: once decoded by URLSearchParams, or still percent-encoded. */
function parseObject(raw: string): Loose {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = JSON.parse(decodeURIComponent(raw));
  }
  if (!isObject(parsed)) throw new Error('not an object');
  return parsed;
}

function toOption(data: Loose): OptionValues {
  return {
    ...emptyOption(),
    name: textOf(data.name ?? data.option ?? data.value ?? data.option_name),
    sku: textOf(data.sku),
    price: amountOf(data.price),
    price_adjustment: amountOf(data.price_adjustment),
    cost_price: amountOf(data.cost_price),
    stock: stockOf(data.stock),
  };
}

function toGroups(variants: unknown): GroupValues[] {
  if (!Array.isArray(variants)) return [];
  const groups: GroupValues[] = [];
  for (const entry of variants.filter(isObject)) {
    if (Array.isArray(entry.options)) {
      groups.push({
        variant_name: textOf(entry.variant_name ?? entry.name),
        options: entry.options.filter(isObject).map(toOption),
      });
    } else {
      // A flat external variant ({name, sku, price, stock}): one option of a 'Variante' group.
      const groupName = textOf(entry.variant_name) || 'Variante';
      const group = groups.find((candidate) => candidate.variant_name === groupName);
      if (group) group.options.push(toOption(entry));
      else groups.push({ variant_name: groupName, options: [toOption(entry)] });
    }
  }
  return groups.filter((group) => group.options.length > 0);
}

export type Prefill = { values: Partial<ProductFormValues>; notices: string[] };

/** Form values from an external product (name, brand, price, stock, SKU, description, variants). */
export function valuesFromExternal(data: Loose): Prefill {
  const notices = [EXTERNAL_LOADED];
  const values: Partial<ProductFormValues> = {
    name: textOf(data.name),
    brand: nameOf(data.brand ?? data.brand_name),
    price: amountOf(data.price),
    stock: stockOf(data.stock),
    sku: textOf(data.sku),
    // A product that comes from the distributor's inventory follows it.
    sync_with_external: true,
    is_own_product: false,
  };
  if (typeof data.description === 'string') values.description = data.description;
  if (typeof data.cost_price === 'number' || typeof data.cost_price === 'string')
    values.cost_price = amountOf(data.cost_price);
  if (data.currency === 'USD' || data.currency === 'ARS') values.currency = data.currency;
  const groups = toGroups(data.variants);
  if (groups.length > 0) {
    values.has_variants = true;
    values.variants = groups;
  }
  for (const key of ['image', 'image_2'] as const) {
    const url = textOf(data[key]);
    if (!url) continue;
    if (isStoredImageUrl(url)) values[key] = url;
    else if (!notices.includes(IMAGE_DROPPED)) notices.push(IMAGE_DROPPED);
  }
  return { values, notices };
}

/** Appends a prepared variant to the form's groups: into the group of the same name, else a new one. */
export function appendVariant(
  variants: readonly GroupValues[],
  data: Loose,
): { variants: GroupValues[]; label: string } {
  const option = toOption(data);
  const groupName = textOf(data.variant_name ?? data.group) || variants[0]?.variant_name || 'Variante';
  const index = variants.findIndex(
    (group) => group.variant_name.trim().toLowerCase() === groupName.toLowerCase(),
  );
  const next = variants.map((group) => ({ ...group, options: [...group.options] }));
  if (index === -1) next.push({ variant_name: groupName, options: [option] });
  else if (!next[index].options.some((existing) => existing.name === option.name && option.name))
    next[index].options.push(option);
  return { variants: next, label: option.name || option.sku || groupName };
}

type Sources = { search: URLSearchParams; storage: Pick<Storage, 'getItem'> | null };

export type PreparedData = {
  product: Loose | null;
  variant: Loose | null;
  /** True when something was there but could not be read ('Error al preparar datos...'). */
  failed: boolean;
};

/**
 * Reads the prepared product and variant; the query parameters win over the session values. Reading
 * changes nothing (a render may run twice): `clearPreparedData` removes the session values once used.
 */
export function readPreparedData({ search, storage }: Sources): PreparedData {
  let failed = false;
  const take = (flag: string, param: string, key: string): Loose | null => {
    const stored = storage?.getItem(key) ?? null;
    const raw = search.get(flag) === 'true' && search.get(param) ? search.get(param) : stored;
    if (!raw) return null;
    try {
      return parseObject(raw);
    } catch {
      failed = true;
      return null;
    }
  };
  const product = take('from_external', 'data', PENDING_PRODUCT_KEY);
  const variant = take('add_variant', 'variant_data', PENDING_VARIANT_KEY);
  return { product, variant, failed };
}

/** Removes the session values once the form has used them (also when they could not be read). */
export function clearPreparedData(storage: Pick<Storage, 'removeItem'> | null) {
  storage?.removeItem(PENDING_PRODUCT_KEY);
  storage?.removeItem(PENDING_VARIANT_KEY);
}
