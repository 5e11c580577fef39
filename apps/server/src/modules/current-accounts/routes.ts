import type { AppInstance } from '../../app-instance.ts';

/**
 * Cuenta corriente (issue 32, decision 056). Each part of the module keeps its routes in its own file
 * and is registered here, one line each: app.ts registers only this.
 */
export async function currentAccountsRoutes(_app: AppInstance) {}
