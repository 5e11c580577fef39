import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
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

/** A fresh database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(): Promise<Database> {
  if (dbKind === 'pglite') return openDatabase({ dataDir: null });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  const name = `mayorista_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
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
