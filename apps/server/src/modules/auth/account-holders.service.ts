/**
 * The customers as the cuenta corriente (issue 32) names them: on statements, receipts and the
 * receivables list. Read here, so that module never reads the users table.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type AccountHolder = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  businessAddress: string;
  cuit: string;
  dni: string;
  ivaCondition: string;
  isBlocked: boolean;
};

const fields = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  businessName: users.businessName,
  businessAddress: users.businessAddress,
  cuit: users.cuit,
  dni: users.dni,
  ivaCondition: users.ivaCondition,
  isBlocked: users.isBlocked,
};

/** A customer (not staff) by id, or null. */
export async function findAccountHolder(db: Db, id: number): Promise<AccountHolder | null> {
  const [row] = await db
    .select(fields)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isStaff, false)));
  return row ?? null;
}

/** The given customers (staff left out), by id; the ids go as one array parameter (thousands of them). */
export async function findAccountHolders(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, AccountHolder>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(fields)
    .from(users)
    .where(and(sql`${users.id} = any(${`{${unique.join(',')}}`}::int[])`, eq(users.isStaff, false)));
  return new Map(rows.map((row) => [row.id, row]));
}
