import { errorResponses } from '@mayorista/shared/api';
import { EXTERNAL_NOT_CONFIGURED, SyncRunSchema, SyncRunsSchema } from '@mayorista/shared/sync';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/errors.ts';
import { finishJob } from '../../lib/jobs.ts';
import { createExternalClient } from './external-client.ts';
import { DEFAULT_SUPPLIER_SYNC_MINUTES, supplierSyncTimeoutMs } from './supplier-stock-sync.job.ts';
import {
  claimManualRun,
  listSyncRuns,
  RUN_IN_PROGRESS,
  runSupplierSync,
  SUPPLIER_SYNC_JOB,
} from './supplier-stock-sync.service.ts';

const tags = ['sincronización externa'];

/**
 * The supplier stock sync's runs (issue 13 item 5, decision 028): the last runs for staff, and a
 * run now for admins under the same once-only claim as the scheduled one.
 */
export async function supplierStockSyncRoutes(app: AppInstance) {
  const client = createExternalClient(app.config.externalApiUrl);

  app.get(
    '/external-sync/runs/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Últimas 10 ejecuciones de la sincronización de stock con el proveedor',
        response: { 200: SyncRunsSchema, ...errorResponses },
      },
    },
    async () => ({
      every_minutes: app.config.jobs
        ? (app.config.supplierSyncMinutes ?? DEFAULT_SUPPLIER_SYNC_MINUTES)
        : null,
      external_configured: Boolean(app.config.externalApiUrl),
      results: await listSyncRuns(app.db, 10),
    }),
  );

  app.post(
    '/external-sync/run/',
    {
      config: { role: 'staff', upstream: true, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Sincroniza ahora el stock (y precio) de los productos sincronizados con el proveedor',
        description:
          'Responde la ejecución (failed si el proveedor no respondió: no se cambió nada). 409 si ya hay ' +
          'una en curso (programada o manual) o si no hay EXTERNAL_API_URL.',
        response: { 200: SyncRunSchema, ...errorResponses },
      },
    },
    async () => {
      if (!app.config.externalApiUrl) throw new AppError('conflict', EXTERNAL_NOT_CONFIGURED);
      if (!(await claimManualRun(app.db))) throw new AppError('conflict', RUN_IN_PROGRESS);
      try {
        return await runSupplierSync(
          { db: app.db, client, timeoutMs: supplierSyncTimeoutMs(app.config) },
          { trigger: 'manual', log: app.log },
        );
      } finally {
        await finishJob(app.db, SUPPLIER_SYNC_JOB, null);
      }
    },
  );
}
