import { describe, expect, it } from 'vitest';
import { filtersFromParams, pickerValue, presetRange, rangeOf } from './filters';

const today = new Date(2026, 10, 23, 15, 0);

describe('distributor list filters', () => {
  it('reads the address, ignoring values the server would refuse', () => {
    expect(
      filtersFromParams(
        new URLSearchParams(
          'page=3&payment_status=paid&start_date=2026-11-01&end_date=2026-11-23&search= maceta ',
        ),
      ),
    ).toEqual({
      page: 3,
      payment_status: 'paid',
      start_date: '2026-11-01',
      end_date: '2026-11-23',
      search: 'maceta',
    });
    expect(filtersFromParams(new URLSearchParams('page=-2&payment_status=refunded&start_date=ayer'))).toEqual(
      {
        page: 1,
        payment_status: '',
        start_date: '',
        end_date: '',
        search: '',
      },
    );
  });

  it('turns the presets into days up to today', () => {
    expect(presetRange('day', today)).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(presetRange('week', today)).toEqual({ start: '2026-11-17', end: '2026-11-23' });
    expect(presetRange('month', today)).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(presetRange('year', today)).toEqual({ start: '2026-01-01', end: '2026-11-23' });
    expect(rangeOf({ period: 'custom', start: '2026-10-01', end: '2026-10-31' }, today)).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });

  it('shows a preset pressed when the days match it, else the custom range, else nothing', () => {
    expect(pickerValue('2026-11-01', '2026-11-23', today)).toEqual({ period: 'month' });
    expect(pickerValue('2026-10-01', '2026-10-31', today)).toEqual({
      period: 'custom',
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(pickerValue('', '', today)).toBeNull();
  });
});
