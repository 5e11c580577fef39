import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string; kind: string };
export type Mailer = { send: (mail: Mail) => Promise<{ delivered: boolean }> };

/**
 * Sends through SMTP when SMTP_URL is set; every message is also stored in the outbox table.
 * Without SMTP the message is logged so a person running the demo can read codes in the console.
 * A failing mail server never throws to the caller.
 */
export function createMailer(options: { db: Db; config: Config; log: FastifyBaseLogger }): Mailer {
  const transport = options.config.smtpUrl ? nodemailer.createTransport(options.config.smtpUrl) : null;
  return {
    async send(mail) {
      let status: 'logged' | 'sent' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          });
          status = 'sent';
        } catch (caught) {
          status = 'failed';
          error = caught instanceof Error ? caught.message : String(caught);
          options.log.warn(
            { to: mail.to, kind: mail.kind, err: error },
            'e-mail not delivered; kept in the outbox',
          );
        }
      } else {
        options.log.info(
          { to: mail.to, subject: mail.subject, kind: mail.kind },
          `[outbox] ${mail.subject}\n${mail.text}`,
        );
      }
      try {
        await options.db.insert(outbox).values({ ...mail, status, error });
      } catch (caught) {
        options.log.error({ err: caught }, 'could not store e-mail in the outbox');
      }
      return { delivered: status !== 'failed' };
    },
  };
}
