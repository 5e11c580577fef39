/**
 * The dashboards' speed (issue 12, item 4): a fresh PostgreSQL database with BENCH_STATS_ORDERS
 * orders (100,000 by default) over two years from 2,000 buyers, two lines each, and a checkout event
 * per order plus abandoned ones; then every statistics call through the real app (buildApp +
 * inject, so the figure is the server's time without the network), BENCH_STATS_RUNS times each,
 * printing p50 and p99 against the 200 ms p50 target (issue 26 item 34; the figures come from the daily
 * sales of decision 040, rebuilt once after seeding since the rows are written straight). Run: `node --import tsx apps/server/bench/statistics-scenario.ts`
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { ensureDemoUsers } from '../src/modules/auth/auth.service.ts';
import { rebuildSalesSummary } from '../src/modules/orders/order-stats.service.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_STATS_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 40);
const BUYERS = 2_000;
/** Issue 26 item 34: every dashboard call under 200 ms p50 at 100,000 orders. */
const TARGET_P50_MS = 200;

const CALLS = [
  '/api/statistics/analytics/?period=day',
  '/api/statistics/analytics/?period=week',
  '/api/statistics/analytics/?period=month',
  '/api/statistics/analytics/?period=year',
  '/api/statistics/analytics/?start_date=2025-01-01&end_date=2026-12-31',
  '/api/statistics/customers/',
  '/api/statistics/dashboard-orders/',
  '/api/statistics/dashboard-orders/?period=year',
  '/api/statistics/dashboard-orders/?all=true&start_date=2025-01-01&end_date=2026-12-31',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const name = `mayorista_statsbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  const { db } = database;
  try {
    const started = performance.now();
    await ensureDemoUsers(db);
    await db.execute(sql`insert into users (username, email, password_hash, is_active, email_verified, date_joined)
      select 'bench' || g, 'bench' || g || '@example.com', 'x', true, true, now() - (random() * 760 || ' days')::interval
      from generate_series(1, ${BUYERS}) g`);
    await db.execute(sql`insert into products (name, description, price, stock, sku)
      select 'Producto bench ' || g, 'x', 1000 + g, 100, 'BENCH-' || g from generate_series(1, 200) g`);
    await db.execute(sql`insert into orders (user_id, status, delivery_type, recipient_name, customer_email,
        customer_phone, shipping_address, subtotal, total, created_at, updated_at)
      select u.id, (array['pending','paid','shipped','delivered','delivered','delivered','cancelled'])[1 + floor(random() * 7)::int],
        'pickup', 'Cliente ' || u.id, u.email, '1100000000', 'Retiro', t.total, t.total, t.at, t.at
      from (select g, round((5000 + random() * 400000)::numeric, 2) as total,
                   now() - (random() * 730 || ' days')::interval as at,
                   (select min(id) from users where username like 'bench%') + floor(random() * ${BUYERS})::int as uid
            from generate_series(1, ${ORDERS}) g) t
      join users u on u.id = t.uid`);
    await db.execute(sql`insert into order_items (order_id, product_id, product_name, quantity, price, price_at_time)
      select o.id, p.id, p.name, 1 + floor(random() * 10)::int, p.price, p.price
      from orders o cross join lateral (
        select id, name, price from products where sku like 'BENCH-%' and o.id > 0
        order by random() limit 2) p`);
    await db.execute(sql`insert into checkout_events (user_id, created_at)
      select user_id, created_at - interval '10 minutes' from orders where user_id is not null
      union all
      select user_id, created_at + interval '3 days' from orders where user_id is not null and random() < 0.2`);
    // Written straight to the tables: the daily sales the order writes keep are computed once (decision 040).
    await rebuildSalesSummary(db);
    await db.execute(sql`vacuum analyze`);
    console.log(
      `Estadísticas: ${ORDERS} pedidos, ${BUYERS} compradores, sembrado en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-statsbench-'));
    const app = await buildApp({
      db,
      logger: false,
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        uploadsDir: path.join(dataDir, 'uploads'),
        jwtSecret: randomBytes(32).toString('hex'),
        jwtTtlHours: 1,
        mailFrom: 'Bench <bench@mayorista.test>',
        logLevel: 'silent',
        loginRateLimit: 1000,
        trustProxy: false,
      },
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'admin', password: 'admin1234' },
    });
    const headers = { authorization: `Bearer ${login.json().access}` };
    console.log(`\n| llamada | p50 ms | p99 ms | p50 < ${TARGET_P50_MS} ms |`);
    console.log('|---|---|---|---|');
    for (const call of CALLS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        const response = await app.inject({ method: 'GET', url: call, headers });
        if (response.statusCode !== 200) throw new Error(`${call}: ${response.statusCode} ${response.body}`);
        if (i >= 3) times.push(performance.now() - t0); // the first three warm the caches
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      console.log(
        `| ${call} | ${p50.toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${p50 < TARGET_P50_MS ? 'cumple' : 'no cumple'} |`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    // pool.end() resolves before its sockets close: let them go before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (process.env.BENCH_STATS_KEEP) console.log(`Base conservada: ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
