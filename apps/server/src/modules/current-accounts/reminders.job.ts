/**
 * Cuenta corriente reminders (issue 32 item 7, decision 056), on the job runner of lib/jobs.ts (each
 * run claimed once across every process sharing the database), every hour:
 * - first the catch-up of invoice-posting.ts: an authorised document of an order on account that has
 *   no entry (a crash between the CAE and the posting) is posted;
 * - then, by the store's settings (account_settings): each open debit due within
 *   `reminder_days_before` days gets one 'before_due' reminder; each overdue debit an 'overdue' one,
 *   again every `overdue_repeat_days` (0: once).
 * Each reminder is claimed by inserting it into account_reminders (unique entry + kind + store day,
 * ON CONFLICT DO NOTHING RETURNING): two processes at once send it once. The claimed debits of a
 * customer go in one mail per kind, recorded in the outbox in the claim's own transaction and sent
 * after it commits (a crash in between leaves the mail to the outbox's retries), and only to
 * the customer's verified address: a customer without one is not claimed (reminded once verified).
 * The clock is the caller's.
 */
import { addDays, daysBetween, storeDayOf } from '@mayorista/shared/current-account-rules';
import { formatAmount2 } from '@mayorista/shared/format';
import { fromCents, toCents } from '@mayorista/shared/order-totals';
import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { accountReminders, ledgerAllocations, ledgerEntries } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { ClaimedMail } from '../../lib/outbox.ts';
import { getUser } from '../auth/auth.service.ts';
import { getSiteConfig } from '../settings/settings.service.ts';
import { getAccountSettings } from './account-settings.service.ts';
import { postMissingDocuments } from './invoice-posting.ts';

export const ACCOUNT_REMINDERS_JOB = 'account-reminders';
export const REMINDER_KINDS = ['before_due', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_MAIL_KINDS: Record<ReminderKind, string> = {
  before_due: 'account_reminder_due',
  overdue: 'account_reminder_overdue',
};

export type RemindersDeps = Pick<AppInstance, 'db' | 'mailer' | 'log' | 'config'>;

type DueDebit = { id: number; userId: number; description: string; dueDate: string; openCents: number };

/** Open debits due by `until` (a store day), with what is unpaid of each. */
async function openDebitsDueBy(db: Db, until: string): Promise<DueDebit[]> {
  const paid = sql<string>`coalesce(sum(${ledgerAllocations.amount}), 0)`;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      userId: ledgerEntries.userId,
      description: ledgerEntries.description,
      dueDate: ledgerEntries.dueDate,
      amount: ledgerEntries.amount,
      paid,
    })
    .from(ledgerEntries)
    .leftJoin(ledgerAllocations, eq(ledgerAllocations.debitEntryId, ledgerEntries.id))
    .where(
      and(gt(ledgerEntries.amount, 0), isNotNull(ledgerEntries.dueDate), lte(ledgerEntries.dueDate, until)),
    )
    .groupBy(ledgerEntries.id)
    .having(sql`${ledgerEntries.amount} - ${paid} > 0`)
    .orderBy(ledgerEntries.dueDate, ledgerEntries.id);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    description: row.description,
    dueDate: row.dueDate!,
    openCents: toCents(Number(row.amount)) - toCents(Number(row.paid)),
  }));
}

/** The latest store day each (entry, kind) was reminded, of the given entries. */
async function lastReminders(db: Db, entryIds: number[]): Promise<Map<string, string>> {
  const last = new Map<string, string>();
  if (entryIds.length === 0) return last;
  const rows = await db
    .select({
      entryId: accountReminders.entryId,
      kind: accountReminders.kind,
      sentOn: sql<string>`max(${accountReminders.sentOn})::text`,
    })
    .from(accountReminders)
    .where(inArray(accountReminders.entryId, entryIds))
    .groupBy(accountReminders.entryId, accountReminders.kind);
  for (const row of rows) last.set(`${row.entryId}:${row.kind}`, row.sentOn);
  return last;
}

/** Which reminder each debit is due for today, by the settings and what was sent before (null: none). */
export function reminderDue(
  debit: Pick<DueDebit, 'dueDate'>,
  today: string,
  settings: { reminderDaysBefore: number; overdueReminders: boolean; overdueRepeatDays: number },
  last: { before_due?: string; overdue?: string },
): ReminderKind | null {
  const daysLeft = daysBetween(today, debit.dueDate);
  if (daysLeft >= 0) {
    // Due today or within the days before: once.
    const inWindow = settings.reminderDaysBefore > 0 && daysLeft <= settings.reminderDaysBefore;
    return inWindow && !last.before_due ? 'before_due' : null;
  }
  if (!settings.overdueReminders) return null;
  if (!last.overdue) return 'overdue';
  if (settings.overdueRepeatDays <= 0) return null;
  return daysBetween(last.overdue, today) >= settings.overdueRepeatDays ? 'overdue' : null;
}

const dayLabel = (day: string) => day.split('-').reverse().join('/');

function reminderMail(
  kind: ReminderKind,
  input: {
    to: string;
    name: string;
    storeName: string;
    accountUrl: string;
    debits: DueDebit[];
    today: string;
  },
): Mail {
  const total = input.debits.reduce((sum, debit) => sum + debit.openCents, 0);
  const lines = input.debits.map((debit) => {
    const when =
      kind === 'overdue'
        ? `venció el ${dayLabel(debit.dueDate)}`
        : debit.dueDate === input.today
          ? 'vence hoy'
          : `vence el ${dayLabel(debit.dueDate)}`;
    return `- ${debit.description}: ${formatAmount2(fromCents(debit.openCents))}, ${when}`;
  });
  const body =
    kind === 'overdue'
      ? [
          `Tienes comprobantes vencidos en tu cuenta corriente con ${input.storeName}:`,
          '',
          ...lines,
          '',
          `Total vencido: ${formatAmount2(fromCents(total))}`,
          '',
          'Mientras tengas deuda vencida no puedes comprar en cuenta corriente. Regulariza el pago para volver a hacerlo.',
        ]
      : [
          `Te recordamos que en tu cuenta corriente con ${input.storeName} tienes comprobantes por vencer:`,
          '',
          ...lines,
          '',
          `Total por vencer: ${formatAmount2(fromCents(total))}`,
        ];
  return {
    to: input.to,
    kind: REMINDER_MAIL_KINDS[kind],
    subject:
      kind === 'overdue'
        ? `Tienes deuda vencida en tu cuenta corriente con ${input.storeName}`
        : `Recordatorio: tienes comprobantes por vencer en tu cuenta corriente con ${input.storeName}`,
    text: [
      `Hola ${input.name}:`,
      '',
      ...body,
      '',
      `Puedes ver tu cuenta, descargar tu resumen y pagar en ${input.accountUrl}`,
      'Si ya hiciste el pago, ignora este mensaje.',
      '',
      input.storeName,
    ].join('\n'),
  };
}

/**
 * One run: the catch-up, then the reminders due on the store day of `now`. Answers what it did.
 */
export async function sendAccountReminders(
  deps: RemindersDeps,
  now: Date,
): Promise<{ posted: number; reminded: number; mails: number }> {
  const { db } = deps;
  const today = storeDayOf(now);
  const posted = await postMissingDocuments(db, { today, log: deps.log });
  const settings = await getAccountSettings(db);
  const until = addDays(today, Math.max(0, settings.reminderDaysBefore));
  const debits = await openDebitsDueBy(db, until);
  const last = await lastReminders(
    db,
    debits.map((debit) => debit.id),
  );
  const due = new Map<number, { kind: ReminderKind; debit: DueDebit }[]>();
  for (const debit of debits) {
    const kind = reminderDue(debit, today, settings, {
      before_due: last.get(`${debit.id}:before_due`),
      overdue: last.get(`${debit.id}:overdue`),
    });
    if (!kind) continue;
    due.set(debit.userId, [...(due.get(debit.userId) ?? []), { kind, debit }]);
  }
  if (due.size === 0) return { posted, reminded: 0, mails: 0 };

  const site = await getSiteConfig(db);
  const accountUrl = `${deps.config.siteUrl ?? `http://localhost:${deps.config.port}`}/configuracion/mi-cuenta-corriente`;
  const queued: ClaimedMail[] = [];
  let reminded = 0;
  for (const [userId, items] of due) {
    const customer = await getUser(db, userId).catch(() => null);
    if (!customer?.emailVerified || !customer.email) continue;
    const email = customer.email;
    // The claim and its mail commit together: only the process whose INSERT made the row sends that
    // reminder, and a crash before the mail leaves it in the outbox for the retry job.
    const { mails, count } = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(accountReminders)
        .values(items.map(({ kind, debit }) => ({ entryId: debit.id, kind, sentOn: today })))
        .onConflictDoNothing()
        .returning({ entryId: accountReminders.entryId, kind: accountReminders.kind });
      const mine = new Set(claimed.map((row) => `${row.entryId}:${row.kind}`));
      const ofCustomer: Mail[] = [];
      let count = 0;
      for (const kind of REMINDER_KINDS) {
        const ofKind = items
          .filter((item) => item.kind === kind && mine.has(`${item.debit.id}:${kind}`))
          .map((item) => item.debit);
        if (ofKind.length === 0) continue;
        count += ofKind.length;
        ofCustomer.push(
          reminderMail(kind, {
            to: email,
            name: customer.firstName?.trim() || customer.businessName?.trim() || customer.username,
            storeName: site.storeName,
            accountUrl,
            debits: ofKind,
            today,
          }),
        );
      }
      return { mails: await deps.mailer.queue(tx, ofCustomer), count };
    });
    queued.push(...mails);
    reminded += count;
  }
  if (queued.length > 0) await deps.mailer.deliverQueued(queued);
  return { posted, reminded, mails: queued.length };
}

export function accountRemindersJob(deps: RemindersDeps, now: () => Date = () => new Date()): JobDefinition {
  return {
    name: ACCOUNT_REMINDERS_JOB,
    everyMs: 60 * 60_000,
    run: async () => {
      const result = await sendAccountReminders(deps, now());
      if (result.posted || result.mails)
        deps.log.info(
          result,
          `Cuenta corriente: avisos enviados ${result.mails} (comprobantes ${result.reminded}), comprobantes asentados ${result.posted}`,
        );
    },
  };
}
