import { describe, expect, it } from 'vitest';
import { parseSalesFilters, pickerValue, salesFiltersToParams } from './filters';

describe('sales filters in the URL', () => {
  it('drops unknown, malformed and reversed values', () => {
    const filters = parseSalesFilters(
      new URLSearchParams(
        'status=lost&payment_status=gift&payment_method=tarjeta&delivery_type=drone&customer_id=-3&page=x&date_from=2026-11-10&date_to=2026-11-01',
      ),
    );
    expect(salesFiltersToParams(filters).toString()).toBe('');
  });

  it('keeps both days together and the page above 1', () => {
    const filters = parseSalesFilters(
      new URLSearchParams('date_from=2026-11-01&date_to=2026-11-10&page=4&customer_id=7'),
    );
    expect(salesFiltersToParams(filters).toString()).toBe(
      'customer_id=7&date_from=2026-11-01&date_to=2026-11-10&page=4',
    );
    expect(parseSalesFilters(new URLSearchParams('date_from=2026-11-01')).date_from).toBe('');
  });

  it('shows a preset on the picker when the days match it', () => {
    const today = new Date(2026, 10, 23);
    expect(pickerValue('2026-11-01', '2026-11-23', today)).toEqual({ period: 'month' });
    expect(pickerValue('2026-11-02', '2026-11-05', today)).toEqual({
      period: 'custom',
      start: '2026-11-02',
      end: '2026-11-05',
    });
    expect(pickerValue('', '', today)).toBeNull();
  });
});
