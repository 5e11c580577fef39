import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dbKind } from './test/helpers.ts';
import { freePort } from './test/network.ts';

/**
 * A store started in production (issue 26 item 29, DOMAIN "Production start"): no demo catalogue,
 * no account with a known password; the first admin from ADMIN_USERNAME/ADMIN_PASSWORD or from the
 * setup link the start prints (once: the link stops working when an admin exists). The real server
 * (main.ts) on a new database each time.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A new database: a DATA_DIR for PGlite, or a database of its own on TEST_DATABASE_URL. */
async function newDatabase(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-production-start-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (dbKind !== 'postgres') return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  const name = `mayorista_prodstart_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

/** main.ts in production on that database, once it has printed its start message. */
async function startProduction(database: Record<string, string>, extra: Record<string, string> = {}) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'S3_BUCKET',
    'SEED_DEMO',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
  ])
    delete env[name];
  Object.assign(env, database, extra, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JOBS: 'off',
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 180_000;
  while (!output.includes('Mayorista listo en')) {
    if (child.exitCode !== null) throw new Error(`el servidor salió con ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`el servidor no arrancó a tiempo:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const base = `http://127.0.0.1:${port}`;
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const products = async () =>
    ((await (await fetch(`${base}/api/products/?page_size=1`)).json()) as { count: number }).count;
  return { output: () => output, post, products };
}

describe(`a production start (${dbKind})`, () => {
  it('prints a one-time setup link and no demo account; the link makes the first admin once', {
    timeout: 240_000,
  }, async () => {
    const server = await startProduction(await newDatabase());
    const output = server.output();
    expect(output).not.toContain('admin1234');
    expect(output).not.toContain('demo1234');
    const token = output.match(/\/configurar-administrador#(\S+)/)?.[1];
    expect(token, output).toBeTruthy();
    // No demo catalogue, and the demo accounts do not exist.
    expect(await server.products()).toBe(0);
    for (const [username, password] of [
      ['admin', 'admin1234'],
      ['demo', 'demo1234'],
    ])
      expect((await server.post('/api/auth/login/', { username, password })).status).toBe(400);

    const owner = { username: 'duenia', email: 'duenia@tienda.com.ar', password: 'una clave larga 2026' };
    const forged = await server.post('/api/auth/first-admin/', { ...owner, token: `${token}x` });
    expect(forged).toMatchObject({ status: 400 });
    const created = await server.post('/api/auth/first-admin/', { ...owner, token });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ is_staff: true, username: 'duenia' });
    const login = await server.post('/api/auth/login/', { username: 'duenia', password: owner.password });
    expect(login.body).toMatchObject({ is_staff: true });
    // Used: the same link makes no second admin.
    const again = await server.post('/api/auth/first-admin/', { ...owner, username: 'otro', token });
    expect(again).toMatchObject({
      status: 409,
      body: { detail: 'La tienda ya tiene un administrador: inicia sesión.' },
    });
  });

  it('makes the admin of ADMIN_USERNAME/ADMIN_PASSWORD and no demo', {
    timeout: 300_000,
  }, async () => {
    const database = await newDatabase();
    const admin = { ADMIN_USERNAME: 'duenio', ADMIN_PASSWORD: 'clave-del-duenio-2026' };
    const server = await startProduction(database, admin);
    expect(server.output()).toContain('Administrador creado: duenio');
    expect(server.output()).not.toMatch(/admin1234|configurar-administrador/);
    expect(await server.products()).toBe(0);
    const login = await server.post('/api/auth/login/', {
      username: 'duenio',
      password: admin.ADMIN_PASSWORD,
    });
    expect(login.body).toMatchObject({ is_staff: true });
    expect((await server.post('/api/auth/login/', { username: 'admin', password: 'admin1234' })).status).toBe(
      400,
    );
  });
});
