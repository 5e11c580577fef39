/**
 * A customer's account as both sides see it (issue 32 items 2, 5 and 6; decision 056): the terms,
 * the balance, the orders on account the ledger does not hold yet, the available credit, what is
 * overdue and the aging, and the entries with what is still open of each. Reads only: the writes
 * go through ledger.service.ts with the account locked.
 */

import {
  agingOf,
  availableCreditCents,
  isOverdue,
  type LedgerKind,
  overdueCents,
  storeDayOf,
} from '@mayorista/shared/current-account-rules';
import type {
  AccountSummary,
  AccountTermsUpdate,
  LedgerEntry,
  LedgerEntryPage,
} from '@mayorista/shared/current-accounts';
import { ACCOUNT_API_MESSAGES, ACCOUNT_LIMITS } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { customerAccounts, ledgerEntries } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { type AccountHolder, findAccountHolder } from '../auth/account-holders.service.ts';
import { unpostedAccountOrdersCents } from '../orders/account-orders.service.ts';
import { type AccountTermsRow, lockAccount, openItems } from './ledger.service.ts';

/** The terms of a customer without a row yet (the row is made the first time it is needed). */
export const DEFAULT_TERMS = { enabled: false, creditLimitCents: 0, paymentTermsDays: 30 } as const;

export type Actor = { userId: number; username: string };

/** The customer (not staff), or 404. */
export async function requireCustomer(db: Db, userId: number): Promise<AccountHolder> {
  const customer = await findAccountHolder(db, userId);
  if (!customer) throw notFound(ACCOUNT_API_MESSAGES.customerNotFound);
  return customer;
}

/** The terms in force, without taking the lock (reads). */
export async function termsOf(db: Db, userId: number): Promise<AccountTermsRow> {
  const [row] = await db.select().from(customerAccounts).where(eq(customerAccounts.userId, userId));
  if (!row) return { userId, ...DEFAULT_TERMS };
  return {
    userId,
    enabled: row.enabled,
    creditLimitCents: toCents(row.creditLimit),
    paymentTermsDays: row.paymentTermsDays,
  };
}

/** The orders the ledger holds as a debit (an invoice or an order entry), of some customers or all. */
export async function postedOrderIds(db: Db, userIds?: readonly number[]): Promise<number[]> {
  const conditions = [isNotNull(ledgerEntries.orderId), inArray(ledgerEntries.kind, ['invoice', 'order'])];
  if (userIds) conditions.push(inArray(ledgerEntries.userId, [...userIds]));
  const rows = await db
    .selectDistinct({ orderId: ledgerEntries.orderId })
    .from(ledgerEntries)
    .where(and(...conditions));
  return rows.map((row) => row.orderId!);
}

/**
 * Cents of the customer's orders on account, not cancelled, that the ledger does not hold yet
 * (not invoiced). Checkout calls it inside the order's transaction, after `lockAccount`.
 */
export async function pendingAccountOrdersCents(tx: Db, userId: number): Promise<number> {
  const posted = await postedOrderIds(tx, [userId]);
  const pending = await unpostedAccountOrdersCents(tx, { userIds: [userId], posted });
  return pending.get(userId) ?? 0;
}

/** The figures of one account on `today` (a store day), in whole cents. */
export async function accountFigures(db: Db, userId: number, today: string = storeDayOf()) {
  const [terms, open, pending] = await Promise.all([
    termsOf(db, userId),
    openItems(db, userId),
    pendingAccountOrdersCents(db, userId),
  ]);
  const balance = open.balanceCents;
  const openCredit = open.credits.reduce((sum, credit) => sum + credit.openCents, 0);
  return {
    terms,
    balance,
    pending,
    available: availableCreditCents({
      limitCents: terms.creditLimitCents,
      balanceCents: balance,
      pendingCents: pending,
    }),
    overdue: overdueCents(open.debits, today),
    aging: agingOf(open.debits, openCredit, today),
    openDebits: open.debits,
  };
}

/** GET /api/accounts/{id}/ and the summary of GET /api/me/account/ and of statements. */
export async function accountSummary(
  db: Db,
  userId: number,
  today: string = storeDayOf(),
): Promise<AccountSummary> {
  const customer = await requireCustomer(db, userId);
  const figures = await accountFigures(db, userId, today);
  return {
    customer: {
      id: customer.id,
      username: customer.username,
      business_name: customer.businessName,
      email: customer.email,
    },
    terms: {
      enabled: figures.terms.enabled,
      credit_limit: fromCents(figures.terms.creditLimitCents),
      payment_terms_days: figures.terms.paymentTermsDays,
    },
    balance: fromCents(figures.balance),
    pending_orders: fromCents(figures.pending),
    available_credit: fromCents(figures.available),
    overdue: fromCents(figures.overdue),
    aging: {
      d0_30: fromCents(figures.aging.d0_30),
      d31_60: fromCents(figures.aging.d31_60),
      d61_90: fromCents(figures.aging.d61_90),
      d90_plus: fromCents(figures.aging.d90_plus),
      credit: fromCents(figures.aging.credit),
    },
    as_of: today,
  };
}

// --- Entries ------------------------------------------------------------------------------------

/**
 * Each entry with what is still open of it (a debit: unpaid; a credit: not yet applied) and whether
 * another entry reverses it. Qualified by hand: Drizzle writes a column of the one table it selects
 * from unqualified, and inside a subquery "id" would be the inner table's.
 */
const entryFields = {
  ...getTableColumns(ledgerEntries),
  open: sql<string>`case when ledger_entries.amount > 0
      then ledger_entries.amount - coalesce((select sum(a.amount) from ledger_allocations a
        where a.debit_entry_id = ledger_entries.id), 0)
      else -ledger_entries.amount - coalesce((select sum(a.amount) from ledger_allocations a
        where a.credit_entry_id = ledger_entries.id), 0) end`,
  reversed: sql<boolean>`exists (select 1 from ledger_entries r where r.reverses_entry_id = ledger_entries.id)`,
};

type EntryRow = typeof ledgerEntries.$inferSelect & { open: string | number; reversed: boolean };

export function toLedgerEntry(row: EntryRow, today: string): LedgerEntry {
  const openCents = toCents(Number(row.open));
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    description: row.description,
    entry_date: row.entryDate,
    due_date: row.dueDate,
    amount: row.amount,
    open_amount: fromCents(openCents),
    overdue: row.amount > 0 && isOverdue({ dueDate: row.dueDate, openCents }, today),
    invoice_id: row.invoiceId,
    order_id: row.orderId,
    receipt_id: row.receiptId,
    reverses_entry_id: row.reversesEntryId,
    reversed: Boolean(row.reversed),
    reason: row.reason,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
  };
}

/** Entries of one customer matching `where`, in the given order, as the contract shapes them. */
export async function findEntries(
  db: Db,
  options: { userId: number; where?: SQL; order: 'oldest' | 'newest'; limit?: number; offset?: number },
  today: string,
): Promise<LedgerEntry[]> {
  const order =
    options.order === 'oldest'
      ? [ledgerEntries.entryDate, ledgerEntries.id]
      : [desc(ledgerEntries.entryDate), desc(ledgerEntries.id)];
  let query = db
    .select(entryFields)
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, options.userId), options.where))
    .orderBy(...order)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  const rows = (await query) as EntryRow[];
  return rows.map((row) => toLedgerEntry(row, today));
}

/** One entry with its open amount, or null. */
export async function findEntry(db: Db, entryId: number, today: string = storeDayOf()) {
  const [row] = (await db
    .select(entryFields)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId))) as EntryRow[];
  return row ? { row, entry: toLedgerEntry(row, today) } : null;
}

/** GET /api/accounts/{id}/entries/?page=: newest first (entry date, then id). */
export async function listEntries(
  db: Db,
  userId: number,
  options: { page: number; url: string },
  today: string = storeDayOf(),
): Promise<LedgerEntryPage> {
  await requireCustomer(db, userId);
  const pageSize = ACCOUNT_LIMITS.entriesPageSize;
  const [[total], results] = await Promise.all([
    db.select({ count: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    findEntries(
      db,
      { userId, order: 'newest', limit: pageSize, offset: (options.page - 1) * pageSize },
      today,
    ),
  ]);
  const totalCount = Number(total?.count ?? 0);
  if (options.page > 1 && (options.page - 1) * pageSize >= totalCount) throw notFound('Página inválida.');
  return toPage(results, { count: totalCount, page: options.page, pageSize, url: options.url });
}

/** Open debits, oldest first (what the buyer can pay, with due dates). */
export async function openDebitEntries(db: Db, userId: number, today: string): Promise<LedgerEntry[]> {
  const { debits } = await openItems(db, userId);
  if (debits.length === 0) return [];
  const entries = await findEntries(
    db,
    {
      userId,
      where: inArray(
        ledgerEntries.id,
        debits.map((debit) => debit.id),
      ),
      order: 'oldest',
    },
    today,
  );
  return entries;
}

// --- Terms -----------------------------------------------------------------------------------------

const termsLabel = (terms: Pick<AccountTermsRow, 'enabled' | 'creditLimitCents' | 'paymentTermsDays'>) => ({
  habilitada: terms.enabled ? 'sí' : 'no',
  'límite de crédito': formatAmount2(fromCents(terms.creditLimitCents)),
  'plazo de pago': `${terms.paymentTermsDays} días`,
});

/**
 * PUT /api/accounts/{id}/terms/: with the account locked (an order on account reads the terms under
 * the same lock), recorded in Actividad with the old and new terms. The new terms apply to debits
 * posted from now on (a posted debit keeps its due date).
 */
export async function updateTerms(
  db: Db,
  userId: number,
  input: AccountTermsUpdate,
  actor: Actor,
): Promise<AccountSummary> {
  const customer = await requireCustomer(db, userId);
  await db.transaction(async (tx) => {
    const before = await lockAccount(tx, userId);
    const after = {
      enabled: input.enabled,
      creditLimitCents: toCents(input.credit_limit),
      paymentTermsDays: input.payment_terms_days,
    };
    await tx
      .update(customerAccounts)
      .set({
        enabled: after.enabled,
        creditLimit: fromCents(after.creditLimitCents),
        paymentTermsDays: after.paymentTermsDays,
        updatedAt: new Date(),
      })
      .where(eq(customerAccounts.userId, userId));
    const was = termsLabel(before);
    const is = termsLabel(after);
    const changes = (Object.keys(is) as (keyof typeof is)[])
      .filter((key) => was[key] !== is[key])
      .map((key) => `${key}: ${was[key]} → ${is[key]}`);
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'update',
      entity: 'customer_account',
      entityId: userId,
      summary: `Cuenta corriente de ${customer.username}: ${changes.length ? changes.join(', ') : 'sin cambios'}`,
      details: {
        customer_id: userId,
        old: {
          enabled: before.enabled,
          credit_limit: fromCents(before.creditLimitCents),
          payment_terms_days: before.paymentTermsDays,
        },
        new: input,
      },
    });
  });
  return accountSummary(db, userId);
}

/**
 * Whether the customer has a cuenta corriente the database keeps (an account row, entries, receipts
 * or 'Pagar saldo' requests): such a customer cannot be deleted (FK restrict), only blocked.
 */
export async function hasAccountHistory(db: Db, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from customer_accounts where user_id = ${userId})
        or exists (select 1 from ledger_entries where user_id = ${userId})
        or exists (select 1 from receipts where user_id = ${userId})
        or exists (select 1 from account_payment_requests where user_id = ${userId}) as found`,
  );
  return Boolean(row?.found);
}
