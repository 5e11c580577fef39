/**
 * What the cuenta corriente's postings read of orders (issue 32, decision 056): an order's buyer, method,
 * status and total, and which orders of a set were sold on account. Current-accounts owns no order
 * table: it asks here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

export type AccountOrder = {
  id: number;
  userId: number | null;
  paymentMethod: string;
  status: string;
  total: number;
};

export async function accountOrderOf(db: Db, orderId: number): Promise<AccountOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ? { ...row, total: Number(row.total) } : null;
}

/** The ids among `orderIds` of orders sold on account. */
export async function onAccountAmong(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, [...new Set(orderIds)]), eq(orders.paymentMethod, 'account')));
  return new Set(rows.map((row) => row.id));
}
