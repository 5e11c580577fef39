/**
 * What the cuenta corriente (issue 32, decision 056) reads of invoices and credit notes: the document
 * it posts (its title, order, buyer, total and date), and the documents authorised lately that its
 * catch-up looks through. Invoicing owns the tables: the ledger asks here.
 */
import type { InvoiceLetter, VoucherKind } from '@mayorista/shared/fiscal';
import { invoiceTitle } from '@mayorista/shared/invoices';
import { toCents } from '@mayorista/shared/order-totals';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

export type LedgerDocument = {
  id: number;
  kind: 'invoice' | 'credit_note';
  /** 'Factura A 00003-00000012'. */
  title: string;
  state: string;
  orderId: number | null;
  userId: number | null;
  totalCents: number;
  /** The store day it was issued. */
  issueDate: string;
  /** A credit note's invoice. */
  relatedInvoiceId: number | null;
};

type InvoiceRow = typeof invoices.$inferSelect;

const toLedgerDocument = (row: InvoiceRow): LedgerDocument => ({
  id: row.id,
  kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
  title: invoiceTitle({
    kind: row.kind as VoucherKind,
    letter: row.letter as InvoiceLetter,
    point_of_sale: row.pointOfSale,
    number: row.number,
  }),
  state: row.state,
  orderId: row.orderId,
  userId: row.userId,
  totalCents: toCents(Number(row.total)),
  issueDate: row.issueDate,
  relatedInvoiceId: row.relatedInvoiceId,
});

export async function ledgerDocumentOf(db: Db, id: number): Promise<LedgerDocument | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ? toLedgerDocument(row) : null;
}

/** Authorised documents of orders issued on or after `since` (a store day), invoices first, oldest first. */
export async function authorisedOrderDocumentsSince(
  db: Db,
  since: string,
  limit: number,
): Promise<LedgerDocument[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.state, 'autorizada'), isNotNull(invoices.orderId), gte(invoices.issueDate, since)))
    .orderBy(asc(invoices.id))
    .limit(limit);
  // Invoices first, so a credit note finds its invoice posted.
  const documents = rows.map(toLedgerDocument);
  return [
    ...documents.filter((document) => document.kind === 'invoice'),
    ...documents.filter((document) => document.kind === 'credit_note'),
  ];
}
