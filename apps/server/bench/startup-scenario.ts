/**
 * Start-up time and idle memory (issue 14 item 7, BENCH_ONLY=startup, decision 030): for PGlite and
 * for PostgreSQL (when one answers on BENCH_DATABASE_URL), a first start of the bundled server
 * (`apps/server/dist/main.mjs`, what `npm start` runs; built here first) migrates and seeds the demo catalogue; then BENCH_STARTUP_RUNS more starts
 * on that database (the everyday case) are timed from spawn to the first 200 on /api/health, and
 * each process's resident memory (VmRSS in /proc/<pid>/status) is read after BENCH_IDLE_SECONDS idle.
 * Targets: serving within 2 s; idle RSS at most 150 MB on PostgreSQL and 250 MB on PGlite.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, postgresAvailable } from './postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 3911);
const TARGET_MS = 2_000;
const TARGET_MB = { PGlite: 250, PostgreSQL: 150 } as const;

type Backend = keyof typeof TARGET_MB;
export type StartupRow = { backend: Backend; run: string; ms: number; rssMb: number; peakMb: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status of GET /api/health, or 0 when nothing answers (yet). */
function health(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.setTimeout(1_000, () => request.destroy());
  });
}

/** VmRSS and VmHWM (peak) of `pid`, in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Spawns the server, times it to the first healthy answer, idles, reads its memory, stops it. */
async function startOnce(backend: Backend, run: string, env: Record<string, string>): Promise<StartupRow> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOBS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while ((await health(PORT)) !== 200) {
      if (child.exitCode !== null) throw new Error(`el servidor salió con ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error('el servidor no arrancó a tiempo');
      await sleep(10);
    }
    const ms = Math.round(performance.now() - started);
    await sleep(IDLE_SECONDS * 1000);
    const memory = memoryOf(child.pid as number);
    const row = { backend, run, ms, ...memory };
    const over = [
      ms > TARGET_MS && `más de ${TARGET_MS / 1000} s`,
      memory.rssMb > TARGET_MB[backend] && `más de ${TARGET_MB[backend]} MB`,
    ].filter(Boolean);
    console.log(
      `  ${backend} · ${run}: ${(ms / 1000).toFixed(2)} s hasta servir, ${memory.rssMb} MB en reposo ` +
        `(pico ${memory.peakMb} MB)${over.length && run !== 'primer arranque' ? ` — ${over.join(', ')}` : ''}`,
    );
    return row;
  } finally {
    await stop(child);
  }
}

async function series(backend: Backend, env: Record<string, string>): Promise<StartupRow[]> {
  const rows = [await startOnce(backend, 'primer arranque', env)];
  for (let run = 1; run <= RUNS; run++) rows.push(await startOnce(backend, `arranque ${run + 1}`, env));
  return rows;
}

export async function benchStartup(): Promise<StartupRow[]> {
  console.log(
    `Arranque y memoria en reposo: ${RUNS} arranques sobre una base ya sembrada (más el primero), ` +
      `${IDLE_SECONDS} s de reposo; metas ${TARGET_MS / 1000} s, ${TARGET_MB.PostgreSQL} MB PostgreSQL, ${TARGET_MB.PGlite} MB PGlite.`,
  );
  // The bundle `npm start` runs, built from the current sources.
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('no se pudo compilar el servidor');
  const rows: StartupRow[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-startup-'));
  try {
    rows.push(...(await series('PGlite', { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (await postgresAvailable(PG_URL)) {
    const scratch = await createScratchDatabase(PG_URL, `mayorista_bench_startup_${process.pid}`);
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-bench-startup-pg-'));
    try {
      rows.push(...(await series('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: scratch.url })));
    } finally {
      await scratch.drop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } else {
    console.log(`PostgreSQL no responde en ${PG_URL}: se omite.`);
  }

  console.log('\n| base | arranque | s hasta servir | MB en reposo (VmRSS) | pico MB (VmHWM) |');
  console.log('|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.backend} | ${row.run} | ${(row.ms / 1000).toFixed(2)} | ${row.rssMb} | ${row.peakMb} |`,
    );
  return rows;
}
