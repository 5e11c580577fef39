/**
 * 'Cuentas corrientes' of the back office (issue 32 item 6): one row per customer with an account
 * row or any entry: balance, overdue, available credit, aging and the oldest due date. The ledger's
 * figures come from one grouped query over every entry (open amounts through the allocations, also
 * grouped), the orders on account not yet in the ledger from one grouped query of the orders module,
 * the names from one query of the auth module; then the filter, the sort and the page. Totals are of
 * the whole filter, not of the page.
 */

import {
  AGING_BUCKETS,
  type AgingCents,
  availableCreditCents,
  storeDayOf,
} from '@mayorista/shared/current-account-rules';
import {
  ACCOUNT_LIMITS,
  type ReceivableRow,
  type Receivables,
  type ReceivablesQuery,
  type ReceivablesSummary,
} from '@mayorista/shared/current-accounts';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { findAccountHolders } from '../auth/account-holders.service.ts';
import { unpostedAccountOrdersCents } from '../orders/account-orders.service.ts';
import { postedOrderIds } from './account.service.ts';

type LedgerFigures = {
  balance: number;
  overdue: number;
  aging: AgingCents;
  oldestDueDate: string | null;
};

type FiguresRow = {
  user_id: number;
  balance: string | number;
  overdue: string | number;
  d0_30: string | number;
  d31_60: string | number;
  d61_90: string | number;
  d90_plus: string | number;
  credit: string | number;
  oldest_due_date: string | null;
};

/**
 * Every customer's ledger figures on `today`, in one query: each entry's open amount from the
 * allocations grouped by debit and by credit; aging by days since the document's date (the buckets
 * of agingBucketOf: up to 30, 60, 90, more); overdue = open debits due before today.
 */
export async function ledgerFiguresByCustomer(db: Db, today: string): Promise<Map<number, LedgerFigures>> {
  const open = sql.raw(`(e.amount - coalesce(d.paid, 0))`);
  const age = sql`(${today}::date - e.entry_date)`;
  const rows = await queryRows<FiguresRow>(
    db,
    sql`select e.user_id,
          sum(e.amount) as balance,
          sum(case when e.amount > 0 and e.due_date < ${today}::date then ${open} else 0 end) as overdue,
          sum(case when e.amount > 0 and ${age} <= 30 then ${open} else 0 end) as d0_30,
          sum(case when e.amount > 0 and ${age} > 30 and ${age} <= 60 then ${open} else 0 end) as d31_60,
          sum(case when e.amount > 0 and ${age} > 60 and ${age} <= 90 then ${open} else 0 end) as d61_90,
          sum(case when e.amount > 0 and ${age} > 90 then ${open} else 0 end) as d90_plus,
          sum(case when e.amount < 0 then -e.amount - coalesce(c.used, 0) else 0 end) as credit,
          min(case when e.amount > 0 and ${open} > 0 then e.due_date end)::text as oldest_due_date
        from ledger_entries e
        left join (select debit_entry_id, sum(amount) as paid from ledger_allocations group by debit_entry_id) d
          on e.amount > 0 and d.debit_entry_id = e.id
        left join (select credit_entry_id, sum(amount) as used from ledger_allocations group by credit_entry_id) c
          on e.amount < 0 and c.credit_entry_id = e.id
        group by e.user_id`,
  );
  const cents = (value: string | number) => toCents(Number(value));
  return new Map(
    rows.map((row) => [
      Number(row.user_id),
      {
        balance: cents(row.balance),
        overdue: cents(row.overdue),
        aging: {
          d0_30: cents(row.d0_30),
          d31_60: cents(row.d31_60),
          d61_90: cents(row.d61_90),
          d90_plus: cents(row.d90_plus),
          credit: -cents(row.credit),
        },
        oldestDueDate: row.oldest_due_date,
      },
    ]),
  );
}

const NO_FIGURES: LedgerFigures = {
  balance: 0,
  overdue: 0,
  aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
  oldestDueDate: null,
};

/** A row in cents, before it is filtered, sorted and shaped. */
type Row = {
  customerId: number;
  username: string;
  businessName: string;
  email: string;
  enabled: boolean;
  creditLimitCents: number;
  paymentTermsDays: number;
  available: number;
} & LedgerFigures;

/** Lower case without accents, for the search. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every customer with an account row or an entry, with the figures of `today`. */
async function allRows(db: Db, today: string): Promise<Row[]> {
  const [figures, accounts, posted] = await Promise.all([
    ledgerFiguresByCustomer(db, today),
    db.select().from(customerAccounts),
    postedOrderIds(db),
  ]);
  const terms = new Map(accounts.map((account) => [account.userId, account]));
  const ids = [...new Set([...terms.keys(), ...figures.keys()])];
  const [holders, pending] = await Promise.all([
    findAccountHolders(db, ids),
    unpostedAccountOrdersCents(db, { posted }),
  ]);
  const rows: Row[] = [];
  for (const id of ids) {
    const holder = holders.get(id);
    if (!holder) continue;
    const account = terms.get(id);
    const figure = figures.get(id) ?? NO_FIGURES;
    const creditLimitCents = account ? toCents(account.creditLimit) : 0;
    rows.push({
      customerId: id,
      username: holder.username,
      businessName: holder.businessName,
      email: holder.email,
      enabled: account?.enabled ?? false,
      creditLimitCents,
      paymentTermsDays: account?.paymentTermsDays ?? 30,
      available: availableCreditCents({
        limitCents: creditLimitCents,
        balanceCents: figure.balance,
        pendingCents: pending.get(id) ?? 0,
      }),
      ...figure,
    });
  }
  return rows;
}

const nameOf = (row: Row) => row.businessName || row.username;

/** The filter and the sort of the list (and of its export). */
export async function receivableRows(
  db: Db,
  query: Omit<ReceivablesQuery, 'page' | 'format'>,
  today: string = storeDayOf(),
): Promise<Row[]> {
  const search = query.search ? fold(query.search) : '';
  const only = query.only ?? 'all';
  const rows = (await allRows(db, today)).filter((row) => {
    if (only === 'with_balance' && row.balance <= 0) return false;
    if (only === 'overdue' && row.overdue <= 0) return false;
    if (!search) return true;
    return [row.username, row.businessName, row.email].some((value) => fold(value).includes(search));
  });
  const sort = query.sort ?? 'balance';
  const ascending =
    (query.order ?? (sort === 'name' || sort === 'oldest_due_date' ? 'asc' : 'desc')) === 'asc';
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const compare = (a: Row, b: Row): number => {
    switch (sort) {
      case 'name':
        return collator.compare(nameOf(a), nameOf(b));
      case 'overdue':
        return a.overdue - b.overdue;
      case 'available_credit':
        return a.available - b.available;
      case 'oldest_due_date':
        // Without a due date: last, whichever the order.
        if (a.oldestDueDate === b.oldestDueDate) return 0;
        if (a.oldestDueDate === null) return ascending ? 1 : -1;
        if (b.oldestDueDate === null) return ascending ? -1 : 1;
        return a.oldestDueDate < b.oldestDueDate ? -1 : 1;
      default:
        return a.balance - b.balance;
    }
  };
  return rows.sort(
    (a, b) =>
      (ascending ? compare(a, b) : -compare(a, b)) ||
      collator.compare(nameOf(a), nameOf(b)) ||
      a.customerId - b.customerId,
  );
}

const agingOut = (aging: AgingCents) => ({
  d0_30: fromCents(aging.d0_30),
  d31_60: fromCents(aging.d31_60),
  d61_90: fromCents(aging.d61_90),
  d90_plus: fromCents(aging.d90_plus),
  credit: fromCents(aging.credit),
});

export function toReceivableRow(row: Row): ReceivableRow {
  return {
    customer_id: row.customerId,
    username: row.username,
    business_name: row.businessName,
    enabled: row.enabled,
    credit_limit: fromCents(row.creditLimitCents),
    payment_terms_days: row.paymentTermsDays,
    balance: fromCents(row.balance),
    overdue: fromCents(row.overdue),
    available_credit: fromCents(row.available),
    aging: agingOut(row.aging),
    oldest_due_date: row.oldestDueDate,
  };
}

/** GET /api/receivables/: a page of rows and the totals of every row of the filter. */
export async function listReceivables(
  db: Db,
  query: ReceivablesQuery,
  url: string,
  today: string = storeDayOf(),
): Promise<Receivables> {
  const rows = await receivableRows(db, query, today);
  const page = query.page ?? 1;
  const pageSize = ACCOUNT_LIMITS.receivablesPageSize;
  if (page > 1 && (page - 1) * pageSize >= rows.length) throw notFound('Página inválida.');
  const aging: AgingCents = { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 };
  let balance = 0;
  let overdue = 0;
  for (const row of rows) {
    balance += row.balance;
    overdue += row.overdue;
    for (const bucket of AGING_BUCKETS) aging[bucket] += row.aging[bucket];
    aging.credit += row.aging.credit;
  }
  return {
    ...toPage(rows.slice((page - 1) * pageSize, page * pageSize).map(toReceivableRow), {
      count: rows.length,
      page,
      pageSize,
      url,
    }),
    totals: { balance: fromCents(balance), overdue: fromCents(overdue), aging: agingOut(aging) },
    as_of: today,
  };
}

/** GET /api/receivables/summary/: what customers owe, what is overdue, and how many customers each. */
export async function receivablesSummary(db: Db, today: string = storeDayOf()): Promise<ReceivablesSummary> {
  const figures = [...(await ledgerFiguresByCustomer(db, today)).values()];
  const owing = figures.filter((figure) => figure.balance > 0);
  const overdue = figures.filter((figure) => figure.overdue > 0);
  return {
    receivables: fromCents(owing.reduce((sum, figure) => sum + figure.balance, 0)),
    overdue: fromCents(overdue.reduce((sum, figure) => sum + figure.overdue, 0)),
    customers_with_balance: owing.length,
    customers_overdue: overdue.length,
  };
}
