/**
 * The product form's sale unit, quantity rule and quantity breaks (decision 052): what the inputs
 * hold (text), their checks with the shared contract's messages, and the conversions from the staff
 * answer and to the create/update body.
 */
import {
  PRICE_LIST_MESSAGES,
  QUANTITY_BREAKS_MAX,
  QUANTITY_RULE_MAX,
  QuantityBreakInputSchema,
  UNITS_PER_PACK_MAX,
} from '@mayorista/shared/price-lists';
import type { AdminProduct, ProductCreate } from '@mayorista/shared/product-admin';
import { QUANTITY_MESSAGES, SALE_UNITS, type SaleUnit } from '@mayorista/shared/sale-units';
import { z } from 'zod';

export { QUANTITY_BREAKS_MAX };

export const TierValuesSchema = z.object({
  /** '' for every option, else the option's id. */
  option: z.string(),
  /** '' for every list, else the list's id. */
  price_list: z.string(),
  min_quantity: z.string(),
  discount_percent: z.string(),
});
export type TierValues = z.infer<typeof TierValuesSchema>;

export const quantityFieldsSchema = {
  sale_unit: z.enum(SALE_UNITS, { message: PRICE_LIST_MESSAGES.saleUnit }),
  units_per_pack: z.string(),
  min_quantity: z.string(),
  quantity_step: z.string(),
  quantity_breaks: z.array(TierValuesSchema).max(QUANTITY_BREAKS_MAX, {
    message: PRICE_LIST_MESSAGES.tooManyBreaks,
  }),
};

export type QuantityValues = {
  sale_unit: SaleUnit;
  units_per_pack: string;
  min_quantity: string;
  quantity_step: string;
  quantity_breaks: TierValues[];
};

export const QUANTITY_DEFAULTS: QuantityValues = {
  sale_unit: 'unidad',
  units_per_pack: '1',
  min_quantity: '1',
  quantity_step: '1',
  quantity_breaks: [],
};

export const emptyTier = (): TierValues => ({
  option: '',
  price_list: '',
  min_quantity: '',
  discount_percent: '',
});

/** A whole number from min to max, else null. */
function wholeNumber(text: string, max: number, min = 1): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

const decimal = (text: string) => Number(text.trim().replace(',', '.'));

type Issue = { path: (string | number)[]; message: string };

/** The rule's and the tiers' problems, each on its input (the form's superRefine adds them). */
export function quantityIssues(values: QuantityValues): Issue[] {
  const issues: Issue[] = [];
  const perPack = wholeNumber(values.units_per_pack, UNITS_PER_PACK_MAX);
  const minimum = wholeNumber(values.min_quantity, QUANTITY_RULE_MAX);
  const step = wholeNumber(values.quantity_step, QUANTITY_RULE_MAX);
  if (perPack === null) issues.push({ path: ['units_per_pack'], message: PRICE_LIST_MESSAGES.unitsPerPack });
  if (minimum === null) issues.push({ path: ['min_quantity'], message: PRICE_LIST_MESSAGES.minQuantity });
  if (step === null) issues.push({ path: ['quantity_step'], message: PRICE_LIST_MESSAGES.quantityStep });
  if (minimum !== null && step !== null && minimum % step !== 0)
    issues.push({ path: ['min_quantity'], message: QUANTITY_MESSAGES.minNotMultiple });

  const seen = new Set<string>();
  values.quantity_breaks.forEach((tier, index) => {
    const parsed = QuantityBreakInputSchema.safeParse({
      min_quantity: tier.min_quantity.trim(),
      discount_percent: String(decimal(tier.discount_percent)),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        issues.push({ path: ['quantity_breaks', index, String(issue.path[0])], message: issue.message });
    const key = `${tier.option}:${tier.price_list}:${tier.min_quantity.trim()}`;
    if (parsed.success && seen.has(key))
      issues.push({
        path: ['quantity_breaks', index, 'min_quantity'],
        message: PRICE_LIST_MESSAGES.breakRepeated(parsed.data.min_quantity),
      });
    seen.add(key);
  });
  return issues;
}

/** The staff answer's sale unit, rule and tiers as form values. */
export function quantityValuesFromProduct(product: AdminProduct): QuantityValues {
  return {
    sale_unit: product.sale_unit ?? 'unidad',
    units_per_pack: String(product.units_per_pack ?? 1),
    min_quantity: String(product.min_quantity ?? 1),
    quantity_step: String(product.quantity_step ?? 1),
    quantity_breaks: (product.quantity_breaks ?? []).map((tier) => ({
      option: tier.option == null ? '' : String(tier.option),
      price_list: tier.price_list == null ? '' : String(tier.price_list),
      min_quantity: String(tier.min_quantity),
      discount_percent: String(tier.discount_percent),
    })),
  };
}

/** The body's sale unit, rule and tiers (the tiers replace the product's). */
export function quantityPayload(
  values: QuantityValues,
): Pick<
  ProductCreate,
  'sale_unit' | 'units_per_pack' | 'min_quantity' | 'quantity_step' | 'quantity_breaks'
> {
  return {
    sale_unit: values.sale_unit,
    units_per_pack: Number(values.units_per_pack),
    min_quantity: Number(values.min_quantity),
    quantity_step: Number(values.quantity_step),
    quantity_breaks: values.quantity_breaks.map((tier) => ({
      option: tier.option ? Number(tier.option) : null,
      price_list: tier.price_list ? Number(tier.price_list) : null,
      min_quantity: Number(tier.min_quantity),
      discount_percent: decimal(tier.discount_percent),
    })),
  };
}
