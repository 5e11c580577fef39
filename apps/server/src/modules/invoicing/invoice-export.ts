/**
 * The libro IVA ventas (issue 31 item 8): one row per authorised document in the layout an accountant
 * loads (fecha, tipo, punto de venta, número, documento y razón social del receptor, neto gravado e
 * IVA por alícuota, exento, total), as CSV (UTF-8 with BOM, `;` and decimal comma, like the sales
 * export) or XLSX. Credit notes subtract: their amounts are negative, so a column's sum is the period's.
 * A Factura C discriminates no IVA: its amount goes to its own column. Per row, the amount columns
 * add up to the total.
 */
import type { InvoiceExportFormat } from '@mayorista/shared/invoice-list';
import type { Invoice } from '@mayorista/shared/invoices';
import { toCents } from '@mayorista/shared/order-totals';
import { type SheetCell, writeCsvFile, writeXlsxFile } from '../../lib/spreadsheet.ts';

/** The rates with their own columns (PRODUCT_IVA_RATES), highest first as the libro lists them. */
const RATES = [27, 21, 10.5, 0] as const;
const rateLabel = (rate: number) => `${String(rate).replace('.', ',')} %`;

const DOC_TYPES: Record<number, string> = { 80: 'CUIT', 86: 'CUIL', 96: 'DNI', 99: 'Sin identificar' };

export const LIBRO_IVA_HEADERS = [
  'Fecha',
  'Tipo',
  'Cód. tipo',
  'Punto de venta',
  'Número',
  'Tipo doc. receptor',
  'CUIT/Doc. receptor',
  'Razón social receptor',
  'Condición IVA receptor',
  ...RATES.flatMap((rate) =>
    rate === 0
      ? [`Neto gravado ${rateLabel(rate)}`]
      : [`Neto gravado ${rateLabel(rate)}`, `IVA ${rateLabel(rate)}`],
  ),
  'Exento',
  'Importe C (sin IVA discriminado)',
  'Total',
  'CAE',
  'Pedido',
] as const;

/** The amount columns (their indexes in a row), for the number formats. */
const FIRST_AMOUNT = 9;
const AMOUNT_COUNT = RATES.length * 2 - 1 + 3;
const isAmount = (index: number) => index >= FIRST_AMOUNT && index < FIRST_AMOUNT + AMOUNT_COUNT;

/** One document's row: amounts in pesos, negative for a credit note. */
export function libroIvaRow(invoice: Invoice): (string | number)[] {
  const sign = invoice.kind === 'credit_note' ? -1 : 1;
  const amount = (value: number) => (sign * toCents(value)) / 100 || 0;
  const byRate = new Map(invoice.iva_breakdown.map((entry) => [entry.rate, entry]));
  const isC = invoice.letter === 'C';
  const rateCells = RATES.flatMap((rate) => {
    const entry = isC ? undefined : byRate.get(rate);
    const net = amount(entry?.net ?? 0);
    return rate === 0 ? [net] : [net, amount(entry?.iva ?? 0)];
  });
  return [
    invoice.issue_date,
    invoice.voucher_name,
    invoice.voucher_type,
    invoice.point_of_sale,
    invoice.number ?? '',
    DOC_TYPES[invoice.receiver.doc_type] ?? String(invoice.receiver.doc_type),
    invoice.receiver.doc_number,
    invoice.receiver.name,
    invoice.receiver.iva_condition_label,
    ...rateCells,
    amount(isC ? 0 : invoice.exempt),
    amount(isC ? invoice.total : 0),
    amount(invoice.total),
    invoice.cae ?? '',
    invoice.order_id,
  ];
}

const dayLabel = (value: string) => value.split('-').reverse().join('/');

/**
 * Amounts go as numbers (written with a decimal comma): a credit note's '-1000,45' written as text
 * would be taken for a formula and neutralized with an apostrophe.
 */
export function libroIvaCsv(invoices: Invoice[]): Buffer {
  return writeCsvFile(
    LIBRO_IVA_HEADERS,
    invoices.map((invoice) => {
      const cells: SheetCell[] = libroIvaRow(invoice);
      cells[0] = dayLabel(invoice.issue_date);
      return cells;
    }),
  );
}

export function libroIvaXlsx(invoices: Invoice[]): Promise<Buffer> {
  const columns = LIBRO_IVA_HEADERS.map((header, index) => ({
    header,
    width: index === 7 ? 32 : index === 1 ? 18 : isAmount(index) ? 15 : 13,
    numFmt: index === 0 ? 'dd/mm/yyyy' : isAmount(index) ? '#,##0.00' : undefined,
  }));
  return writeXlsxFile(
    'Libro IVA ventas',
    columns,
    invoices.map((invoice) => {
      const cells: SheetCell[] = libroIvaRow(invoice);
      cells[0] = new Date(`${invoice.issue_date}T00:00:00Z`);
      return cells;
    }),
  );
}

export async function exportLibroIva(
  invoices: Invoice[],
  format: InvoiceExportFormat,
): Promise<{ body: Buffer; contentType: string; extension: string }> {
  if (format === 'xlsx')
    return {
      body: await libroIvaXlsx(invoices),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    };
  return { body: libroIvaCsv(invoices), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
}
