import { formatDate } from '@mayorista/shared/format';

const DAY_MS = 86_400_000;

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
const isValid = (date: Date) => !Number.isNaN(date.getTime());
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

const plural = (count: number, one: string, many: string) => `Hace ${count} ${count === 1 ? one : many}`;

/**
 * The relative-date label of accounts §9, counted in calendar days of the viewer's time zone:
 * 'Hoy', 'Ayer', 'Hace N días' under a week, then weeks under 30 days, months (30 days) under a
 * year, then years. A future or invalid date has no relative label (the absolute date, or '-').
 */
export function relativeDate(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!isValid(date)) return '-';
  const days = Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY_MS);
  if (days < 0) return formatDate(date);
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  if (days < 7) return plural(days, 'día', 'días');
  if (days < 30) return plural(Math.floor(days / 7), 'semana', 'semanas');
  if (days < 365) return plural(Math.floor(days / 30), 'mes', 'meses');
  return plural(Math.floor(days / 365), 'año', 'años');
}

const dateTime = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd/mm/aaaa hh:mm in es-AR, or '-' for an invalid value. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return isValid(date) ? dateTime.format(date) : '-';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as the value of a date input (local time): aaaa-mm-dd. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An instant as the value of a datetime-local input (local time, minutes). */
export function toLocalInput(value: string | Date): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  return `${toDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant for the server. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}
