/**
 * State shared by every app process (issue 14): caches, rate limits and the login lockout live in
 * Redis when REDIS_URL is set, in this process otherwise. A Redis outage degrades to per-process
 * state with a log line and a metric (lib/metrics.ts), never a 500.
 *
 * STUB (pre-wired): in-process only until the Redis driver lands.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Cache, createMemoryCache } from './cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache every module uses (shared through Redis when REDIS_URL is set). */
    cache: Cache;
    sharedState: SharedState;
  }
}

export type SharedState = {
  cache: Cache;
  /** Extra options for @fastify/rate-limit (its Redis store when shared). */
  rateLimitOptions: Record<string, unknown>;
  /** true when Redis answers, false when it does not, null when there is no Redis (REDIS_URL unset). */
  ping: () => Promise<boolean | null>;
  close: () => Promise<void>;
};

export async function createSharedState(_options: {
  redisUrl?: string;
  log: FastifyBaseLogger;
}): Promise<SharedState> {
  return { cache: createMemoryCache(), rateLimitOptions: {}, ping: async () => null, close: async () => {} };
}
