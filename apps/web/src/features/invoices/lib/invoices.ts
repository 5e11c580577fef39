import type { InvoiceSummary } from '@mayorista/shared/invoice-list';
import type { InvoiceState } from '@mayorista/shared/invoices';
import type { StatusTone } from '@/components/ui/status-badge';

export const INVOICE_TEXTS = {
  myTitle: 'Mis comprobantes',
  myDescription:
    'Tus facturas y notas de crédito. Descarga cada una en PDF, o todas las de un mes en un ZIP.',
  myEmpty: 'Todavía no tienes comprobantes. Aparecen aquí cuando facturamos tus pedidos.',
  adminTitle: 'Comprobantes',
  adminDescription:
    'Facturas y notas de crédito emitidas en ARCA. Filtra, descarga los PDF y exporta el libro IVA ventas.',
  adminEmpty: 'No hay comprobantes con estos filtros.',
  loadFailed: 'No pudimos cargar los comprobantes.',
  loading: 'Cargando comprobantes...',
  pdfFailed: 'No pudimos descargar el PDF del comprobante. Inténtalo nuevamente.',
  zipFailed: 'No pudimos descargar los comprobantes del mes. Inténtalo nuevamente.',
  exportFailed: 'No pudimos exportar el libro IVA. Inténtalo nuevamente.',
  retried: 'Comprobante autorizado por ARCA',
  stillRejected: 'ARCA volvió a rechazar el comprobante: revisa las observaciones.',
  testDocument: 'De prueba',
} as const;

export const INVOICE_STATE_TONES: Record<InvoiceState, StatusTone> = {
  autorizada: 'success',
  pendiente: 'warning',
  rechazada: 'danger',
};

/** 'Factura A 00003-00000017', or 'Factura A (sin número)' before ARCA authorises it. */
export const invoiceTitleOf = (invoice: Pick<InvoiceSummary, 'voucher_name' | 'number_label'>) =>
  `${invoice.voucher_name} ${invoice.number_label ?? '(sin número)'}`;

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export const dayLabel = (value: string) => value.split('-').reverse().join('/');

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'YYYY-MM' -> 'noviembre de 2026'. */
export const monthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return `${MONTHS[number - 1] ?? month} de ${year}`;
};

/** Consecutive rows of one issue month, in the list's order (newest first). */
export function byMonth<T extends { issue_date: string }>(
  rows: readonly T[],
): { month: string; rows: T[] }[] {
  const groups: { month: string; rows: T[] }[] = [];
  for (const row of rows) {
    const month = row.issue_date.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.rows.push(row);
    else groups.push({ month, rows: [row] });
  }
  return groups;
}
