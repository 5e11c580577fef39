/**
 * Health, readiness and metrics (issue 14): /api/health (liveness), /api/ready (database and Redis
 * reachable), /metrics (Prometheus, closed unless METRICS_TOKEN is sent).
 *
 * STUB (pre-wired): the routes land with the observability work.
 */
import type { AppInstance } from '../app.ts';

export async function registerObservability(_app: AppInstance): Promise<void> {}
