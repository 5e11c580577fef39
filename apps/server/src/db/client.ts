import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Query, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The node-postgres pool (PostgreSQL only), for metrics. */
  pool?: pg.Pool;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so several processes starting together
   * migrate and seed one at a time; PGlite has one process, so it just runs it.
   */
  exclusive: <T>(key: number, work: () => Promise<T>) => Promise<T>;
};

/** Advisory lock keys (any stable numbers). */
export const LOCK_MIGRATE = 7_270_001;
export const LOCK_SEED = 7_270_002;

/** Typo tolerance of search: pg_trgm's word similarity threshold (default 0.6 misses 'lampra' for 'lampara'). */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
const SEARCH_SETTINGS = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when `url` is a postgres:// URL, otherwise embedded PGlite in `dataDir` (memory when null). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  poolSize?: number;
}): Promise<Database> {
  if (options.url) {
    // Each driver is loaded only by the database it serves (a PGlite process never loads pg: 034).
    const { default: pg } = await import('pg');
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c ${SEARCH_SETTINGS}`,
    });
    // An idle client dropped by the server (restart, dropped test database) must not crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusive = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        lock.release();
      }
    };
    await exclusive(LOCK_MIGRATE, () => migratePg(db as never, { migrationsFolder }));
    return { db, kind: 'postgres', close: () => pool.end(), pool, exclusive };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({
    dataDir: options.dataDir ?? undefined,
    extensions: { pg_trgm, unaccent },
    // 16 MB of buffers instead of PostgreSQL's 128 MB, which PGlite touches at start (030, 034)
    // memory (decision 030); the data files stay in the OS cache anyway.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`],
  });
  await client.exec(`set ${SEARCH_SETTINGS.replace('=', ' = ')}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), exclusive: (_key, work) => work() };
}

/**
 * PGlite's buffer cache (PGLITE_SHARED_BUFFERS, e.g. '64MB'): memory against speed, measured in
 * decision 034. PostgreSQL's own default, 128 MB, is all touched at start by PGlite.
 */
function pgliteSharedBuffers(): string {
  const value = process.env.PGLITE_SHARED_BUFFERS ?? '16MB';
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`PGLITE_SHARED_BUFFERS inválido: ${value}`);
  return value;
}

/** Runs a raw SQL statement and returns its rows (same shape on PGlite and node-postgres). */
export async function queryRows<T = Record<string, any>>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A statement's SQL text and values, as one string: a key for what is kept per statement. */
export function statementKey(db: Db, statement: SQL): string {
  const query = (db as unknown as { dialect: { sqlToQuery: (statement: SQL) => Query } }).dialect.sqlToQuery(
    statement,
  );
  return JSON.stringify([query.sql, query.params]);
}

/**
 * queryRows as a named prepared statement (PostgreSQL), named after its SQL text: statements that
 * differ only in their values are parsed once per connection, and after five runs planned once
 * (searches, decision 036; the order's one statement, issue 15). Inside a transaction pass the
 * transaction: it runs on its connection. PGlite runs it as any statement.
 */
export async function preparedRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const internals = db as unknown as {
    dialect: { sqlToQuery: (statement: SQL) => Query };
    session: {
      prepareQuery: (
        query: Query,
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ) => { execute: () => Promise<{ rows: T[] }> };
    };
  };
  const query = internals.dialect.sqlToQuery(statement);
  const name = `q_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 24)}`;
  return (await internals.session.prepareQuery(query, undefined, name, false).execute()).rows;
}
