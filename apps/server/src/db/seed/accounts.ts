/**
 * The demo's cuenta corriente (issue 32, decision 056): three buyers with enabled accounts, some of
 * their past orders sold on account (the demo store does not invoice, so each order is the debit),
 * receipts by transfer, cheque and withholdings, one account with debts overdue and one near its
 * limit. Everything goes through the ledger's own functions, so the figures are the real rule's.
 */
import { storeDayOf } from '@mayorista/shared/current-account-rules';
import { toCents } from '@mayorista/shared/order-totals';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { orderDescription } from '../../modules/current-accounts/checkout.service.ts';
import { lockAccount, openItems, postEntry } from '../../modules/current-accounts/ledger.service.ts';
import { type ReceiptLineData, recordReceipt } from '../../modules/current-accounts/receipts.service.ts';
import type { Db } from '../client.ts';
import { customerAccounts, orders, users } from '../schema/index.ts';

const DAY_MS = 86_400_000;

type DemoAccount = {
  username: string;
  /** The credit limit as a multiple of what stays unpaid (rounded up to $ 50.000). */
  limitFactor: number;
  paymentTermsDays: number;
  /** How many of the buyer's latest orders (last 150 days) were sold on account. */
  orders: number;
  /** Which debits get paid, oldest first: every one but the last `unpaid`. */
  unpaid: number;
  /** How the receipts are paid, in turn. */
  methods: ReadonlyArray<(cents: number, day: string, index: number) => ReceiptLineData[]>;
};

const transfer = (cents: number, _day: string, index: number): ReceiptLineData[] => [
  { method: 'transfer', amountCents: cents, reference: `TRF-${48_210 + index}`, bank: 'Banco Nación' },
];
const cheque = (cents: number, day: string, index: number): ReceiptLineData[] => [
  {
    method: 'cheque',
    amountCents: cents,
    reference: `${10_552_300 + index}`,
    bank: 'Banco Galicia',
    chequeDate: day,
  },
];
const withholding = (cents: number, day: string, index: number): ReceiptLineData[] => {
  const withheld = Math.round(cents * 0.03);
  return [
    {
      method: 'echeq',
      amountCents: cents - withheld,
      reference: `E-${77_100 + index}`,
      bank: 'Banco Macro',
      chequeDate: day,
    },
    {
      method: 'withholding',
      amountCents: withheld,
      reference: `IIBB-2026-${500 + index}`,
      withholdingType: 'iibb',
    },
  ];
};

const ACCOUNTS: DemoAccount[] = [
  {
    username: 'verdeurbano',
    limitFactor: 2.5,
    paymentTermsDays: 30,
    orders: 6,
    unpaid: 2,
    methods: [transfer, cheque],
  },
  {
    username: 'clubraices',
    limitFactor: 1.15,
    paymentTermsDays: 15,
    orders: 5,
    unpaid: 2,
    methods: [withholding, transfer],
  },
  // Pays late: the oldest unpaid debits are overdue.
  {
    username: 'growpatagonia',
    limitFactor: 1.4,
    paymentTermsDays: 30,
    orders: 5,
    unpaid: 4,
    methods: [transfer],
  },
];

export async function seedDemoAccounts(db: Db, now: number): Promise<{ accounts: number; receipts: number }> {
  const accountUsers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        ACCOUNTS.map((account) => account.username),
      ),
    );
  const idOf = new Map(accountUsers.map((row) => [row.username, row.id]));
  const planned: { userId: number; day: string; debitId: number; lines: ReceiptLineData[] }[] = [];
  for (const account of ACCOUNTS) {
    const userId = idOf.get(account.username);
    if (userId === undefined) continue;
    await db
      .insert(customerAccounts)
      .values({ userId, enabled: true, paymentTermsDays: account.paymentTermsDays });
    const sold = (
      await db
        .select({ id: orders.id, total: orders.total, createdAt: orders.createdAt })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, ['pending', 'shipped', 'delivered']),
            gte(orders.createdAt, new Date(now - 150 * DAY_MS)),
          ),
        )
        .orderBy(sql`${orders.createdAt} desc`)
        .limit(account.orders)
    ).reverse();
    if (sold.length === 0) continue;
    await db
      .update(orders)
      .set({ paymentMethod: 'account', paymentStatus: 'pending' })
      .where(
        inArray(
          orders.id,
          sold.map((order) => order.id),
        ),
      );
    const debits = await db.transaction(async (tx) => {
      const terms = await lockAccount(tx, userId);
      for (const order of sold)
        await postEntry(tx, terms, {
          userId,
          kind: 'order',
          amountCents: toCents(order.total),
          entryDate: storeDayOf(order.createdAt),
          description: orderDescription(order.id),
          orderId: order.id,
        });
      return (await openItems(tx, userId)).debits;
    });
    // Each paid debit gets its receipt a few days before its due date, or a few after.
    const paid = debits.slice(0, Math.max(0, debits.length - account.unpaid));
    const unpaidCents = debits.slice(paid.length).reduce((sum, debit) => sum + debit.openCents, 0);
    const step = 5_000_000;
    await db
      .update(customerAccounts)
      .set({ creditLimit: (Math.ceil((unpaidCents * account.limitFactor) / step) * step) / 100 })
      .where(eq(customerAccounts.userId, userId));
    for (const [index, debit] of paid.entries()) {
      const lag = index % 2 === 0 ? account.paymentTermsDays - 3 : account.paymentTermsDays + 4;
      const day = storeDayOf(
        new Date(Math.min(now, Date.parse(`${debit.entryDate}T15:00:00Z`) + lag * DAY_MS)),
      );
      const method = account.methods[index % account.methods.length]!;
      planned.push({ userId, day, debitId: debit.id, lines: method(debit.openCents, day, index) });
    }
  }
  // Receipts numbered in the order of their dates, as they would have been issued.
  planned.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.debitId - b.debitId));
  for (const receipt of planned)
    await db.transaction(async (tx) => {
      const terms = await lockAccount(tx, receipt.userId);
      await recordReceipt(tx, terms, {
        userId: receipt.userId,
        issueDate: receipt.day,
        lines: receipt.lines,
        applyTo: [receipt.debitId],
        actor: null,
      });
    });
  return { accounts: accountUsers.length, receipts: planned.length };
}
