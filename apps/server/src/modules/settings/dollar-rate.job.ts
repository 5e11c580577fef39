import type { AppInstance } from '../../app-instance.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { runDollarRateJob } from './dollar-rate.service.ts';

export const DOLLAR_RATE_JOB = 'dollar-rate';
export const DOLLAR_RATE_EVERY_MS = 60 * 60 * 1000;

/** Hourly: refreshes the dollar rate from DOLLAR_API_URL while the auto update is on. */
export function dollarRateJob(app: Pick<AppInstance, 'db' | 'config' | 'catalogue'>): JobDefinition {
  return {
    name: DOLLAR_RATE_JOB,
    everyMs: DOLLAR_RATE_EVERY_MS,
    run: async () => {
      const outcome = await runDollarRateJob(app.db, {
        url: app.config.dollarApiUrl,
        timeoutMs: app.config.dollarApiTimeoutMs,
      });
      // Prices in pesos follow the rate: the cached catalogue moves on (decision 035).
      if (outcome === 'updated') await app.catalogue.bump();
    },
  };
}
