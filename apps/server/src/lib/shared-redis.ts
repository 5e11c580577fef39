/**
 * The Redis connection's type, in a types-only file: shared-state.ts makes the connection, the stores
 * it passes it to (cache, rate limits, versions, login counters) import only this (no import circle:
 * decision 047).
 */
import type { Redis } from 'ioredis';

export type FallbackUse = 'cache' | 'rate-limit' | 'login';

/** The Redis connection as the drivers see it (cache, rate-limit store, login counters). */
export type SharedRedis = {
  client: Redis;
  /** Put before every key, so several stores (or test runs) can share one Redis. */
  prefix: string;
  /** Whether to send a command now: connected, and not pausing after a failure. */
  usable: () => boolean;
  /** Reports a failed call (or a skipped one while Redis is down): metric always, warn line at most every 30 s per use. */
  failed: (use: FallbackUse, error?: unknown) => void;
  /** Called once each time the connection is ready again after it was lost. */
  onReconnect: (listener: () => void) => void;
};
