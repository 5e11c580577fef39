import type { DateRangeValue } from '@/components/ui/date-range-picker';

/** The dashboards open on the month (backoffice §9). */
export const DEFAULT_PERIOD: DateRangeValue = { period: 'month' };

export type AnalyticsParams = { period?: string; start_date?: string; end_date?: string };

/** The analytics call's query for a chosen period or custom range. */
export function analyticsParams(value: DateRangeValue): AnalyticsParams {
  return value.period === 'custom'
    ? { start_date: value.start, end_date: value.end }
    : { period: value.period };
}

const dayFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('es-AR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** A timeline point's label: '23 nov' for a day, 'nov 26' for a month. */
export function timelineLabel(date: string, groupBy: 'day' | 'month'): string {
  const value = new Date(`${date}T00:00:00Z`);
  return (groupBy === 'month' ? monthFormat : dayFormat).format(value).replace('.', '');
}

const longDay = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'del 1 al 23 de noviembre de 2026'-style text of the store days a figure covers. */
export function rangeText(range: { start: string; end: string }): string {
  const start = longDay.format(new Date(`${range.start}T00:00:00Z`));
  if (range.start === range.end) return start;
  return `${start} – ${longDay.format(new Date(`${range.end}T00:00:00Z`))}`;
}

/** '+12,5 %', '−3 %' or null when there is nothing to compare with. */
export function changeText(change: number | null): string | null {
  if (change === null) return null;
  const formatted = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }).format(Math.abs(change));
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatted} %`;
}

/** Keys of the four placeholder cards shown while a dashboard loads. */
export const SKELETON_KEYS = ['uno', 'dos', 'tres', 'cuatro'] as const;
