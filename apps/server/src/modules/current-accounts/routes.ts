import type { AppInstance } from '../../app-instance.ts';
import { accountRoutes } from './account.routes.ts';
import { accountPaymentsRoutes } from './account-payments.routes.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import { correctionsRoutes } from './corrections.routes.ts';
import { receiptsRoutes } from './receipts.routes.ts';
import { receivablesRoutes } from './receivables.routes.ts';

/**
 * Cuenta corriente (issue 32, decision 056). Each part of the module keeps its routes in its own file
 * and is registered here, one line each: app.ts registers only this.
 */
export async function currentAccountsRoutes(app: AppInstance) {
  await app.register(accountRoutes);
  await app.register(receiptsRoutes);
  await app.register(correctionsRoutes);
  await app.register(receivablesRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(accountPaymentsRoutes);
}
