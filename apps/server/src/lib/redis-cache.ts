/**
 * The Redis driver of the Cache interface (docs/decisions/029): JSON values under
 * `<prefix>cache:<key>` with a TTL, so a value set or deleted through one process is what every
 * process reads on its next request. While Redis is down the cache is off (every read a miss,
 * writes skipped), never a per-process copy that another process's change could not invalidate;
 * deletes that could not reach Redis are replayed when it is back.
 */
import type { Cache } from './cache.ts';
import { cacheEvents } from './metrics.ts';
import type { SharedRedis } from './shared-redis.ts';

/** Deletes kept for replay after an outage; past this many the whole cache namespace is cleared. */
const MAX_PENDING_DELETES = 1_000;

/** The metric label of a key: its first segment ('sync:intelligent-status:v1' -> 'sync'). */
const cacheName = (key: string) => key.split(':', 1)[0] || 'other';

/** Counts hits and misses of any driver in `mayorista_cache_events_total`. */
export function countedCache(cache: Cache): Cache {
  return {
    async get<T>(key: string) {
      const value = await cache.get<T>(key);
      cacheEvents.inc({ cache: cacheName(key), result: value === undefined ? 'miss' : 'hit' });
      return value;
    },
    set: (key, value, ttlSeconds) => cache.set(key, value, ttlSeconds),
    delete: (key) => cache.delete(key),
  };
}

export function createRedisCache(redis: SharedRedis): Cache {
  const namespace = `${redis.prefix}cache:`;
  const pendingDeletes = new Set<string>();
  let clearAll = false;

  const remember = (key: string) => {
    if (pendingDeletes.size >= MAX_PENDING_DELETES) clearAll = true;
    else pendingDeletes.add(key);
  };

  redis.onReconnect(() => {
    void replayDeletes().catch((error) => redis.failed('cache', error));
  });

  async function replayDeletes() {
    if (clearAll) {
      const pattern = `${escapeGlob(namespace)}*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.client.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
      clearAll = false;
      pendingDeletes.clear();
      return;
    }
    const keys = [...pendingDeletes];
    if (keys.length === 0) return;
    await redis.client.unlink(...keys.map((key) => namespace + key));
    for (const key of keys) pendingDeletes.delete(key);
  }

  return {
    async get<T>(key: string) {
      if (!redis.usable()) {
        redis.failed('cache');
        cacheEvents.inc({ cache: cacheName(key), result: 'error' });
        return undefined;
      }
      try {
        const json = await redis.client.get(namespace + key);
        cacheEvents.inc({ cache: cacheName(key), result: json === null ? 'miss' : 'hit' });
        return json === null ? undefined : (JSON.parse(json) as T);
      } catch (error) {
        redis.failed('cache', error);
        cacheEvents.inc({ cache: cacheName(key), result: 'error' });
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      if (!redis.usable()) return redis.failed('cache');
      try {
        await redis.client.set(
          namespace + key,
          JSON.stringify(value),
          'PX',
          Math.max(1, Math.round(ttlSeconds * 1000)),
        );
      } catch (error) {
        redis.failed('cache', error);
      }
    },
    async delete(key) {
      if (!redis.usable()) {
        redis.failed('cache');
        remember(key);
        return;
      }
      try {
        await redis.client.unlink(namespace + key);
        pendingDeletes.delete(key);
      } catch (error) {
        redis.failed('cache', error);
        remember(key);
      }
    },
  };
}

/** Escapes Redis glob characters, for SCAN MATCH on a literal prefix. */
export const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
