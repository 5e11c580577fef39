/**
 * Health, readiness and metrics (issue 14, docs/decisions/030-health-metrics-shutdown.md):
 * - GET /api/health: liveness, 200 while the process runs (touches nothing);
 * - GET /api/ready: 200 when the database answers `select 1` and Redis pings (or there is no Redis),
 *   503 otherwise and from the moment the server starts closing;
 * - GET /metrics: Prometheus text, only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise);
 *   404 when METRICS_TOKEN is unset.
 */
import { errorResponses } from '@mayorista/shared/api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { NOT_FOUND, sendError } from '../../lib/errors.ts';
import { registry } from '../../lib/metrics.ts';
import { metricsTokenMatches } from '../../lib/observability.ts';

/** How long readiness waits for the database and for Redis before calling them down. */
const DATABASE_TIMEOUT_MS = 2_000;
const REDIS_TIMEOUT_MS = 1_000;

export const METRICS_UNAUTHORIZED = 'Falta el token de métricas o no es válido.';
const tags = ['sistema'];

const HealthSchema = z.object({ status: z.literal('ok') });
const CheckSchema = z.enum(['ok', 'error', 'none']);
const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable', 'closing']),
  database: CheckSchema,
  redis: CheckSchema,
});

/** `work`'s result, or `fallback` when it throws or takes longer than `ms`. */
async function within<T>(work: () => Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work().catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registered on the root (not under /api): /metrics sits outside the API. */
export async function systemRoutes(app: AppInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // The guards list /api routes only; /metrics is listed here, with the line that registers it.
  app.addHook('onRoute', (route) => {
    if (route.url !== '/metrics' || route.method !== 'GET') return;
    const stackLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 50;
    const frames = [...(new Error().stack ?? '').matchAll(/\/src\/(modules\/[^\s:)]+:\d+)/g)];
    Error.stackTraceLimit = stackLimit;
    // frames[0] is this hook; the next one from modules/ is the app.get call below.
    const file = frames[1]?.[1];
    app.routeTable.push({ method: 'GET', url: '/metrics', role: 'public', file });
  });

  app.get(
    '/api/health',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Vida del proceso (liveness): 200 mientras el proceso corre',
        response: { 200: HealthSchema, ...errorResponses },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Disponibilidad (readiness): base de datos y Redis alcanzables; 503 si no o al cerrar',
        response: { 200: ReadySchema, ...errorResponses, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        within(
          async () => {
            await app.db.execute(sql`select 1`);
            return 'ok' as const;
          },
          DATABASE_TIMEOUT_MS,
          'error' as const,
        ),
        within(
          async () => {
            const pong = await app.sharedState.ping();
            return pong === null ? ('none' as const) : pong ? ('ok' as const) : ('error' as const);
          },
          REDIS_TIMEOUT_MS,
          'error' as const,
        ),
      ]);
      const up = database === 'ok' && redis !== 'error';
      const status = closing ? 'closing' : up ? 'ok' : 'unavailable';
      return reply.code(status === 'ok' ? 200 : 503).send({ status, database, redis });
    },
  );

  const token = app.config.metricsToken;
  app.get(
    '/metrics',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary:
          'Métricas Prometheus (texto); solo con Authorization: Bearer <METRICS_TOKEN>, 404 si no está configurado',
        response: { 200: z.unknown().describe('Formato de texto de Prometheus'), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!token) return sendError(reply, 404, { detail: NOT_FOUND });
      if (!metricsTokenMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, { detail: METRICS_UNAUTHORIZED });
      }
      const body = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
    },
  );
}
