/**
 * 'Pagar saldo' (issue 32, decision 056): a buyer pays their balance, or chosen debits, with Mercado
 * Pago. A request (`account_payment_requests`) holds the amount and the debits; its preference's
 * external_reference is `cc-{id}`. The payments module reads each payment back from Mercado Pago and,
 * for an approved one of the exact amount, calls `payAccountRequest` in its transaction: with the
 * account locked, ONE receipt (source mercadopago, unique per provider payment id) pays the request's
 * debits first, and the request is paid. A payment for a request already paid, or expired, is given
 * back by the payments module.
 */

import { receiptTitle, storeDayOf } from '@mayorista/shared/current-account-rules';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountPaymentRequests, ledgerEntries, receipts } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  type AccountPaymentHooks,
  type AccountPaymentRequest,
  createAccountCheckout,
  type PaymentsDeps,
  paymentDueAt,
  reconcileAccountRequest,
} from '../payments/payments.service.ts';
import { lockAccount, openItems, reverseEntry } from './ledger.service.ts';
import { recordReceipt } from './receipts.service.ts';

export const ACCOUNT_PAYMENT_MESSAGES = {
  nothingToPay: 'No tienes saldo para pagar.',
  notOpen: 'Solo puedes pagar comprobantes impagos de tu cuenta corriente.',
  notFound: 'Pago no encontrado.',
} as const;

type RequestRow = typeof accountPaymentRequests.$inferSelect;

/** How long after its deadline the reconciliation still asks about a request (a late notification). */
const LATE_ASK_MS = 24 * 3600_000;

const toRequest = (row: RequestRow): AccountPaymentRequest => ({
  id: row.id,
  userId: row.userId,
  amountCents: toCents(Number(row.amount)),
  status: row.status as AccountPaymentRequest['status'],
  expiresAt: row.expiresAt,
});

export async function findAccountRequest(db: Db, id: number): Promise<AccountPaymentRequest | null> {
  const [row] = await db.select().from(accountPaymentRequests).where(eq(accountPaymentRequests.id, id));
  return row ? toRequest(row) : null;
}

/**
 * An approved payment of the request's exact amount (checked by the payments module), in its
 * transaction. The account's lock first, then the request's row: a second notice of the same payment
 * finds the request paid by it ('same'); another payment finds it paid ('not_payable'). A request past
 * its deadline, or whose debits are all paid meanwhile, is expired and its payment 'not_payable' (the
 * payments module gives the money back). Part of it paid meanwhile: the receipt is made, and what it
 * has left over stays as credit in favour (saldo a favor).
 */
export async function payAccountRequest(
  tx: Db,
  requestId: number,
  payment: { id: string; method: string; approvedAt: Date | null },
  now: Date = new Date(),
): Promise<'paid' | 'same' | 'not_payable'> {
  const [found] = await tx
    .select({ userId: accountPaymentRequests.userId })
    .from(accountPaymentRequests)
    .where(eq(accountPaymentRequests.id, requestId));
  if (!found) return 'not_payable';
  const terms = await lockAccount(tx, found.userId);
  const [request] = await tx
    .select()
    .from(accountPaymentRequests)
    .where(eq(accountPaymentRequests.id, requestId))
    .for('update');
  if (request!.status === 'paid') {
    const [receipt] = request!.receiptId
      ? await tx
          .select({ providerPaymentId: receipts.providerPaymentId })
          .from(receipts)
          .where(eq(receipts.id, request!.receiptId))
      : [];
    return receipt?.providerPaymentId === payment.id ? 'same' : 'not_payable';
  }
  const approvedAt = payment.approvedAt ?? now;
  // What it was for is no longer owed (paid meanwhile by another request or a staff receipt, another
  // tab): the money goes back rather than becoming credit the buyer did not mean to leave.
  const { debits } = await openItems(tx, request!.userId);
  const chosen = request!.entryIds;
  const stillOwed = debits
    .filter((debit) => chosen.length === 0 || chosen.includes(debit.id))
    .reduce((sum, debit) => sum + debit.openCents, 0);
  if (request!.status === 'expired' || approvedAt > request!.expiresAt || stillOwed === 0) {
    await tx
      .update(accountPaymentRequests)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(eq(accountPaymentRequests.id, requestId), eq(accountPaymentRequests.status, 'pending')));
    return 'not_payable';
  }
  const recorded = await recordReceipt(tx, terms, {
    userId: request!.userId,
    lines: [
      {
        method: 'mercadopago',
        amountCents: toCents(Number(request!.amount)),
        reference: payment.id,
      },
    ],
    applyTo: request!.entryIds,
    // A debit paid meanwhile (a staff receipt): the money is the buyer's, it pays the oldest instead.
    onClosedDebit: 'skip',
    notes: `Pagar saldo con Mercado Pago (pago ${payment.id}${payment.method ? `, ${payment.method}` : ''})`,
    source: 'mercadopago',
    providerPaymentId: payment.id,
    actor: null,
  });
  await tx
    .update(accountPaymentRequests)
    .set({ status: 'paid', receiptId: recorded.receipt.id, updatedAt: new Date() })
    .where(eq(accountPaymentRequests.id, requestId));
  return 'paid';
}

/**
 * A payment that had made a receipt was given back in Mercado Pago's own panel (refund, chargeback):
 * the receipt's entry is reversed (its debits are open again), once, by the system. true when it was.
 */
export async function annulGivenBackPayment(tx: Db, requestId: number, paymentId: string): Promise<boolean> {
  const [found] = await tx
    .select({ userId: accountPaymentRequests.userId })
    .from(accountPaymentRequests)
    .where(eq(accountPaymentRequests.id, requestId));
  if (!found) return false;
  const terms = await lockAccount(tx, found.userId);
  const [receipt] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.providerPaymentId, paymentId), eq(receipts.userId, found.userId)));
  if (!receipt) return false;
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.receiptId, receipt.id), eq(ledgerEntries.kind, 'receipt')));
  if (!entry) return false;
  const [reversed] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reversesEntryId, entry.id));
  if (reversed) return false;
  const reason = `Pago ${paymentId} devuelto por Mercado Pago`;
  await reverseEntry(tx, terms, entry, {
    reason,
    description: `Anulación de ${entry.description}`,
    actor: null,
    entryDate: storeDayOf(),
  });
  await recordActivity(tx, {
    userId: null,
    action: 'reverse',
    entity: 'ledger_entry',
    entityId: entry.id,
    summary: `Anulación de ${entry.description} (${formatAmount2(Number(receipt.total))}): ${reason}`,
    details: {
      customer_id: found.userId,
      receipt_id: receipt.id,
      payment_id: paymentId,
      request_id: requestId,
    },
  });
  return true;
}

/** Requests still waiting (and those just past their deadline: a payment may have come in time). */
export async function waitingAccountRequests(
  db: Db,
  limit: number,
  now: Date = new Date(),
): Promise<number[]> {
  const rows = await db
    .select({ id: accountPaymentRequests.id })
    .from(accountPaymentRequests)
    .where(
      and(
        eq(accountPaymentRequests.status, 'pending'),
        gt(accountPaymentRequests.expiresAt, new Date(now.getTime() - LATE_ASK_MS)),
      ),
    )
    .orderBy(asc(accountPaymentRequests.expiresAt), asc(accountPaymentRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What app.ts hands the payments module. */
export function accountPaymentHooks(): AccountPaymentHooks {
  return {
    find: findAccountRequest,
    pay: (tx, requestId, payment) => payAccountRequest(tx, requestId, payment),
    waiting: (db, limit) => waitingAccountRequests(db, limit),
    givenBack: annulGivenBackPayment,
  };
}

/**
 * POST /api/me/account/payments/: the buyer's own open debits (`entryIds`), or all of them ([]), as one
 * request, and its Checkout Pro preference (made after the request is stored: no lock over HTTP).
 */
export async function createAccountPayment(
  deps: PaymentsDeps,
  viewer: NonNullable<Viewer>,
  entryIds: readonly number[],
): Promise<{ id: number; amount: number; payment_url: string }> {
  const mp = deps.mp;
  if (!mp) throw new AppError('invalid', PAYMENT_MESSAGES.onlineOff);
  const { debits } = await openItems(deps.db, viewer.userId);
  const wanted = [...new Set(entryIds)];
  const byId = new Map(debits.map((debit) => [debit.id, debit]));
  if (wanted.some((id) => !byId.has(id))) throw new AppError('invalid', ACCOUNT_PAYMENT_MESSAGES.notOpen);
  const chosen = wanted.length > 0 ? wanted.map((id) => byId.get(id)!) : debits;
  const amountCents = chosen.reduce((sum, debit) => sum + debit.openCents, 0);
  if (amountCents <= 0) throw new AppError('invalid', ACCOUNT_PAYMENT_MESSAGES.nothingToPay);
  const [row] = await deps.db
    .insert(accountPaymentRequests)
    .values({
      userId: viewer.userId,
      amount: fromCents(amountCents),
      entryIds: wanted,
      status: 'pending',
      expiresAt: paymentDueAt(deps.config),
    })
    .returning();
  const request = toRequest(row!);
  const paymentUrl = await createAccountCheckout({ ...deps, mp }, request);
  return { id: request.id, amount: fromCents(amountCents), payment_url: paymentUrl };
}

/**
 * GET /api/me/account/payments/{id}/ (own only): Mercado Pago is asked first while the request waits
 * (a payment whose notification has not come yet makes its receipt here); past its deadline unpaid,
 * it is expired.
 */
export async function accountPaymentStatus(
  deps: PaymentsDeps,
  viewer: NonNullable<Viewer>,
  id: number,
  now: Date = new Date(),
): Promise<{
  id: number;
  amount: number;
  status: 'pending' | 'paid' | 'expired';
  receipt_id: number | null;
  receipt_title: string | null;
}> {
  const own = async () => {
    const [row] = await deps.db
      .select()
      .from(accountPaymentRequests)
      .where(and(eq(accountPaymentRequests.id, id), eq(accountPaymentRequests.userId, viewer.userId)));
    if (!row) throw notFound(ACCOUNT_PAYMENT_MESSAGES.notFound);
    return row;
  };
  let row = await own();
  if (row.status === 'pending' && deps.mp) {
    await reconcileAccountRequest({ ...deps, mp: deps.mp }, id);
    row = await own();
  }
  if (row.status === 'pending' && row.expiresAt <= now) {
    await deps.db
      .update(accountPaymentRequests)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(eq(accountPaymentRequests.id, id), eq(accountPaymentRequests.status, 'pending')));
    row = await own();
  }
  const [receipt] = row.receiptId
    ? await deps.db
        .select({ pointOfSale: receipts.pointOfSale, number: receipts.number })
        .from(receipts)
        .where(eq(receipts.id, row.receiptId))
    : [];
  return {
    id: row.id,
    amount: Number(row.amount),
    status: row.status as 'pending' | 'paid' | 'expired',
    receipt_id: row.receiptId ?? null,
    receipt_title: receipt ? receiptTitle(receipt.pointOfSale, receipt.number) : null,
  };
}
