/**
 * Sale units and quantity rules (decision 052, DOMAIN "Quantities"). No zod here: the storefront's
 * product page and cart import it, and it must stay small.
 */
export const SALE_UNITS = ['unidad', 'pack', 'caja', 'display', 'bulto'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];

export const SALE_UNIT_LABELS: Readonly<Record<SaleUnit, string>> = {
  unidad: 'Unidad',
  pack: 'Pack',
  caja: 'Caja',
  display: 'Display',
  bulto: 'Bulto',
};

export type QuantityRule = {
  saleUnit: SaleUnit;
  unitsPerPack: number;
  minQuantity: number;
  quantityStep: number;
};

export const DEFAULT_QUANTITY_RULE: QuantityRule = {
  saleUnit: 'unidad',
  unitsPerPack: 1,
  minQuantity: 1,
  quantityStep: 1,
};

/** What the unit holds: 'Caja x 12'; 'Unidad' for single units. */
export function saleUnitLabel(saleUnit: SaleUnit | string, unitsPerPack: number): string {
  const label = SALE_UNIT_LABELS[saleUnit as SaleUnit] ?? 'Unidad';
  return unitsPerPack > 1 ? `${label} x ${unitsPerPack}` : label;
}

export const QUANTITY_MESSAGES = {
  minimum: (product: string, minimum: number) => `La cantidad mínima de ${product} es ${minimum}`,
  step: (product: string, step: number) => `La cantidad de ${product} debe ser múltiplo de ${step}`,
  minNotMultiple: 'La cantidad mínima debe ser múltiplo del paso de cantidad',
  minimumOrder: (amount: string) => `El pedido mínimo para tu lista de precios es de $ ${amount}`,
} as const;

/** The Spanish reason a quantity is refused (decision 052), or null when it is valid. */
export function quantityProblem(
  product: string,
  rule: Pick<QuantityRule, 'minQuantity' | 'quantityStep'>,
  quantity: number,
): string | null {
  if (quantity < rule.minQuantity) return QUANTITY_MESSAGES.minimum(product, rule.minQuantity);
  if (rule.quantityStep > 1 && quantity % rule.quantityStep !== 0)
    return QUANTITY_MESSAGES.step(product, rule.quantityStep);
  return null;
}

/** The nearest valid quantity at or above `quantity` (inputs step to it). */
export function validQuantity(
  rule: Pick<QuantityRule, 'minQuantity' | 'quantityStep'>,
  quantity: number,
): number {
  const step = Math.max(1, rule.quantityStep);
  const atLeast = Math.max(rule.minQuantity, quantity, 1);
  return Math.ceil(atLeast / step) * step;
}
