/**
 * What the cuenta corriente's API tests share: an app with the demo admin, buyers, entries posted
 * through the ledger core on chosen days, and orders on account written straight into the table
 * (checkout on account is tested where it lives).
 */
import { addDays, storeDayOf } from '@mayorista/shared/current-account-rules';
import { fromCents } from '@mayorista/shared/order-totals';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, createBuyers } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { type EntryInput, lockAccount, postEntry } from './ledger.service.ts';

export type AccountsContext = TestContext & { admin: Record<string, string>; buyers: Buyer[] };

export async function createAccountsApp(buyers = 3, prefix = 'cliente'): Promise<AccountsContext> {
  const ctx = await createTestApp();
  await ensureDemoUsers(ctx.database.db);
  const admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  return { ...ctx, admin, buyers: await createBuyers(ctx.app, ctx.database.db, buyers, { prefix }) };
}

/** The store day `days` before today. */
export const daysAgo = (days: number) => addDays(storeDayOf(), -days);

/** Posts one entry through the ledger core (debit > 0, credit < 0), with the account locked. */
export function post(
  db: Db,
  userId: number,
  amountCents: number,
  entryDate: string,
  extra: Partial<EntryInput> = {},
  chosen: number[] = [],
) {
  return db.transaction(async (tx) => {
    const terms = await lockAccount(tx, userId);
    return postEntry(
      tx,
      terms,
      {
        userId,
        kind: amountCents > 0 ? 'adjustment' : 'receipt',
        amountCents,
        entryDate,
        description: amountCents > 0 ? `Débito ${entryDate}` : `Crédito ${entryDate}`,
        ...extra,
      },
      chosen,
    );
  });
}

/** An order on account (or another method) of `totalCents`, written straight into the table. */
export async function insertOrder(
  db: Db,
  userId: number,
  totalCents: number,
  options: { status?: 'pending' | 'paid' | 'cancelled'; paymentMethod?: 'cash' | 'account' } = {},
): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      status: options.status ?? 'paid',
      paymentMethod: options.paymentMethod ?? 'account',
      deliveryType: 'pickup',
      recipientName: 'Cliente de prueba',
      customerEmail: 'cliente@example.com',
      customerPhone: '1100000000',
      shippingAddress: '',
      subtotal: fromCents(totalCents),
      total: fromCents(totalCents),
    })
    .returning({ id: orders.id });
  return row!.id;
}
