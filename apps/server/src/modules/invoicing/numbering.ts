/**
 * One voucher at a time per point of sale and type (decision 055): ARCA numbers must follow the last
 * authorised one, so asking, sending and storing are serialised, in this process by a queue and across
 * processes by a PostgreSQL advisory lock held on a connection of its own for the whole exchange.
 *
 * Not a transaction around the call: PGlite runs one transaction at a time for the whole store, which
 * would stall every request while ARCA answers; and a step committed as it happens (the number taken
 * before sending) is what lets a crash or a timeout be resolved later with FECompConsultar.
 */
import type { Db } from '../../db/client.ts';

/** Advisory lock class of the numbering (any stable number); the second key is pointOfSale * 1000 + type. */
const LOCK_NUMBERING = 7_270_031;

type PoolLike = {
  connect: () => Promise<{
    query: (text: string, values?: unknown[]) => Promise<unknown>;
    release: (error?: Error) => void;
  }>;
  totalCount: number;
};

/** The node-postgres pool behind a Drizzle database, or null on PGlite. */
function poolOf(db: Db): PoolLike | null {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number'
    ? (client as PoolLike)
    : null;
}

/** The tail of each queue, per database (two apps in one test process share nothing else). */
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

export async function withNumberingLock<T>(
  db: Db,
  pointOfSale: number,
  voucherType: number,
  work: () => Promise<T>,
): Promise<T> {
  const key = `${pointOfSale}:${voucherType}`;
  const byKey = queues.get(db) ?? new Map<string, Promise<unknown>>();
  queues.set(db, byKey);
  const before = byKey.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = before.then(() => mine);
  byKey.set(key, tail);
  await before;
  try {
    return await acrossProcesses(db, pointOfSale * 1000 + voucherType, work);
  } finally {
    release();
    if (byKey.get(key) === tail) byKey.delete(key);
  }
}

async function acrossProcesses<T>(db: Db, lockKey: number, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work();
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1, $2)', [LOCK_NUMBERING, lockKey]);
    return await work();
  } finally {
    try {
      await connection.query('select pg_advisory_unlock($1, $2)', [LOCK_NUMBERING, lockKey]);
    } catch (error) {
      // A connection that cannot unlock is dropped: closing it releases the lock.
      broken = error as Error;
    }
    connection.release(broken);
  }
}
