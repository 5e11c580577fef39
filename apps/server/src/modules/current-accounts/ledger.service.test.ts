import { agingOf, agingTotal } from '@mayorista/shared/current-account-rules';
import { toCents } from '@mayorista/shared/order-totals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/helpers.ts';
import { balanceCents, lockAccount, openItems, postEntry, reverseEntry } from './ledger.service.ts';

let db: Db;
let close: () => Promise<void>;
let userId: number;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = database.close;
});
afterAll(() => close());

async function newCustomer(name: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, passwordHash: 'x', isActive: true })
    .returning({ id: users.id });
  return row!.id;
}

const post = (amountCents: number, entryDate: string, chosen: number[] = []) =>
  db.transaction(async (tx) => {
    const terms = await lockAccount(tx, userId);
    return postEntry(
      tx,
      terms,
      {
        userId,
        kind: amountCents > 0 ? 'adjustment' : 'receipt',
        amountCents,
        entryDate,
        description: 'prueba',
      },
      chosen,
    );
  });

describe('ledger posting', () => {
  beforeAll(async () => {
    userId = await newCustomer('ledger1');
  });

  it('pays the oldest debits first, then keeps the rest as credit taken by the next debit', async () => {
    const d1 = await post(10_000, '2026-01-10');
    const d2 = await post(5_000, '2026-02-10');
    await post(-12_000, '2026-03-01');
    let open = await openItems(db, userId);
    expect(open.debits).toEqual([
      { id: d2.id, entryDate: '2026-02-10', dueDate: '2026-03-12', openCents: 3_000 },
    ]);
    expect(open.credits).toEqual([]);
    expect(await balanceCents(db, userId)).toBe(3_000);

    await post(-5_000, '2026-03-02');
    open = await openItems(db, userId);
    expect(open.debits).toEqual([]);
    expect(open.credits.map((credit) => credit.openCents)).toEqual([2_000]);
    expect(await balanceCents(db, userId)).toBe(-2_000);

    const d3 = await post(1_500, '2026-03-05');
    open = await openItems(db, userId);
    expect(open.debits).toEqual([]);
    expect(open.credits.map((credit) => credit.openCents)).toEqual([500]);
    expect(d1.id).toBeLessThan(d3.id);
  });

  it('pays chosen debits first', async () => {
    userId = await newCustomer('ledger2');
    const old = await post(1_000, '2026-01-01');
    const chosen = await post(2_000, '2026-02-01');
    await post(-2_000, '2026-03-01', [chosen.id]);
    const open = await openItems(db, userId);
    expect(open.debits.map((debit) => [debit.id, debit.openCents])).toEqual([[old.id, 1_000]]);
  });

  it('reversing a receipt opens its debits again; reversing a debit pays it', async () => {
    userId = await newCustomer('ledger3');
    const debit = await post(4_000, '2026-01-01');
    const receipt = await post(-4_000, '2026-01-05');
    expect((await openItems(db, userId)).debits).toEqual([]);
    await db.transaction(async (tx) => {
      const terms = await lockAccount(tx, userId);
      await reverseEntry(tx, terms, receipt, { reason: 'Cheque rechazado', description: 'Anulación' });
    });
    let open = await openItems(db, userId);
    expect(open.debits.map((row) => [row.id, row.openCents])).toEqual([[debit.id, 4_000]]);
    expect(open.credits).toEqual([]);
    expect(await balanceCents(db, userId)).toBe(4_000);

    await db.transaction(async (tx) => {
      const terms = await lockAccount(tx, userId);
      await reverseEntry(tx, terms, debit, { reason: 'Error', description: 'Anulación' });
    });
    open = await openItems(db, userId);
    expect(open.debits.length + open.credits.length).toBe(0);
    expect(await balanceCents(db, userId)).toBe(0);
  });

  it('reverses an entry once, and refuses to edit or delete one', async () => {
    userId = await newCustomer('ledger4');
    const debit = await post(1_000, '2026-01-01');
    const reverse = () =>
      db.transaction(async (tx) => {
        const terms = await lockAccount(tx, userId);
        await reverseEntry(tx, terms, debit, { reason: 'x', description: 'Anulación' });
      });
    await reverse();
    await expect(reverse()).rejects.toThrow();
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'written',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, debit.id))),
    ).toMatch(/append-only/);
    expect(await refusal(db.delete(ledgerEntries).where(eq(ledgerEntries.id, debit.id)))).toMatch(
      /append-only/,
    );
  });

  it('keeps balance = sum of entries and aging + credit = balance over generated ledgers', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let ledger = 0; ledger < 6; ledger += 1) {
      userId = await newCustomer(`gen${ledger}`);
      const posted: Awaited<ReturnType<typeof post>>[] = [];
      for (let step = 0; step < 25; step += 1) {
        const day = `2026-${String(1 + Math.floor(random() * 10)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
        const cents = Math.round(random() * 5_000_000) + 1;
        const roll = random();
        if (roll < 0.1 && posted.length > 0) {
          const target = posted[Math.floor(random() * posted.length)]!;
          await db
            .transaction(async (tx) => {
              const terms = await lockAccount(tx, userId);
              await reverseEntry(tx, terms, target, { reason: 'r', description: 'Anulación' });
            })
            .catch(() => {}); // already reversed: refused, nothing written
        } else posted.push(await post(roll < 0.55 ? cents : -cents, day));
        const [sum] = await db
          .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, userId));
        const balance = await balanceCents(db, userId);
        expect(balance).toBe(toCents(Number(sum!.total)));
        const open = await openItems(db, userId);
        expect(open.debits.length === 0 || open.credits.length === 0).toBe(true);
        const credit = open.credits.reduce((total, row) => total + row.openCents, 0);
        expect(agingTotal(agingOf(open.debits, credit, '2026-12-01'))).toBe(balance);
      }
    }
  });
});
