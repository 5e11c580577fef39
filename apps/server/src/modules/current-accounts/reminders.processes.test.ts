/**
 * Two app processes on one database (two apps here, each with its own pool on PostgreSQL) run the
 * cuenta corriente reminders at once: each reminder is mailed once (the claim in account_reminders),
 * and through the job runner only one of them runs it at all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { createTestDatabase, dbKind, testConfig } from '../../test/helpers.ts';
import { createBuyers } from '../../test/order-fixtures.ts';
import { postDebit, setTerms } from './checkout.test-support.ts';
import { accountRemindersJob, sendAccountReminders } from './reminders.job.ts';

describe(`cuenta corriente reminders across two processes (${dbKind})`, () => {
  let database: Database;
  let second: Database | null = null;
  let a: AppInstance;
  let b: AppInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind === 'postgres') {
      const url = (database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      second = await openDatabase({ url, poolSize: 10 });
    }
    a = await buildApp({ db: database.db, config: testConfig(), logger: false });
    b = await buildApp({ db: (second ?? database).db, config: testConfig(), logger: false });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second) {
      second.pool?.on('error', () => {});
      await second.close();
    }
    database.pool?.on('error', () => {});
    await database?.close();
  });

  const reminderMails = () =>
    database.db.select().from(outbox).where(sql`${outbox.kind} like 'account_reminder%'`);

  it('mails each reminder once when both run it at the same moment', async () => {
    const db = database.db;
    const buyers = await createBuyers(a, db, 20, { prefix: `procesos${process.pid}-` });
    for (const buyer of buyers) {
      await setTerms(db, buyer.id, { enabled: true, creditLimit: 100_000 });
      await postDebit(db, buyer.id, 100, '2030-01-20'); // overdue on 2030-03-10
      await postDebit(db, buyer.id, 200, '2030-02-10'); // due 2030-03-12
    }
    const now = new Date('2030-03-10T15:00:00Z');
    const results = await Promise.all([
      sendAccountReminders(a, now),
      sendAccountReminders(b, now),
      sendAccountReminders(a, now),
      sendAccountReminders(b, now),
    ]);
    expect(results.reduce((sum, result) => sum + result.reminded, 0)).toBe(40);
    const sent = await reminderMails();
    expect(sent).toHaveLength(40);
    const perBuyerAndKind = new Set(sent.map((mail) => `${mail.to}:${mail.kind}`));
    expect(perBuyerAndKind.size).toBe(40);
  });

  it('runs the job in one process only when both claim it', async () => {
    const before = (await reminderMails()).length;
    const now = () => new Date('2030-03-17T15:00:00Z');
    const outcomes = await Promise.all([
      runJobOnce(a.db, accountRemindersJob(a, now)),
      runJobOnce(b.db, accountRemindersJob(b, now)),
    ]);
    expect([...outcomes].sort()).toEqual(['ran', 'skipped']);
    // A week later: each overdue reminder again, and the other debits, now overdue: one mail each.
    expect((await reminderMails()).length - before).toBe(20);
  });
});
