/**
 * The cuenta corriente reminders (issue 32 item 7): before a due date (once) and when overdue (again
 * every overdue_repeat_days), one mail per customer and kind through the outbox, only to a verified
 * address, each reminder once however often the job runs; and the rule of which reminder is due.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReminders, accountSettings, outbox, users } from '../../db/schema/index.ts';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { postDebit, setTerms } from './checkout.test-support.ts';
import { lockAccount, postEntry } from './ledger.service.ts';
import { reminderDue, sendAccountReminders } from './reminders.job.ts';

const SETTINGS = { reminderDaysBefore: 3, overdueReminders: true, overdueRepeatDays: 7 };

describe('which reminder is due', () => {
  it('reminds once within the days before, and overdue again every N days', () => {
    const today = '2030-03-10';
    expect(reminderDue({ dueDate: '2030-03-14' }, today, SETTINGS, {})).toBeNull();
    expect(reminderDue({ dueDate: '2030-03-13' }, today, SETTINGS, {})).toBe('before_due');
    expect(reminderDue({ dueDate: '2030-03-10' }, today, SETTINGS, {})).toBe('before_due');
    expect(reminderDue({ dueDate: '2030-03-12' }, today, SETTINGS, { before_due: '2030-03-09' })).toBeNull();
    expect(
      reminderDue({ dueDate: '2030-03-12' }, today, { ...SETTINGS, reminderDaysBefore: 0 }, {}),
    ).toBeNull();
    expect(reminderDue({ dueDate: '2030-03-09' }, today, SETTINGS, {})).toBe('overdue');
    expect(reminderDue({ dueDate: '2030-03-01' }, today, SETTINGS, { overdue: '2030-03-04' })).toBeNull();
    expect(reminderDue({ dueDate: '2030-03-01' }, today, SETTINGS, { overdue: '2030-03-03' })).toBe(
      'overdue',
    );
    expect(
      reminderDue(
        { dueDate: '2030-03-01' },
        today,
        { ...SETTINGS, overdueRepeatDays: 0 },
        { overdue: '2030-03-02' },
      ),
    ).toBeNull();
    expect(
      reminderDue({ dueDate: '2030-03-01' }, today, { ...SETTINGS, overdueReminders: false }, {}),
    ).toBeNull();
  });
});

describe(`cuenta corriente reminders (${dbKind})`, () => {
  let ctx: TestContext;
  let buyers: Buyer[];
  const at = (day: string) => new Date(`${day}T15:00:00Z`);
  const mails = () =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} like 'account_reminder%'`)
      .orderBy(outbox.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    buyers = await createBuyers(ctx.app, ctx.database.db, 3, { prefix: `aviso${process.pid}-` });
  });
  afterAll(() => closeTestApp(ctx));

  it('mails each reminder once, to verified addresses only, and repeats the overdue one after the days set', async () => {
    const db = ctx.database.db;
    const [ana, beto, unverified] = buyers;
    await db.update(users).set({ firstName: 'Ana' }).where(eq(users.id, ana.id));
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    for (const buyer of buyers) await setTerms(db, buyer.id, { enabled: true, creditLimit: 100_000 });
    // Terms 30 days: due 2030-03-12 (in 2 days), 2030-02-19 (overdue), 2030-04-20 (far).
    const soon = await postDebit(db, ana.id, 1_234.5, '2030-02-10');
    const late = await postDebit(db, ana.id, 800, '2030-01-20');
    await postDebit(db, ana.id, 999, '2030-03-21');
    const paid = await postDebit(db, beto.id, 500, '2030-01-20');
    await db.transaction(async (tx) => {
      const terms = await lockAccount(tx, beto.id);
      await postEntry(tx, terms, {
        userId: beto.id,
        kind: 'adjustment',
        amountCents: -50_000,
        entryDate: '2030-02-01',
        description: 'Pago',
        reason: 'Pagado',
      });
    });
    await postDebit(db, unverified.id, 700, '2030-01-20');

    const first = await sendAccountReminders(ctx.app, at('2030-03-10'));
    expect(first).toMatchObject({ reminded: 2, mails: 2 });
    const sent = await mails();
    expect(sent.map((mail) => [mail.to, mail.kind])).toEqual([
      [`aviso${process.pid}-1@example.com`, 'account_reminder_due'],
      [`aviso${process.pid}-1@example.com`, 'account_reminder_overdue'],
    ]);
    expect(sent[0].text).toContain('Hola Ana:');
    expect(sent[0].text).toContain('- Saldo inicial: $ 1.234,50, vence el 12/03/2030');
    expect(sent[0].text).toContain('/configuracion/mi-cuenta-corriente');
    expect(sent[1].subject).toMatch(/^Tienes deuda vencida en tu cuenta corriente con /);
    expect(sent[1].text).toContain('- Saldo inicial: $ 800,00, venció el 19/02/2030');
    expect(sent[1].text).toContain('Total vencido: $ 800,00');
    expect(sent.map((mail) => mail.text).join('\n')).not.toMatch(/Tenés|Podés|Ingresá/);
    const claims = await db.select().from(accountReminders);
    expect(claims.map((row) => [row.entryId, row.kind]).sort()).toEqual(
      [
        [soon.id, 'before_due'],
        [late.id, 'overdue'],
      ].sort(),
    );
    expect(claims.some((row) => row.entryId === paid.id)).toBe(false);

    // Again the same day, and the next: nothing new.
    expect(await sendAccountReminders(ctx.app, at('2030-03-10'))).toMatchObject({ mails: 0 });
    expect(await sendAccountReminders(ctx.app, at('2030-03-11'))).toMatchObject({ mails: 0 });
    // A week later: the overdue one again, and the other one, now overdue, with it in one mail.
    expect(await sendAccountReminders(ctx.app, at('2030-03-17'))).toMatchObject({ reminded: 2, mails: 1 });
    const last = (await mails()).at(-1)!;
    expect(last.kind).toBe('account_reminder_overdue');
    expect(last.text).toContain('Total vencido: $ 2.034,50');
    // Once verified, the waiting customer is reminded too.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.id));
    expect(await sendAccountReminders(ctx.app, at('2030-03-17'))).toMatchObject({ reminded: 1, mails: 1 });
  });

  it('sends nothing when the store turned the reminders off', async () => {
    const db = ctx.database.db;
    await db
      .insert(accountSettings)
      .values({ id: 1, reminderDaysBefore: 0, overdueReminders: false })
      .onConflictDoUpdate({
        target: accountSettings.id,
        set: { reminderDaysBefore: 0, overdueReminders: false },
      });
    expect(await sendAccountReminders(ctx.app, at('2030-06-01'))).toMatchObject({ mails: 0 });
  });
});
