/**
 * The scheduled supplier stock sync (issue 13 item 5): products with sync_with_external take the
 * supplier's stock (and price when the product says so), once across processes; each run is a row
 * of sync_runs.
 *
 * STUB (pre-wired): the sync lands with its own work.
 */
import type { AppInstance } from '../../app.ts';
import type { JobDefinition } from '../../lib/jobs.ts';

export function supplierStockSyncJob(app: AppInstance): JobDefinition {
  return {
    name: 'supplier-stock-sync',
    everyMs: (app.config.supplierSyncMinutes ?? 60) * 60_000,
    run: async () => {},
  };
}
