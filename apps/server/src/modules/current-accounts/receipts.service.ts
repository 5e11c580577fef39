/**
 * Receipts (issue 32 item 4, decision 056): a payment recorded by staff, or a Mercado Pago payment of
 * 'Pagar saldo'. One transaction: the account's lock, the next number of the point of sale (the
 * counter row is updated in the same transaction: no gaps, no repeats), the receipt and its lines
 * (total = sum of the lines, in cents), one credit entry allocated to the chosen debits and then to
 * the oldest, and the activity log.
 */
import {
  RECEIPT_METHOD_LABELS,
  type ReceiptMethod,
  receiptTitle,
  storeDayOf,
  WITHHOLDING_LABELS,
  type WithholdingType,
} from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_API_MESSAGES,
  ACCOUNT_FORM_MESSAGES,
  type Receipt,
  type ReceiptCreate,
} from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { documentCounters, ledgerEntries, receiptLines, receipts } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { fieldErrors, invalid, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { type Actor, requireCustomer } from './account.service.ts';
import { getAccountSettings } from './account-settings.service.ts';
import { type AccountTermsRow, lockAccount, openItems, postEntry } from './ledger.service.ts';

export type ReceiptLineData = {
  method: ReceiptMethod;
  amountCents: number;
  reference?: string;
  bank?: string;
  chequeDate?: string | null;
  withholdingType?: WithholdingType | null;
};

export type ReceiptInput = {
  userId: number;
  /** The store day of the receipt (default today). */
  issueDate?: string;
  lines: ReceiptLineData[];
  /** Debits to pay first, in this order; then the oldest open debits. */
  applyTo?: readonly number[];
  /**
   * An `applyTo` debit that is not open (paid meanwhile, or another customer's): 'refuse' answers 400
   * (staff chose it on screen), 'skip' leaves it out (a verified payment must become a receipt).
   */
  onClosedDebit?: 'refuse' | 'skip';
  notes?: string;
  source?: 'staff' | 'mercadopago';
  /** Mercado Pago's payment id: one receipt per payment (unique index). */
  providerPaymentId?: string | null;
  actor: Actor | null;
};

export type RecordedReceipt = {
  receipt: typeof receipts.$inferSelect;
  entry: typeof ledgerEntries.$inferSelect;
  title: string;
};

/** The next number of a point of sale, inside the caller's transaction (the counter row stays locked). */
async function nextReceiptNumber(tx: Db, pointOfSale: number): Promise<number> {
  const key = `receipt:${pointOfSale}`;
  await tx.insert(documentCounters).values({ key, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(documentCounters)
    .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
    .where(eq(documentCounters.key, key))
    .returning({ number: documentCounters.lastNumber });
  return row!.number;
}

const lineSummary = (line: ReceiptLineData) =>
  `${RECEIPT_METHOD_LABELS[line.method]}${line.withholdingType ? ` ${WITHHOLDING_LABELS[line.withholdingType]}` : ''} ${formatAmount2(fromCents(line.amountCents))}`;

/**
 * Records a receipt with the account already locked (`terms` from `lockAccount`, taken first in the
 * caller's transaction). Staff's receipts and Mercado Pago's ('Pagar saldo') both come here.
 */
export async function recordReceipt(
  tx: Db,
  terms: AccountTermsRow,
  input: ReceiptInput,
): Promise<RecordedReceipt> {
  if (input.lines.length === 0) throw fieldErrors({ lines: [ACCOUNT_FORM_MESSAGES.linesRequired] });
  for (const line of input.lines)
    if (!Number.isInteger(line.amountCents) || line.amountCents <= 0)
      throw fieldErrors({ lines: [ACCOUNT_FORM_MESSAGES.amountPositive] });
  const totalCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const today = storeDayOf();
  const issueDate = input.issueDate ?? today;
  if (issueDate > today) throw fieldErrors({ issue_date: [ACCOUNT_FORM_MESSAGES.dateInFuture] });

  const { debits } = await openItems(tx, input.userId);
  const open = new Set(debits.map((debit) => debit.id));
  const wanted = [...new Set(input.applyTo ?? [])];
  if ((input.onClosedDebit ?? 'refuse') === 'refuse' && wanted.some((id) => !open.has(id)))
    throw invalid(ACCOUNT_API_MESSAGES.applyToInvalid);
  const chosen = wanted.filter((id) => open.has(id));

  const settings = await getAccountSettings(tx);
  const pointOfSale = settings.receiptPointOfSale;
  const number = await nextReceiptNumber(tx, pointOfSale);
  const title = receiptTitle(pointOfSale, number);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      userId: input.userId,
      pointOfSale,
      number,
      issueDate,
      total: fromCents(totalCents),
      notes: input.notes ?? '',
      source: input.source ?? 'staff',
      providerPaymentId: input.providerPaymentId ?? null,
      createdBy: input.actor?.userId ?? null,
      createdByName: input.actor?.username ?? '',
    })
    .returning();
  await tx.insert(receiptLines).values(
    input.lines.map((line) => ({
      receiptId: receipt!.id,
      method: line.method,
      amount: fromCents(line.amountCents),
      reference: line.reference ?? '',
      bank: line.bank ?? '',
      chequeDate: line.chequeDate ?? null,
      withholdingType: line.withholdingType ?? '',
    })),
  );
  const entry = await postEntry(
    tx,
    terms,
    {
      userId: input.userId,
      kind: 'receipt',
      amountCents: -totalCents,
      entryDate: issueDate,
      description: title,
      receiptId: receipt!.id,
      actor: input.actor,
    },
    chosen,
  );
  const customer = await requireCustomer(tx, input.userId);
  await recordActivity(tx, {
    userId: input.actor?.userId ?? null,
    action: 'create',
    entity: 'receipt',
    entityId: receipt!.id,
    summary: `${title} de ${customer.username} por ${formatAmount2(fromCents(totalCents))}: ${input.lines
      .map(lineSummary)
      .join(', ')}${input.source === 'mercadopago' ? ' (Mercado Pago, Pagar saldo)' : ''}`,
    details: {
      receipt_id: receipt!.id,
      customer_id: input.userId,
      total: fromCents(totalCents),
      apply_to: chosen,
      provider_payment_id: input.providerPaymentId ?? null,
    },
  });
  return { receipt: receipt!, entry, title };
}

/** POST /api/accounts/{customer_id}/receipts/ (staff). */
export async function createReceipt(
  db: Db,
  userId: number,
  body: ReceiptCreate,
  actor: Actor,
): Promise<Receipt> {
  await requireCustomer(db, userId);
  const recorded = await db.transaction(async (tx) => {
    const terms = await lockAccount(tx, userId);
    return recordReceipt(tx, terms, {
      userId,
      issueDate: body.issue_date,
      lines: body.lines.map((line) => ({
        method: line.method,
        amountCents: toCents(line.amount),
        reference: line.reference,
        bank: line.bank,
        chequeDate: line.method === 'cheque' || line.method === 'echeq' ? (line.cheque_date ?? null) : null,
        withholdingType: line.method === 'withholding' ? (line.withholding_type ?? null) : null,
      })),
      applyTo: body.apply_to,
      notes: body.notes,
      source: 'staff',
      actor,
    });
  });
  return receiptOf(db, recorded.receipt.id);
}

/** A receipt as the contract shapes it: its lines, what it paid, what is left in favour, annulled. */
export async function receiptOf(db: Db, id: number): Promise<Receipt> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.id, id));
  if (!receipt) throw notFound(ACCOUNT_API_MESSAGES.receiptNotFound);
  const [lines, [entry]] = await Promise.all([
    db.select().from(receiptLines).where(eq(receiptLines.receiptId, id)).orderBy(asc(receiptLines.id)),
    db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.receiptId, id), eq(ledgerEntries.kind, 'receipt'))),
  ]);
  // What its credit entry paid, debit by debit (net of undone parts), but its own reversal.
  const applied = entry
    ? await queryRows<{ entry_id: number; description: string; amount: string | number }>(
        db,
        sql`select d.id as entry_id, d.description, sum(a.amount) as amount
            from ledger_allocations a join ledger_entries d on d.id = a.debit_entry_id
            where a.credit_entry_id = ${entry.id}
              and (d.reverses_entry_id is null or d.reverses_entry_id <> ${entry.id})
            group by d.id, d.description, d.entry_date
            having sum(a.amount) > 0
            order by d.entry_date, d.id`,
      )
    : [];
  const [reversal] = entry
    ? await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reversesEntryId, entry.id))
    : [];
  const totalCents = toCents(receipt.total);
  const appliedCents = applied.reduce((sum, row) => sum + toCents(Number(row.amount)), 0);
  return {
    id: receipt.id,
    customer_id: receipt.userId,
    point_of_sale: receipt.pointOfSale,
    number: receipt.number,
    title: receiptTitle(receipt.pointOfSale, receipt.number),
    issue_date: receipt.issueDate,
    total: receipt.total,
    notes: receipt.notes,
    source: receipt.source === 'mercadopago' ? 'mercadopago' : 'staff',
    provider_payment_id: receipt.providerPaymentId,
    lines: lines.map((line) => ({
      method: line.method as ReceiptMethod,
      amount: line.amount,
      reference: line.reference,
      bank: line.bank,
      cheque_date: line.chequeDate,
      withholding_type: line.withholdingType,
    })),
    applied: applied.map((row) => ({
      entry_id: Number(row.entry_id),
      description: row.description,
      amount: fromCents(toCents(Number(row.amount))),
    })),
    unapplied: reversal ? 0 : fromCents(Math.max(0, totalCents - appliedCents)),
    annulled: Boolean(reversal),
    created_by_name: receipt.createdByName,
    created_at: receipt.createdAt.toISOString(),
  };
}

/** A receipt for staff, or for the buyer it belongs to (another buyer: 404, as if it did not exist). */
export async function receiptFor(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<Receipt> {
  const receipt = await receiptOf(db, id);
  if (!viewer.isStaff && receipt.customer_id !== viewer.userId)
    throw notFound(ACCOUNT_API_MESSAGES.receiptNotFound);
  return receipt;
}
