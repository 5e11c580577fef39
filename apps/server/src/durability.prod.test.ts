/**
 * Durability (issue 14 item 6, docs/decisions/032): `kill -9` the real server in the middle of 500
 * order creations, restart it on the same data, and compare what the client saw acknowledged with
 * the database: 0 lost, 0 partial, stock exact. Runs on PostgreSQL (a fresh database on
 * TEST_DATABASE_URL) and on PGlite (a temporary DATA_DIR).
 *
 * Run alone: `npx vitest run apps/server/src/durability.prod.test.ts` (about a minute per database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './db/client.ts';
import { products } from './db/schema/index.ts';
import { ensureDemoUsers } from './modules/auth/auth.service.ts';
import { freePort } from './test/network.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOTAL_ORDERS = 500;
const IN_FLIGHT = 10;
const START_STOCK = 100_000;
/** Kill somewhere between 150 and 250 acknowledged orders. */
const KILL_AFTER = 150 + Math.floor(Math.random() * 101);

type Line = { product_id: number; quantity: number };
type Acked = { id: number; total: number; items: Line[] };

type Server = { child: ChildProcess; url: string; output: () => string };

/** Every server started, so a failing test leaves none behind. */
const children = new Set<ChildProcess>();

/** The real server (`node --import tsx apps/server/src/main.ts`), once it answers HTTP. */
async function startServer(env: Record<string, string>, waitMs = 120_000): Promise<Server> {
  const port = await freePort();
  let output = '';
  // Only this run's settings: no SMTP, Redis, S3 or database URL inherited from the shell.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|SMTP_URL|REDIS_URL|S3_|JWT_SECRET|WEB_DIST|EXTERNAL_API_URL)/.test(name),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      DOLLAR_API_URL: 'http://127.0.0.1:9/',
      // 500 orders from one buyer in a minute: far past the per-buyer limit (issue 26 item 23).
      ORDER_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó (${child.exitCode}):\n${output}`);
    try {
      // Any answer means it listens (/api/health, when another part of issue 14 has added it).
      const response = await fetch(`${url}/api/health`);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`el servidor no arrancó:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, output: () => output };
}

async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

async function login(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

function orderBody(tag: string, lines: Line[]) {
  return {
    recipient_name: tag,
    customer_phone: '1134567890',
    customer_email: 'durabilidad@example.com',
    customer_dni_cuit: '',
    delivery_type: 'pickup',
    delivery_time: '',
    shipping_method: '',
    products: lines.map((line) => ({ ...line, price: 1, selected_variants: null, variant_display: '' })),
  };
}

/** A deterministic little generator, so a failing run can be read again (the kill point varies). */
function linesFor(index: number, productIds: number[]): Line[] {
  const count = 1 + (index % 3);
  return Array.from({ length: count }, (_, n) => ({
    product_id: productIds[(index + n * 2) % productIds.length],
    quantity: 1 + ((index * 7 + n) % 4),
  }));
}

type Scenario = {
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
};

async function postgresScenario(): Promise<Scenario> {
  const name = `mayorista_dur_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-dur-pg-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function pgliteScenario(): Scenario {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-dur-pglite-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

type Report = {
  acked: number;
  failed: number;
  notSent: number;
  inDatabase: number;
  committedUnacked: number;
  lost: number[];
  partial: string[];
  stockMismatches: string[];
  /** Seconds per phase. */
  timings: Record<string, number>;
};

/** The whole run on one database: seed, fire, kill -9, restart, compare. */
async function crashRun(scenario: Scenario): Promise<Report> {
  // 1. The data before the run: the demo accounts (what the demo seed creates: admin, and the
  // approved buyer demo/demo1234) and a few products with known stock, one of them the supplier's
  // (its lines also write a distributor order). With products present, the server's demo seed does
  // nothing, so the run is not spent seeding (over a minute on PGlite on a busy machine).
  let database = await scenario.open();
  await ensureDemoUsers(database.db);
  const base = { description: 'Producto de la prueba de durabilidad', isAvailable: true, stock: START_STOCK };
  const inserted = await database.db
    .insert(products)
    .values([
      { ...base, name: 'Panel solar 100W', sku: 'DUR-1', price: 1000 },
      { ...base, name: 'Batería 12V', sku: 'DUR-2', price: 2500.5 },
      { ...base, name: 'Inversor 1000W', sku: 'DUR-3', price: 830 },
      { ...base, name: 'Regulador 20A', sku: 'DUR-4', price: 410.25 },
      { ...base, name: 'Cable solar', sku: 'DUR-5', price: 99.99 },
      {
        ...base,
        name: 'Bandeja del proveedor',
        sku: 'DUR-6',
        price: 1200,
        costPrice: 800,
        isOwnProduct: false,
      },
    ])
    .returning({ id: products.id });
  const productIds = inserted.map((row) => row.id);
  await database.close();

  // 3. 500 creations, ~10 in flight; kill -9 once enough were acknowledged.
  const timings: Record<string, number> = {};
  let mark = Date.now();
  const lap = (name: string) => {
    timings[name] = Math.round((Date.now() - mark) / 100) / 10;
    mark = Date.now();
  };
  const server = await startServer(scenario.env);
  lap('arranque');
  const token = await login(server.url, 'demo', 'demo1234');
  const acked = new Map<number, Acked>();
  const sentLines = new Map<string, Line[]>();
  let failed = 0;
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < TOTAL_ORDERS) {
      const index = next++;
      const tag = `Durabilidad ${index}`;
      const lines = linesFor(index, productIds);
      sentLines.set(tag, lines);
      try {
        const response = await fetch(`${server.url}/api/orders/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(orderBody(tag, lines)),
        });
        const body = (await response.json()) as {
          id?: number;
          total: number;
          items: { product: number; quantity: number }[];
        };
        if (response.status !== 201 || typeof body.id !== 'number') {
          if (!killed) throw new Error(`pedido ${index}: ${response.status} ${JSON.stringify(body)}`);
          failed++;
          continue;
        }
        acked.set(body.id, {
          id: body.id,
          total: body.total,
          items: body.items.map((item) => ({ product_id: item.product, quantity: item.quantity })),
        });
        if (!killed && acked.size >= KILL_AFTER) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        if (!killed) throw error;
        failed++; // cut by the kill: the client does not know whether it was written
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode
      ? resolve(null)
      : server.child.once('exit', resolve),
  );
  expect(server.child.signalCode).toBe('SIGKILL');
  const sent = next;
  lap('pedidos');

  // 4. Restart on the same data (crash recovery), check it answers, then stop it and read the data.
  const restarted = await startServer(scenario.env);
  const adminToken = await login(restarted.url, 'admin', 'admin1234');
  const listed = await fetch(`${restarted.url}/api/orders/?page=1`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(listed.status).toBe(200);
  await stopServer(restarted, 'SIGTERM');
  lap('reinicio');

  database = await scenario.open();
  try {
    const orderRows = await queryRows<{ id: number; total: number; recipient_name: string }>(
      database.db,
      sql`select id, total, recipient_name from orders order by id`,
    );
    const itemRows = await queryRows<{ order_id: number; product_id: number; quantity: number }>(
      database.db,
      sql`select order_id, product_id, quantity from order_items`,
    );
    const stockRows = await queryRows<{ id: number; stock: number }>(
      database.db,
      sql`select id, stock from products where id in ${sql.raw(`(${productIds.join(',')})`)}`,
    );
    const itemsOf = new Map<number, Line[]>();
    for (const row of itemRows) {
      const list = itemsOf.get(Number(row.order_id)) ?? [];
      list.push({ product_id: Number(row.product_id), quantity: Number(row.quantity) });
      itemsOf.set(Number(row.order_id), list);
    }
    const key = (lines: Line[]) =>
      lines
        .map((line) => `${line.product_id}x${line.quantity}`)
        .sort()
        .join(',');
    /** Lines of one request merged by product, as the server merges equal lines. */
    const merged = (lines: Line[]) => {
      const byProduct = new Map<number, number>();
      for (const line of lines)
        byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + line.quantity);
      return [...byProduct].map(([product_id, quantity]) => ({ product_id, quantity }));
    };

    const inDatabase = new Map(orderRows.map((row) => [Number(row.id), row]));
    const lost = [...acked.keys()].filter((id) => !inDatabase.has(id));
    const partial: string[] = [];
    for (const row of orderRows) {
      const id = Number(row.id);
      const lines = itemsOf.get(id) ?? [];
      const requested = sentLines.get(row.recipient_name);
      if (!requested) partial.push(`#${id}: no corresponde a ningún pedido enviado (${row.recipient_name})`);
      else if (key(lines) !== key(merged(requested)))
        partial.push(`#${id}: líneas ${key(lines) || '(ninguna)'} en vez de ${key(merged(requested))}`);
      const ack = acked.get(id);
      if (ack && (Number(row.total) !== ack.total || key(ack.items) !== key(lines)))
        partial.push(
          `#${id}: total ${row.total} / confirmado ${ack.total}, líneas ${key(lines)} / ${key(ack.items)}`,
        );
    }
    const stockMismatches: string[] = [];
    for (const row of stockRows) {
      const sold = itemRows
        .filter((item) => Number(item.product_id) === Number(row.id))
        .reduce((sum, item) => sum + Number(item.quantity), 0);
      if (Number(row.stock) !== START_STOCK - sold)
        stockMismatches.push(`producto ${row.id}: stock ${row.stock}, esperado ${START_STOCK - sold}`);
    }
    return {
      acked: acked.size,
      failed,
      notSent: TOTAL_ORDERS - sent,
      inDatabase: orderRows.length,
      committedUnacked: orderRows.filter((row) => !acked.has(Number(row.id))).length,
      lost,
      partial,
      stockMismatches,
      timings,
    };
  } finally {
    await database.close();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

describe('durability: kill -9 during 500 order creations', () => {
  for (const kind of ['postgres', 'pglite'] as const) {
    it(`${kind}: no acknowledged order lost, none half written, stock exact`, {
      timeout: 420_000,
    }, async () => {
      const scenario = kind === 'postgres' ? await postgresScenario() : pgliteScenario();
      cleanups.push(scenario.cleanup);
      const report = await crashRun(scenario);
      console.log(
        `[durability] ${kind}: ${report.acked} confirmados, ${report.failed} cortados por el kill, ` +
          `${report.notSent} sin enviar; en la base ${report.inDatabase} ` +
          `(${report.committedUnacked} escritos sin confirmar); perdidos ${report.lost.length}, ` +
          `a medias ${report.partial.length}, stock distinto ${report.stockMismatches.length}; ` +
          `segundos: ${JSON.stringify(report.timings)}`,
      );
      expect(report.acked).toBeGreaterThanOrEqual(150);
      expect(report.lost).toEqual([]);
      expect(report.partial).toEqual([]);
      expect(report.stockMismatches).toEqual([]);
      // Only requests in flight at the kill can be written without the client knowing.
      expect(report.committedUnacked).toBeLessThanOrEqual(IN_FLIGHT);
    });
  }
});
