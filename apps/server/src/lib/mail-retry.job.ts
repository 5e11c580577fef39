/**
 * Retries the outbox's failed e-mails with backoff (issue 14 item 3, docs/decisions/032), once across
 * processes: the scheduler starts one run per minute across every process (lib/jobs.ts), and each
 * mail is claimed with `for update skip locked` before it is sent (lib/outbox.ts), so even two runs
 * at once (a slow run, the admin's button) never send the same mail twice.
 */
import type { AppInstance } from '../app-instance.ts';
import type { Db } from '../db/client.ts';
import type { JobDefinition } from './jobs.ts';
import type { Mailer } from './mailer.ts';
import { type ClaimedMail, claimMails, finishAttempt } from './outbox.ts';

/** Mails per run: a run stays well under its one-minute interval even with a slow mail server. */
export const MAIL_RETRY_BATCH = 20;

/** Sends one claimed mail and records the result; resolves with the error (null when sent). */
export async function retryMail(deps: { db: Db; mailer: Mailer }, mail: ClaimedMail): Promise<string | null> {
  const error = await deps.mailer.deliver(mail);
  await finishAttempt(deps.db, mail, error);
  return error;
}

/** One run: claims the due mails and sends them one after another. */
export async function retryDueMails(deps: {
  db: Db;
  mailer: Mailer;
}): Promise<{ sent: number; failed: number }> {
  if (!deps.mailer.canDeliver) return { sent: 0, failed: 0 };
  const claimed = await claimMails(deps.db, { limit: MAIL_RETRY_BATCH });
  let sent = 0;
  for (const mail of claimed) {
    if ((await retryMail(deps, mail)) == null) sent++;
  }
  return { sent, failed: claimed.length - sent };
}

export function mailRetryJob(app: AppInstance): JobDefinition {
  return {
    name: 'mail-retry',
    everyMs: 60_000,
    run: async () => {
      const result = await retryDueMails({ db: app.db, mailer: app.mailer });
      if (result.sent || result.failed)
        app.log.info(result, `Reintento de correos: ${result.sent} enviados, ${result.failed} fallaron`);
    },
  };
}
