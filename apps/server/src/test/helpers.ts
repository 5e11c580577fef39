import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { AppInstance } from '../app-instance.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

/** 'postgres' when the suite runs against TEST_DATABASE_URL (CI), otherwise in-memory PGlite. */
export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: randomBytes(32).toString('hex'),
    jwtTtlHours: 1,
    mailFrom: 'Mayorista <test@mayorista.test>',
    logLevel: 'silent',
    loginRateLimit: 1000,
    orderRateLimit: 1000,
    trustProxy: false,
    ...overrides,
  };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const migrationsDir = path.join(import.meta.dirname, '../db/migrations');
/** Advisory lock key of the template build (any stable number). */
const LOCK_TEMPLATE = 7_270_010;

/**
 * A migrated database to copy (decision 051): migrating a new database takes seconds, copying one
 * a fraction. Its name carries a hash of the migration files, so a changed migration builds a new
 * one; it is built once per server (under an advisory lock, under another name, then renamed).
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort())
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  const name = `mayorista_tpl_${hash.digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [LOCK_TEMPLATE]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const stale = await admin.query("select datname from pg_database where datname like 'mayorista_tpl_%'");
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`create database ${name}_build`);
      const built = await openDatabase({ url: databaseUrl(adminUrl, `${name}_build`), poolSize: 2 });
      await built.close();
      await admin.query(`alter database ${name}_build rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [LOCK_TEMPLATE]).catch(() => {});
    await admin.end();
  }
  return name;
}
let template: Promise<string> | null = null;

/** A fresh database: in-memory PGlite, or a copy of the migrated template on the TEST_DATABASE_URL server. */
export async function createTestDatabase(): Promise<Database> {
  if (dbKind === 'pglite') return openDatabase({ dataDir: null });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  template ??= migratedTemplate(adminUrl);
  const source = await template;
  const name = `mayorista_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${source}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestContext = {
  app: AppInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function loginAs(app: AppInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json().access;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
