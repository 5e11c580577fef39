/**
 * A product's quantity rule on the web (decision 052): where the quantity inputs start, how they
 * step and what they say. The server still decides: the quote and the order refuse any other quantity.
 */
import { CART_MAX_QUANTITY } from '@mayorista/shared/cart';
import {
  DEFAULT_QUANTITY_RULE,
  type QuantityRule,
  type SaleUnit,
  validQuantity,
} from '@mayorista/shared/sale-units';

/** The rule's fields as a product answers them (and the cart keeps them); absent means the default. */
export type QuantityFields = {
  sale_unit?: string | null;
  units_per_pack?: number | null;
  min_quantity?: number | null;
  quantity_step?: number | null;
};

const atLeastOne = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;

export function quantityRuleOf(fields: QuantityFields): QuantityRule {
  return {
    saleUnit: (fields.sale_unit ?? DEFAULT_QUANTITY_RULE.saleUnit) as SaleUnit,
    unitsPerPack: atLeastOne(fields.units_per_pack),
    minQuantity: atLeastOne(fields.min_quantity),
    quantityStep: atLeastOne(fields.quantity_step),
  };
}

/** 'Mínimo 12 · de a 6' under an input whose rule is not 1 by 1; null when it is. */
export function quantityHint(rule: QuantityRule): string | null {
  const parts = [
    rule.minQuantity > 1 ? `Mínimo ${rule.minQuantity}` : null,
    rule.quantityStep > 1 ? `de a ${rule.quantityStep}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The highest quantity the rule allows within the stock and the cart's limit; 0 when none fits. */
export function highestQuantity(rule: QuantityRule, stock: number): number {
  const step = rule.quantityStep;
  const limit = Math.min(CART_MAX_QUANTITY, Math.floor(Number(stock) || 0));
  const highest = Math.floor(limit / step) * step;
  return highest >= rule.minQuantity ? highest : 0;
}

/**
 * A quantity moved onto the rule: up to the next valid one, down to the highest the stock allows.
 * When none fits the stock it is the rule's first quantity (the cart then says the stock is short).
 */
export function fitQuantity(rule: QuantityRule, value: number, stock: number): number {
  const wanted = validQuantity(rule, Number.isFinite(value) ? Math.floor(value) : 1);
  const highest = highestQuantity(rule, stock);
  return highest > 0 ? Math.min(wanted, highest) : validQuantity(rule, 1);
}

/** One step up (+1) or down (-1) from a quantity, kept on the rule and the stock. */
export function stepQuantity(rule: QuantityRule, value: number, direction: 1 | -1, stock: number): number {
  return fitQuantity(rule, value + direction * rule.quantityStep, stock);
}
