/**
 * Prometheus metrics of this process (issue 14), served at /metrics by lib/observability.ts.
 * One registry per process; several apps in one test process share it (counters only add up).
 */
import client from 'prom-client';

export const registry = new client.Registry();

/** Cache lookups by cache name and result (hit, miss, error). */
export const cacheEvents = new client.Counter({
  name: 'mayorista_cache_events_total',
  help: 'Cache lookups by cache and result (hit, miss, error).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

/** Times a Redis call failed and the process fell back to its own memory. */
export const redisFallbacks = new client.Counter({
  name: 'mayorista_redis_fallbacks_total',
  help: 'Redis calls that failed; the process answered from its own memory instead.',
  labelNames: ['use'] as const,
  registers: [registry],
});

/** Scheduled job runs by job and result (ran, failed, skipped). */
export const jobRuns = new client.Counter({
  name: 'mayorista_job_runs_total',
  help: 'Scheduled job runs by job and result.',
  labelNames: ['job', 'result'] as const,
  registers: [registry],
});
