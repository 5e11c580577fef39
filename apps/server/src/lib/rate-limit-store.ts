/**
 * A store for @fastify/rate-limit (its `store` option) that counts in Redis, so a limit holds across
 * every process (docs/decisions/029). Each route counts under `<prefix>rl:<METHOD><url>:<key>`; one
 * Lua call adds one and starts the window at the first hit (INCR + PEXPIRE, like the plugin's own
 * RedisStore). When Redis fails or is down, the route counts in this process instead (bounded), so an
 * outage leaves per-process limits: never a 5xx, never unlimited.
 */
import type { SharedRedis } from './shared-redis.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteInfo = { method?: string | string[]; url?: string };

const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Keys one route's memory fallback keeps at most (the oldest go first). */
const MEMORY_KEYS = 10_000;

/** Counting in this process: a window starts at the first hit, like the Redis script. */
export function createMemoryWindowCounter(maxKeys = MEMORY_KEYS, now: () => number = Date.now) {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  return (key: string, windowMs: number): Result => {
    const time = now();
    let entry = entries.get(key);
    if (!entry || entry.expiresAt <= time) {
      entries.delete(key);
      if (entries.size >= maxKeys) {
        for (const [other, value] of entries) if (value.expiresAt <= time) entries.delete(other);
        for (const other of entries.keys()) {
          if (entries.size < maxKeys) break;
          entries.delete(other);
        }
      }
      entry = { count: 0, expiresAt: time + windowMs };
      entries.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.expiresAt - time };
  };
}

/** The class @fastify/rate-limit instantiates (`new Store(options)`), bound to one Redis connection. */
export function createRateLimitStore(redis: SharedRedis) {
  const scriptName = 'mayoristaRateLimit';
  if (!(scriptName in redis.client))
    redis.client.defineCommand(scriptName, { numberOfKeys: 1, lua: INCREMENT });
  const increment = (key: string, windowMs: number) =>
    (redis.client as unknown as Record<string, (key: string, ms: number) => Promise<[number, number]>>)[
      scriptName
    ](key, windowMs);

  return class SharedRateLimitStore {
    readonly namespace: string;
    readonly memory = createMemoryWindowCounter();

    constructor(_options?: unknown, route = '') {
      this.namespace = `${redis.prefix}rl:${route}:`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const fallback = () => callback(null, this.memory(key, timeWindow));
      if (!redis.usable()) {
        redis.failed('rate-limit');
        fallback();
        return;
      }
      increment(this.namespace + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error) => {
          redis.failed('rate-limit', error);
          fallback();
        },
      );
    }

    child(routeOptions: { routeInfo?: RouteInfo }) {
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new SharedRateLimitStore(undefined, `${method}${info.url ?? ''}`);
    }
  };
}
