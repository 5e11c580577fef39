/**
 * `npm run bench`: seeds 10,000 products into a scratch database (PGlite, and PostgreSQL when one
 * answers on BENCH_DATABASE_URL / 127.0.0.1:5432), serves it from a separate process and loads it
 * with autocannon over loopback for a bounded time, then creates orders as the demo buyer (one product
 * with a huge stock), then imports a generated 5,000-row CSV as the admin (import-scenario.ts).
 * Prints requests/s and p50/p99 latency, the import's seconds, and the gzipped size of the
 * storefront's initial JavaScript.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { seedBenchCatalogue } from '../src/db/seed/seed.ts';
import { benchImport, type ImportTiming } from './import-scenario.ts';
import { createScratchDatabase, postgresAvailable } from './postgres.ts';
import { benchStartup } from './startup-scenario.ts';
import { benchSync } from './sync-scenario.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 5);
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 4);
/** BENCH_ONLY=import runs only the import scenario (on the same seeded catalogue). */
const ONLY_IMPORT = process.env.BENCH_ONLY === 'import';
const importTimings: ImportTiming[] = [];

type Scenario = { name: string; path: string };
type Row = { backend: string; scenario: string; rps: number; p50: number; p99: number; errors: number };

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config/`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('el servidor no arrancó a tiempo');
}

function load(url: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A plain product that can be ordered without end during the order scenario (set before the server starts). */
async function prepareOrderProduct(database: Database): Promise<number> {
  const [row] = await queryRows(
    database.db,
    sql`update products set stock = 1000000 where id = (select id from products
      where is_available and is_available_sparta and not has_variants order by id limit 1) returning id`,
  );
  return Number(row.id);
}

/** Logs in as the demo buyer and creates orders (1 unit each) for a bounded time. */
async function benchOrders(backend: string, base: string, productId: number): Promise<Row> {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { access } = await login.json();
  const body = JSON.stringify({
    recipient_name: 'Comprador Demo',
    customer_phone: '1134567890',
    customer_email: 'demo@growshop-demo.com.ar',
    delivery_type: 'pickup',
    products: [{ product_id: productId, quantity: 1, price: 1, selected_variants: null }],
  });
  const request = {
    method: 'POST' as const,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body,
    connections: ORDER_CONNECTIONS,
  };
  await load(`${base}/api/orders/`, { ...request, duration: 1 }); // warm-up: pool connections, JIT
  const result = await load(`${base}/api/orders/`, { ...request, duration: ORDER_SECONDS });
  const row = {
    backend,
    scenario: `creación de pedido (${ORDER_CONNECTIONS} conexiones)`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `  ${backend} · ${row.scenario}: ${row.rps} pedidos/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errores ${row.errors}`,
  );
  return row;
}

async function benchBackend(
  backend: string,
  env: Record<string, string>,
  port: number,
  orderProductId: number,
): Promise<Row[]> {
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const sample = await (await fetch(`${base}/api/products/?page_size=1&search=lampara`)).json();
    const productId = sample.results[0]?.id ?? 1;
    const scenarios: Scenario[] = [
      { name: 'lista anónima (12)', path: '/api/products/?page=1&page_size=12&is_available=true' },
      {
        name: 'lista con filtro',
        path: '/api/products/?page=2&page_size=12&is_available=true&category_name=CULTIVO&include_children=true',
      },
      { name: 'búsqueda en lista', path: '/api/products/?page_size=12&search=lampara' },
      { name: 'detalle de producto', path: `/api/products/${productId}/` },
      { name: 'sugerencias', path: '/api/products/suggestions/?q=lampa' },
    ];
    const rows: Row[] = [];
    for (const scenario of ONLY_IMPORT ? [] : scenarios) {
      await load(`${base}${scenario.path}`); // warm-up is the first run's own first seconds; measure a second run
      const result = await load(`${base}${scenario.path}`);
      rows.push({
        backend,
        scenario: scenario.name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
      console.log(
        `  ${backend} · ${scenario.name}: ${rows.at(-1)!.rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
    if (!ONLY_IMPORT) rows.push(await benchOrders(backend, base, orderProductId));
    importTimings.push(...(await benchImport(backend, base)));
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function initialJsSize(): string {
  const dist = path.join(root, 'apps/web/dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return 'sin build (npm run build)';
  const html = readFileSync(indexFile, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const gz = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return `${(gz / 1024).toFixed(1)} kB gzip en ${files.length} archivo(s) (${files.join(', ')})`;
}

async function main() {
  const rows: Row[] = [];
  console.log(
    `Catálogo de ${COUNT} productos, ${CONNECTIONS} conexiones, ${DURATION} s por escenario (loopback).`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-'));
  const started = Date.now();
  const embedded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await seedBenchCatalogue(embedded.db, { uploadsDir: path.join(dataDir, 'uploads'), count: COUNT });
  const embeddedOrderProduct = await prepareOrderProduct(embedded);
  await embedded.close();
  console.log(`PGlite: sembrado en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  rows.push(...(await benchBackend('PGlite', { DATA_DIR: dataDir }, 3901, embeddedOrderProduct)));
  rmSync(dataDir, { recursive: true, force: true });

  if (await postgresAvailable(PG_URL)) {
    const scratch = await createScratchDatabase(PG_URL, `mayorista_bench_${process.pid}`);
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-pg-'));
    try {
      const seedStart = Date.now();
      const database = await openDatabase({ url: scratch.url });
      await seedBenchCatalogue(database.db, { uploadsDir: path.join(pgDataDir, 'uploads'), count: COUNT });
      const orderProduct = await prepareOrderProduct(database);
      await database.close();
      console.log(`PostgreSQL: sembrado en ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
      rows.push(
        ...(await benchBackend(
          'PostgreSQL',
          { DATA_DIR: pgDataDir, DATABASE_URL: scratch.url },
          3902,
          orderProduct,
        )),
      );
    } finally {
      await scratch.drop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } else {
    console.log(`PostgreSQL no responde en ${PG_URL}: se omite.`);
  }

  if (rows.length) console.log('\n| base | escenario | req/s | p50 ms | p99 ms | errores |');
  if (rows.length) console.log('|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.backend} | ${row.scenario} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  console.log('\n| base | importación | filas | segundos | resultado |');
  console.log('|---|---|---|---|---|');
  for (const timing of importTimings)
    console.log(
      `| ${timing.backend} | ${timing.step} | ${timing.rows} | ${timing.seconds.toFixed(2)} | ${timing.outcome} |`,
    );
  console.log(`\nJavaScript inicial de la tienda: ${initialJsSize()}`);
}

// BENCH_ONLY=sync runs only the supplier sync scenario (sync-scenario.ts, decision 026);
// BENCH_ONLY=stats only the dashboards' statistics on 100,000 orders (statistics-scenario.ts, decision 024).
// BENCH_ONLY=startup only the start-up time and idle memory (startup-scenario.ts, decision 030).
if (process.env.BENCH_ONLY === 'sync') await benchSync();
else if (process.env.BENCH_ONLY === 'startup') await benchStartup();
else if (process.env.BENCH_ONLY === 'stats') await import('./statistics-scenario.ts');
else await main();
