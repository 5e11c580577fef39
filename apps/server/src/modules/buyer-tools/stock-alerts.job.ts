/**
 * The net under the stock alerts (decision 053): every 5 minutes, once across every process sharing
 * the database (lib/jobs.ts claims it), the waiting alerts whose product or option has stock are
 * claimed and mailed. The check after each write (stock-alerts.routes.ts) mails within a moment; this
 * catches what it could not see: a process that stopped between its commit and its check, a write
 * made outside the API (a script, psql), a check that failed.
 */
import type { AppInstance } from '../../app-instance.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { notifyRestockedAlerts } from './stock-alerts.service.ts';

export const STOCK_ALERTS_JOB = 'stock-alerts';

export function stockAlertsJob(app: Pick<AppInstance, 'db' | 'mailer' | 'config' | 'log'>): JobDefinition {
  return {
    name: STOCK_ALERTS_JOB,
    everyMs: 5 * 60_000,
    run: async () => {
      const result = await notifyRestockedAlerts({
        db: app.db,
        mailer: app.mailer,
        config: app.config,
        log: app.log,
      });
      if (result.claimed)
        app.log.info(result, `Avisos de stock: ${result.mailed} e-mails por ${result.claimed} avisos`);
    },
  };
}
