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

const parts = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    day: date.getUTCDate(),
    month: new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' }).format(date),
    year: date.getUTCFullYear(),
  };
};

/** The store days a figure covers: '23 de noviembre de 2026', '1 al 23 de noviembre de 2026', ... */
export function rangeText(range: { start: string; end: string }): string {
  const a = parts(range.start);
  const b = parts(range.end);
  const last = `${b.day} de ${b.month} de ${b.year}`;
  if (range.start === range.end) return last;
  if (a.year !== b.year) return `${a.day} de ${a.month} de ${a.year} al ${last}`;
  if (a.month !== b.month) return `${a.day} de ${a.month} al ${last}`;
  return `${a.day} al ${last}`;
}

/** '+12,5 %', '−3 %' or null when there is nothing to compare with. */
export function changeText(change: number | null): string | null {
  if (change === null) return null;
  const formatted = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }).format(Math.abs(change));
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatted} %`;
}

/** Keys of the four placeholder cards shown while a dashboard loads. */
export const SKELETON_KEYS = ['uno', 'dos', 'tres', 'cuatro'] as const;
