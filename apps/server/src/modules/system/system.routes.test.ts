import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import type { Database } from '../../db/client.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { metricsTokenMatches } from '../../lib/observability.ts';
import {
  createTestApp,
  createTestDatabase,
  dbKind,
  type TestContext,
  testConfig,
} from '../../test/helpers.ts';
import { METRICS_UNAUTHORIZED } from './system.routes.ts';

const TOKEN = 'metricas-de-prueba-1234';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`health, readiness and metrics (${dbKind})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => ctx?.close());

  it('answers liveness and readiness without a session', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    // No REDIS_URL in tests: Redis is 'none' and does not hold readiness back.
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'none' });
  });

  it('closes /metrics without the token, in the DRF error shape', async () => {
    for (const headers of [{}, auth('otro-token'), auth(''), { authorization: TOKEN }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: METRICS_UNAUTHORIZED });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('serves the route histogram, the pool, cache and job series with the token', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/products/?page_size=2' });
    await ctx.app.inject({ method: 'GET', url: '/api/products/999999/' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-existe/' });
    await runJobOnce(ctx.app.db, { name: 'observability-test', everyMs: 60_000, run: async () => {} });

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: auth(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    // Labelled by the route pattern, never the raw URL; unknown paths collapse into 'unmatched'.
    expect(text).toMatch(
      /mayorista_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/products\/",status="2xx"\}/,
    );
    expect(text).toContain(
      'mayorista_http_requests_total{method="GET",route="/api/products/:id/",status="4xx"}',
    );
    expect(text).toContain('route="unmatched",status="4xx"');
    expect(text).not.toContain('/api/products/999999');
    expect(text).not.toContain('no-existe');
    expect(text).toContain('mayorista_job_runs_total{job="observability-test",result="ran"} 1');
    expect(text).toContain('# TYPE mayorista_cache_events_total counter');
    expect(text).toContain('# TYPE mayorista_db_pool_clients gauge');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('lists /metrics and the probes in the route table as public', () => {
    const entries = ctx.app.routeTable.filter((route) =>
      ['/metrics', '/api/health', '/api/ready'].includes(route.url),
    );
    expect(entries.map(({ method, url, role }) => `${method} ${url} ${role}`).sort()).toEqual([
      'GET /api/health public',
      'GET /api/ready public',
      'GET /metrics public',
    ]);
    for (const entry of entries) expect(entry.file).toMatch(/^modules\/system\/system\.routes\.ts:\d+$/);
  });

  it('compares the token whole', () => {
    expect(metricsTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsTokenMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(metricsTokenMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(metricsTokenMatches(undefined, TOKEN)).toBe(false);
    expect(metricsTokenMatches('Bearer ', TOKEN)).toBe(false);
  });
});

describe(`metrics off and readiness down (${dbKind})`, () => {
  let app: AppInstance;
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, config: testConfig(), logger: false, pool: database.pool });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers 404 at /metrics when METRICS_TOKEN is unset, token or not', async () => {
    for (const headers of [{}, auth('cualquiera')]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No encontrado.' });
    }
  });

  it('answers 503 at /api/ready once the database is gone, while /api/health stays 200', async () => {
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'error', redis: 'none' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
