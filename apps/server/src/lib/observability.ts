/**
 * Metrics of each request and of the database pool (issue 14, docs/decisions/030-health-metrics-shutdown.md),
 * read at /metrics; the routes (/api/health, /api/ready, /metrics) are in modules/system/system.routes.ts.
 * With METRICS_TOKEN unset nobody can read the metrics, so nothing is measured (no cost per request).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance.ts';
import { collectDefaultMetrics, httpDuration, httpRequests, watchPool } from './metrics.ts';

/** What the pool gauges read of a node-postgres pool. */
export type PoolLike = Parameters<typeof watchPool>[0];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of the bearer token against METRICS_TOKEN (hashes first: equal lengths). */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const sent = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

export async function registerObservability(app: AppInstance, options: { pool?: PoolLike } = {}) {
  if (!app.config.metricsToken) return;
  collectDefaultMetrics();
  if (options.pool) {
    const unwatch = watchPool(options.pool);
    app.addHook('onClose', (_instance, done) => {
      unwatch();
      done();
    });
  }
  app.addHook('onResponse', observeRequest);
}

type Labelled = { inc: () => void; observe: (seconds: number) => void };
/** Label sets seen so far; reusing them keeps the per-request cost to one map lookup (~3 µs in all). */
const series = new Map<string, Labelled>();

/** Counts the request and its latency by method, route pattern ('unmatched' for 404s) and status class. */
function observeRequest(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const route = request.routeOptions.url ?? 'unmatched';
  const status = `${Math.floor(reply.statusCode / 100)}xx`;
  const key = `${request.method} ${status} ${route}`;
  let labelled = series.get(key);
  if (!labelled) {
    const labels = { method: request.method, route, status };
    const counter = httpRequests.labels(labels);
    const histogram = httpDuration.labels(labels);
    labelled = { inc: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
    series.set(key, labelled);
  }
  labelled.inc();
  labelled.observe(reply.elapsedTime / 1000);
  done();
}
