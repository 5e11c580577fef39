/**
 * Reading invoices and credit notes (issue 31 items 7 and 8, decision 055): the document as every
 * screen and the PDF read it, the lists, a month's documents and the libro IVA's rows. A buyer reads
 * only their own authorised documents: anything else is 404, as if it did not exist.
 */
import {
  arcaQrUrl,
  type BuyerIvaCondition,
  buyerIvaConditions,
  type InvoiceLetter,
  invoiceLegends,
  type VoucherKind,
  voucherName,
} from '@mayorista/shared/fiscal';
import type { InvoiceFilter, InvoiceListQuery, InvoiceSummary } from '@mayorista/shared/invoice-list';
import { INVOICE_PAGE_SIZE } from '@mayorista/shared/invoice-list';
import {
  INVOICE_MESSAGES,
  INVOICE_STATE_LABELS,
  type Invoice,
  type InvoiceState,
  invoiceNumberLabel,
} from '@mayorista/shared/invoices';
import { ivaConditionLabel } from '@mayorista/shared/tax-profile';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { getFiscalSettings } from './fiscal-settings.service.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

const asBuyerCondition = (value: string): BuyerIvaCondition | null =>
  (buyerIvaConditions as readonly string[]).includes(value) ? (value as BuyerIvaCondition) : null;

/**
 * The document as the screens read it. `issuerCuit`: the store's CUIT (fiscal settings), which the
 * ARCA QR carries; the QR exists only for an authorised document.
 */
export function toInvoiceSummary(row: InvoiceRow, issuerCuit: string): InvoiceSummary {
  const kind = row.kind as VoucherKind;
  const letter = row.letter as InvoiceLetter;
  const state = row.state as InvoiceState;
  const authorised = state === 'autorizada' && row.number != null && row.cae != null;
  return {
    id: row.id,
    order_id: row.orderId,
    user_id: row.userId,
    kind,
    letter,
    voucher_type: row.voucherType,
    voucher_name: voucherName(kind, letter),
    point_of_sale: row.pointOfSale,
    number: row.number,
    number_label: invoiceNumberLabel(row.pointOfSale, row.number),
    state,
    state_label: INVOICE_STATE_LABELS[state] ?? row.state,
    cae: row.cae,
    cae_due_date: row.caeDueDate,
    issue_date: row.issueDate,
    receiver: {
      doc_type: row.receiverDocType,
      doc_number: row.receiverDocNumber,
      iva_condition: row.receiverIvaCondition,
      iva_condition_label: ivaConditionLabel(row.receiverIvaCondition || 'consumidor_final'),
      name: row.receiverName,
      address: row.receiverAddress,
    },
    net: row.net,
    iva: row.iva,
    exempt: row.exempt,
    total: row.total,
    iva_breakdown: row.ivaBreakdown,
    observations: row.observations,
    related_invoice_id: row.relatedInvoiceId,
    test: row.test,
    legends: invoiceLegends({ letter, buyer: asBuyerCondition(row.receiverIvaCondition), test: row.test }),
    qr_url:
      authorised && issuerCuit
        ? arcaQrUrl({
            date: row.issueDate,
            cuit: issuerCuit,
            pointOfSale: row.pointOfSale,
            voucherType: row.voucherType,
            number: row.number as number,
            total: row.total,
            receiverDocType: row.receiverDocType,
            receiverDocNumber: row.receiverDocNumber,
            cae: row.cae as string,
          })
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toInvoice(row: InvoiceRow, lines: LineRow[], issuerCuit: string): Invoice {
  return {
    ...toInvoiceSummary(row, issuerCuit),
    lines: lines.map((line) => ({
      id: line.id,
      order_item_id: line.orderItemId,
      sku: line.sku,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      iva_rate: line.ivaRate,
      net: line.net,
      iva: line.iva,
      total: line.total,
    })),
  };
}

/** What a viewer may read: a buyer only their own authorised documents. */
function visibleTo(viewer: NonNullable<Viewer>): SQL | undefined {
  if (viewer.isStaff) return undefined;
  return and(eq(invoices.userId, viewer.userId), eq(invoices.state, 'autorizada'));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterConditions(viewer: NonNullable<Viewer>, filter: InvoiceFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [visibleTo(viewer)];
  if (filter.date_from) conditions.push(gte(invoices.issueDate, filter.date_from));
  if (filter.date_to) conditions.push(lte(invoices.issueDate, filter.date_to));
  if (filter.letter) conditions.push(eq(invoices.letter, filter.letter));
  if (filter.state) conditions.push(eq(invoices.state, filter.state));
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  if (filter.order) conditions.push(eq(invoices.orderId, filter.order));
  const customer = filter.customer?.trim();
  if (customer) {
    const like = `%${escapeLike(customer.toLowerCase())}%`;
    const digits = customer.replace(/[\s.-]/g, '');
    conditions.push(
      /^\d+$/.test(digits)
        ? sql`(${invoices.receiverDocNumber} like ${`${digits}%`} or immutable_unaccent(lower(${invoices.receiverName})) like immutable_unaccent(${like}))`
        : sql`immutable_unaccent(lower(${invoices.receiverName})) like immutable_unaccent(${like})`,
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The store's CUIT for the QR, read once per call. */
const issuerCuitOf = async (db: Db) => (await getFiscalSettings(db)).cuit;

/** GET /api/invoices/: newest first (issue date, then number of creation). */
export async function listInvoices(
  db: Db,
  viewer: NonNullable<Viewer>,
  query: InvoiceListQuery,
  url: string,
): Promise<Page<InvoiceSummary>> {
  const { page = 1, page_size: pageSize = INVOICE_PAGE_SIZE, ...filter } = query;
  const where = and(...filterConditions(viewer, filter));
  const [{ total }] = await db.select({ total: count() }).from(invoices).where(where);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const cuit = await issuerCuitOf(db);
  return toPage(
    rows.map((row) => toInvoiceSummary(row, cuit)),
    { count: total, page, pageSize, url },
  );
}

async function linesOf(db: Db, invoiceIds: number[]): Promise<Map<number, LineRow[]>> {
  const byInvoice = new Map<number, LineRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.id));
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push(row);
    byInvoice.set(row.invoiceId, list);
  }
  return byInvoice;
}

/** One document with its lines, if the viewer may read it; 404 otherwise (another buyer's too). */
export async function findInvoiceFor(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<Invoice> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleTo(viewer)));
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const lines = await linesOf(db, [row.id]);
  return toInvoice(row, lines.get(row.id) ?? [], await issuerCuitOf(db));
}

/** Number labels of documents by id (a credit note prints the invoice it corrects). */
export async function documentTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  const titles = new Map<number, string>();
  if (ids.length === 0) return titles;
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  for (const row of rows)
    titles.set(
      row.id,
      `${voucherName(row.kind as VoucherKind, row.letter as InvoiceLetter)} ${invoiceNumberLabel(row.pointOfSale, row.number) ?? ''}`.trim(),
    );
  return titles;
}

/** Authorised documents of a month (YYYY-MM) the viewer may read, oldest first, with their lines. */
export async function invoicesOfMonth(
  db: Db,
  viewer: NonNullable<Viewer>,
  month: string,
): Promise<Invoice[]> {
  const [year, monthNumber] = month.split('-').map(Number);
  const first = `${month}-01`;
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return authorisedDocuments(db, viewer, { date_from: first, date_to: last });
}

/** At most this many documents per export or ZIP. */
export const INVOICE_FILE_LIMIT = 50_000;

/** Authorised documents with their lines, oldest first: the libro IVA's rows and the ZIP's files. */
export async function authorisedDocuments(
  db: Db,
  viewer: NonNullable<Viewer>,
  filter: InvoiceFilter,
  options: { lines: boolean } = { lines: true },
): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...filterConditions(viewer, { ...filter, state: 'autorizada' })))
    .orderBy(asc(invoices.issueDate), asc(invoices.voucherType), asc(invoices.number))
    .limit(INVOICE_FILE_LIMIT);
  // The libro IVA reads the totals per rate only: its rows carry no lines.
  const lines = options.lines
    ? await linesOf(
        db,
        rows.map((row) => row.id),
      )
    : new Map<number, LineRow[]>();
  const cuit = await issuerCuitOf(db);
  return rows.map((row) => toInvoice(row, lines.get(row.id) ?? [], cuit));
}
