/**
 * `npm run bench` (issue 15): for each backend (PGlite, and PostgreSQL when one answers on
 * BENCH_DATABASE_URL / 127.0.0.1:5432) and each catalogue size (BENCH_PRODUCTS, "10000,100000"),
 * seeds a scratch database once, starts the app in a child process (the server bundle, JOBS=off,
 * LOG_LEVEL=warn) and, over loopback with autocannon in this process:
 * 1. the ceiling: a bare Fastify process (ceiling-server.ts) sending the app's own 12-product page
 *    as a ready string; every row is shown as a percentage of it (same run, same connections);
 * 2. the catalogue scenarios (catalogue-scenarios.ts) at each of BENCH_CONNECTIONS ("50,10"),
 *    BENCH_WARMUP_SECONDS (2) of warm-up then BENCH_SECONDS (5) measured, p50/p95/p99 exact; then
 *    the app's memory after a few idle seconds (issue 26 item 32) and, once per run, what a real
 *    Chromium downloads before the first interaction on the storefront pages (item 33, first-download.ts);
 * 3. the cold miss (cold-miss.ts): an admin price change, then the very next anonymous GET, 30 times;
 * 4. orders (orders-scenario.ts): creation as the demo buyers, then the oversold check;
 * 5. the 5,000-row CSV import (import-scenario.ts).
 * Then one markdown table per backend and size, the 100k/10k ratios, the issue's targets evaluated
 * ("cumple"/"no cumple": a report, never a failing exit code), the JS per page and the memory.
 * BENCH_BACKENDS=pglite,postgres chooses backends; BENCH_ONLY=catalogue (ceiling, scenarios, cold miss),
 * BENCH_ONLY=orders (orders, oversold) and BENCH_ONLY=import run one part; BENCH_REDIS=1 gives the app
 * REDIS_URL (the local Redis, a key prefix per server). BENCH_ORDER_PRODUCTS (10) spreads the order
 * load over that many products; BENCH_OVERSOLD_STOCK (200) is N of the oversold check.
 * BENCH_ONLY=sync|startup|stats run the other scenarios (see the bottom of this file). BENCH_SCENARIOS
 * picks catalogue scenarios by key; BENCH_APP_NODE_ARGS passes node flags to the app (--cpu-prof).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  FIRST_DOWNLOAD_TARGET_KB,
  type FirstDownload,
  measureFirstDownload,
} from '../../../scripts/first-download.mjs';
import { serverEnv } from '../../../scripts/start-plan.mjs';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { BUYERS, DEMO_BUYER_PASSWORD } from '../src/db/seed/history-data.ts';
import { seedBenchCatalogue } from '../src/db/seed/seed.ts';
import { CACHE_MAP, MAX_ANSWER_BYTES, MEMORY_BUDGET_MB } from '../src/lib/caches/map.ts';
import {
  catalogueScenarios,
  login,
  PRICE_LIST_NAME,
  probe,
  type Scenario,
  type ScenarioKind,
} from './catalogue-scenarios.ts';
import { COLD_RUNS, type ColdMiss, coldMiss } from './cold-miss.ts';
import { benchImport, type ImportTiming } from './import-scenario.ts';
import { type Measurement, measure, SECONDS, WARMUP_SECONDS } from './load.ts';
import { measureOrders, type OversoldResult, oversoldCheck } from './orders-scenario.ts';
import { createScratchDatabase, postgresAvailable } from './postgres.ts';
import { BENCH_METRICS_TOKEN, root, startApp, startCeiling, stop } from './server.ts';
import { benchStartup, memoryOf } from './startup-scenario.ts';
import { benchSync } from './sync-scenario.ts';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const SIZES = list(process.env.BENCH_PRODUCTS ?? '10000,100000').map(Number);
const CONNECTIONS = list(process.env.BENCH_CONNECTIONS ?? '50,10').map(Number);
const BACKENDS = list(process.env.BENCH_BACKENDS ?? 'pglite,postgres').map((name) => name.toLowerCase());
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ONLY = process.env.BENCH_ONLY ?? '';
/** Catalogue scenarios to run, by key (e.g. "search-distinct,suggestions-distinct"); all by default. */
const SCENARIOS = list(process.env.BENCH_SCENARIOS ?? '');
const RUN_CATALOGUE = ONLY === '' || ONLY === 'catalogue';
const RUN_ORDERS = ONLY === '' || ONLY === 'orders';
const RUN_IMPORT = ONLY === '' || ONLY === 'import';
const REDIS = process.env.BENCH_REDIS === '1';
const OVERSOLD_STOCK = Number(process.env.BENCH_OVERSOLD_STOCK ?? 200);
/** Products the order load spreads over (one per buyer by default; 1 = every order on one row). */
const ORDER_PRODUCTS = Number(process.env.BENCH_ORDER_PRODUCTS ?? 10);
const PLAIN_LIST = '/api/products/?page=1&page_size=12';
const CEILING_PORT = 3909;
/** Connections of the targets (issue 15: "at 50 connections"); the first level when 50 is not run. */
const TARGET_CONNECTIONS = CONNECTIONS.includes(50) ? 50 : CONNECTIONS[0];

type Backend = 'PGlite' | 'PostgreSQL';
type Row = {
  key: string;
  name: string;
  kind: ScenarioKind | 'ceiling' | 'orders';
  connections: number;
  measurement: Measurement;
  /** Percentage of the ceiling at the same connections; null for the ceiling itself and orders. */
  ofCeiling: number | null;
  answer: string;
};
type Result = {
  backend: Backend;
  size: number;
  seedSeconds: number;
  rows: Row[];
  cold: ColdMiss[];
  oversold?: OversoldResult;
  imports: ImportTiming[];
  /** The app's memory after the catalogue scenarios and a few idle seconds (issue 26 item 32). */
  memory?: Memory;
  /** What a browser downloads before the first interaction, per storefront page (issue 26 item 33). */
  firstDownload?: FirstDownload[];
};

const results: Result[] = [];
const fmt = (value: number) => value.toLocaleString('es-AR', { maximumFractionDigits: 1 });

function measurementLine(label: string, row: Row): string {
  const m = row.measurement;
  const share = row.ofCeiling === null ? '' : `, ${row.ofCeiling.toFixed(1)} % del techo`;
  return `  ${label} · ${row.name} · ${row.connections} con: ${fmt(m.rps)} req/s${share}, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, no 2xx ${m.non2xx}, errores ${m.errors} (${row.answer})`;
}

type OrderProducts = { loadProducts: number[]; oversoldProduct: number };

/** Plain products: ORDER_PRODUCTS whose stock cannot run out (order load), one with OVERSOLD_STOCK units. */
async function prepareOrderProducts(db: Parameters<typeof queryRows>[0]): Promise<OrderProducts> {
  const rows = await queryRows(
    db,
    sql`select id from products where is_available and is_available_sparta and not has_variants
      and sku like 'BEN-%' order by id limit ${ORDER_PRODUCTS + 1}`,
  );
  const ids = rows.map((row) => Number(row.id));
  const oversoldProduct = ids.pop()!;
  for (const id of ids) await queryRows(db, sql`update products set stock = 1000000 where id = ${id}`);
  await queryRows(db, sql`update products set stock = ${OVERSOLD_STOCK} where id = ${oversoldProduct}`);
  return { loadProducts: ids, oversoldProduct };
}

/** The buyer on the bench's other price list (issue 28 item 6): the last approved demo buyer. */
const PRICE_LIST_BUYER = BUYERS.filter((buyer) => buyer.status === 'approved').at(-1)!.username;

/**
 * A price list besides the default (+12 %) with what a real one carries: overrides of one product in
 * ten, and quantity breaks on one product in twenty (for every list, so today's buyer reads them too);
 * PRICE_LIST_BUYER buys with it.
 */
async function preparePriceList(db: Parameters<typeof queryRows>[0]): Promise<void> {
  const [list] = await queryRows<{ id: number }>(
    db,
    sql`insert into price_lists (name, adjustment_percent) values (${PRICE_LIST_NAME}, 12) returning id`,
  );
  await queryRows(
    db,
    sql`insert into price_list_prices (price_list_id, product_id, price)
      select ${list.id}, id, round(price * 1.05, 2) from products where currency = 'ARS' and price > 0 and id % 10 = 0`,
  );
  await queryRows(
    db,
    sql`insert into quantity_breaks (product_id, min_quantity, discount_percent)
      select id, 12, 5 from products where id % 20 = 0`,
  );
  await queryRows(db, sql`update users set price_list_id = ${list.id} where username = ${PRICE_LIST_BUYER}`);
}

async function measureCeiling(base: string, label: string): Promise<Map<number, Row>> {
  const bodyDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-ceiling-'));
  const bodyFile = path.join(bodyDir, 'page.json');
  writeFileSync(bodyFile, await (await fetch(`${base}${PLAIN_LIST}`)).text());
  const ceiling = await startCeiling(bodyFile, CEILING_PORT);
  const rows = new Map<number, Row>();
  try {
    for (const connections of CONNECTIONS) {
      const measurement = await measure(`http://127.0.0.1:${CEILING_PORT}/page`, { connections });
      const row: Row = {
        key: 'ceiling',
        name: 'techo (Fastify sin plugins, página lista)',
        kind: 'ceiling',
        connections,
        measurement,
        ofCeiling: null,
        answer: `${readFileSync(bodyFile).length} bytes`,
      };
      rows.set(connections, row);
      console.log(measurementLine(label, row));
    }
  } finally {
    await stop(ceiling);
    rmSync(bodyDir, { recursive: true, force: true });
  }
  return rows;
}

async function buyerTokens(base: string): Promise<string[]> {
  const names = [
    'demo',
    ...BUYERS.filter((buyer) => buyer.status === 'approved').map((buyer) => buyer.username),
  ];
  const tokens: string[] = [];
  for (const name of names) {
    try {
      tokens.push(await login(base, name, DEMO_BUYER_PASSWORD));
    } catch (error) {
      console.log(`  (sin ${name}: ${(error as Error).message})`);
    }
  }
  return tokens;
}

async function benchServer(
  backend: Backend,
  size: number,
  seedSeconds: number,
  env: Record<string, string>,
  port: number,
  products: OrderProducts,
): Promise<void> {
  const label = `${backend} ${fmt(size)}`;
  const result: Result = { backend, size, seedSeconds, rows: [], cold: [], imports: [] };
  results.push(result);
  const server: ChildProcess = await startApp(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const tokens = RUN_CATALOGUE || RUN_ORDERS ? await buyerTokens(base) : [];
    const adminToken = await login(base, 'admin', 'admin1234');
    const buyerToken = {
      default: tokens[0],
      'price-list': RUN_CATALOGUE ? await login(base, PRICE_LIST_BUYER, DEMO_BUYER_PASSWORD) : '',
    };
    if (RUN_CATALOGUE) {
      const ceiling = await measureCeiling(base, label);
      result.rows.push(...ceiling.values());
      const scenarios: Scenario[] = (await catalogueScenarios(base)).filter(
        (scenario) => SCENARIOS.length === 0 || SCENARIOS.includes(scenario.key),
      );
      for (const scenario of scenarios) {
        const token = scenario.buyer ? buyerToken[scenario.buyer] : undefined;
        const answer = await probe(base, scenario, token);
        for (const connections of CONNECTIONS) {
          const measurement = await measure(`${base}${scenario.path}`, {
            connections,
            headers: token ? { authorization: `Bearer ${token}` } : undefined,
            requests: scenario.requests?.(),
          });
          const ceilingRps = ceiling.get(connections)?.measurement.rps ?? 0;
          const row: Row = {
            ...scenario,
            connections,
            measurement,
            ofCeiling: ceilingRps ? (measurement.rps / ceilingRps) * 100 : 0,
            answer,
          };
          result.rows.push(row);
          console.log(measurementLine(label, row));
        }
      }

      // After the load and a few idle seconds (as the start-up figure, decision 030), with what it left
      // in the caches: the cold misses' price changes would empty them.
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      result.memory = { ...memoryOf(server.pid as number), ...(await heapOf(base)) };
      console.log(`  ${label} · ${memoryLine(result.memory)}`);

      const page = (await (await fetch(`${base}${PLAIN_LIST}`)).json()) as { results: { id: number }[] };
      result.cold = await coldMiss(base, adminToken, page.results[0].id, PLAIN_LIST);
      for (const cold of result.cold)
        console.log(
          `  ${label} · pedido en frío, ${cold.target}: p50 ${cold.p50} ms, p95 ${cold.p95} ms, máx ${cold.max} ms (${cold.runs} cambios de precio)`,
        );
      // Once per run: what the browser downloads does not depend on the database.
      if (!results.some((other) => other.firstDownload?.length))
        result.firstDownload = await firstDownload(base, page.results[0].id);
      for (const line of (result.firstDownload ?? []).map(firstDownloadLine))
        console.log(`  ${label} · ${line}`);
    }

    if (RUN_ORDERS) {
      for (const connections of CONNECTIONS) {
        const cpuBefore = processCpuMs(server.pid);
        const measurement = await measureOrders(base, tokens, products.loadProducts, connections);
        const cpu = processCpuMs(server.pid) - cpuBefore;
        const row: Row = {
          key: 'orders',
          name: `creación de pedido (${tokens.length} compradores, ${products.loadProducts.length} productos)`,
          kind: 'orders',
          connections,
          measurement,
          ofCeiling: null,
          answer: '1 unidad',
        };
        result.rows.push(row);
        console.log(measurementLine(label, row));
        // Warm-up and measured seconds ran at about the same rate: CPU of the app per order.
        const orders = measurement.rps * (SECONDS + WARMUP_SECONDS);
        if (orders > 0) console.log(`    CPU del servidor: ${(cpu / orders).toFixed(2)} ms por pedido`);
      }
      const oversold = await oversoldCheck(
        base,
        tokens,
        adminToken,
        products.oversoldProduct,
        OVERSOLD_STOCK,
        Math.max(...CONNECTIONS),
      );
      result.oversold = oversold;
      console.log(`  ${label} · ${oversoldLine(oversold)}`);
    }
    if (RUN_IMPORT) result.imports = await benchImport(label, base);
  } finally {
    await stop(server);
  }
}

/** User + system CPU time of a process so far, in ms (Linux /proc; 0 elsewhere). */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s ticks
  } catch {
    return 0;
  }
}

function oversoldLine(o: OversoldResult): string {
  const refused = [...o.refused].map(([reason, count]) => `${count} × ${reason}`).join('; ') || 'ninguno';
  const negative = o.finalStock !== null && o.finalStock < 0 ? ' — STOCK NEGATIVO' : '';
  return `sobreventa: stock ${o.stock}, ${o.sent} pedidos a la vez → ${o.succeeded} aceptados, rechazados: ${refused}; stock final ${o.finalStock ?? '¿?'}${negative}; vendidos de más: ${o.oversold}`;
}

/** The app's environment: DATA_DIR (+ DATABASE_URL), and REDIS_URL with a prefix per server. */
function appEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (REDIS) env.REDIS_URL = `redis://127.0.0.1:6379/?keyPrefix=bench-${process.pid}-${results.length}:`;
  return env;
}

async function benchPglite(size: number, port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-'));
  try {
    const started = Date.now();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await seedBenchCatalogue(database.db, { uploadsDir: path.join(dataDir, 'uploads'), count: size });
    const products = await prepareOrderProducts(database.db);
    await preparePriceList(database.db);
    await database.close();
    const seconds = (Date.now() - started) / 1000;
    console.log(`PGlite, ${fmt(size)} productos: sembrado en ${seconds.toFixed(1)} s`);
    await benchServer('PGlite', size, seconds, appEnv(dataDir), port, products);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(size: number, port: number) {
  const scratch = await createScratchDatabase(PG_URL, `mayorista_bench_${process.pid}_${size}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-pg-'));
  try {
    const started = Date.now();
    const database = await openDatabase({ url: scratch.url });
    await seedBenchCatalogue(database.db, { uploadsDir: path.join(dataDir, 'uploads'), count: size });
    const products = await prepareOrderProducts(database.db);
    await preparePriceList(database.db);
    // The bulk insert would start autovacuum on the new rows in the middle of the measurements (on a
    // 2-core machine it halved a scenario's figure): the bench measures the catalogue at rest.
    await database.db.execute(sql`vacuum analyze`);
    await database.db.execute(sql`checkpoint`);
    await database.close();
    const seconds = (Date.now() - started) / 1000;
    console.log(`PostgreSQL, ${fmt(size)} productos: sembrado en ${seconds.toFixed(1)} s`);
    await benchServer('PostgreSQL', size, seconds, appEnv(dataDir, scratch.url), port, products);
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rough minutes of a run on this 2-core machine (seeding measured at ~1 s per 1,000 products per backend). */
function estimateMinutes(backends: number): number {
  const perMeasurement = SECONDS + WARMUP_SECONDS + 0.3;
  const measurements = (RUN_CATALOGUE ? 19 : 0) + (RUN_ORDERS ? 1 : 0);
  const perServer =
    10 +
    measurements * CONNECTIONS.length * perMeasurement +
    (RUN_CATALOGUE ? 5 : 0) +
    (RUN_ORDERS ? 5 : 0) +
    (RUN_IMPORT ? 20 : 0);
  const seeding = SIZES.reduce((sum, size) => sum + size / 1000, 0);
  return (backends * (SIZES.length * perServer + seeding)) / 60;
}

function printTables() {
  for (const result of results) {
    console.log(
      `\n### ${result.backend}, ${fmt(result.size)} productos (sembrado en ${result.seedSeconds.toFixed(0)} s)\n`,
    );
    console.log(
      '| escenario | conex. | req/s | % del techo | p50 ms | p95 ms | p99 ms | no 2xx / errores | respuesta |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of result.rows) {
      const m = row.measurement;
      const share =
        row.ofCeiling === null ? (row.kind === 'ceiling' ? '100' : '—') : row.ofCeiling.toFixed(1);
      const unit = row.kind === 'orders' ? ' pedidos/s' : '';
      console.log(
        `| ${row.name} | ${row.connections} | ${fmt(m.rps)}${unit} | ${share} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.non2xx} / ${m.errors} | ${row.answer} |`,
      );
    }
    if (result.cold.length) {
      console.log(
        `\n| pedido en frío (tras un cambio de precio, ${COLD_RUNS} veces) | p50 ms | p95 ms | máx ms |`,
      );
      console.log('|---|---|---|---|');
      for (const cold of result.cold)
        console.log(`| ${cold.target} | ${cold.p50} | ${cold.p95} | ${cold.max} |`);
    }
    if (result.oversold) console.log(`\n${oversoldLine(result.oversold)}`);
    if (result.imports.length) {
      console.log('\n| importación | filas | segundos | resultado |');
      console.log('|---|---|---|---|');
      for (const timing of result.imports)
        console.log(`| ${timing.step} | ${timing.rows} | ${timing.seconds.toFixed(2)} | ${timing.outcome} |`);
    }
  }
}

type SizeRatio = {
  backend: Backend;
  row: Row;
  /** req/s at the smallest size / req/s at the largest. */
  slower: number;
  /** The same with each req/s as a share of its own run's ceiling: machine noise between runs cancels out. */
  slowerOfCeiling: number | null;
};

/**
 * Each row at the largest size against the same row at the smallest (issue 15: at most 2x slower).
 * The two sizes are measured minutes apart on a shared machine, so next to the raw ratio comes the
 * ratio of the shares of the ceiling, each measured in the same minute as its row.
 */
function sizeRatios(): SizeRatio[] {
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  if (small === large) return [];
  const ratios: SizeRatio[] = [];
  console.log(
    `\n### ${fmt(large)} frente a ${fmt(small)} productos (veces más lento: req/s de ${fmt(small)} / req/s de ${fmt(large)}; "rel. al techo": lo mismo con el % del techo de cada corrida)\n`,
  );
  console.log(
    `| base | escenario | conex. | req/s ${fmt(small)} | req/s ${fmt(large)} | veces más lento | rel. al techo | p99 ${fmt(small)} | p99 ${fmt(large)} |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const largeResult of results.filter((result) => result.size === large)) {
    const smallResult = results.find((r) => r.size === small && r.backend === largeResult.backend);
    if (!smallResult) continue;
    for (const row of largeResult.rows) {
      if (row.kind === 'ceiling') continue;
      const before = smallResult.rows.find((r) => r.key === row.key && r.connections === row.connections);
      if (!before) continue;
      const slower = row.measurement.rps
        ? before.measurement.rps / row.measurement.rps
        : Number.POSITIVE_INFINITY;
      const slowerOfCeiling =
        before.ofCeiling !== null && row.ofCeiling !== null
          ? row.ofCeiling
            ? before.ofCeiling / row.ofCeiling
            : Number.POSITIVE_INFINITY
          : null;
      ratios.push({ backend: largeResult.backend, row, slower, slowerOfCeiling });
      console.log(
        `| ${largeResult.backend} | ${row.name} | ${row.connections} | ${fmt(before.measurement.rps)} | ${fmt(row.measurement.rps)} | ${slower.toFixed(2)} | ${slowerOfCeiling?.toFixed(2) ?? '—'} | ${before.measurement.p99} | ${row.measurement.p99} |`,
      );
    }
  }
  return ratios;
}

function printTargets(ratios: SizeRatio[]) {
  const verdict = (ok: boolean) => (ok ? 'cumple' : 'no cumple');
  const lines: string[] = [];
  const small = Math.min(...SIZES);
  const at = (backend: Backend) =>
    results
      .find((result) => result.backend === backend && result.size === small)
      ?.rows.filter((row) => row.connections === TARGET_CONNECTIONS) ?? [];
  const pg = at('PostgreSQL');
  for (const row of pg.filter((r) => r.kind === 'list' || r.kind === 'detail')) {
    const m = row.measurement;
    const ok = (row.ofCeiling ?? 0) >= 40 && m.p99 < 30 && m.non2xx + m.errors === 0;
    lines.push(
      `PostgreSQL · ${row.name}: ≥ 40 % del techo y p99 < 30 ms → ${row.ofCeiling?.toFixed(1)} %, p99 ${m.p99} ms: ${verdict(ok)}`,
    );
  }
  for (const row of pg.filter((r) => r.kind === 'search')) {
    const m = row.measurement;
    const ok = m.rps >= 1000 && m.p95 < 10 && m.non2xx + m.errors === 0;
    lines.push(
      `PostgreSQL · ${row.name}: ≥ 1.000 req/s y p95 < 10 ms → ${fmt(m.rps)} req/s, p95 ${m.p95} ms: ${verdict(ok)}`,
    );
  }
  const pgResult = results.find((result) => result.backend === 'PostgreSQL' && result.size === small);
  for (const cold of pgResult?.cold ?? [])
    lines.push(
      `PostgreSQL · pedido en frío, ${cold.target}: p50 < 20 ms → ${cold.p50} ms: ${verdict(cold.p50 < 20)}`,
    );
  const orders = pg.find((row) => row.kind === 'orders');
  if (orders) {
    const oversold = pgResult?.oversold;
    const ok = orders.measurement.rps >= 400 && oversold?.oversold === 0 && (oversold.finalStock ?? -1) >= 0;
    lines.push(
      `PostgreSQL · pedidos: ≥ 400 pedidos/s y 0 vendidos de más → ${fmt(orders.measurement.rps)}/s, vendidos de más ${oversold?.oversold ?? '¿?'}: ${verdict(ok)}`,
    );
  }
  for (const row of at('PGlite').filter((r) => r.kind === 'list' || r.kind === 'detail')) {
    const ok = (row.ofCeiling ?? 0) >= 25;
    lines.push(`PGlite · ${row.name}: ≥ 25 % del techo → ${row.ofCeiling?.toFixed(1)} %: ${verdict(ok)}`);
  }
  for (const backend of ['PostgreSQL', 'PGlite'] as const) {
    const rows = ratios.filter(
      (ratio) => ratio.backend === backend && ratio.row.connections === TARGET_CONNECTIONS,
    );
    if (!rows.length) continue;
    const worst = rows.reduce((a, b) => (b.slower > a.slower ? b : a));
    const relative = rows.filter((ratio) => ratio.slowerOfCeiling !== null);
    const worstRelative = relative.length
      ? relative.reduce((a, b) => ((b.slowerOfCeiling ?? 0) > (a.slowerOfCeiling ?? 0) ? b : a))
      : null;
    lines.push(
      `${backend} · ${fmt(Math.max(...SIZES))} productos a lo sumo 2 veces más lento que ${fmt(small)}: el peor en req/s, ${worst.row.name}, ${worst.slower.toFixed(2)} veces: ${verdict(worst.slower <= 2)}` +
        (worstRelative
          ? `; el peor relativo al techo, ${worstRelative.row.name}, ${worstRelative.slowerOfCeiling?.toFixed(2)} veces: ${verdict((worstRelative.slowerOfCeiling ?? 0) <= 2)}`
          : ''),
    );
  }
  if (!lines.length) return;
  console.log(`\n### Objetivos del issue 15 (${fmt(small)} productos, ${TARGET_CONNECTIONS} conexiones)\n`);
  for (const line of lines) console.log(`- ${line}`);
}

/** Memory in use after the catalogue load, against the target and the caches' bounds (decision 045). */
const MEMORY_TARGET_MB = 200;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
/** Every in-process cache and its bound: decision 046's table (lib/caches/map.ts). */
const CACHE_BOUNDS = `cachés en memoria (${CACHE_MAP.length}): respuestas y páginas del catálogo ≤ ${MAX_ANSWER_BYTES / 2 ** 20} MB; todas juntas ~${MEMORY_BUDGET_MB} MB más el índice de búsqueda (decisión 046)`;
type Memory = { rssMb: number; peakMb: number; heapMb: number; heapTotalMb: number; externalMb: number };

/** The V8 heap in use and the memory outside it (Buffers: the cached answers), from the app's /metrics. */
async function heapOf(base: string): Promise<{ heapMb: number; heapTotalMb: number; externalMb: number }> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
  ).text();
  const mb = (name: string) =>
    Math.round(Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN) / 2 ** 20);
  return {
    heapMb: mb('nodejs_heap_size_used_bytes'),
    // What V8 keeps committed for its heap (in use or not): RSS counts all of it.
    heapTotalMb: mb('nodejs_heap_size_total_bytes'),
    externalMb: mb('nodejs_external_memory_bytes'),
  };
}

/** The app's allocator: jemalloc where the system has it, as npm start runs it (decision 046), or glibc's. */
const ALLOCATOR = /jemalloc/.test(process.env.LD_PRELOAD ?? serverEnv().LD_PRELOAD ?? '')
  ? 'jemalloc'
  : 'malloc de glibc';

function memoryLine(memory: Memory): string {
  const verdict = memory.rssMb <= MEMORY_TARGET_MB ? 'cumple' : 'no cumple';
  return `memoria del servidor tras los escenarios del catálogo y ${IDLE_SECONDS} s de reposo: ${memory.rssMb} MB (VmRSS; pico ${memory.peakMb} MB; heap de V8 en uso ${memory.heapMb} MB de ${memory.heapTotalMb} MB reservados, fuera del heap ${memory.externalMb} MB; ${ALLOCATOR}); meta ≤ ${MEMORY_TARGET_MB} MB en PostgreSQL: ${verdict}; ${CACHE_BOUNDS}`;
}

/** The storefront pages a visitor lands on, loaded in Chromium when the app serves the web build. */
async function firstDownload(base: string, productId: number): Promise<FirstDownload[]> {
  const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return [];
  return measureFirstDownload(base, ['/', '/productos', `/producto/${productId}`], dist);
}

function firstDownloadLine(download: FirstDownload): string {
  const ok = download.gzipKb <= FIRST_DOWNLOAD_TARGET_KB;
  return `JavaScript antes de la primera interacción, ${download.page}: ${download.gzipKb.toFixed(1)} kB gzip en ${download.files} archivos (${download.wireKb.toFixed(1)} kB transferidos); meta ≤ ${FIRST_DOWNLOAD_TARGET_KB} kB: ${ok ? 'cumple' : 'no cumple'} (los más grandes: ${download.largest.join(', ')})`;
}

async function main() {
  const started = Date.now();
  const backends: Backend[] = [];
  if (BACKENDS.includes('pglite')) backends.push('PGlite');
  if (BACKENDS.includes('postgres') || BACKENDS.includes('postgresql')) {
    if (await postgresAvailable(PG_URL)) backends.push('PostgreSQL');
    else console.log(`PostgreSQL no responde en ${PG_URL}: se omite.`);
  }
  console.log(
    `Bench: ${backends.join(' y ')}; ${SIZES.map(fmt).join(' y ')} productos; ${CONNECTIONS.join(' y ')} conexiones; ` +
      `${WARMUP_SECONDS} s de calentamiento + ${SECONDS} s por medición (loopback)${REDIS ? '; con Redis' : ''}. ` +
      `Tiempo estimado: ~${Math.ceil(estimateMinutes(backends.length))} min.`,
  );
  let port = 3901;
  for (const backend of backends)
    for (const size of SIZES) {
      if (backend === 'PGlite') await benchPglite(size, port++);
      else await benchPostgres(size, port++);
    }
  printTables();
  printTargets(sizeRatios());
  const downloads = results.flatMap((result) => result.firstDownload ?? []);
  if (downloads.length)
    console.log(
      `\n### JavaScript antes de la primera interacción (Chromium)\n\n${downloads.map((download) => `- ${firstDownloadLine(download)}`).join('\n')}`,
    );
  for (const result of results.filter((r) => r.memory))
    console.log(`\n${result.backend}, ${fmt(result.size)} productos: ${memoryLine(result.memory as Memory)}`);
  console.log(`Duración total: ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
}

// BENCH_ONLY=sync runs only the supplier sync scenario (sync-scenario.ts, decision 026);
// BENCH_ONLY=stats only the dashboards' statistics on 100,000 orders (statistics-scenario.ts, decision 024).
// BENCH_ONLY=startup only the start-up time and idle memory (startup-scenario.ts, decision 030).
if (ONLY === 'sync') await benchSync();
else if (ONLY === 'startup') await benchStartup();
else if (ONLY === 'stats') await import('./statistics-scenario.ts');
else await main();
