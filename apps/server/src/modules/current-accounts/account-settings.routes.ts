import { errorResponses } from '@mayorista/shared/api';
import { AccountSettingsSchema } from '@mayorista/shared/current-accounts';
import type { AppInstance } from '../../app-instance.ts';
import { getAccountSettings, toAccountSettings, updateAccountSettings } from './account-settings.service.ts';

const tags = ['cuenta corriente'];

/** The cuenta corriente's store settings: reminders and the receipts' point of sale (issue 32 item 7). */
export async function accountSettingsRoutes(app: AppInstance) {
  app.get(
    '/account-settings/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Configuración de cuenta corriente: recordatorios y punto de venta de los recibos',
        response: { 200: AccountSettingsSchema, ...errorResponses },
      },
    },
    async () => toAccountSettings(await getAccountSettings(app.db)),
  );

  app.put(
    '/account-settings/',
    {
      // Nothing kept in memory reads them: the reminders job and each receipt read the row.
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Guarda la configuración de cuenta corriente',
        description:
          'reminder_days_before: días antes del vencimiento para el aviso (0 = sin aviso); overdue_reminders ' +
          'y overdue_repeat_days: aviso de deuda vencida y cada cuántos días se repite (0 = una vez). Queda en Actividad.',
        body: AccountSettingsSchema,
        response: { 200: AccountSettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateAccountSettings(app.db, request.body, {
        userId: request.viewer!.userId,
        username: request.viewer!.username,
      }),
  );
}
