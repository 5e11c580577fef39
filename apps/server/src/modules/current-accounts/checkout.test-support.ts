/** Helpers of the cuenta corriente integration tests: terms set, debits posted in the past, ledger reads. */
import { toCents } from '@mayorista/shared/order-totals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAccounts, ledgerEntries } from '../../db/schema/index.ts';
import { lockAccount, postEntry } from './ledger.service.ts';

/** The customer's terms as staff would set them (the row written directly). */
export async function setTerms(
  db: Db,
  userId: number,
  terms: { enabled: boolean; creditLimit: number; paymentTermsDays?: number },
) {
  const values = {
    userId,
    enabled: terms.enabled,
    creditLimit: terms.creditLimit,
    paymentTermsDays: terms.paymentTermsDays ?? 30,
  };
  await db
    .insert(customerAccounts)
    .values(values)
    .onConflictDoUpdate({ target: customerAccounts.userId, set: values });
}

/** A debit (adjustment) dated `entryDate`, so that it falls due by the terms in force. */
export async function postDebit(db: Db, userId: number, pesos: number, entryDate: string) {
  return db.transaction(async (tx) => {
    const terms = await lockAccount(tx, userId);
    return postEntry(tx, terms, {
      userId,
      kind: 'adjustment',
      amountCents: toCents(pesos),
      entryDate,
      description: 'Saldo inicial',
      reason: 'Saldo anterior al sistema',
    });
  });
}

export type EntryRow = typeof ledgerEntries.$inferSelect;

export async function entriesOf(db: Db, userId: number): Promise<EntryRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id);
}

/** The customer's balance in cents (sum of the entries). */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return toCents(Number(row.total));
}
