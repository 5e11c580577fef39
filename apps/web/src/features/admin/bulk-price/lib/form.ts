import {
  type BulkPriceCurrency,
  type BulkPriceDirection,
  type BulkPriceMode,
  type BulkPricePreviewInput,
  BulkPricePreviewInputSchema,
  type BulkPriceTarget,
} from '@mayorista/shared/bulk-price';
import type { CategoryTree } from '@mayorista/shared/catalog';

/** The screen's form, as the inputs hold it (selects and the value as text). */
export type BulkPriceFormValues = {
  /** What moves: the products' prices, or one price list's special prices. */
  target: BulkPriceTarget;
  /** The list's id ('' until one is chosen), for target 'list'. */
  price_list: string;
  brand: string;
  category_id: string;
  include_children: boolean;
  currency: '' | BulkPriceCurrency;
  search: string;
  direction: BulkPriceDirection;
  mode: BulkPriceMode;
  value: string;
};

export const BULK_PRICE_DEFAULTS: BulkPriceFormValues = {
  target: 'product',
  price_list: '',
  brand: '',
  category_id: '',
  include_children: true,
  currency: '',
  search: '',
  direction: 'up',
  mode: 'percent',
  value: '',
};

export const VALUE_NOT_A_NUMBER = 'Ingresa un número, por ejemplo 10 o 12,5';

/** '12,5', '12.5' and '1.234,50' (es-AR) as numbers; NaN when it is not one. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return Number.NaN;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** The API body of the form's values. */
export function toInput(values: BulkPriceFormValues): BulkPricePreviewInput {
  const list = values.target === 'list';
  return {
    ...(list
      ? { target: 'list' as const, price_list: values.price_list ? Number(values.price_list) : null }
      : {}),
    selection: {
      brand: values.brand ? Number(values.brand) : null,
      category_id: values.category_id ? Number(values.category_id) : null,
      include_children: values.include_children,
      currency: values.currency || null,
      search: values.search.trim() || undefined,
    },
    // A list's special prices move by a percentage only.
    change: {
      mode: list ? 'percent' : values.mode,
      direction: values.direction,
      value: parseDecimal(values.value),
    },
  };
}

export type BulkPriceFormErrors = { selection?: string; value?: string; price_list?: string };

/** The shared contract's checks, before any call: the message of the selection and of the value. */
export function validate(values: BulkPriceFormValues): BulkPriceFormErrors {
  const errors: BulkPriceFormErrors = {};
  if (values.value.trim() && Number.isNaN(parseDecimal(values.value))) errors.value = VALUE_NOT_A_NUMBER;
  const parsed = BulkPricePreviewInputSchema.safeParse(toInput(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [root] = issue.path;
    if (root === 'selection') errors.selection ??= issue.message;
    else if (root === 'price_list') errors.price_list ??= issue.message;
    else errors.value ??= issue.message;
  }
  return errors;
}

/** The same selection and change (a preview stays valid only for the body it was made for). */
export const sameInput = (a: BulkPricePreviewInput, b: BulkPricePreviewInput) =>
  JSON.stringify(a) === JSON.stringify(b);

export type CategoryOption = { id: number; label: string; depth: number };

/** The tree as select options in tree order, children indented. */
export function categoryOptions(tree: readonly CategoryTree[], depth = 0): CategoryOption[] {
  return tree.flatMap((node) => [
    { id: node.id, label: node.name, depth },
    ...categoryOptions(node.children ?? [], depth + 1),
  ]);
}

const twoDecimals = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$ 1.549,95' or 'U$S 105,50': cents matter when prices move by a percentage. */
export function formatMoney(value: number, currency: BulkPriceCurrency = 'ARS'): string {
  return `${currency === 'USD' ? 'U$S' : '$'} ${twoDecimals.format(value)}`;
}
