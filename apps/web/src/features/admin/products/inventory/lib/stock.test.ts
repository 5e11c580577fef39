import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock';

describe('stock badge (backoffice §4, §9)', () => {
  it.each([
    [-3, 'Sin stock', 'danger'],
    [0, 'Sin stock', 'danger'],
    [1, 'Stock bajo', 'warning'],
    [9, 'Stock bajo', 'warning'],
    [10, 'En stock', 'success'],
    [250, 'En stock', 'success'],
  ] as const)('%i units read "%s"', (stock, label, tone) => {
    expect(stockLevel(stock)).toEqual({ label, tone });
  });
});
