/**
 * The statement of a period (issue 32 items 5 and 6): one function for the buyer's and the staff's
 * routes, so both see the same figures. Opening balance = the entries before `from`; each line runs
 * the balance on; closing = opening + debits - credits = the balance at the end of `to`.
 */

import { addDays, daysBetween, storeDayOf } from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_LIMITS,
  type Statement,
  type StatementLine,
} from '@mayorista/shared/current-accounts';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { and, between, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { accountSummary, findEntries } from './account.service.ts';

/** The period asked for: `to` defaults to today, `from` to 90 days before `to`; both included. */
export function statementPeriod(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -ACCOUNT_LIMITS.statementDaysDefault);
  if (from > to) throw fieldErrors({ from: [ACCOUNT_FORM_MESSAGES.periodInvalid] });
  if (daysBetween(from, to) > ACCOUNT_LIMITS.statementDaysMax)
    throw fieldErrors({ from: [ACCOUNT_FORM_MESSAGES.periodTooLong] });
  return { from, to };
}

export async function accountStatement(
  db: Db,
  userId: number,
  query: { from?: string; to?: string },
  today: string = storeDayOf(),
): Promise<Statement> {
  const { from, to } = statementPeriod(query, today);
  const summary = await accountSummary(db, userId, today);
  const [[opening], entries] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.entryDate, from))),
    findEntries(db, { userId, where: between(ledgerEntries.entryDate, from, to), order: 'oldest' }, today),
  ]);
  const openingCents = toCents(Number(opening?.total ?? 0));
  let running = openingCents;
  let debits = 0;
  let credits = 0;
  const lines: StatementLine[] = entries.map((entry) => {
    const cents = toCents(entry.amount);
    running += cents;
    if (cents > 0) debits += cents;
    else credits -= cents;
    return {
      ...entry,
      debit: cents > 0 ? fromCents(cents) : 0,
      credit: cents < 0 ? fromCents(-cents) : 0,
      balance: fromCents(running),
    };
  });
  return {
    summary,
    from,
    to,
    opening_balance: fromCents(openingCents),
    total_debits: fromCents(debits),
    total_credits: fromCents(credits),
    closing_balance: fromCents(running),
    lines,
  };
}
