/** Variant rules of storefront §4 (Variants, Availability) and §5 (Product page). */

export type OptionLike = {
  name: string;
  stock: number;
  is_available?: boolean;
};

/** The server's prices of an option (absent for anonymous callers). */
type OptionPrice = { name: string; final_price?: number; price_in_ars?: number };

export type VariantLike = {
  variant_name: string;
  options: OptionLike[];
};

/** Variant name -> chosen option name; the shape the cart keeps as `selected_variants`. */
export type SelectedVariants = Record<string, string>;

export const MAX_QUANTITY = 99;

export function isOptionSoldOut(option: OptionLike): boolean {
  return option.is_available === false || !(Number(option.stock) > 0);
}

/** Each group preselects its first option with stock, else its first option. */
export function preselectVariants(variants: readonly VariantLike[] | null | undefined): SelectedVariants {
  const selected: SelectedVariants = {};
  for (const variant of variants ?? []) {
    const choice = variant.options.find((option) => !isOptionSoldOut(option)) ?? variant.options[0];
    if (choice) selected[variant.variant_name] = choice.name;
  }
  return selected;
}

export function selectedOptions(
  variants: readonly VariantLike[] | null | undefined,
  selected: SelectedVariants,
): OptionLike[] {
  const result: OptionLike[] = [];
  for (const variant of variants ?? []) {
    const name = selected[variant.variant_name];
    const option = variant.options.find((candidate) => candidate.name === name);
    if (option) result.push(option);
  }
  return result;
}

type StockSource = {
  stock: number;
  has_variants?: boolean;
  variants?: readonly VariantLike[] | null;
};

function usesVariants(product: StockSource): boolean {
  return Boolean(product.has_variants) && (product.variants?.length ?? 0) > 0;
}

/** Lowest stock among the selected options; the product's own stock when it has no variants. */
export function effectiveStock(product: StockSource, selected: SelectedVariants): number {
  if (!usesVariants(product)) return Math.max(0, Number(product.stock) || 0);
  const options = selectedOptions(product.variants, selected);
  if (options.length === 0) return Math.max(0, Number(product.stock) || 0);
  const stocks = options.map((option) => (isOptionSoldOut(option) ? 0 : Number(option.stock) || 0));
  return Math.max(0, Math.min(...stocks));
}

/** Stock a product card shows: the stock of the preselected combination. */
export function initialEffectiveStock(product: StockSource): number {
  return effectiveStock(product, preselectVariants(usesVariants(product) ? product.variants : []));
}

/** Names of the variant groups that still lack a choice. */
export function missingVariantNames(
  variants: readonly VariantLike[] | null | undefined,
  selected: SelectedVariants,
): string[] {
  return (variants ?? [])
    .filter((variant) => variant.options.length > 0)
    .filter((variant) => !variant.options.some((option) => option.name === selected[variant.variant_name]))
    .map((variant) => variant.variant_name);
}

export function missingVariantsMessage(names: readonly string[]): string {
  return `Por favor selecciona: ${names.join(', ')}`;
}

/**
 * The server's price of the chosen option of a single-group product (its own `final_price`, with the
 * product's discount and offers already applied), in the shape the price display reads.
 */
export function selectedOptionPrice(
  product: {
    variants: readonly { variant_name: string; options: readonly OptionPrice[] }[];
    total_discount?: number;
    currency: string;
  },
  selected: SelectedVariants,
) {
  const [group] = product.variants;
  const option = group?.options.find((candidate) => candidate.name === selected[group.variant_name]);
  if (!option) return null;
  return {
    final_price: option.final_price,
    price_in_ars: option.price_in_ars,
    total_discount: product.total_discount,
    currency: product.currency,
  };
}

/** 'Name: option, Name: option', the cart's variant_display. */
export function variantDisplay(selected: SelectedVariants): string {
  return Object.entries(selected)
    .map(([name, option]) => `${name}: ${option}`)
    .join(', ');
}

export type PurchaseState = 'unavailable' | 'out-of-stock' | 'available';

export function purchaseState(product: { is_available: boolean }, stock: number): PurchaseState {
  if (!product.is_available) return 'unavailable';
  if (stock <= 0) return 'out-of-stock';
  return 'available';
}

export const PURCHASE_LABELS: Record<PurchaseState, string> = {
  unavailable: 'No disponible',
  'out-of-stock': 'Sin stock',
  available: 'Añadir al Carrito',
};

/** Highest quantity a buyer may pick: the effective stock, at most 99. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY, Math.floor(stock)));
}

/** Clamps a typed quantity into 1..maxQuantity(stock) (1 when nothing is in stock). */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, maxQuantity(stock));
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}
