import { Writable } from 'node:stream';
import { ErrorBodySchema } from '@mayorista/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { AppInstance } from './app-instance.ts';
import type { Database } from './db/client.ts';
import { seedTestCatalogue } from './test/fixtures.ts';
import { fuzzCases, type OpenApiDocument, type RoleName, type Route } from './test/fuzz-cases.ts';
import { bearer, createTestDatabase, dbKind, loginAs, testConfig } from './test/helpers.ts';

/**
 * Sends malformed input (test/fuzz-cases.ts) to every route of the route table, as anonymous, buyer
 * and admin, and fails on any 5xx, on any error body that is not the DRF shape, and on any body that
 * leaks framework internals. New routes are covered because the cases come from the route table and
 * the OpenAPI document. `FUZZ_SEED=<n>` runs another deterministic selection.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONCURRENCY = 6;

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

/** A route that depends on an outside service (config.upstream) may answer it is down: 502, 503 or 504. */
const UPSTREAM_STATUSES = new Set([502, 503, 504]);

function problemOf(
  status: number,
  body: string,
  contentType: string | string[] | number | undefined,
  upstream = false,
): string | null {
  if (status >= 500 && !(upstream && UPSTREAM_STATUSES.has(status))) return `status ${status}`;
  if (body.includes('FST_')) return 'body names a Fastify error code';
  if (STACK.test(body)) return 'body carries a stack trace';
  if (status < 400) return null;
  if (!String(contentType ?? '').startsWith('application/json')) return `error content type ${contentType}`;
  if (body.length > 4096) return `error body of ${body.length} characters (echoes the input?)`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  if (!ErrorBodySchema.safeParse(parsed).success) return 'error body is not the DRF shape';
  const keys = Object.keys(parsed as object);
  if ('detail' in (parsed as object) && keys.some((key) => key !== 'detail' && key !== 'code')) {
    return 'detail body with extra keys';
  }
  return null;
}

async function runAll<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

describe(`fuzz: every route with malformed input (${dbKind})`, () => {
  let app: AppInstance;
  let database: Database;
  const serverErrors: string[] = [];
  const headersOf: Record<RoleName, Record<string, string>> = { anonymous: {}, buyer: {}, admin: {} };

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        const line = JSON.parse(String(chunk)) as { err?: { message?: string; type?: string } };
        serverErrors.push(`${line.err?.type ?? ''}: ${line.err?.message?.slice(0, 200) ?? String(chunk)}`);
        callback();
      },
    });
    app = await buildApp({ db: database.db, config: testConfig(), logger: { level: 'error', stream } });
    await app.ready();
    await seedTestCatalogue(database.db);
    headersOf.buyer = bearer(await loginAs(app, 'demo', 'demo1234'));
    headersOf.admin = bearer(await loginAs(app, 'admin', 'admin1234'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every case with a 2xx, 3xx or 4xx and a DRF error body', { timeout: 180_000 }, async () => {
    const routes = app.routeTable as Route[];
    expect(routes.length).toBeGreaterThan(40);
    const cases = fuzzCases(routes, app.swagger() as OpenApiDocument, SEED);
    const upstreamRoutes = new Set(
      app.routeTable.filter((route) => route.upstream).map((route) => `${route.method} ${route.url}`),
    );

    const failures = new Map<string, string>();
    const timeByRoute = new Map<string, number>();
    let address = 0;
    const started = Date.now();
    const cpu = process.cpuUsage();
    await runAll(cases, CONCURRENCY, async (item) => {
      address++;
      const sent = Date.now();
      const response = await app.inject({
        method: item.method,
        url: item.url,
        headers: { ...headersOf[item.role], ...item.headers },
        payload: item.payload,
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      const routeKey = `${item.method} ${item.route}`;
      timeByRoute.set(routeKey, (timeByRoute.get(routeKey) ?? 0) + Date.now() - sent);
      const problem = problemOf(
        response.statusCode,
        response.body,
        response.headers['content-type'],
        upstreamRoutes.has(`${item.method} ${item.route}`),
      );
      if (!problem) return;
      const route = item.url.length > 100 ? `${item.url.slice(0, 100)}…` : item.url;
      const key = `${item.method} ${route} [${item.label}] as ${item.role}: ${problem}`;
      failures.set(key, `${response.statusCode} ${response.body.slice(0, 160)}`);
    });
    const seconds = (Date.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    const slowest = [...timeByRoute]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`);
    console.log(
      `fuzz (${dbKind}, seed ${SEED}): ${cases.length} requests in ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU); slowest routes: ${slowest.join(', ')}`,
    );

    const report = [...failures].map(([key, answer]) => `${key} -> ${answer}`).sort();
    if (report.length) {
      console.log(`${report.length} failures:\n${report.join('\n')}`);
      console.log(`server errors logged:\n${[...new Set(serverErrors)].join('\n')}`);
    }
    expect(report).toEqual([]);
  });
});
