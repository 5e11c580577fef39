/**
 * The login counters of docs/decisions/008 in Redis (docs/decisions/029), so failures split over
 * several processes add up and a lock set by one process holds on all. Keys live under
 * `<prefix>login:`; every call is one command or one small Lua script (atomic).
 *
 * Redis down or failing: counts, sets and flags go to this process's memory store (per-process
 * limits, as before issue 14) with the fallback metric and a warn line; reads also consult that
 * memory, so a lock set during an outage keeps holding on this process after Redis is back.
 */
import type { SharedRedis } from '../../lib/shared-redis.ts';
import type { LimitStore } from './limit-store.ts';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

const ADD_MEMBER = `
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return redis.call('SCARD', KEYS[1])
`;

type Scripts = {
  mayoristaLoginIncrement: (key: string, ms: number) => Promise<number>;
  mayoristaLoginAddMember: (key: string, member: string, ms: number) => Promise<number>;
};

/** Escapes Redis glob characters (typed names may hold them), for SCAN MATCH on a literal prefix. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);

/** Only Redis: throws when a command fails (see `createSharedLimitStore` for the fallback). */
export function createRedisLimitStore(redis: SharedRedis): LimitStore {
  const { client } = redis;
  if (!('mayoristaLoginIncrement' in client)) {
    client.defineCommand('mayoristaLoginIncrement', { numberOfKeys: 1, lua: INCREMENT });
    client.defineCommand('mayoristaLoginAddMember', { numberOfKeys: 1, lua: ADD_MEMBER });
  }
  const scripts = client as unknown as Scripts;
  const namespace = `${redis.prefix}login:`;
  const k = (key: string) => namespace + key;

  return {
    increment: async (key, windowMs) => Number(await scripts.mayoristaLoginIncrement(k(key), windowMs)),
    addMember: async (key, member, windowMs) =>
      Number(await scripts.mayoristaLoginAddMember(k(key), member, windowMs)),
    setFlag: async (key, ms) => (await client.set(k(key), '1', 'PX', ms, 'NX')) === 'OK',
    has: async (key) => (await client.exists(k(key))) > 0,
    async expiresAt(key) {
      const ms = await client.pttl(k(key));
      return ms > 0 ? Date.now() + ms : null;
    },
    async delete(keys) {
      if (keys.length) await client.unlink(...keys.map(k));
    },
    async deletePrefix(prefix) {
      const pattern = `${escapeGlob(k(prefix))}*`;
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await client.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}

/** Redis first, this process's memory when Redis is down or a command fails. */
export function createSharedLimitStore(redis: SharedRedis, memory: LimitStore): LimitStore {
  const remote = createRedisLimitStore(redis);

  /** Runs the Redis call, or the memory one when Redis is not usable or fails. */
  async function either<T>(onRedis: () => Promise<T>, onMemory: () => Promise<T>): Promise<T> {
    if (!redis.usable()) {
      redis.failed('login');
      return onMemory();
    }
    try {
      return await onRedis();
    } catch (error) {
      redis.failed('login', error);
      return onMemory();
    }
  }
  /** Redis and memory both (deletes); a Redis failure is reported, not thrown. */
  async function both(onRedis: () => Promise<void>, onMemory: () => Promise<void>) {
    await onMemory();
    await either(onRedis, async () => {});
  }

  return {
    increment: (key, windowMs) =>
      either(
        () => remote.increment(key, windowMs),
        () => memory.increment(key, windowMs),
      ),
    addMember: (key, member, windowMs) =>
      either(
        () => remote.addMember(key, member, windowMs),
        () => memory.addMember(key, member, windowMs),
      ),
    setFlag: (key, ms) =>
      either(
        () => remote.setFlag(key, ms),
        () => memory.setFlag(key, ms),
      ),
    has: async (key) =>
      (await memory.has(key)) ||
      either(
        () => remote.has(key),
        async () => false,
      ),
    async expiresAt(key) {
      const local = await memory.expiresAt(key);
      const shared = await either(
        () => remote.expiresAt(key),
        async () => null,
      );
      return local === null ? shared : shared === null ? local : Math.max(local, shared);
    },
    delete: (keys) =>
      both(
        () => remote.delete(keys),
        () => memory.delete(keys),
      ),
    deletePrefix: (prefix) =>
      both(
        () => remote.deletePrefix(prefix),
        () => memory.deletePrefix(prefix),
      ),
  };
}
