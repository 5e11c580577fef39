/**
 * The versions of what the server keeps in memory (docs/decisions/046): `catalogue` (products,
 * prices, categories, brands, offers, banners, the dollar rate), `stock` (what orders take and give
 * back), `settings` (the store's settings row) and `accounts` (the user rows behind bearer tokens).
 * Each moves on the writes that declare it (`config.changes`, lib/caches/writes.ts) and from the jobs
 * that change its data. A version is a random token that moves when its data may have changed; memory
 * kept under an old version is never used again. With REDIS_URL the versions live in Redis, read once
 * per request (one MGET), so a write on one process is seen by the next request on any process;
 * otherwise they live in this process.
 *
 * Random tokens, never counters: a Redis that restarted empty cannot bring back a version that old
 * entries were kept under. When Redis cannot be read the versions are unknown (null) and callers keep
 * nothing and serve nothing from memory; a move that could not be written is written on reconnect,
 * and every listener drops its memory when the connection comes back.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SharedRedis } from '../shared-redis.ts';

/** What a write can change, each with its own version. */
export const VERSION_NAMES = ['catalogue', 'stock', 'settings', 'accounts'] as const;
export type VersionName = (typeof VERSION_NAMES)[number];
export type VersionSet = Record<VersionName, string>;

export type Versions = {
  /** The versions now, read at most once per request. null when they cannot be known (Redis down). */
  read: (request: FastifyRequest) => Promise<VersionSet | null>;
  /** Moves one version: memory kept under the old one is stale everywhere from now on. */
  bump: (name: VersionName) => Promise<void>;
  /** Called when memory kept so far can no longer be trusted (a Redis outage ended). */
  onLost: (listener: () => void) => void;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request that may change data: it declares what it changes (writes.ts). */
export const isWrite = (request: Pick<FastifyRequest, 'method'>) => WRITE_METHODS.has(request.method);
export const isWriteMethod = (method: string) => WRITE_METHODS.has(method);
const token = () => randomBytes(9).toString('base64url');

export function createVersions(redis: SharedRedis | null): Versions {
  const lostListeners: (() => void)[] = [];
  const lost = () => {
    for (const listener of lostListeners) listener();
  };
  const current = redis ? redisStore(redis, lost) : memoryStore();
  const perRequest = new WeakMap<FastifyRequest, Promise<VersionSet | null>>();
  return {
    read: (request) => {
      let versions = perRequest.get(request);
      if (!versions) {
        versions = current.read();
        perRequest.set(request, versions);
      }
      return versions;
    },
    bump: current.bump,
    onLost: (listener) => lostListeners.push(listener),
  };
}

type Store = { read: () => Promise<VersionSet | null>; bump: (name: VersionName) => Promise<void> };

function memoryStore(): Store {
  const versions = Object.fromEntries(VERSION_NAMES.map((name) => [name, token()])) as VersionSet;
  return {
    read: async () => ({ ...versions }),
    bump: async (name) => {
      versions[name] = token();
    },
  };
}

function redisStore(redis: SharedRedis, lost: () => void): Store {
  const keys = VERSION_NAMES.map((name) => `${redis.prefix}version:${name}`);
  const pending = new Set<VersionName>();
  const bump = async (name: VersionName) => {
    pending.add(name);
    if (!redis.usable()) return redis.failed('cache');
    try {
      await redis.client.set(`${redis.prefix}version:${name}`, token());
      pending.delete(name);
    } catch (error) {
      redis.failed('cache', error);
    }
  };
  redis.onReconnect(() => {
    lost();
    for (const name of pending) void bump(name);
  });
  const read = async (): Promise<VersionSet | null> => {
    if (!redis.usable()) {
      lost();
      return null;
    }
    try {
      let values = await redis.client.mget(...keys);
      if (values.some((value) => !value)) {
        // First use (or Redis restarted empty): every process settles on the first token written.
        await Promise.all(keys.map((key, index) => values[index] || redis.client.set(key, token(), 'NX')));
        values = await redis.client.mget(...keys);
      }
      if (values.some((value) => !value)) return null;
      return Object.fromEntries(VERSION_NAMES.map((name, index) => [name, values[index]!])) as VersionSet;
    } catch (error) {
      redis.failed('cache', error);
      lost();
      return null;
    }
  };
  return { read, bump };
}
