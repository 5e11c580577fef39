import { expect, test } from '@playwright/test';

import { stackPorts } from './stack';

/** The mailbox of the running journey's stack (support/stack.ts): its worker's SMTP sink. */
const mailboxPort = () => stackPorts(test.info().parallelIndex).mailbox;

export type Mail = { to: string[]; from: string; subject: string; text: string; received_at: string };

export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(
    `http://127.0.0.1:${mailboxPort()}/messages?to=${encodeURIComponent(email.toLowerCase())}`,
  );
  if (!response.ok) throw new Error(`Mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/**
 * The 6-digit code of the newest e-mail to `email` whose subject contains `subject`, waiting for it.
 * `after` skips the messages that were already there (a resent or second code).
 */
export async function waitForCode(email: string, subject: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email)).filter((mail) => mail.subject.includes(subject));
        const latest = mails.length > after ? mails[mails.length - 1] : undefined;
        code = latest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code e-mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
