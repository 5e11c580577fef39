import type { CellValue, ImportOutcome, ImportRow, ImportSummary } from '@mayorista/shared/product-transfer';
import type { StatusTone } from '@/components/ui/status-badge';

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  create: 'Nuevo',
  update: 'Se modifica',
  unchanged: 'Sin cambios',
  error: 'Con errores',
};

/** The summary chips count rows: plural labels. */
export const SUMMARY_LABELS: Record<ImportOutcome, string> = {
  create: 'Nuevos',
  update: 'Se modifican',
  unchanged: 'Sin cambios',
  error: 'Con errores',
};

export const OUTCOME_TONES: Record<ImportOutcome, StatusTone> = {
  create: 'info',
  update: 'warning',
  unchanged: 'neutral',
  error: 'danger',
};

export type RowFilter = 'errors' | 'all';

/** The rows the table shows: only those with errors, or all. */
export const filterRows = (rows: readonly ImportRow[], filter: RowFilter) =>
  filter === 'errors' ? rows.filter((row) => row.outcome === 'error') : rows;

const whole = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A value of the file as the screen shows it: es-AR numbers, si/no, '—' for none. */
export function formatCellValue(value: CellValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'si' : 'no';
  if (typeof value === 'number') return Number.isInteger(value) ? whole.format(value) : cents.format(value);
  return value;
}

/** How many products an apply writes. */
export const writesOf = (summary: ImportSummary) => summary.create + summary.update;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Se crearán 3 productos y se modificará 1.' */
export function applySentence(summary: ImportSummary): string {
  const parts: string[] = [];
  if (summary.create)
    parts.push(
      `se ${summary.create === 1 ? 'creará' : 'crearán'} ${plural(summary.create, 'producto', 'productos')}`,
    );
  if (summary.update)
    parts.push(
      `se ${summary.update === 1 ? 'modificará' : 'modificarán'} ${plural(summary.update, 'producto', 'productos')}`,
    );
  const text = parts.join(' y ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : 'No hay cambios para aplicar.';
}

/** 'Importación aplicada: 3 productos creados, 1 modificado y 10 sin cambios.' */
export function resultSentence(summary: ImportSummary): string {
  return (
    `Importación aplicada: ${plural(summary.create, 'producto creado', 'productos creados')}, ` +
    `${plural(summary.update, 'modificado', 'modificados')} y ${summary.unchanged} sin cambios.`
  );
}
