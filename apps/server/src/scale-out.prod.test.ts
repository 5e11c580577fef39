/**
 * Issue 14: two real app processes (spawned main.ts) on one PostgreSQL database, Redis and a local
 * S3 server, with nginx in front (the configuration of `npm run start:cluster`), behave as one:
 * shared login limits, prices, images and scheduled jobs; no overselling across processes; a
 * process drained from nginx and stopped with SIGTERM under load loses no request; a Redis outage
 * answers no 5xx.
 * Needs TEST_DATABASE_URL, Redis on 127.0.0.1:6379 and nginx (run by vitest.prod.config.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drainAndStop,
  findNginx,
  reloadNginx,
  startApp,
  startNginx,
  stopProcess,
  waitReady,
  writeNginxConfig,
} from '../../../scripts/cluster.mjs';
import { type Database, openDatabase, queryRows } from './db/client.ts';
import { dollarRates, products, users } from './db/schema/index.ts';
import { multipartBody, testImage } from './lib/multipart.test-support.ts';
import { createTokenService } from './lib/tokens.ts';
import { createUser } from './modules/auth/auth.service.ts';
import { createPlainProduct } from './modules/orders/orders.test-support.ts';
import { seedTestCatalogue } from './test/fixtures.ts';
import { orderPayload } from './test/order-fixtures.ts';

const NGINX_PORT = 8410;
const S3_PORT = 8411;
const RATES_PORT = 8412;
const REDIS_PROXY_PORT = 8413;
const APP_PORTS = [3410, 3411];
/** A Redis database of its own (keys of other suites on the same server never mix with these). */
const REDIS_DB = 11;
const BUCKET = 'mayorista-scale';
const RATE_VALUE = 1234.5;

type AppProcess = { port: number; child: ChildProcess; output: string[] };
type Answer = { status: number; body: any; headers: Headers };

const run = randomBytes(4).toString('hex');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'mayorista-scale-'));
const jwtSecret = randomBytes(32).toString('hex');
const tokens = createTokenService(jwtSecret, 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy in front of Redis that the test can cut (every connection dropped, new ones refused). */
function redisProxy(port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect({ host: '127.0.0.1', port: 6379 });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  return { listen, cut };
}

/** The rates service of DOMAIN.md "Dollar rate", counting the calls it gets. */
function ratesService() {
  const state = { hits: 0 };
  const server = http.createServer((_request, response) => {
    state.hits++;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify([
        { casa: 'oficial', nombre: 'Oficial', compra: 1200, venta: RATE_VALUE, fechaActualizacion: '' },
        { casa: 'blue', nombre: 'Blue', compra: 1300, venta: 1350, fechaActualizacion: '' },
      ]),
    );
  });
  return { state, server };
}

async function call(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; json?: unknown; body?: Buffer; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) body = new Uint8Array(options.body);
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed, headers: response.headers };
}

/**
 * One request on a connection of its own (node:http, no agent). A browser resends a request when a
 * kept-alive connection closes before any answer (as nginx's old workers do on a reload); Node's
 * fetch does not, so the load of the drain case opens a connection per request.
 */
function callOnce(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; json?: unknown } = {},
) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        timeout: 30_000,
        headers: { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.end(body);
  });
}

describe('several processes behind nginx (PostgreSQL, Redis, S3)', () => {
  let database: Database;
  let databaseName: string;
  let s3: { close: () => Promise<void> } | null = null;
  let nginx: ChildProcess | null = null;
  const apps: AppProcess[] = [];
  const proxy = redisProxy(REDIS_PROXY_PORT);
  const rates = ratesService();
  const accessLog = path.join(tmp, 'nginx', 'access.log');
  const nginxOptions = {
    listen: `127.0.0.1:${NGINX_PORT}`,
    upstreamPorts: APP_PORTS,
    prefix: path.join(tmp, 'nginx'),
    accessLog,
  };
  let admin: Record<string, string>;
  let buyer: Record<string, string>;

  const appEnv = (port: number, index: number) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    return {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      // A key prefix per run: the login counters are keyed by user id, and ids repeat in each new database.
      REDIS_URL: `redis://127.0.0.1:${REDIS_PROXY_PORT}/${REDIS_DB}?keyPrefix=scale-${run}:`,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      TRUST_PROXY: 'true',
      JWT_SECRET: jwtSecret,
      // A disk of its own per process, as on two machines: only the bucket is shared.
      DATA_DIR: path.join(tmp, `app${index}`),
      JOBS: 'on',
      DOLLAR_API_URL: `http://127.0.0.1:${RATES_PORT}/v1/dolares`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The demo accounts the test signs in with (a production start has none otherwise).
      SEED_DEMO: 'true',
      // The load places hundreds of orders from a few buyers (issue 26 item 23).
      ORDER_RATE_LIMIT: '100000',
    };
  };

  const launch = async (index: number) => {
    const port = APP_PORTS[index];
    const child = startApp(appEnv(port, index), { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
    const app = { port, child, output };
    apps[index] = app;
    try {
      await waitReady(port, { child, timeoutMs: 120_000 });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output.join('').slice(-3000)}`);
    }
    return app;
  };

  const headersFor = async (username: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.username, username));
    return {
      authorization: `Bearer ${await tokens.sign({ userId: row.id, isStaff: row.isStaff, tokenVersion: row.tokenVersion })}`,
    };
  };

  beforeAll(async () => {
    if (!findNginx())
      throw new Error(
        'nginx no está instalado: esta suite lo necesita (en Debian: apt-get install -y nginx).',
      );
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('Esta suite necesita TEST_DATABASE_URL (PostgreSQL).');

    databaseName = `mayorista_scale_${process.pid}_${run}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    database = await openDatabase({ url: url.toString(), poolSize: 5 });
    // A known catalogue (the demo seed then stays out) and the dollar rate on automatic update.
    await seedTestCatalogue(database.db);
    const [latest] = await database.db.select().from(dollarRates).orderBy(desc(dollarRates.id)).limit(1);
    await database.db.update(dollarRates).set({ isAutoUpdate: true }).where(eq(dollarRates.id, latest.id));

    const { default: S3rver } = await import('s3rver' as string);
    const s3rver = new S3rver({
      address: '127.0.0.1',
      port: S3_PORT,
      silent: true,
      directory: path.join(tmp, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3rver.run();
    s3 = s3rver;
    await proxy.listen();
    await new Promise<void>((resolve) => rates.server.listen(RATES_PORT, '127.0.0.1', () => resolve()));

    await Promise.all(APP_PORTS.map((_port, index) => launch(index)));
    const config = writeNginxConfig(nginxOptions);
    nginx = startNginx(config, nginxOptions.prefix, { stdio: 'ignore' });
    await waitReady(NGINX_PORT, { timeoutMs: 20_000 });

    admin = await headersFor('admin');
    buyer = await headersFor('demo');
  });

  afterAll(async () => {
    await stopProcess(nginx, 5_000);
    await Promise.all(apps.map((app) => stopProcess(app?.child, 15_000)));
    await s3?.close().catch(() => {});
    await proxy.cut();
    await new Promise((resolve) => rates.server.close(resolve));
    await database?.close();
    if (databaseName) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.end();
    }
    rmSync(tmp, { recursive: true, force: true });
  });

  it('runs the scheduled job once across both processes', async () => {
    // Both processes check 5 s after they start; only the one that claims job_runs calls the service.
    const deadline = Date.now() + 30_000;
    while (rates.state.hits === 0 && Date.now() < deadline) await sleep(250);
    await sleep(5_000);
    expect(rates.state.hits).toBe(1);
    const [run] = await queryRows(
      database.db,
      sql`select last_started_at, last_finished_at, last_error from job_runs where name = 'dollar-rate'`,
    );
    expect(run.last_error).toBeNull();
    expect(run.last_finished_at).not.toBeNull();
    const [latest] = await database.db.select().from(dollarRates).orderBy(desc(dollarRates.id)).limit(1);
    expect(latest.value).toBe(RATE_VALUE);
  });

  it('counts the login limit across both: 10 wrong tries split over the two, then 429 on either', {
    timeout: 120_000,
  }, async () => {
    const username = `cluster${run}`;
    await createUser(database.db, {
      username,
      email: `${username}@example.com`,
      password: 'correcta123',
      isActive: true,
      emailVerified: true,
    });
    const ip = `203.0.113.${1 + (Number.parseInt(run.slice(0, 2), 16) % 250)}`;
    const login = (port: number, password: string) =>
      call(port, 'POST', '/api/auth/login/', {
        headers: { 'x-forwarded-for': ip },
        json: { username, password },
      });
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await login(APP_PORTS[attempt % 2], 'equivocada1');
      expect(answer.status, `intento ${attempt + 1}: ${JSON.stringify(answer.body)}`).toBe(400);
    }
    expect((await login(APP_PORTS[0], 'equivocada1')).status).toBe(429);
    expect((await login(APP_PORTS[1], 'equivocada1')).status).toBe(429);
    expect((await login(APP_PORTS[1], 'correcta123')).status).toBe(429);
  });

  it('shows an admin price change made on one process at once on the other', async () => {
    const product = await createPlainProduct(database.db, { price: 1000, stock: 10 });
    const [one, other] = APP_PORTS;
    const before = await call(other, 'GET', `/api/products/${product.id}/`, { headers: buyer });
    expect(before.status).toBe(200);
    expect(before.body.price).toBe(1000);
    const list = await call(other, 'GET', '/api/products/?page_size=100', { headers: buyer });
    expect(list.status).toBe(200);

    const change = await call(one, 'PATCH', `/api/products/${product.id}/`, {
      headers: admin,
      json: { price: 1777 },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);

    const after = await call(other, 'GET', `/api/products/${product.id}/`, { headers: buyer });
    expect(after.body.price).toBe(1777);
    const listAfter = await call(other, 'GET', '/api/products/?page_size=100', { headers: buyer });
    const row = listAfter.body.results.find((item: { id: number }) => item.id === product.id);
    expect(row.price).toBe(1777);
  });

  it('serves an image uploaded through one process from the other', async () => {
    const [one, other] = APP_PORTS;
    const form = multipartBody(
      {},
      { image: { bytes: await testImage('png', 300, 300), filename: 'foto.png' } },
    );
    const upload = await call(one, 'POST', '/api/uploads/images/', {
      headers: { ...admin, ...form.headers },
      body: form.payload,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const { image } = upload.body as { image: string };
    // In the bucket (its public URL), or behind the app: then fetched through the other process.
    const served = image.startsWith('/')
      ? await fetch(`http://127.0.0.1:${other}${image}`)
      : await fetch(image);
    expect(served.status, image).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    if (!image.startsWith('/')) expect(image.startsWith(`http://127.0.0.1:${S3_PORT}/${BUCKET}/`)).toBe(true);
  });

  it('never oversells: 100 concurrent orders of 1 through nginx, split over both, for a stock of 30', {
    timeout: 120_000,
  }, async () => {
    const product = await createPlainProduct(database.db, { price: 500, stock: 30 });
    const buyers = await database.db
      .insert(users)
      .values(
        Array.from({ length: 20 }, (_, index) => ({
          username: `carrera${run}${index}`,
          email: `carrera${run}${index}@example.com`,
          passwordHash: 'no-es-una-clave',
          isActive: true,
          emailVerified: true,
        })),
      )
      .returning();
    const headers = await Promise.all(
      buyers.map(async (row) => ({
        authorization: `Bearer ${await tokens.sign({ userId: row.id, isStaff: false, tokenVersion: row.tokenVersion })}`,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        call(NGINX_PORT, 'POST', '/api/orders/', {
          headers: headers[index % headers.length],
          json: orderPayload([{ product_id: product.id, quantity: 1 }]),
          timeoutMs: 90_000,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const unexpected = answers.filter((answer) => ![201, 409].includes(answer.status));
    expect(unexpected.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBe(30);
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row.stock).toBe(0);
    const [sold] = await queryRows(
      database.db,
      sql`select coalesce(sum(quantity), 0)::int as total from order_items where product_id = ${product.id}`,
    );
    expect(Number(sold.total)).toBe(30);

    // Both processes took orders (nginx's log names the process of each request).
    const upstreams = readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('POST /api/orders/ '))
      .map((line) => line.split(' ')[3]);
    for (const port of APP_PORTS)
      expect(upstreams.some((address) => address?.endsWith(`:${port}`))).toBe(true);
  });

  it('loses no request when one process is drained and gets SIGTERM under load', {
    timeout: 180_000,
  }, async () => {
    const product = await createPlainProduct(database.db, { price: 300, stock: 100_000 });
    const results: string[] = [];
    let created = 0;
    let stop = false;
    const worker = async (index: number) => {
      for (let round = 0; !stop; round++) {
        const order = (index + round) % 3 === 0;
        try {
          const answer = order
            ? await callOnce(NGINX_PORT, 'POST', '/api/orders/', {
                headers: buyer,
                json: orderPayload([{ product_id: product.id, quantity: 1 }]),
              })
            : await callOnce(NGINX_PORT, 'GET', `/api/products/?page_size=${2 + (round % 3)}`);
          results.push(`${order ? 'POST' : 'GET'} ${answer.status}`);
          if (order && answer.status === 201) created++;
        } catch (error) {
          results.push(`${order ? 'POST' : 'GET'} ${(error as Error).message}`);
        }
      }
    };
    const stopped = apps[1];
    try {
      const load = Promise.all(Array.from({ length: 12 }, (_, index) => worker(index)));
      await sleep(1_500);
      // The deploy procedure of docs/deploy.md: nginx stops sending to the process, then SIGTERM.
      const stopping = drainAndStop(nginx!, stopped.child, { ...nginxOptions, down: [stopped.port] });
      await sleep(3_000);
      stop = true;
      await Promise.all([load, stopping]);

      const failed = results.filter((result) => !/ 20[01]$/.test(result));
      expect(results.length).toBeGreaterThan(50);
      expect(failed, readFileSync(path.join(tmp, 'nginx', 'error.log'), 'utf8').slice(-2000)).toEqual([]);
      const [count] = await queryRows(
        database.db,
        sql`select count(*)::int as n from order_items where product_id = ${product.id}`,
      );
      expect(Number(count.n)).toBe(created);
      expect(stopped.child.exitCode).toBe(0);
    } finally {
      if (stopped.child.exitCode === null && stopped.child.signalCode === null)
        await stopProcess(stopped.child, 15_000);
      await launch(1);
      writeNginxConfig(nginxOptions);
      await reloadNginx(nginx!);
    }
  });

  it('answers a Redis outage without 5xx on either process', { timeout: 120_000 }, async () => {
    await proxy.cut();
    await sleep(500);
    const ip = '198.51.100.77';
    for (const port of APP_PORTS) {
      const answers = [
        await call(port, 'GET', '/api/products/?page_size=5', { timeoutMs: 15_000 }),
        await call(port, 'GET', '/api/products/?page_size=5', { headers: buyer, timeoutMs: 15_000 }),
        await call(port, 'POST', '/api/auth/login/', {
          headers: { 'x-forwarded-for': ip },
          json: { username: 'demo', password: 'equivocada1' },
          timeoutMs: 15_000,
        }),
        await call(port, 'POST', '/api/auth/login/', {
          headers: { 'x-forwarded-for': ip },
          json: { username: 'demo', password: 'demo1234' },
          timeoutMs: 15_000,
        }),
        await call(port, 'GET', '/api/categories/', { timeoutMs: 15_000 }),
      ];
      expect(
        answers.map((answer) => answer.status),
        answers.map((answer) => JSON.stringify(answer.body).slice(0, 200)).join('\n'),
      ).toEqual([200, 200, 400, 200, 200]);
      // Readiness tells the operator (503), the users never see it.
      expect((await call(port, 'GET', '/api/ready', { timeoutMs: 15_000 })).status).toBe(503);
    }
    await proxy.listen();
    // Back to ready once Redis answers again.
    for (const port of APP_PORTS) {
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await call(port, 'GET', '/api/ready', { timeoutMs: 5_000 })).status;
        if (status === 200) break;
        await sleep(500);
      }
      expect(status, `/api/ready en ${port}`).toBe(200);
    }
  });
});
