/**
 * Invoices and credit notes of orders on cuenta corriente reach the ledger (issue 32, decision 056).
 *
 * - An invoice authorised (CAE) for an order sold on account: a debit kind 'invoice' (invoice and
 *   order named), dated the invoice's issue day, due by the terms then in force. If the order was
 *   already a debit itself ('order', when the store did not invoice), that debit and its adjustments
 *   are reversed first: never charged twice.
 * - A credit note of such an invoice: a credit kind 'credit_note', paying its invoice first.
 * - Idempotent: the order's row lock, then the account's, then a look for the document's entry; the
 *   unique index (invoice_id of kind invoice/credit_note) catches anything else. A retried hook, or two
 *   processes, post once.
 * - The catch-up (run by the reminders job): any authorised document of an account order of the last
 *   CATCH_UP_DAYS without its entry (a crash between the CAE and the posting) is posted.
 */
import { addDays, storeDayOf } from '@mayorista/shared/current-account-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import {
  authorisedOrderDocumentsSince,
  type LedgerDocument,
  ledgerDocumentOf,
} from '../invoicing/ledger-documents.service.ts';
import { lockOrder } from '../orders/order-changes.service.ts';
import { accountOrderOf, onAccountAmong } from '../orders/order-postings.service.ts';
import { reverseOwnOrderEntries } from './checkout.service.ts';
import { lockAccount, postEntry } from './ledger.service.ts';

export type PostingResult = 'posted' | 'exists' | 'skipped';

/** How far back the catch-up looks for documents without their entry. */
export const CATCH_UP_DAYS = 30;
const CATCH_UP_LIMIT = 2_000;

async function entryOfDocument(tx: Db, documentId: number) {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.invoiceId, documentId), inArray(ledgerEntries.kind, ['invoice', 'credit_note'])),
    );
  return row ?? null;
}

/**
 * Posts one authorised document of an order on account. 'skipped': not authorised, not of an order on
 * account; 'exists': already posted.
 */
export async function postDocument(db: Db, documentId: number): Promise<PostingResult> {
  const document = await ledgerDocumentOf(db, documentId);
  if (document?.state !== 'autorizada' || document.orderId == null) return 'skipped';
  const order = await accountOrderOf(db, document.orderId);
  if (order?.paymentMethod !== 'account' || order.userId == null) return 'skipped';
  if (document.kind === 'credit_note' && document.relatedInvoiceId != null) {
    // Its invoice first (the catch-up may find both missing).
    await postDocument(db, document.relatedInvoiceId);
  }
  const userId = order.userId;
  try {
    return await db.transaction(async (tx) => {
      // The order's lock before the account's: the order as staff changes take them (decision 056).
      await lockOrder(tx, order.id);
      const terms = await lockAccount(tx, userId);
      if (await entryOfDocument(tx, document.id)) return 'exists';
      if (document.kind === 'invoice') {
        await reverseOwnOrderEntries(tx, terms, order.id, {
          reason: `Facturado: ${document.title}`,
          actor: null,
          entryDate: document.issueDate,
        });
        await postEntry(tx, terms, {
          userId,
          kind: 'invoice',
          amountCents: document.totalCents,
          entryDate: document.issueDate,
          description: document.title,
          invoiceId: document.id,
          orderId: order.id,
        });
        return 'posted';
      }
      const invoiceEntry =
        document.relatedInvoiceId == null ? null : await entryOfDocument(tx, document.relatedInvoiceId);
      await postEntry(
        tx,
        terms,
        {
          userId,
          kind: 'credit_note',
          amountCents: -document.totalCents,
          entryDate: document.issueDate,
          description: document.title,
          invoiceId: document.id,
          orderId: order.id,
        },
        invoiceEntry ? [invoiceEntry.id] : [],
      );
      return 'posted';
    });
  } catch (error) {
    // Another process posted it between our look and our insert.
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

/** The hook invoicing calls after each authorisation (handed in by app.ts). */
export function documentPosting(db: Db): (invoiceId: number) => Promise<void> {
  return async (invoiceId) => {
    await postDocument(db, invoiceId);
  };
}

/**
 * Posts every authorised document of an order on account issued in the last CATCH_UP_DAYS that has no
 * entry yet. Answers how many it posted.
 */
export async function postMissingDocuments(
  db: Db,
  options: { today?: string; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Promise<number> {
  const since = addDays(options.today ?? storeDayOf(), -CATCH_UP_DAYS);
  const documents = await authorisedOrderDocumentsSince(db, since, CATCH_UP_LIMIT);
  if (documents.length === 0) return 0;
  const onAccount = await onAccountAmong(
    db,
    documents.map((document) => document.orderId!),
  );
  const candidates = documents.filter((document) => onAccount.has(document.orderId!));
  if (candidates.length === 0) return 0;
  const posted = new Set(
    (
      await db
        .select({ invoiceId: ledgerEntries.invoiceId })
        .from(ledgerEntries)
        .where(
          and(
            inArray(
              ledgerEntries.invoiceId,
              candidates.map((document) => document.id),
            ),
            inArray(ledgerEntries.kind, ['invoice', 'credit_note']),
          ),
        )
    ).map((row) => row.invoiceId),
  );
  let count = 0;
  for (const document of candidates.filter((candidate: LedgerDocument) => !posted.has(candidate.id))) {
    try {
      if ((await postDocument(db, document.id)) === 'posted') count++;
    } catch (error) {
      options.log?.warn({ invoice: document.id, err: error }, 'Cuenta corriente: comprobante sin asentar');
    }
  }
  return count;
}
