/**
 * The scheduled supplier stock sync (issue 13 item 5, decision 028): every SUPPLIER_SYNC_MINUTES
 * (60 by default), once across every process sharing the database (lib/jobs.ts claims it), products
 * with sync_with_external take the supplier's stock (and price for supplier products). Without
 * EXTERNAL_API_URL a run does nothing and records no row.
 */
import { SYNC_STATUS_TIMEOUT_MS } from '@mayorista/shared/sync';
import type { AppInstance } from '../../app-instance.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { createExternalClient } from './external-client.ts';
import { runSupplierSync, SUPPLIER_SYNC_JOB } from './supplier-stock-sync.service.ts';

export const DEFAULT_SUPPLIER_SYNC_MINUTES = 60;

export const supplierSyncTimeoutMs = (config: AppInstance['config']) =>
  Math.min(SYNC_STATUS_TIMEOUT_MS, config.externalTimeoutMs ?? SYNC_STATUS_TIMEOUT_MS);

export function supplierStockSyncJob(
  app: Pick<AppInstance, 'db' | 'config' | 'log' | 'catalogue'>,
): JobDefinition {
  const client = createExternalClient(app.config.externalApiUrl);
  return {
    name: SUPPLIER_SYNC_JOB,
    everyMs: (app.config.supplierSyncMinutes ?? DEFAULT_SUPPLIER_SYNC_MINUTES) * 60_000,
    run: async () => {
      if (!app.config.externalApiUrl) return;
      await runSupplierSync(
        { db: app.db, client, timeoutMs: supplierSyncTimeoutMs(app.config) },
        { trigger: 'schedule', log: app.log },
      );
      // Stock and prices may have changed: the cached catalogue moves on (decision 035).
      await app.catalogue.bump();
    },
  };
}
