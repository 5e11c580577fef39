/**
 * Where people see their invoices (issue 31 item 8, decision 055): the buyer's 'Mis comprobantes' and
 * the admin's 'Comprobantes' (`GET /api/invoices/`), a month's PDFs as one ZIP
 * (`GET /api/invoices/zip/?month=YYYY-MM`) and the staff's libro IVA ventas (`GET /api/invoices/export/`).
 */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { PageQuerySchema, positiveInt } from './catalog.ts';
import { INVOICE_KINDS, INVOICE_STATES, InvoiceSchema } from './invoices.ts';
import { safeText } from './text.ts';

export const INVOICE_PAGE_SIZE = 20;

export const INVOICE_LIST_MESSAGES = {
  date: 'La fecha debe tener el formato AAAA-MM-DD',
  dateOrder: 'La fecha final no puede ser anterior a la inicial',
  month: 'El mes debe tener el formato AAAA-MM',
  monthEmpty: 'No hay comprobantes autorizados en ese mes.',
  letter: 'La letra debe ser A, B o C',
  state: 'El estado debe ser pendiente, autorizada o rechazada',
  kind: 'El tipo debe ser factura o nota de crédito',
  format: 'Formato inválido: csv o xlsx',
  notAuthorized:
    'El comprobante todavía no tiene CAE: el PDF se genera cuando ARCA lo autoriza. Revisa sus observaciones y reintenta.',
} as const;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z.string().refine(isCalendarDay, { message: INVOICE_LIST_MESSAGES.date });

/** The filters of the list and of the export; a buyer's own invoices whatever they send. */
const filterFields = {
  /** Issue dates, the store's days, both ends included. */
  date_from: day.optional(),
  date_to: day.optional(),
  letter: z.enum(['A', 'B', 'C'], { message: INVOICE_LIST_MESSAGES.letter }).optional(),
  state: z.enum(INVOICE_STATES, { message: INVOICE_LIST_MESSAGES.state }).optional(),
  kind: z.enum(INVOICE_KINDS, { message: INVOICE_LIST_MESSAGES.kind }).optional(),
  /** The receiver's name (any part, accents and case ignored) or document number (its start). */
  customer: safeText()
    .trim()
    .max(100, { message: 'La búsqueda no puede tener más de 100 caracteres' })
    .optional(),
  /** Documents of one order (the orders desk and the buyer's order detail). */
  order: positiveInt('order').optional(),
};
const datesInOrder = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;
const DATES_OUT_OF_ORDER = { path: ['date_to'], message: INVOICE_LIST_MESSAGES.dateOrder };

export const InvoiceListQuerySchema = PageQuerySchema.extend(filterFields).refine(
  datesInOrder,
  DATES_OUT_OF_ORDER,
);
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;
export type InvoiceFilter = Omit<InvoiceListQuery, 'page' | 'page_size'>;

/** A row of the lists: the document without its lines. */
export const InvoiceSummarySchema = InvoiceSchema.omit({ lines: true });
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoicePageSchema = PageSchema(InvoiceSummarySchema);

const month = z
  .string()
  .refine((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isCalendarDay(`${value}-01`), {
    message: INVOICE_LIST_MESSAGES.month,
  });
export const InvoiceZipQuerySchema = z.object({ month });
export type InvoiceZipQuery = z.infer<typeof InvoiceZipQuerySchema>;

export const INVOICE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type InvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];
/** The export: authorised documents only (the others have no number), the list's filters. */
export const InvoiceExportQuerySchema = z
  .object({
    format: z.enum(INVOICE_EXPORT_FORMATS, { message: INVOICE_LIST_MESSAGES.format }).default('csv'),
    ...filterFields,
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;

/** The file names the downloads carry. */
export const invoicePdfName = (doc: { voucher_name: string; number_label: string | null; id: number }) =>
  `${doc.voucher_name
    .toLowerCase()
    .replaceAll(' ', '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')}-${doc.number_label ?? doc.id}.pdf`;
export const invoiceZipName = (monthValue: string) => `comprobantes-${monthValue}.zip`;
export const invoiceExportName = (from: string | undefined, to: string | undefined, extension: string) =>
  `libro-iva-ventas${from ? `-desde-${from}` : ''}${to ? `-hasta-${to}` : ''}.${extension}`;
