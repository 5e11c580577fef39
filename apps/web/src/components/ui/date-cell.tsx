import { formatDate } from '@mayorista/shared/format';
import { formatDateTime, relativeDate } from '@/lib/dates';

type DateCellProps = {
  value: string | Date | null | undefined;
  /** 'relative' (default): 'Hoy', 'Hace 3 días'...; 'date': dd/mm/aaaa. The other form goes in the tooltip. */
  format?: 'relative' | 'date';
  /** Shown when there is no date. */
  empty?: string;
};

/** A date in a table cell: relative with the absolute date and time as its tooltip (accounts §9). */
export function DateCell({ value, format = 'relative', empty = '-' }: DateCellProps) {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return <span>{empty}</span>;
  const absolute = formatDateTime(date);
  return (
    <time dateTime={date.toISOString()} title={absolute} className="whitespace-nowrap">
      {format === 'relative' ? relativeDate(date) : formatDate(date)}
    </time>
  );
}
