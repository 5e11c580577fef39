/**
 * The sync scenario of `npm run bench` (BENCH_ONLY=sync, decision 026): two catalogues of
 * BENCH_PRODUCTS products (10,000 by default) from the bench generator, one served as the supplier
 * (PUBLIC_PRICES=true) and one as the store pointing at it (EXTERNAL_API_URL). On the supplier every
 * 20th product has another SKU (missing here; the store's own becomes store-only), every 10th variant
 * option another SKU (a missing variant) and every 7th product another stock. Times the full sync-status computation (force_refresh) and the comparison, on
 * PGlite and on PostgreSQL when one answers. Target: under 5 s on PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedBenchCatalogue } from '../src/db/seed/seed.ts';
import { postgresAvailable } from './postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type SyncTiming = { backend: string; step: string; seconds: number[]; outcome: string };

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config/`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('el servidor no arrancó a tiempo');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function seed(database: Database, uploadsDir: string, supplier: boolean) {
  await seedBenchCatalogue(database.db, { uploadsDir, count: COUNT });
  if (!supplier) return;
  await database.db.execute(
    sql`update products set sku = 'PRV-' || sku where sku like 'BEN-%' and id % 20 = 0`,
  );
  await database.db.execute(sql`update products set stock = stock + 7 where id % 7 = 0`);
  await database.db.execute(sql`update variant_options set sku = sku || '-PROV' where id % 10 = 0`);
}

async function measure(backend: string, storeBase: string): Promise<SyncTiming[]> {
  const login = await fetch(`${storeBase}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  const { access } = await login.json();
  const headers = { authorization: `Bearer ${access}` };
  const timings: SyncTiming[] = [];
  const step = async (name: string, url: string) => {
    const seconds: number[] = [];
    let outcome = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${storeBase}${url}`, { headers });
      const body = await response.json();
      seconds.push((performance.now() - started) / 1000);
      outcome = response.ok
        ? body.stats
          ? `${body.stats.total_remote_products} remotos, ${body.stats.total_local_products} locales, ${body.missing_count} faltantes (${body.stats.complete_products_missing} productos, ${body.stats.variants_missing} variantes), servidor ${body.execution_time_seconds} s`
          : `${body.summary.total_external} remotos, ${body.summary.missing_in_current} faltan aquí, ${body.summary.missing_in_external} faltan allá`
        : `HTTP ${response.status}: ${JSON.stringify(body).slice(0, 200)}`;
    }
    timings.push({ backend, step: name, seconds, outcome });
    console.log(`  ${backend} · ${name}: ${seconds.map((s) => s.toFixed(2)).join(' / ')} s — ${outcome}`);
  };
  await step('estado de sincronización (force_refresh)', '/api/intelligent-sync-status/?force_refresh=true');
  await step('estado de sincronización (en caché)', '/api/intelligent-sync-status/');
  await step('comparación (force_refresh)', '/api/external/compare/?force_refresh=true');
  return timings;
}

async function pair(
  backend: string,
  open: (
    which: 'store' | 'supplier',
    dataDir: string,
  ) => Promise<{ database: Database; env: Record<string, string> }>,
  ports: [number, number],
): Promise<SyncTiming[]> {
  const dirs: string[] = [];
  const envs: Record<string, Record<string, string>> = {};
  for (const which of ['supplier', 'store'] as const) {
    const started = Date.now();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `mayorista-bench-sync-${which}-`));
    dirs.push(dataDir);
    const { database, env } = await open(which, dataDir);
    await seed(database, path.join(dataDir, 'uploads'), which === 'supplier');
    await database.close();
    envs[which] = { ...env, DATA_DIR: dataDir };
    console.log(
      `${backend}: ${which === 'store' ? 'tienda' : 'proveedor'} sembrado en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const supplier = await startServer({ ...envs.supplier, PUBLIC_PRICES: 'true' }, ports[0]);
  const store = await startServer(
    { ...envs.store, EXTERNAL_API_URL: `http://127.0.0.1:${ports[0]}` },
    ports[1],
  ).catch(async (error) => {
    await stop(supplier);
    throw error;
  });
  try {
    return await measure(backend, `http://127.0.0.1:${ports[1]}`);
  } finally {
    await stop(store);
    await stop(supplier);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchSync(): Promise<SyncTiming[]> {
  console.log(`Sincronización: dos catálogos de ${COUNT} productos generados, ${RUNS} mediciones por paso.`);
  const timings: SyncTiming[] = [];
  // PGlite: each side seeds its own DATA_DIR/db, the directory its server then opens.
  timings.push(
    ...(await pair(
      'PGlite',
      async (_which, dataDir) => ({
        database: await openDatabase({ dataDir: path.join(dataDir, 'db') }),
        env: {},
      }),
      [3911, 3912],
    ).catch((error) => {
      console.log(`  PGlite: ${error.message}`);
      return [];
    })),
  );

  if (await postgresAvailable(PG_URL)) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const names: string[] = [];
    try {
      timings.push(
        ...(await pair(
          'PostgreSQL',
          async (which) => {
            const name = `mayorista_bench_sync_${which}_${process.pid}`;
            names.push(name);
            await admin.query(`create database ${name}`);
            const url = new URL(PG_URL);
            url.pathname = `/${name}`;
            return {
              database: await openDatabase({ url: url.toString() }),
              env: { DATABASE_URL: url.toString() },
            };
          },
          [3913, 3914],
        )),
      );
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log(`PostgreSQL no responde en ${PG_URL}: se omite.`);
  }

  console.log('\n| base | paso | segundos (cada medición) | resultado |');
  console.log('|---|---|---|---|');
  for (const timing of timings)
    console.log(
      `| ${timing.backend} | ${timing.step} | ${timing.seconds.map((s) => s.toFixed(2)).join(' / ')} | ${timing.outcome} |`,
    );
  return timings;
}
