/**
 * The ledger's writes and open items (issue 32, decision 056). Every write runs inside the caller's
 * transaction with the account locked (`lockAccount` first): credits are allocated to open debits and
 * debits take open credits at once, so a customer has open debits or open credit, never both. Rows are
 * only ever inserted (a trigger refuses UPDATE and DELETE).
 */
import {
  allocateCredit,
  dueDateOf,
  type OpenDebit,
  oldestFirst,
  storeDayOf,
} from '@mayorista/shared/current-account-rules';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAccounts, ledgerAllocations, ledgerEntries } from '../../db/schema/index.ts';

export type AccountTermsRow = {
  userId: number;
  enabled: boolean;
  creditLimitCents: number;
  paymentTermsDays: number;
};

/**
 * Takes the account's lock for the rest of the transaction (the row is made if missing) and answers
 * its terms. Call it first in every transaction that writes the ledger or sells on account.
 */
export async function lockAccount(tx: Db, userId: number): Promise<AccountTermsRow> {
  await tx.insert(customerAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(customerAccounts)
    .where(eq(customerAccounts.userId, userId))
    .for('update');
  return {
    userId,
    enabled: row!.enabled,
    creditLimitCents: toCents(row!.creditLimit),
    paymentTermsDays: row!.paymentTermsDays,
  };
}

/**
 * Open items of one customer: debits with what is unpaid, credits with what is unapplied (cents > 0),
 * and the balance (the sum of every entry, read in the same pass).
 */
export async function openItems(
  db: Db,
  userId: number,
): Promise<{
  debits: OpenDebit[];
  credits: { id: number; entryDate: string; openCents: number }[];
  balanceCents: number;
}> {
  // Qualified by hand: inside the subquery an unqualified "amount" or "id" would be the allocation's.
  const allocated = sql<string>`coalesce((select sum(a.amount) from ${ledgerAllocations} a
      where (ledger_entries.amount > 0 and a.debit_entry_id = ledger_entries.id)
         or (ledger_entries.amount < 0 and a.credit_entry_id = ledger_entries.id)), 0)`;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      entry_date: ledgerEntries.entryDate,
      due_date: ledgerEntries.dueDate,
      amount: ledgerEntries.amount,
      allocated,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.entryDate, ledgerEntries.id);
  const debits: OpenDebit[] = [];
  const credits: { id: number; entryDate: string; openCents: number }[] = [];
  let balance = 0;
  for (const row of rows) {
    const amount = toCents(Number(row.amount));
    balance += amount;
    const open = Math.abs(amount) - toCents(Number(row.allocated));
    if (open <= 0) continue;
    if (amount > 0)
      debits.push({ id: row.id, entryDate: row.entry_date, dueDate: row.due_date, openCents: open });
    else credits.push({ id: row.id, entryDate: row.entry_date, openCents: open });
  }
  return { debits, credits, balanceCents: balance };
}

export type EntryInput = {
  userId: number;
  kind: 'invoice' | 'order' | 'receipt' | 'credit_note' | 'adjustment' | 'reversal';
  /** Signed cents: debit > 0, credit < 0. */
  amountCents: number;
  entryDate?: string;
  description: string;
  invoiceId?: number | null;
  orderId?: number | null;
  receiptId?: number | null;
  reversesEntryId?: number | null;
  reason?: string;
  actor?: { userId: number; username: string } | null;
};

type EntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Posts one entry with the account already locked (`terms` from `lockAccount`) and allocates it:
 * a credit pays `chosen` debits first, then the oldest; a debit takes the `chosen` credits first, then
 * the other open credits, oldest first.
 */
export async function postEntry(
  tx: Db,
  terms: AccountTermsRow,
  input: EntryInput,
  chosen: readonly number[] = [],
): Promise<EntryRow> {
  if (!Number.isInteger(input.amountCents) || input.amountCents === 0)
    throw new Error('entry amount must be whole non-zero cents');
  const entryDate = input.entryDate ?? storeDayOf();
  const debit = input.amountCents > 0;
  const before = await openItems(tx, input.userId);
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: input.userId,
      kind: input.kind,
      amount: fromCents(input.amountCents),
      entryDate,
      dueDate: debit ? dueDateOf(entryDate, terms.paymentTermsDays) : null,
      description: input.description,
      invoiceId: input.invoiceId ?? null,
      orderId: input.orderId ?? null,
      receiptId: input.receiptId ?? null,
      reversesEntryId: input.reversesEntryId ?? null,
      reason: input.reason ?? '',
      createdBy: input.actor?.userId ?? null,
      createdByName: input.actor?.username ?? '',
    })
    .returning();
  if (debit) {
    let left = input.amountCents;
    const credits = [...before.credits].sort(
      (a, b) =>
        Number(chosen.includes(b.id)) - Number(chosen.includes(a.id)) ||
        oldestFirst({ ...a, dueDate: null }, { ...b, dueDate: null }),
    );
    for (const credit of credits) {
      if (left === 0) break;
      const cents = Math.min(left, credit.openCents);
      await allocate(tx, credit.id, entry!.id, cents);
      left -= cents;
    }
  } else {
    const { allocations } = allocateCredit(-input.amountCents, before.debits, chosen);
    for (const allocation of allocations) await allocate(tx, entry!.id, allocation.debitId, allocation.cents);
  }
  return entry!;
}

async function allocate(tx: Db, creditEntryId: number, debitEntryId: number, cents: number) {
  await tx.insert(ledgerAllocations).values({ creditEntryId, debitEntryId, amount: fromCents(cents) });
}

/**
 * Reverses an entry with the account locked: a new entry of the opposite amount naming it (once: the
 * unique index). A reversed credit first gives back what it paid (negative allocations), so those
 * debits are open again; then the reversal debit takes the credit back. A reversed debit is paid by
 * its reversal credit first (then its earlier payments become credit in favour, re-applied oldest first).
 */
export async function reverseEntry(
  tx: Db,
  terms: AccountTermsRow,
  entry: EntryRow,
  input: {
    reason: string;
    description: string;
    actor?: { userId: number; username: string } | null;
    entryDate?: string;
  },
): Promise<EntryRow> {
  const amountCents = toCents(entry.amount);
  const credit = amountCents < 0;
  // Undo what the entry settled: a credit, what it paid of each debit; a debit, what each credit paid
  // of it (those credits become open credit).
  const other = credit ? ledgerAllocations.debitEntryId : ledgerAllocations.creditEntryId;
  const settled = await tx
    .select({ other, amount: sql<string>`sum(${ledgerAllocations.amount})` })
    .from(ledgerAllocations)
    .where(eq(credit ? ledgerAllocations.creditEntryId : ledgerAllocations.debitEntryId, entry.id))
    .groupBy(other)
    .having(sql`sum(${ledgerAllocations.amount}) > 0`);
  for (const row of settled) {
    const cents = -toCents(Number(row.amount));
    await (credit ? allocate(tx, entry.id, row.other, cents) : allocate(tx, row.other, entry.id, cents));
  }
  // The reversal settles the entry first (a reversal debit takes the credit back; a reversal credit
  // pays the debit), then open credits pay whatever else is open, oldest first.
  const reversal = await postEntry(
    tx,
    terms,
    {
      userId: entry.userId,
      kind: 'reversal',
      amountCents: -amountCents,
      entryDate: input.entryDate,
      description: input.description,
      reversesEntryId: entry.id,
      reason: input.reason,
      actor: input.actor,
      orderId: entry.orderId,
      invoiceId: entry.invoiceId,
      receiptId: entry.receiptId,
    },
    [entry.id],
  );
  await reapplyOpenCredits(tx, entry.userId);
  return reversal;
}

/** Open credits pay open debits, oldest credit first (after a reversal freed some). */
export async function reapplyOpenCredits(tx: Db, userId: number): Promise<void> {
  let { debits, credits } = await openItems(tx, userId);
  for (const credit of credits) {
    if (debits.length === 0) return;
    const { allocations } = allocateCredit(credit.openCents, debits);
    for (const allocation of allocations) await allocate(tx, credit.id, allocation.debitId, allocation.cents);
    ({ debits } = await openItems(tx, userId));
  }
}

/** Sum of every entry of the customer (cents). */
export async function balanceCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return toCents(Number(row?.balance ?? 0));
}
