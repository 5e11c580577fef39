import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BACKOFF_MINUTES } from '@mayorista/shared/mail';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppInstance } from '../app-instance.ts';
import { queryRows } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { createTestApp, dbKind, type TestContext, testConfig } from '../test/helpers.ts';
import { closeTestApp } from '../test/order-fixtures.ts';
import { runJobOnce } from './jobs.ts';
import { MAIL_RETRY_BATCH, mailRetryJob, retryDueMails } from './mail-retry.job.ts';
import { startTestSmtp, type TestSmtp } from './smtp.test-support.ts';

describe(`e-mail retries (${dbKind})`, () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  let second: AppInstance;

  const db = () => ctx.database.db;
  const deps = () => ({ db: db(), mailer: ctx.app.mailer });
  const mailTo = (to: string) => ({
    to,
    subject: 'Prueba de reintento',
    text: 'Código 123456',
    kind: 'test',
  });

  /** The row and, for its retry time, the minutes from the database's now() (rounded). */
  const row = async (to: string) => {
    const [found] = await queryRows<{
      id: number;
      status: string;
      attempts: number;
      error: string | null;
      next_in_minutes: number | null;
    }>(
      db(),
      sql`select id, status, attempts, error,
            round(extract(epoch from (next_attempt_at - now())) / 60)::int as next_in_minutes
          from outbox where "to" = ${to} order by id desc limit 1`,
    );
    return found;
  };
  const makeDue = (to: string) =>
    db().execute(sql`update outbox set next_attempt_at = now() - interval '1 second' where "to" = ${to}`);
  const delivered = (to: string) => smtp.deliveries.filter((delivery) => delivery.to.includes(to)).length;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    // A second process on the same database (another Node process in production).
    second = await buildApp({
      db: ctx.database.db,
      config: testConfig({ smtpUrl: smtp.url }),
      logger: false,
    });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await closeTestApp(ctx);
    await smtp?.close();
  });

  beforeEach(() => {
    smtp.failing = false;
  });

  it('a mail the server refuses stays failed and is retried after 1 minute', async () => {
    smtp.failing = true;
    const result = await ctx.app.mailer.send(mailTo('caido@example.com'));
    expect(result.delivered).toBe(false);
    const mail = await row('caido@example.com');
    expect(mail).toMatchObject({ status: 'failed', attempts: 1, next_in_minutes: 1 });
    expect(mail.error).toContain('451');
    // Not due yet: the job leaves it alone.
    smtp.failing = false;
    await retryDueMails(deps());
    expect(await row('caido@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivered('caido@example.com')).toBe(0);
  });

  it('backs off 1, 5, 15, 60, 240 minutes and gives up after 6 attempts', async () => {
    expect(MAIL_RETRY_BACKOFF_MINUTES).toEqual([1, 5, 15, 60, 240]);
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    const to = 'rebota@example.com';
    smtp.failing = true;
    await ctx.app.mailer.send(mailTo(to));
    expect(await row(to)).toMatchObject({ attempts: 1, next_in_minutes: 1 });
    for (const [index, minutes] of [5, 15, 60, 240].entries()) {
      await makeDue(to);
      await retryDueMails(deps());
      expect(await row(to)).toMatchObject({
        status: 'failed',
        attempts: index + 2,
        next_in_minutes: minutes,
      });
    }
    await makeDue(to);
    await retryDueMails(deps());
    // The 6th attempt failed: no more automatic retries.
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 6, next_in_minutes: null });
    smtp.failing = false;
    await retryDueMails(deps());
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 6 });
    expect(delivered(to)).toBe(0);
  });

  it('sends a due mail once the server answers again and clears the error', async () => {
    const to = 'vuelve@example.com';
    smtp.failing = true;
    await ctx.app.mailer.send(mailTo(to));
    smtp.failing = false;
    await makeDue(to);
    const result = await retryDueMails(deps());
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 2, error: null, next_in_minutes: null });
    expect(delivered(to)).toBe(1);
    const [stored] = await db().select().from(outbox).where(eq(outbox.to, to));
    expect(stored.lastAttemptAt).not.toBeNull();
  });

  it('a retry whose process died mid-send (lease expired) is claimed again', async () => {
    const to = 'colgado@example.com';
    await db()
      .insert(outbox)
      .values({
        to,
        subject: 'Quedó enviándose',
        text: 'x',
        kind: 'test',
        status: 'sending' as 'failed',
        attempts: 2,
        nextAttemptAt: sql`now() - interval '1 minute'`,
      });
    await retryDueMails(deps());
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(delivered(to)).toBe(1);
  });

  it('a mail queued in a transaction is sent after it commits, and by the retry job if the process died first', async () => {
    const sentTo = 'encolado@example.com';
    const lostTo = 'encolado-caido@example.com';
    const rolledBack = 'encolado-deshecho@example.com';
    const queued = await db().transaction((tx) => ctx.app.mailer.queue(tx, [mailTo(sentTo)]));
    expect(await row(sentTo)).toMatchObject({ status: 'sending', attempts: 1 });
    await ctx.app.mailer.deliverQueued(queued);
    expect(await row(sentTo)).toMatchObject({ status: 'sent', attempts: 1, next_in_minutes: null });
    expect(delivered(sentTo)).toBe(1);

    // The process dies after the commit, before handing the mail to SMTP: the lease runs out.
    await db().transaction((tx) => ctx.app.mailer.queue(tx, [mailTo(lostTo)]));
    expect(await row(lostTo)).toMatchObject({ status: 'sending', next_in_minutes: 10 });
    await retryDueMails(deps());
    expect(delivered(lostTo)).toBe(0);
    await makeDue(lostTo);
    await retryDueMails(deps());
    expect(await row(lostTo)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered(lostTo)).toBe(1);

    // A transaction that rolls back leaves no mail behind.
    await expect(
      db().transaction(async (tx) => {
        await ctx.app.mailer.queue(tx, [mailTo(rolledBack)]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await row(rolledBack)).toBeUndefined();
  });

  it('two processes on one database never send the same mail twice', async () => {
    const count = MAIL_RETRY_BATCH + 5;
    const addresses = Array.from({ length: count }, (_, index) => `doble${index}@example.com`);
    await db()
      .insert(outbox)
      .values(
        addresses.map((to) => ({
          to,
          subject: 'Reintento compartido',
          text: 'x',
          kind: 'test',
          status: 'failed' as const,
          error: 'antes',
          nextAttemptAt: sql`now() - interval '1 minute'`,
        })),
      );
    const other = { db: db(), mailer: second.mailer };
    // Both processes run the retry at the same time, twice (more than one batch is due).
    await Promise.all([retryDueMails(deps()), retryDueMails(other)]);
    await Promise.all([retryDueMails(deps()), retryDueMails(other)]);
    for (const to of addresses) expect(delivered(to), to).toBe(1);
    const statuses = await queryRows<{ status: string; attempts: number }>(
      db(),
      sql`select status, attempts from outbox where subject = 'Reintento compartido'`,
    );
    expect(statuses.every((mail) => mail.status === 'sent' && Number(mail.attempts) === 2)).toBe(true);
  });

  it('the scheduler runs the job in one of the two processes per minute', async () => {
    await db().execute(sql`delete from job_runs where name = 'mail-retry'`);
    const results = await Promise.all([
      runJobOnce(db(), mailRetryJob(ctx.app)),
      runJobOnce(db(), mailRetryJob(second)),
    ]);
    expect(results.sort()).toEqual(['ran', 'skipped']);
    expect(await runJobOnce(db(), mailRetryJob(ctx.app))).toBe('skipped');
  });

  it('without SMTP nothing is retried (mails are only logged)', async () => {
    const local = await buildApp({ db: db(), config: testConfig(), logger: false });
    try {
      expect(local.mailer.canDeliver).toBe(false);
      await local.mailer.send(mailTo('sinsmtp@example.com'));
      expect(await row('sinsmtp@example.com')).toMatchObject({ status: 'logged', next_in_minutes: null });
      expect(await retryDueMails({ db: db(), mailer: local.mailer })).toEqual({ sent: 0, failed: 0 });
    } finally {
      await local.close();
    }
  });
});
