import type { DollarRateEntry } from '@mayorista/shared/settings';
import { describe, expect, it } from 'vitest';
import { formatRate, initialRateType, rateTypeLabel, rateTypeOptions, sparklinePoints } from './rates';

const entry = (id: number, value: number): DollarRateEntry => ({
  id,
  value,
  rate_type: 'oficial',
  is_auto_update: false,
  update_date: new Date(2026, 10, id).toISOString(),
});

describe('dollar rate helpers', () => {
  it('formats a rate in es-AR with two decimals', () => {
    expect(formatRate(1230.5)).toBe('$ 1.230,50');
    expect(formatRate(65.5)).toBe('$ 65,50');
  });

  it('names rate types by the service, manual ones as Manual, others capitalised', () => {
    const available = [{ rate_type: 'blue', name: 'Blue', compra: 1, venta: 2, update_date: null }];
    expect(rateTypeLabel('manual')).toBe('Manual');
    expect(rateTypeLabel('blue', available)).toBe('Blue');
    expect(rateTypeLabel('mayorista')).toBe('Mayorista');
  });

  it('offers the chosen type and oficial when the service list is missing, never manual', () => {
    expect(rateTypeOptions(undefined, 'blue').map((option) => option.value)).toEqual(['blue', 'oficial']);
    expect(rateTypeOptions([], 'manual').map((option) => option.value)).toEqual(['oficial']);
    expect(initialRateType('manual')).toBe('oficial');
    expect(initialRateType('blue')).toBe('blue');
  });

  it('draws the history oldest first: the highest rate at the top, the lowest at the bottom', () => {
    // Newest first, as the API answers: 1200 (newest), 1000, 1100 (oldest).
    const points = sparklinePoints([entry(3, 1200), entry(2, 1000), entry(1, 1100)], 100, 40);
    expect(points).toEqual([
      { x: 4, y: 20 },
      { x: 50, y: 36 },
      { x: 96, y: 4 },
    ]);
    expect(sparklinePoints([entry(1, 5)], 100, 40)).toEqual([]);
    expect(sparklinePoints([entry(2, 5), entry(1, 5)], 100, 40).map((point) => point.y)).toEqual([20, 20]);
  });
});
