/**
 * State shared by every app process (issue 14, docs/decisions/029): caches, rate limits and the login
 * lockout live in Redis when REDIS_URL is set, in this process otherwise. A Redis outage degrades to
 * per-process limits and no cache, with a rate-limited warn line and `mayorista_redis_fallbacks_total`
 * (lib/metrics.ts), never a 500; the client reconnects in the background.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Cache, createMemoryCache } from './cache.ts';
import { createVersions, type Versions } from './caches/versions.ts';
import { redisFallbacks } from './metrics.ts';
import { createRateLimitStore } from './rate-limit-store.ts';
import { countedCache, createRedisCache } from './redis-cache.ts';
import type { SharedRedis } from './shared-redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache every module uses (shared through Redis when REDIS_URL is set). */
    cache: Cache;
    sharedState: SharedState;
  }
}

/** What fell back to this process's memory (the `use` label of the fallback metric). */
export type SharedState = {
  cache: Cache;
  /** Extra options for @fastify/rate-limit (its Redis store when shared). */
  rateLimitOptions: Record<string, unknown>;
  /** The Redis connection, or null when REDIS_URL is unset. */
  redis: SharedRedis | null;
  /** The versions of what is kept in memory (lib/caches, decision 046). */
  versions: Versions;
  /** true when Redis answers, false when it does not, null when there is no Redis (REDIS_URL unset). */
  ping: () => Promise<boolean | null>;
  close: () => Promise<void>;
};

export const DEFAULT_KEY_PREFIX = 'mayorista:';
/** Timeouts that make an outage fail fast: a request never waits longer than this on Redis. */
export const REDIS_TIMEOUTS = { connectMs: 1_000, commandMs: 500 };
/** After a failed command, Redis is left alone this long (a hung server costs one timeout, not one per call). */
const PAUSE_AFTER_FAILURE_MS = 1_000;
const WARN_EVERY_MS = 30_000;

/**
 * Splits `?keyPrefix=` off REDIS_URL (default 'mayorista:'): the rest of the URL goes to ioredis.
 * e.g. redis://cache:6379/0?keyPrefix=tienda-norte:
 */
export function parseRedisUrl(url: string): { url: string; prefix: string } {
  const parsed = new URL(url);
  const prefix = parsed.searchParams.get('keyPrefix') || DEFAULT_KEY_PREFIX;
  parsed.searchParams.delete('keyPrefix');
  return { url: parsed.toString(), prefix };
}

export async function createSharedState(options: {
  redisUrl?: string;
  log: FastifyBaseLogger;
}): Promise<SharedState> {
  if (!options.redisUrl) {
    return {
      cache: countedCache(createMemoryCache()),
      rateLimitOptions: {},
      redis: null,
      versions: createVersions(null),
      ping: async () => null,
      close: async () => {},
    };
  }
  const redis = await connect(options.redisUrl, options.log);
  return {
    cache: createRedisCache(redis),
    rateLimitOptions: { store: createRateLimitStore(redis) },
    redis,
    versions: createVersions(redis),
    ping: async () => {
      if (redis.client.status !== 'ready') return false;
      try {
        return (await redis.client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      if (redis.client.status !== 'ready') return redis.client.disconnect();
      try {
        await redis.client.quit();
      } catch {
        redis.client.disconnect();
      }
    },
  };
}

async function connect(redisUrl: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const { url, prefix } = parseRedisUrl(redisUrl);
  // Loaded only when REDIS_URL is set (a process on its own never pays its memory: decision 034).
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    // Fail at once while disconnected instead of queueing: the caller falls back to memory.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    // Reconnect in the background forever, backing off to one try every 2 s.
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    lazyConnect: true,
  });
  const host = new URL(url).host;
  let pausedUntil = 0;
  let wasLost = false;
  const lastWarn = new Map<string, { at: number; skipped: number }>();
  const reconnectListeners: (() => void)[] = [];

  const warn = (topic: string, fields: Record<string, unknown>, message: string) => {
    const now = Date.now();
    const last = lastWarn.get(topic);
    if (last && now - last.at < WARN_EVERY_MS) {
      last.skipped++;
      return;
    }
    lastWarn.set(topic, { at: now, skipped: 0 });
    log.warn({ redis: host, ...fields, ...(last?.skipped ? { suppressed: last.skipped } : {}) }, message);
  };

  client.on('error', (error: Error) => {
    warn('error', { err: error.message }, 'redis connection error');
  });
  client.on('close', () => {
    if (!wasLost) warn('lost', {}, 'redis connection lost; per-process limits and no cache until it is back');
    wasLost = true;
  });
  client.on('ready', () => {
    pausedUntil = 0;
    if (!wasLost) return;
    wasLost = false;
    lastWarn.clear();
    log.info({ redis: host }, 'redis connection back; shared limits and cache again');
    for (const listener of reconnectListeners) listener();
  });

  const redis: SharedRedis = {
    client,
    prefix,
    usable: () => client.status === 'ready' && Date.now() >= pausedUntil,
    failed(use, error) {
      redisFallbacks.inc({ use });
      if (error && client.status === 'ready') pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      warn(
        `use:${use}`,
        { use, err: error instanceof Error ? error.message : 'redis not connected' },
        'redis unavailable; answered from this process',
      );
    },
    onReconnect: (listener) => reconnectListeners.push(listener),
  };

  // The first connection gets a bounded wait; when Redis is down at start, the app starts anyway
  // (per-process state) and the client keeps trying in the background.
  try {
    await client.connect();
  } catch (error) {
    wasLost = true;
    warn(
      'lost',
      { err: (error as Error).message },
      'redis not reachable at start; per-process limits and no cache until it is',
    );
  }
  return redis;
}
