import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind } from './test/helpers.ts';
import { freePort } from './test/network.ts';

/**
 * Graceful shutdown (issue 14 item 5, docs/decisions/030): the real server (main.ts) under a steady
 * load of reads and slow logins gets SIGTERM. Every request the server received is answered in full
 * with a 2xx; a request it never received may fail only by being refused (or, for a connection the
 * kernel queued but Node had not yet accepted, reset) — and the server's own log proves it never saw
 * those. New connections are refused after the close, and the process exits 0 within 10 s.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Outcome =
  | { n: number; kind: 'ok'; status: number; at: number; body: string }
  | { n: number; kind: 'error'; code: string; at: number; gotBytes: boolean };

/** One request on a new connection (as nginx sends them), tagged with `n` in the query string. */
function send(port: number, n: number, request: { method: string; path: string; body?: string }) {
  return new Promise<Outcome>((resolve) => {
    let gotBytes = false;
    const separator = request.path.includes('?') ? '&' : '?';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: `${request.path}${separator}n=${n}`,
        agent: false,
        headers: request.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        gotBytes = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({ n, kind: 'ok', status: res.statusCode ?? 0, at: Date.now(), body });
        });
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ n, kind: 'error', code: error.code ?? error.message, at: Date.now(), gotBytes }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ n, kind: 'error', code: error.code ?? error.message, at: Date.now(), gotBytes }),
    );
    req.end(request.body);
  });
}

async function waitHealthy(port: number, child: ChildProcess, ms: number, log: () => string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`el servidor salió con ${child.exitCode}:\n${log().slice(-3000)}`);
    const outcome = await send(port, 0, { method: 'GET', path: '/api/health' });
    if (outcome.kind === 'ok' && outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`el servidor no arrancó a tiempo:\n${log().slice(-3000)}`);
}

describe(`graceful shutdown of the real server (${dbKind})`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-shutdown-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (dbKind !== 'postgres') return;
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
    const name = `mayorista_shutdown_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes every request it received, refuses new ones and exits 0', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOBS: 'off',
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '100000',
    };
    // This process's own settings (a shell's REDIS_URL, say) must not leak into the server.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN', 'S3_BUCKET']) delete env[name];
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitHealthy(port, child, 180_000, () => log);

      const read = { method: 'GET', path: '/api/products/?page_size=24' };
      const login = {
        method: 'POST',
        path: '/api/auth/login/',
        body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
      };
      const outcomes: Outcome[] = [];
      let next = 1;
      let stop = false;
      let refusedAt = 0;
      const worker = async (request: typeof read) => {
        while (!stop) {
          const outcome = await send(port, next++, request);
          outcomes.push(outcome);
          if (outcome.kind === 'error' && outcome.code === 'ECONNREFUSED') {
            refusedAt ||= outcome.at;
            return;
          }
        }
      };
      // Steady load: 6 readers and 2 login loops (scrypt makes each login slow-ish).
      const workers = [...Array.from({ length: 6 }, () => worker(read)), worker(login), worker(login)];
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Two more logins surely under way when the signal arrives: the server has logged them.
      const tags = [next++, next++];
      const inFlight = tags.map((n) => send(port, n, login));
      const seen = (n: number) => log.includes(`n=${n}"`);
      for (let waited = 0; !tags.every(seen) && waited < 20_000; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(tags.every(seen)).toBe(true);
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      const [first, second] = await Promise.all(inFlight);
      const timeout = setTimeout(() => {
        stop = true;
      }, 15_000);
      await Promise.all(workers);
      clearTimeout(timeout);
      const code = await exited;
      const exitedAfter = Date.now() - signalledAt;

      // The logins under way at the signal were answered in full.
      if (first.kind === 'error' || second.kind === 'error') console.log(log.slice(-4000));
      expect(first).toMatchObject({ kind: 'ok', status: 200 });
      expect(second).toMatchObject({ kind: 'ok', status: 200 });
      expect((first as { body: string }).body).toContain('"access"');

      // Every request the server logged as received got a complete 2xx.
      const received = new Set(
        [...log.matchAll(/"url":"[^"]*[?&]n=(\d+)"/g)].map((match) => Number(match[1])),
      );
      const answered = outcomes.filter((outcome) => outcome.kind === 'ok');
      const lost = outcomes.filter((outcome) => outcome.kind === 'error' && received.has(outcome.n));
      const bad = answered.filter((outcome) => outcome.status < 200 || outcome.status >= 300);
      if (lost.length) console.log(log.slice(-4000));
      expect(lost).toEqual([]);
      expect(bad.map((outcome) => `${outcome.n}: ${outcome.status}`)).toEqual([]);
      // Requests the server never saw failed only by being refused or reset before any answer byte.
      const failed = outcomes.filter((outcome) => outcome.kind === 'error');
      for (const outcome of failed) {
        expect(outcome.kind === 'error' && !outcome.gotBytes).toBe(true);
        expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(outcome.kind === 'error' && outcome.code);
      }
      // Load ran on both sides of the signal; after the close new connections are refused.
      expect(answered.filter((outcome) => outcome.at > signalledAt).length).toBeGreaterThan(0);
      expect(refusedAt).toBeGreaterThan(signalledAt);
      const late = await send(port, next++, read);
      expect(late).toMatchObject({ kind: 'error', code: 'ECONNREFUSED' });

      expect(code).toBe(0);
      // Exit 0 means nothing was cut at the 10-s cap; closing the pool and the process take the rest.
      expect(exitedAfter).toBeLessThan(12_000);
      console.log(
        `shutdown (${dbKind}): ${answered.length} answered, ${failed.length} not received ` +
          `(${failed.map((outcome) => (outcome.kind === 'error' ? outcome.code : '')).join(', ')}), ` +
          `exit ${code} ${exitedAfter} ms after SIGTERM`,
      );
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
