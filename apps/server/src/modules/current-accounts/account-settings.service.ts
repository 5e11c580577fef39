/**
 * The cuenta corriente's store settings (one row, id 1): the reminders (days before a due date,
 * overdue reminders and how often they repeat) and the point of sale printed on receipts.
 */
import type { AccountSettings } from '@mayorista/shared/current-accounts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountSettings } from '../../db/schema/index.ts';
import { activityChanges, recordActivity } from '../../lib/activity.ts';
import type { Actor } from './account.service.ts';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;

/** The row, made with its defaults on first read. Pass the transaction when inside one. */
export async function getAccountSettings(db: Db): Promise<AccountSettingsRow> {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(accountSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(accountSettings).where(eq(accountSettings.id, 1)))[0]!;
}

export const toAccountSettings = (row: AccountSettingsRow): AccountSettings => ({
  reminder_days_before: row.reminderDaysBefore,
  overdue_reminders: row.overdueReminders,
  overdue_repeat_days: row.overdueRepeatDays,
  receipt_point_of_sale: row.receiptPointOfSale,
});

const LABELS: Partial<Record<keyof AccountSettings, string>> = {
  reminder_days_before: 'aviso antes del vencimiento (días)',
  overdue_reminders: 'avisos de deuda vencida',
  overdue_repeat_days: 'repetir aviso de deuda vencida cada (días)',
  receipt_point_of_sale: 'punto de venta de los recibos',
};

/** PUT /api/account-settings/: saved and recorded in Actividad with what changed. */
export async function updateAccountSettings(
  db: Db,
  input: AccountSettings,
  actor: Actor,
): Promise<AccountSettings> {
  return db.transaction(async (tx) => {
    const before = toAccountSettings(await getAccountSettings(tx));
    const [row] = await tx
      .update(accountSettings)
      .set({
        reminderDaysBefore: input.reminder_days_before,
        overdueReminders: input.overdue_reminders,
        overdueRepeatDays: input.overdue_repeat_days,
        receiptPointOfSale: input.receipt_point_of_sale,
        updatedAt: new Date(),
      })
      .where(eq(accountSettings.id, 1))
      .returning();
    const after = toAccountSettings(row!);
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'update',
      entity: 'account_settings',
      entityId: 1,
      summary: `Cuenta corriente: ${activityChanges(before, after, LABELS) || 'sin cambios'}`,
      details: { old: before, new: after },
    });
    return after;
  });
}
