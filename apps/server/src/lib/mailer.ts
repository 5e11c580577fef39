import { MAIL_MESSAGES } from '@mayorista/shared/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type ClaimedMail, finishAttempt, queueMails, recordMails } from './outbox.ts';

export type Mail = { to: string; subject: string; text: string; kind: string };
export type Mailer = {
  send: (mail: Mail) => Promise<{ delivered: boolean }>;
  /** Several mails sent at once and recorded in the outbox in one statement. */
  sendAll: (mails: Mail[]) => Promise<{ delivered: boolean }[]>;
  /**
   * Hands one mail to SMTP without recording it (the retries of lib/mail-retry.job.ts): resolves
   * with null when SMTP accepted it, or the error message. Never throws.
   */
  deliver: (mail: Mail) => Promise<string | null>;
  /**
   * Records mails in the caller's transaction (`db` is the transaction); hand what it answers to
   * `deliverQueued` once the transaction has committed. A crash in between loses nothing: the retry
   * job sends the rows when their lease expires (lib/outbox.ts queueMails).
   */
  queue: (db: Db, mails: Mail[]) => Promise<ClaimedMail[]>;
  /** Sends mails `queue` recorded and records how each attempt ended. Never throws. */
  deliverQueued: (mails: ClaimedMail[]) => Promise<void>;
  /** Whether SMTP_URL is set (without it nothing can be retried). */
  canDeliver: boolean;
};

/**
 * Bounded waits, unless SMTP_URL sets its own: nodemailer waits up to 2 min to connect and 1 h of
 * silence by default, longer than a retry's lease (lib/outbox.ts SENDING_LEASE_MINUTES).
 */
const TIMEOUTS = { connectionTimeout: '15000', greetingTimeout: '15000', socketTimeout: '60000' };

function withTimeouts(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    for (const [name, value] of Object.entries(TIMEOUTS))
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    return url.toString();
  } catch {
    return smtpUrl;
  }
}

/**
 * Sends through SMTP when SMTP_URL is set; every message is also stored in the outbox table.
 * Without SMTP the message is logged so a person running the demo can read codes in the console.
 * A failing mail server never throws to the caller: the mail stays 'failed' in the outbox and the
 * retry job sends it again with backoff (docs/decisions/032).
 */
export function createMailer(options: { db: Db; config: Config; log: FastifyBaseLogger }): Mailer {
  const smtpUrl = options.config.smtpUrl;
  // nodemailer is loaded on the first mail (a process without SMTP never loads it: decision 034).
  let transporter: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? {
        sendMail: async (message: { from: string; to: string; subject: string; text: string }) => {
          transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
            nodemailer.createTransport(withTimeouts(smtpUrl)),
          );
          return (await transporter).sendMail(message);
        },
      }
    : null;

  const deliver = async (mail: Mail): Promise<string | null> => {
    if (!transport) return MAIL_MESSAGES.noSmtp;
    try {
      await transport.sendMail({
        from: options.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return null;
    } catch (caught) {
      return caught instanceof Error ? caught.message : String(caught);
    }
  };

  const attempt = async (mail: Mail) => {
    if (!transport) {
      options.log.info(
        { to: mail.to, subject: mail.subject, kind: mail.kind },
        `[outbox] ${mail.subject}\n${mail.text}`,
      );
      return { mail, status: 'logged' as const, error: null };
    }
    const error = await deliver(mail);
    if (error != null)
      options.log.warn(
        { to: mail.to, kind: mail.kind, err: error },
        'e-mail not delivered; kept in the outbox for a retry',
      );
    return { mail, status: error == null ? ('sent' as const) : ('failed' as const), error };
  };

  const sendAll = async (mails: Mail[]) => {
    const attempts = await Promise.all(mails.map(attempt));
    try {
      await recordMails(options.db, attempts);
    } catch (caught) {
      options.log.error({ err: caught }, 'could not store e-mail in the outbox');
    }
    return attempts.map(({ status }) => ({ delivered: status !== 'failed' }));
  };

  const deliverQueued = async (mails: ClaimedMail[]) => {
    await Promise.all(
      mails.map(async (mail) => {
        const { error } = await attempt(mail);
        if (!transport) return;
        try {
          await finishAttempt(options.db, mail, error);
        } catch (caught) {
          // The row stays 'sending': the retry job takes it when its lease expires.
          options.log.error({ err: caught }, 'could not record an e-mail attempt in the outbox');
        }
      }),
    );
  };

  return {
    deliver,
    queue: (db, mails) => queueMails(db, mails, transport !== null),
    deliverQueued,
    canDeliver: transport !== null,
    sendAll,
    send: async (mail) => (await sendAll([mail]))[0],
  };
}
