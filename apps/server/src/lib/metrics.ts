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

/** HTTP requests by method, route pattern (not the raw URL; 'unmatched' for 404s) and status class. */
export const httpRequests = new client.Counter({
  name: 'mayorista_http_requests_total',
  help: 'HTTP requests by method, route pattern and status class (2xx, 4xx, ...).',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

/** Time from the request's arrival to the end of its answer, by the same labels. */
export const httpDuration = new client.Histogram({
  name: 'mayorista_http_request_duration_seconds',
  help: 'HTTP request latency in seconds by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** node-postgres pools of this process (PostgreSQL only), read on each scrape. */
const pools = new Set<{ totalCount: number; idleCount: number; waitingCount: number }>();

/** Counts `pool` in the pool gauges until the returned function is called. */
export function watchPool(pool: { totalCount: number; idleCount: number; waitingCount: number }) {
  pools.add(pool);
  return () => {
    pools.delete(pool);
  };
}

const sumOf = (field: 'totalCount' | 'idleCount' | 'waitingCount') =>
  [...pools].reduce((sum, pool) => sum + pool[field], 0);

/** Database connections: total (open), idle, and callers waiting for one. */
export const poolClients = new client.Gauge({
  name: 'mayorista_db_pool_clients',
  help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for a connection.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.set({ state: 'total' }, sumOf('totalCount'));
    this.set({ state: 'idle' }, sumOf('idleCount'));
    this.set({ state: 'waiting' }, sumOf('waitingCount'));
  },
});

let defaultsOn = false;
/** prom-client's process metrics (memory, CPU, event loop lag, GC), once per process. */
export function collectDefaultMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  client.collectDefaultMetrics({ register: registry });
}
