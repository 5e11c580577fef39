/**
 * The external-sync panel's logic (backoffice §2.1, §4; decision 026): the lookup state from the SKU,
 * the differences between the form and the supplier's product (name, brand, price, stock), and the
 * supplier's options this product lacks, merged into the form's variant groups. Pure: unit-tested.
 */

import { VARIANT_GROUPS_MAX, VARIANT_OPTIONS_MAX } from '@mayorista/shared/product-admin';
import type { ExternalProduct } from '@mayorista/shared/sync';
import {
  derivedStock,
  emptyOption,
  type GroupValues,
  type OptionValues,
  type ProductFormValues,
  parseAmount,
} from './product-form-values';

/** How many missing options are listed before 'Y N variantes más...' (§2.1). */
export const MISSING_LISTED = 4;
export const moreVariants = (count: number) => `Y ${count} variantes más...`;

const skuKey = (sku: string | null | undefined) => (sku ?? '').trim().toLowerCase();
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-AR') ===
  (b ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-AR');

// ---- Lookup state (§4: checking, not found, synced, no SKU) ----

export type LookupState =
  | { kind: 'no-sku' }
  | { kind: 'checking' }
  | { kind: 'synced'; product: ExternalProduct }
  | { kind: 'not-found' }
  /** 409: the store has no EXTERNAL_API_URL (a quiet note, not a failure). */
  | { kind: 'not-configured'; message: string }
  /** 502/504 or no answer: the server's (or the client's) message. */
  | { kind: 'failed'; message: string };

type LookupInput = {
  /** The SKU in the form, trimmed. */
  sku: string;
  /** The SKU the lookup ran (or runs) for: lags behind `sku` while typing (debounce). */
  target: string;
  pending: boolean;
  data?: ExternalProduct;
  error?: { status: number; message: string } | null;
};

export function lookupState({ sku, target, pending, data, error }: LookupInput): LookupState {
  if (!sku) return { kind: 'no-sku' };
  if (sku !== target || pending) return { kind: 'checking' };
  if (error) {
    if (error.status === 404) return { kind: 'not-found' };
    if (error.status === 409) return { kind: 'not-configured', message: error.message };
    return { kind: 'failed', message: error.message };
  }
  return data ? { kind: 'synced', product: data } : { kind: 'checking' };
}

// ---- Differences ----

export type DiffField = 'name' | 'brand' | 'price' | 'stock';

export type FieldDiff = {
  field: DiffField;
  label: string;
  local: string;
  external: string;
  differs: boolean;
};

type DiffValues = Pick<
  ProductFormValues,
  'name' | 'brand' | 'price' | 'currency' | 'stock' | 'has_variants' | 'variants'
>;

const amountFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** An amount with its currency, two decimals at most ('$ 10.640', 'U$S 24,5'); '-' when unset. */
export function money(value: number | null | undefined, currency: 'ARS' | 'USD' = 'ARS'): string {
  if (value == null || !Number.isFinite(value)) return '-';
  return `${currency === 'USD' ? 'U$S' : '$'} ${amountFormat.format(value)}`;
}

/** The product's stock as the form holds it (derived from the options when it has variants). */
export function localStock(values: Pick<DiffValues, 'stock' | 'has_variants' | 'variants'>): number {
  if (values.has_variants) return derivedStock(values.variants);
  const stock = parseAmount(values.stock);
  return stock != null && Number.isFinite(stock) ? stock : 0;
}

/**
 * Local vs external for name, brand, price and stock. The external price is in pesos (the supplier's
 * price_in_ars): for a USD product it always counts as different (amounts in two currencies are not
 * compared, nor converted).
 */
export function externalDiffs(values: DiffValues, external: ExternalProduct): FieldDiff[] {
  const localPrice = parseAmount(values.price);
  const stock = localStock(values);
  const priceDiffers =
    external.price != null &&
    (values.currency !== 'ARS' ||
      localPrice == null ||
      Number.isNaN(localPrice) ||
      Math.round(localPrice * 100) !== Math.round(external.price * 100));
  return [
    {
      field: 'name',
      label: 'Nombre',
      local: values.name.trim() || '-',
      external: external.name,
      differs: values.name.trim().replace(/\s+/g, ' ') !== external.name.trim().replace(/\s+/g, ' '),
    },
    {
      field: 'brand',
      label: 'Marca',
      local: values.brand.trim() || 'Sin marca',
      external: external.brand?.trim() || 'Sin marca',
      differs: !sameText(values.brand, external.brand),
    },
    {
      field: 'price',
      label: 'Precio',
      local:
        localPrice == null || Number.isNaN(localPrice) ? '-' : money(localPrice, values.currency ?? 'ARS'),
      external: money(external.price, 'ARS'),
      differs: priceDiffers,
    },
    {
      field: 'stock',
      label: 'Stock',
      local: String(stock),
      external: String(external.stock),
      differs: stock !== external.stock,
    },
  ];
}

/** The price field's value for the external price ('10640', '2300.5'). */
export const priceText = (price: number) => String(Math.round(price * 100) / 100);

/**
 * A product with variants takes the external stock option by option: each local option whose SKU the
 * supplier has gets that option's stock. `matched` counts them (0: nothing to take).
 */
export function takeOptionStocks(
  variants: readonly GroupValues[],
  external: ExternalProduct,
): { variants: GroupValues[]; matched: number } {
  const stocks = new Map<string, number>();
  for (const group of external.variants)
    for (const option of group.options) if (skuKey(option.sku)) stocks.set(skuKey(option.sku), option.stock);
  let matched = 0;
  const next = variants.map((group) => ({
    ...group,
    options: group.options.map((option) => {
      const stock = stocks.get(skuKey(option.sku));
      if (stock === undefined) return option;
      matched++;
      return { ...option, stock: String(stock) };
    }),
  }));
  return { variants: next, matched };
}

// ---- Missing variants ----

export type MissingOption = {
  variant_name: string;
  name: string;
  sku: string;
  stock: number;
  price: number | null;
};

/** The local options' SKUs (none when the product has no variants: its groups are not sent). */
function localOptionSkus(values: Pick<ProductFormValues, 'has_variants' | 'variants'>): Set<string> {
  const skus = new Set<string>();
  if (!values.has_variants) return skus;
  for (const group of values.variants)
    for (const option of group.options) if (skuKey(option.sku)) skus.add(skuKey(option.sku));
  return skus;
}

/** The supplier's options whose SKU no local option has (options without a SKU cannot be matched). */
export function missingExternalOptions(
  values: Pick<ProductFormValues, 'has_variants' | 'variants'>,
  external: ExternalProduct,
): MissingOption[] {
  const local = localOptionSkus(values);
  const missing: MissingOption[] = [];
  for (const group of external.variants)
    for (const option of group.options) {
      const key = skuKey(option.sku);
      if (!key || local.has(key)) continue;
      local.add(key);
      missing.push({
        variant_name: group.variant_name.trim() || 'Variante',
        name: option.name.trim() || (option.sku ?? '').trim(),
        sku: (option.sku ?? '').trim(),
        stock: Math.max(0, Math.trunc(option.stock)),
        price: option.price ?? null,
      });
    }
  return missing;
}

export class MergeError extends Error {}

type MergeContext = {
  /** The local product's currency: option prices are copied only for ARS products (they are pesos). */
  currency: 'ARS' | 'USD';
  /** The external product's price: an option that costs the same keeps no price of its own. */
  externalPrice: number | null;
};

function optionFrom(missing: MissingOption, taken: Set<string>, context: MergeContext): OptionValues {
  let name = missing.name;
  // A name already used in the group would be refused (§5, options are unique by name): add the SKU.
  if (taken.has(name.toLowerCase())) name = `${name} (${missing.sku})`;
  taken.add(name.toLowerCase());
  const ownPrice =
    context.currency === 'ARS' &&
    missing.price != null &&
    missing.price > 0 &&
    (context.externalPrice == null ||
      Math.round(missing.price * 100) !== Math.round(context.externalPrice * 100));
  return {
    ...emptyOption(),
    name,
    sku: missing.sku,
    stock: String(missing.stock),
    price: ownPrice && missing.price != null ? priceText(missing.price) : '',
  };
}

/**
 * The form's groups with the missing options added: into the group of the same name (ignoring case),
 * else a new group. A product without variants starts from none. Throws MergeError past the limits.
 */
export function mergeMissingOptions(
  values: Pick<ProductFormValues, 'has_variants' | 'variants'>,
  missing: readonly MissingOption[],
  context: MergeContext,
): GroupValues[] {
  const next: GroupValues[] = (values.has_variants ? values.variants : []).map((group) => ({
    ...group,
    options: [...group.options],
  }));
  const names = new Map<GroupValues, Set<string>>();
  const namesOf = (group: GroupValues) => {
    let set = names.get(group);
    if (!set) {
      set = new Set(group.options.map((option) => option.name.trim().toLowerCase()));
      names.set(group, set);
    }
    return set;
  };
  for (const item of missing) {
    let group = next.find((candidate) => sameText(candidate.variant_name, item.variant_name));
    if (!group) {
      if (next.length >= VARIANT_GROUPS_MAX) throw new MergeError('too many groups');
      group = { variant_name: item.variant_name, options: [] };
      next.push(group);
    }
    if (group.options.length >= VARIANT_OPTIONS_MAX) throw new MergeError('too many options');
    group.options.push(optionFrom(item, namesOf(group), context));
  }
  return next;
}
