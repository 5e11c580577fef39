import type { Product } from '@mayorista/shared/catalog';
import type { VariantInput } from '@mayorista/shared/product-admin';

/** What the variants modal edits of one option, as typed. */
export type OptionDraft = { stock: string; price: string; price_adjustment: string };
export type VariantDrafts = Record<number, OptionDraft>;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function draftsOf(product: Pick<Product, 'variants'>): VariantDrafts {
  const drafts: VariantDrafts = {};
  for (const group of product.variants)
    for (const option of group.options)
      drafts[option.id] = {
        stock: String(option.stock),
        price: text(option.price),
        price_adjustment: text(option.price_adjustment ?? 0),
      };
  return drafts;
}

/** Backoffice §5: variant stock is at least 0 and anything that is not a number becomes 0. */
export function parseOptionStock(value: string): number {
  const number = Math.trunc(Number(value.trim().replace(',', '.')));
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** A decimal as typed ('1500,50' or '1500.50'); null when empty or not a number. */
export function parseAmount(value: string): number | null {
  const clean = value.trim().replace(',', '.');
  if (clean === '') return null;
  const number = Number(clean);
  return Number.isFinite(number) ? number : null;
}

/**
 * The `variants` of one PATCH: every group and option keeps its id, name, SKU, cost price and
 * availability (the server replaces the groups with what it gets, decision 017); only stock, price
 * and price adjustment come from the drafts.
 */
export function variantsPatch(product: Pick<Product, 'variants'>, drafts: VariantDrafts): VariantInput[] {
  return product.variants.map((group) => ({
    id: group.id,
    variant_name: group.variant_name,
    options: group.options.map((option) => {
      const draft = drafts[option.id];
      return {
        id: option.id,
        name: option.name,
        sku: option.sku,
        stock: draft ? parseOptionStock(draft.stock) : option.stock,
        price: draft ? parseAmount(draft.price) : (option.price ?? null),
        price_adjustment: draft ? (parseAmount(draft.price_adjustment) ?? 0) : (option.price_adjustment ?? 0),
        cost_price: option.cost_price ?? null,
        is_available: option.is_available,
      };
    }),
  }));
}

export const optionCount = (product: Pick<Product, 'variants'>) =>
  product.variants.reduce((total, group) => total + group.options.length, 0);
