/**
 * The store behind the login counters, in a types-only file that login-throttle.ts and
 * limit-store.redis.ts both import (no import circle between them, decision 047).
 *
 * Expiring counters, sets and flags: in this process (`createMemoryLimitStore`), or in Redis when
 * REDIS_URL is set (`createSharedLimitStore`, limit-store.redis.ts, docs/decisions/029), where each
 * call is one command or one small Lua script (INCR+PEXPIRE, SADD+SCARD, SET NX PX, EXISTS, PTTL,
 * UNLINK, SCAN+UNLINK).
 */
export type LimitStore = {
  /** Adds one to a counter whose window starts at its first hit; answers the count. */
  increment: (key: string, windowMs: number) => Promise<number>;
  /** Adds a member to a set whose window starts at its first member; answers the set's size. */
  addMember: (key: string, member: string, windowMs: number) => Promise<number>;
  /** Sets a flag for `ms` unless it is already set; answers whether this call set it. */
  setFlag: (key: string, ms: number) => Promise<boolean>;
  has: (key: string) => Promise<boolean>;
  /** When a live key expires (epoch ms); null when it is not set. */
  expiresAt: (key: string) => Promise<number | null>;
  /** Forgets these keys. */
  delete: (keys: string[]) => Promise<void>;
  /** Forgets every key starting with the prefix (a scan in Redis: for rare staff actions only). */
  deletePrefix: (prefix: string) => Promise<void>;
};
