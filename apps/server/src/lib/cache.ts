/**
 * A small key-value cache with expiry, behind an interface so a shared driver (Redis, issue 14) can
 * replace the in-process one without touching its callers. Values are JSON-serialisable.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The in-process driver: one Map per instance; values are copied through JSON like a remote driver would. */
export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { json: string; expires: number }>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.json) as T;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { json: JSON.stringify(value), expires: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
