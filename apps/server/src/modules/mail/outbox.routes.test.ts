import { MAIL_MESSAGES, type OutboxMail, type OutboxPage } from '@mayorista/shared/mail';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { outbox } from '../../db/schema/index.ts';
import { startTestSmtp, type TestSmtp } from '../../lib/smtp.test-support.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext, testConfig } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';

describe(`outbox API (${dbKind})`, () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;
  const ids: Record<string, number> = {};

  const list = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/outbox/${query}`, headers: staff });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OutboxPage;
  };
  const retry = (id: number, headers: Record<string, string> = staff, app: AppInstance = ctx.app) =>
    app.inject({ method: 'POST', url: `/api/outbox/${id}/retry/`, headers });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    const base = { subject: 'Tu código', text: 'Tu código es 482913', kind: 'verification' };
    const rows = await db
      .insert(outbox)
      .values([
        { ...base, to: 'enviado@example.com', status: 'sent' as const },
        { ...base, to: 'registrado@example.com', status: 'logged' as const, nextAttemptAt: null },
        {
          ...base,
          to: 'fallo@example.com',
          status: 'failed' as const,
          error: '451 no disponible',
          nextAttemptAt: sql`now() + interval '1 minute'`,
        },
        {
          ...base,
          to: 'rendido@example.com',
          status: 'failed' as const,
          attempts: 6,
          error: '451 no disponible',
        },
      ])
      .returning();
    for (const row of rows) ids[row.to] = row.id;
  });

  afterAll(async () => {
    await closeTestApp(ctx);
    await smtp?.close();
  });

  it('answers 401 without a session and 403 to buyers', async () => {
    for (const [method, url] of [
      ['GET', '/api/outbox/'],
      ['POST', `/api/outbox/${ids['fallo@example.com']}/retry/`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: buyer })).statusCode).toBe(403);
    }
    expect(smtp.deliveries).toHaveLength(0);
  });

  it('lists the mails newest first, with their retries, never their text', async () => {
    const page = await list();
    expect(page.count).toBeGreaterThanOrEqual(4);
    const failed = page.results.find((mail) => mail.to === 'fallo@example.com')!;
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: '451 no disponible',
      kind: 'verification',
      subject: 'Tu código',
    });
    expect(failed.next_attempt_at).not.toBeNull();
    expect(failed.last_attempt_at).not.toBeNull();
    for (const mail of page.results) expect(mail).not.toHaveProperty('text');
    const listedIds = page.results.map((mail) => mail.id);
    expect(listedIds).toEqual([...listedIds].sort((a, b) => b - a));
    expect(JSON.stringify(page)).not.toContain('482913');
  });

  it('filters by status and pages by 20', async () => {
    const failed = await list('?status=failed');
    expect(failed.results.map((mail) => mail.to).sort()).toEqual([
      'fallo@example.com',
      'rendido@example.com',
    ]);
    expect((await list('?status=logged')).results.map((mail) => mail.to)).toEqual(['registrado@example.com']);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/outbox/?status=perdido', headers: staff });
    expect(bad.statusCode).toBe(400);
    await ctx.database.db.insert(outbox).values(
      Array.from({ length: 21 }, (_, index) => ({
        to: `lote${index}@example.com`,
        subject: 'Lote',
        text: 'x',
        kind: 'test',
        status: 'sent' as const,
      })),
    );
    const first = await list('?status=sent');
    expect(first.results).toHaveLength(20);
    expect(first.total_pages).toBe(2);
    expect((await list('?status=sent&page=2')).results).toHaveLength(first.count - 20);
  });

  it('retries a failed mail now: sent, one more attempt, no next retry', async () => {
    const response = await retry(ids['fallo@example.com']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      next_attempt_at: null,
    } satisfies Partial<OutboxMail>);
    expect(smtp.deliveries.filter((delivery) => delivery.to.includes('fallo@example.com'))).toHaveLength(1);
    // Sent now: a second click is refused.
    const again = await retry(ids['fallo@example.com']);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MAIL_MESSAGES.notFailed);
  });

  it('a mail past its last automatic retry can still be retried by hand; failing again keeps it failed', async () => {
    smtp.failing = true;
    const response = await retry(ids['rendido@example.com']);
    smtp.failing = false;
    expect(response.statusCode).toBe(200);
    const mail = response.json() as OutboxMail;
    expect(mail).toMatchObject({ status: 'failed', attempts: 7, next_attempt_at: null });
    expect(mail.error).toContain('451');
    const sent = await retry(ids['rendido@example.com']);
    expect(sent.json()).toMatchObject({ status: 'sent', attempts: 8 });
  });

  it('answers 404 for an unknown mail, 409 for a logged one and 409 without SMTP', async () => {
    expect((await retry(999_999)).statusCode).toBe(404);
    const logged = await retry(ids['registrado@example.com']);
    expect(logged.statusCode).toBe(409);
    const noSmtp = await buildApp({ db: ctx.database.db, config: testConfig(), logger: false });
    try {
      await noSmtp.ready();
      const answer = await retry(ids['registrado@example.com'], staff, noSmtp);
      // Another process signs with its own secret: log in there.
      expect([401, 409]).toContain(answer.statusCode);
      const token = await loginAs(noSmtp, 'admin', 'admin1234');
      const refused = await retry(ids['registrado@example.com'], bearer(token), noSmtp);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(MAIL_MESSAGES.noSmtp);
    } finally {
      await noSmtp.close();
    }
  });
});
