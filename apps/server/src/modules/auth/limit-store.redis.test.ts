import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedState, type SharedState } from '../../lib/shared-state.ts';
import { startTcpProxy, waitFor } from '../../lib/tcp-proxy.test-support.ts';
import { dbKind } from '../../test/helpers.ts';
import { createSharedLimitStore } from './limit-store.redis.ts';
import { createMemoryLimitStore } from './login-throttle.ts';

const prefix = `test-limits-${process.pid}-${randomBytes(4).toString('hex')}:`;
const silent = {
  warn: () => {},
  info: () => {},
  error: () => {},
  debug: () => {},
  child: () => silent,
} as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`login limit store in Redis (${dbKind} run)`, () => {
  let a: SharedState;
  let b: SharedState;
  beforeAll(async () => {
    const url = `redis://127.0.0.1:6379/0?keyPrefix=${prefix}`;
    [a, b] = await Promise.all([
      createSharedState({ redisUrl: url, log: silent }),
      createSharedState({ redisUrl: url, log: silent }),
    ]);
  });
  afterAll(async () => {
    const keys = await a.redis!.client.keys(`${prefix}*`);
    if (keys.length) await a.redis!.client.unlink(...keys);
    await Promise.all([a.close(), b.close()]);
  });

  it('behaves like the memory store, and two processes see the same counts, sets and flags', async () => {
    const onA = createSharedLimitStore(a.redis!, createMemoryLimitStore());
    const onB = createSharedLimitStore(b.redis!, createMemoryLimitStore());
    expect(await onA.increment('c', 300)).toBe(1);
    expect(await onB.increment('c', 300)).toBe(2);
    await sleep(350);
    expect(await onA.increment('c', 300)).toBe(1);

    await onA.addMember('names', 'ana', 1000);
    await onB.addMember('names', 'ana', 1000);
    expect(await onB.addMember('names', 'beto', 1000)).toBe(2);
    expect(await onA.setFlag('account:1:lock', 300)).toBe(true);
    expect(await onB.setFlag('account:1:lock', 300)).toBe(false);
    expect(await onB.has('account:1:lock')).toBe(true);
    const until = await onB.expiresAt('account:1:lock');
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + 300);
    await onA.increment('account:2:failures', 1000);
    // A typed name may hold glob characters: the prefix is taken literally.
    await onA.setFlag('account:name:a*:lock', 1000);
    await onA.setFlag('account:name:ab:lock', 1000);
    await onB.deletePrefix('account:name:a*:');
    expect(await onA.has('account:name:a*:lock')).toBe(false);
    expect(await onA.has('account:name:ab:lock')).toBe(true);
    await onB.deletePrefix('account:1:');
    expect(await onA.has('account:1:lock')).toBe(false);
    expect(await onA.has('account:2:failures')).toBe(true);
    await onB.delete(['account:2:failures']);
    expect(await onA.has('account:2:failures')).toBe(false);
  });

  it('counts in memory while Redis is away, and keeps a lock set then once Redis is back', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    const viaProxy = await createSharedState({
      redisUrl: `redis://127.0.0.1:${proxy.port}/0?keyPrefix=${prefix}`,
      log: silent,
    });
    try {
      const store = createSharedLimitStore(viaProxy.redis!, createMemoryLimitStore());
      expect(await store.increment('outage:failures', 60_000)).toBe(1);
      await proxy.cut();
      await waitFor(() => viaProxy.redis!.client.status !== 'ready');
      expect(await store.increment('outage:failures', 60_000)).toBe(1);
      expect(await store.increment('outage:failures', 60_000)).toBe(2);
      expect(await store.setFlag('outage:lock', 60_000)).toBe(true);
      expect(await store.has('outage:lock')).toBe(true);
      await proxy.restore();
      await waitFor(async () => (await viaProxy.ping()) === true && viaProxy.redis!.usable());
      expect(await store.has('outage:lock')).toBe(true);
      expect(await store.increment('outage:failures', 60_000)).toBe(2);
    } finally {
      await viaProxy.close();
      await proxy.close();
    }
  });
});
