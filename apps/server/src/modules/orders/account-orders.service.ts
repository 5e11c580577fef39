/**
 * What the cuenta corriente (issue 32, decision 056) reads of the orders: the orders sold on account
 * that the ledger does not hold yet. The ledger knows which orders it holds (its entries name them);
 * the orders module sums the others, so neither reads the other's tables.
 */
import { toCents } from '@mayorista/shared/order-totals';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Whole ids as one PostgreSQL array parameter ('{1,2,3}'): any number of ids, one parameter. */
const intArray = (ids: readonly number[]) => `{${ids.filter(Number.isInteger).join(',')}}`;

/**
 * Cents of each customer's orders on account (payment_method 'account'), not cancelled, leaving out
 * `posted` (the orders the ledger already holds as an invoice or order debit). `userIds` limits it to
 * those customers (inside an order's transaction: the one buyer); without it, every customer.
 */
export async function unpostedAccountOrdersCents(
  db: Db,
  options: { userIds?: readonly number[]; posted: readonly number[] },
): Promise<Map<number, number>> {
  if (options.userIds && options.userIds.length === 0) return new Map();
  const conditions = [
    eq(orders.paymentMethod, 'account'),
    ne(orders.status, 'cancelled'),
    sql`not (${orders.id} = any(${intArray(options.posted)}::int[]))`,
  ];
  if (options.userIds) conditions.push(inArray(orders.userId, [...options.userIds]));
  const rows = await queryRows<{ user_id: number; total: string | number }>(
    db,
    sql`select ${orders.userId} as user_id, sum(${orders.total}) as total from ${orders}
        where ${and(...conditions)} and ${orders.userId} is not null
        group by ${orders.userId}`,
  );
  return new Map(rows.map((row) => [Number(row.user_id), toCents(Number(row.total))]));
}
