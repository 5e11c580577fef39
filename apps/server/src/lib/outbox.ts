/**
 * The outbox table's queries (docs/decisions/032): the mailer records every mail, the retry job and
 * the admins' retry button claim failed ones, the 'Correos' screen lists them. Cross-cutting like the
 * mailer, so it lives in lib (modules/table-ownership.test.ts: outbox is owned by lib).
 *
 * A retry is claimed before it is sent, in one UPDATE over `for update skip locked`: the row goes to
 * 'sending' with a lease (next_attempt_at = now + SENDING_LEASE) and one more attempt. Two processes
 * never claim the same mail; a process that dies mid-send leaves a 'sending' row whose lease expires,
 * and the job claims it again (at least once, never twice at the same time). No transaction is held
 * while SMTP talks, so PGlite's single connection is never blocked by a slow mail server.
 */
import {
  MAIL_MESSAGES,
  mailRetryDelayMinutes,
  type OutboxListQuery,
  type OutboxMail,
} from '@mayorista/shared/mail';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { AppError, notFound } from './errors.ts';
import { type Page, toPage } from './pagination.ts';

/** How long a claimed retry may take before another process may claim it again. */
export const SENDING_LEASE_MINUTES = 10;

export type ClaimedMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  attempts: number;
};

type Recorded = {
  mail: { to: string; subject: string; text: string; kind: string };
  status: 'logged' | 'sent' | 'failed';
  error: string | null;
};

/** Stores one mail as the mailer left it; a failed first send is retried after the first backoff step. */
export function recordMail(
  db: Db,
  mail: Recorded['mail'],
  status: Recorded['status'],
  error: string | null,
): Promise<void> {
  return recordMails(db, [{ mail, status, error }]);
}

/** Stores several mails in one statement (an order's two mails). */
export async function recordMails(db: Db, recorded: Recorded[]): Promise<void> {
  if (recorded.length === 0) return;
  await db.insert(outbox).values(
    recorded.map(({ mail, status, error }) => {
      const delay = status === 'failed' ? mailRetryDelayMinutes(1) : null;
      return {
        ...mail,
        status,
        error,
        attempts: 1,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: delay == null ? null : sql`now() + make_interval(mins => ${delay})`,
      };
    }),
  );
}

/**
 * Records mails inside the caller's transaction, so a claim and its mail commit together (the
 * cuenta corriente reminders): with SMTP each row is 'sending' under a lease, handed to SMTP once the
 * transaction has committed (Mailer.deliverQueued); a process that dies in between leaves the lease to
 * expire and the retry job sends it. Without SMTP the rows are 'logged', as the mailer records them.
 */
export async function queueMails(
  db: Db,
  mails: Recorded['mail'][],
  deliverable: boolean,
): Promise<ClaimedMail[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        ...mail,
        status: deliverable ? ('sending' as const) : ('logged' as const),
        attempts: 1,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: deliverable ? sql`now() + make_interval(mins => ${SENDING_LEASE_MINUTES})` : null,
      })),
    )
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      kind: outbox.kind,
      attempts: outbox.attempts,
    });
  return rows;
}

/**
 * Claims mails to send now: the failed ones whose retry time has come (and 'sending' ones whose lease
 * expired), oldest due first; or the one failed mail `id` whatever its retry time (the admin's button).
 */
export async function claimMails(
  db: Db,
  options: { limit: number } | { id: number },
): Promise<ClaimedMail[]> {
  const pick =
    'id' in options
      ? sql`select id from outbox where id = ${options.id} and status = 'failed' for update skip locked`
      : sql`select id from outbox
            where status in ('failed', 'sending') and next_attempt_at <= now()
            order by next_attempt_at, id limit ${options.limit} for update skip locked`;
  const rows = await queryRows<ClaimedMail>(
    db,
    sql`update outbox
        set status = 'sending', attempts = attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + make_interval(mins => ${SENDING_LEASE_MINUTES})
        where id in (${pick})
        returning id, "to", subject, text, kind, attempts`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/** Records how a claimed attempt ended: sent, or failed with the next retry per the backoff (or none). */
export async function finishAttempt(db: Db, mail: ClaimedMail, error: string | null): Promise<void> {
  if (error == null) {
    await db.execute(
      sql`update outbox set status = 'sent', error = null, next_attempt_at = null where id = ${mail.id}`,
    );
    return;
  }
  const delay = mailRetryDelayMinutes(mail.attempts);
  await db.execute(sql`
    update outbox set status = 'failed', error = ${error.slice(0, 2000)},
      next_attempt_at = ${delay == null ? null : sql`now() + make_interval(mins => ${delay})`}
    where id = ${mail.id}`);
}

/** One mail for the admins (never its text: verification codes and links are the addressee's). */
function toOutboxMail(row: typeof outbox.$inferSelect): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** The outbox, newest first, optionally one status. */
export async function listOutbox(
  db: Db,
  options: { status?: OutboxListQuery['status']; page: number; pageSize: number; url: string },
): Promise<Page<OutboxMail>> {
  const where = options.status ? eq(outbox.status, options.status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return toPage(rows.map(toOutboxMail), {
    count: Number(total),
    page: options.page,
    pageSize: options.pageSize,
    url: options.url,
  });
}

export async function getOutboxMail(db: Db, id: number): Promise<OutboxMail> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound();
  return toOutboxMail(row);
}

/**
 * Claims the failed mail `id` for an immediate retry: 404 when it does not exist, 409 when it is not
 * failed (sent, logged) or another process is sending it right now.
 */
export async function claimForRetry(db: Db, id: number): Promise<ClaimedMail> {
  const [claimed] = await claimMails(db, { id });
  if (claimed) return claimed;
  const current = await getOutboxMail(db, id);
  throw new AppError(
    'conflict',
    current.status === 'sending' || current.status === 'failed'
      ? MAIL_MESSAGES.sending
      : MAIL_MESSAGES.notFailed,
  );
}
