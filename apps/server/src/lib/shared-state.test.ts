import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dbKind } from '../test/helpers.ts';
import { cacheEvents, redisFallbacks } from './metrics.ts';
import type { createRateLimitStore } from './rate-limit-store.ts';
import { createSharedState, parseRedisUrl, REDIS_TIMEOUTS, type SharedState } from './shared-state.ts';
import { startTcpProxy, waitFor } from './tcp-proxy.test-support.ts';

const REDIS = { host: '127.0.0.1', port: 6379 };
/** One prefix per run of this file, so parallel files and helpers never share keys. */
const prefix = `test-${process.pid}-${randomBytes(4).toString('hex')}:`;
const redisUrl = (port = REDIS.port) => `redis://127.0.0.1:${port}/0?keyPrefix=${prefix}`;

type Line = { level: 'warn' | 'info'; fields: Record<string, unknown>; msg: string };
function capturingLog(lines: Line[]): FastifyBaseLogger {
  const write = (level: Line['level']) => (fields: Record<string, unknown>, msg: string) =>
    lines.push({ level, fields, msg });
  const log = { warn: write('warn'), info: write('info'), error: () => {}, debug: () => {}, trace: () => {} };
  return {
    ...log,
    fatal: () => {},
    level: 'info',
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
}

const counterValue = async (
  counter: typeof redisFallbacks | typeof cacheEvents,
  labels: Record<string, string>,
) =>
  (await counter.get()).values
    .filter((value) => Object.entries(labels).every(([key, label]) => value.labels[key as never] === label))
    .reduce((sum, value) => sum + value.value, 0);

type RouteStore = InstanceType<ReturnType<typeof createRateLimitStore>>;

/** Calls a @fastify/rate-limit store the way the plugin does. */
function incr(store: RouteStore, key: string, windowMs = 60_000) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs),
  );
}
function routeStore(state: SharedState, url = '/api/test/'): RouteStore {
  const Store = state.rateLimitOptions.store as ReturnType<typeof createRateLimitStore>;
  return new Store({}).child({ routeInfo: { method: 'POST', url } });
}

describe(`shared state (${dbKind} run; Redis at 127.0.0.1:6379)`, () => {
  const opened: SharedState[] = [];
  const open = async (url: string | undefined, lines: Line[] = []) => {
    const state = await createSharedState({ redisUrl: url, log: capturingLog(lines) });
    opened.push(state);
    return state;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((state) => state.close()));
  });
  afterAll(async () => {
    // Leave nothing behind in the shared Redis.
    const state = await createSharedState({ redisUrl: redisUrl(), log: capturingLog([]) });
    const keys = await state.redis!.client.keys(`${prefix}*`);
    if (keys.length) await state.redis!.client.unlink(...keys);
    await state.close();
  });

  it('reads the key prefix from REDIS_URL and keeps the rest for ioredis', () => {
    expect(parseRedisUrl('redis://cache:6379/2?keyPrefix=norte:')).toEqual({
      url: 'redis://cache:6379/2',
      prefix: 'norte:',
    });
    expect(parseRedisUrl('rediss://user:pw@cache:6380').prefix).toBe('mayorista:');
  });

  it('stays in this process without REDIS_URL: ping null, memory cache, the plugin default store', async () => {
    const state = await open(undefined);
    expect(await state.ping()).toBeNull();
    expect(state.redis).toBeNull();
    expect(state.rateLimitOptions).toEqual({});
    await state.cache.set('memo:a', { n: 1 }, 60);
    expect(await state.cache.get('memo:a')).toEqual({ n: 1 });
  });

  it('shares the cache between two processes: a set or a delete through one is what the other reads next', async () => {
    const [a, b] = [await open(redisUrl()), await open(redisUrl())];
    expect(await a.ping()).toBe(true);
    const hitsBefore = await counterValue(cacheEvents, { cache: 'sync', result: 'hit' });
    expect(await b.cache.get('sync:status')).toBeUndefined();
    await a.cache.set('sync:status', { missing: ['SKU-1'], at: 'x' }, 60);
    expect(await b.cache.get('sync:status')).toEqual({ missing: ['SKU-1'], at: 'x' });
    expect(await counterValue(cacheEvents, { cache: 'sync', result: 'hit' })).toBe(hitsBefore + 1);
    await b.cache.delete('sync:status');
    expect(await a.cache.get('sync:status')).toBeUndefined();
    // The TTL is Redis's.
    await a.cache.set('sync:short', 1, 0.1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await b.cache.get('sync:short')).toBeUndefined();
    // Keys carry the prefix.
    await a.cache.set('sync:prefixed', true, 60);
    expect(await a.redis!.client.exists(`${prefix}cache:sync:prefixed`)).toBe(1);
  });

  it('counts a rate limit across two processes, per route, in a window that starts at the first hit', async () => {
    const [a, b] = [await open(redisUrl()), await open(redisUrl())];
    const [onA, onB] = [routeStore(a), routeStore(b)];
    const key = `10.0.0.1-${randomBytes(3).toString('hex')}`;
    expect((await incr(onA, key)).current).toBe(1);
    expect((await incr(onB, key)).current).toBe(2);
    const third = await incr(onA, key, 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // Another route counts apart.
    expect((await incr(routeStore(b, '/api/other/'), key)).current).toBe(1);
  });

  it('degrades when Redis goes away: no cache, per-process limits, a warn line and the metric; then recovers', async () => {
    const proxy = await startTcpProxy(REDIS);
    const lines: Line[] = [];
    try {
      const viaProxy = await open(redisUrl(proxy.port), lines);
      const direct = await open(redisUrl());
      expect(await viaProxy.ping()).toBe(true);
      const store = routeStore(viaProxy, '/api/outage/');
      await direct.cache.set('sync:kept', 'old', 60);
      const before = {
        cache: await counterValue(redisFallbacks, { use: 'cache' }),
        limit: await counterValue(redisFallbacks, { use: 'rate-limit' }),
      };

      await proxy.cut();
      await waitFor(() => viaProxy.redis!.client.status !== 'ready');
      const started = Date.now();
      expect(await viaProxy.cache.get('sync:kept')).toBeUndefined();
      await viaProxy.cache.set('sync:kept', 'local', 60);
      expect(await viaProxy.cache.get('sync:kept')).toBeUndefined();
      // The invalidation cannot reach Redis now: it is replayed on reconnect.
      await viaProxy.cache.delete('sync:kept');
      const counts = [];
      for (let n = 0; n < 6; n++) counts.push((await incr(store, 'outage-ip')).current);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      expect(Date.now() - started).toBeLessThan(500);
      expect(await viaProxy.ping()).toBe(false);
      expect(await counterValue(redisFallbacks, { use: 'cache' })).toBeGreaterThanOrEqual(before.cache + 3);
      expect(await counterValue(redisFallbacks, { use: 'rate-limit' })).toBe(before.limit + 6);
      const warnings = lines.filter((line) => line.level === 'warn');
      expect(warnings.some((line) => line.msg.startsWith('redis connection lost'))).toBe(true);
      // One line per use, not one per call.
      expect(warnings.filter((line) => line.fields.use === 'rate-limit')).toHaveLength(1);
      expect(await direct.cache.get('sync:kept')).toBe('old');

      await proxy.restore();
      await waitFor(async () => (await viaProxy.ping()) === true);
      expect(
        lines.some((line) => line.level === 'info' && line.msg.startsWith('redis connection back')),
      ).toBe(true);
      await waitFor(async () => (await direct.cache.get('sync:kept')) === undefined);
      // Shared again: counts go to Redis (a fresh key starts at 1 and the other process sees it).
      expect((await incr(store, 'after-ip')).current).toBe(1);
      expect((await incr(routeStore(direct, '/api/outage/'), 'after-ip')).current).toBe(2);
    } finally {
      await proxy.close();
    }
  });

  it('gives up on a hung Redis after one command timeout, then leaves it alone for a second', async () => {
    const proxy = await startTcpProxy(REDIS);
    const lines: Line[] = [];
    try {
      const state = await open(redisUrl(proxy.port), lines);
      await state.cache.set('sync:hung', 'value', 60);
      proxy.stall();
      let started = Date.now();
      expect(await state.cache.get('sync:hung')).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(REDIS_TIMEOUTS.commandMs + 400);
      // Paused: the next calls do not wait at all.
      started = Date.now();
      expect(await state.cache.get('sync:hung')).toBeUndefined();
      expect((await incr(routeStore(state), 'hung-ip')).current).toBe(1);
      expect(Date.now() - started).toBeLessThan(100);
      expect(
        lines.some((line) => line.fields.use === 'cache' && /timed? ?out/i.test(String(line.fields.err))),
      ).toBe(true);
      proxy.resume();
      await waitFor(() => state.redis!.usable());
      expect(await state.cache.get('sync:hung')).toBe('value');
    } finally {
      await proxy.close();
    }
  });

  it('starts without Redis (answering from memory) and connects once Redis is reachable', async () => {
    const proxy = await startTcpProxy(REDIS);
    await proxy.cut();
    try {
      const started = Date.now();
      const state = await open(redisUrl(proxy.port));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await state.ping()).toBe(false);
      expect(await state.cache.get('sync:x')).toBeUndefined();
      expect((await incr(routeStore(state), 'start-ip')).current).toBe(1);
      await proxy.restore();
      await waitFor(async () => (await state.ping()) === true);
    } finally {
      await proxy.close();
    }
  });
});
