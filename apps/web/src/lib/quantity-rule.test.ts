import { describe, expect, it } from 'vitest';
import { fitQuantity, highestQuantity, quantityHint, quantityRuleOf, stepQuantity } from './quantity-rule';
import { unitLabel } from './unit-label';

const box = quantityRuleOf({ sale_unit: 'caja', units_per_pack: 12, min_quantity: 12, quantity_step: 6 });
const single = quantityRuleOf({});

describe('quantityRuleOf', () => {
  it('reads the product fields and falls back to one by one', () => {
    expect(box).toEqual({ saleUnit: 'caja', unitsPerPack: 12, minQuantity: 12, quantityStep: 6 });
    expect(single).toEqual({ saleUnit: 'unidad', unitsPerPack: 1, minQuantity: 1, quantityStep: 1 });
    expect(quantityRuleOf({ min_quantity: 0, quantity_step: 2.5 })).toMatchObject({
      minQuantity: 1,
      quantityStep: 1,
    });
  });
});

describe('labels', () => {
  it("names the unit unless it is a single one: 'Caja x 12'", () => {
    expect(unitLabel({ sale_unit: 'caja', units_per_pack: 12 })).toBe('Caja x 12');
    expect(unitLabel({ sale_unit: 'pack' })).toBe('Pack');
    expect(unitLabel({ sale_unit: 'unidad', units_per_pack: 1 })).toBeNull();
    expect(unitLabel({})).toBeNull();
  });

  it("says the rule when it is not 1 by 1: 'Mínimo 12 · de a 6'", () => {
    expect(quantityHint(box)).toBe('Mínimo 12 · de a 6');
    expect(quantityHint(quantityRuleOf({ min_quantity: 3 }))).toBe('Mínimo 3');
    expect(quantityHint(quantityRuleOf({ quantity_step: 6 }))).toBe('De a 6');
    expect(quantityHint(single)).toBeNull();
  });
});

describe('quantities', () => {
  it('keeps to the rule, the stock and the cart limit of 99', () => {
    expect(highestQuantity(box, 40)).toBe(36);
    expect(highestQuantity(box, 500)).toBe(96);
    expect(highestQuantity(box, 11)).toBe(0);
    expect(fitQuantity(box, 1, 40)).toBe(12);
    expect(fitQuantity(box, 13, 40)).toBe(18);
    expect(fitQuantity(box, 60, 40)).toBe(36);
    expect(fitQuantity(box, 12, 5)).toBe(12);
    expect(fitQuantity(single, Number.NaN, 5)).toBe(1);
  });

  it('steps by the rule, never under the minimum nor over the stock', () => {
    expect(stepQuantity(box, 12, 1, 40)).toBe(18);
    expect(stepQuantity(box, 18, -1, 40)).toBe(12);
    expect(stepQuantity(box, 12, -1, 40)).toBe(12);
    expect(stepQuantity(box, 36, 1, 40)).toBe(36);
    expect(stepQuantity(single, 1, 1, 5)).toBe(2);
  });
});
