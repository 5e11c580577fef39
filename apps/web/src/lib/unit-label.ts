/**
 * What a product's sale unit holds, 'Caja x 12' (decision 052), apart from the quantity rule so the
 * catalogue's first download carries only this.
 */
import { saleUnitLabel } from '@mayorista/shared/sale-units';

type UnitFields = { sale_unit?: string | null; units_per_pack?: number | null };

/** 'Caja x 12' when the product is not sold by the single unit; null when it is. */
export function unitLabel({ sale_unit, units_per_pack }: UnitFields): string | null {
  const label = saleUnitLabel(sale_unit ?? 'unidad', units_per_pack ?? 1);
  return label === saleUnitLabel('unidad', 1) ? null : label;
}
