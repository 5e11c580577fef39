import { DISTRIBUTOR_PAYMENT_STATUSES, type DistributorPaymentStatus } from '@mayorista/shared/orders';
import type { DatePeriod, DateRangeValue } from '@/components/ui/date-range-picker';
import { toDateInput } from '@/lib/dates';
import type { DistributorOrderFilters } from '../api/keys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list filters kept in the address (so a reload or a shared link keeps them). */
export function filtersFromParams(params: URLSearchParams): DistributorOrderFilters {
  const status = params.get('payment_status') ?? '';
  const start = params.get('start_date') ?? '';
  const end = params.get('end_date') ?? '';
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    payment_status: (DISTRIBUTOR_PAYMENT_STATUSES as readonly string[]).includes(status)
      ? (status as DistributorPaymentStatus)
      : '',
    start_date: DAY.test(start) ? start : '',
    end_date: DAY.test(end) ? end : '',
    search: params.get('search')?.trim() ?? '',
  };
}

/**
 * The days of a preset, both ends included, up to today: Hoy; Semana (the last 7 days); Mes (from the
 * 1st of this month); Año (from January 1st).
 */
export function presetRange(period: DatePeriod, today: Date = new Date()): { start: string; end: string } {
  const end = toDateInput(today);
  const from = {
    day: today,
    week: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6),
    month: new Date(today.getFullYear(), today.getMonth(), 1),
    year: new Date(today.getFullYear(), 0, 1),
  }[period];
  return { start: toDateInput(from), end };
}

/** What the picker shows for the days in the address: a preset when they match one, else the range. */
export function pickerValue(start: string, end: string, today: Date = new Date()): DateRangeValue | null {
  if (!start || !end) return null;
  for (const period of ['day', 'week', 'month', 'year'] as const) {
    const range = presetRange(period, today);
    if (range.start === start && range.end === end) return { period };
  }
  return { period: 'custom', start, end };
}

/** The days a picker value stands for. */
export function rangeOf(value: DateRangeValue, today: Date = new Date()): { start: string; end: string } {
  return value.period === 'custom'
    ? { start: value.start, end: value.end }
    : presetRange(value.period, today);
}
