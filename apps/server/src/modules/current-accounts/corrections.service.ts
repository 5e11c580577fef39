/**
 * Corrections by staff (issue 32 item 1, decision 056): an adjustment (signed, with its reason) and
 * the reversal of a receipt (a bounced cheque) or of an adjustment, once. Invoices are corrected by a
 * credit note and orders by cancelling them, never here. Both are recorded in Actividad.
 */
import { storeDayOf } from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_API_MESSAGES,
  ACCOUNT_FORM_MESSAGES,
  type AdjustmentCreate,
  type LedgerEntry,
  type ReversalCreate,
} from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, fieldErrors, invalid, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { type Actor, findEntry, requireCustomer } from './account.service.ts';
import { lockAccount, postEntry, reverseEntry } from './ledger.service.ts';

/** POST /api/accounts/{customer_id}/adjustments/: a debit (> 0) or a credit (< 0) with its reason. */
export async function createAdjustment(
  db: Db,
  userId: number,
  body: AdjustmentCreate,
  actor: Actor,
): Promise<LedgerEntry> {
  const customer = await requireCustomer(db, userId);
  const today = storeDayOf();
  const entryDate = body.entry_date ?? today;
  if (entryDate > today) throw fieldErrors({ entry_date: [ACCOUNT_FORM_MESSAGES.dateInFuture] });
  const amountCents = toCents(body.amount);
  const entry = await db.transaction(async (tx) => {
    const terms = await lockAccount(tx, userId);
    const posted = await postEntry(tx, terms, {
      userId,
      kind: 'adjustment',
      amountCents,
      entryDate,
      description: amountCents > 0 ? 'Ajuste (débito)' : 'Ajuste (crédito)',
      reason: body.reason,
      actor,
    });
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'adjust',
      entity: 'ledger_entry',
      entityId: posted.id,
      summary: `Ajuste de ${formatAmount2(fromCents(amountCents))} en la cuenta corriente de ${customer.username}: ${body.reason}`,
      details: {
        customer_id: userId,
        entry_id: posted.id,
        amount: fromCents(amountCents),
        reason: body.reason,
      },
    });
    return posted;
  });
  return (await findEntry(db, entry.id, today))!.entry;
}

/** Why an entry of this kind cannot be reversed here (null: it can). */
function reversalRefusal(kind: string): string | null {
  if (kind === 'receipt' || kind === 'adjustment') return null;
  if (kind === 'invoice') return ACCOUNT_API_MESSAGES.invoiceReversal;
  if (kind === 'order') return ACCOUNT_API_MESSAGES.orderReversal;
  return ACCOUNT_API_MESSAGES.reversalOnlyEntries;
}

/**
 * POST /api/accounts/entries/{entry_id}/reverse/: a receipt or an adjustment, once (409 after). A
 * reversed receipt's payments are undone (its debits open again) and the receipt shows as annulled.
 */
export async function reverseLedgerEntry(
  db: Db,
  entryId: number,
  body: ReversalCreate,
  actor: Actor,
): Promise<LedgerEntry> {
  const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!entry) throw notFound(ACCOUNT_API_MESSAGES.entryNotFound);
  const refusal = reversalRefusal(entry.kind);
  if (refusal) throw invalid(refusal);
  const customer = await requireCustomer(db, entry.userId);
  const today = storeDayOf();
  try {
    const reversal = await db.transaction(async (tx) => {
      const terms = await lockAccount(tx, entry.userId);
      const [done] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reversesEntryId, entry.id));
      if (done) throw new AppError('conflict', ACCOUNT_API_MESSAGES.alreadyReversed);
      const posted = await reverseEntry(tx, terms, entry, {
        reason: body.reason,
        description: `Anulación de ${entry.description}`,
        actor,
        entryDate: today,
      });
      await recordActivity(tx, {
        userId: actor.userId,
        action: 'reverse',
        entity: 'ledger_entry',
        entityId: entry.id,
        summary: `Anulación de ${entry.description} (${formatAmount2(Math.abs(entry.amount))}) en la cuenta corriente de ${customer.username}: ${body.reason}`,
        details: {
          customer_id: entry.userId,
          entry_id: entry.id,
          reversal_id: posted.id,
          receipt_id: entry.receiptId,
          amount: entry.amount,
          reason: body.reason,
        },
      });
      return posted;
    });
    return (await findEntry(db, reversal.id, today))!.entry;
  } catch (error) {
    // Two reversals at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('conflict', ACCOUNT_API_MESSAGES.alreadyReversed);
    throw error;
  }
}
