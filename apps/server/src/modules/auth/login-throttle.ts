export const ACCOUNT_LOCK_MAX_FAILURES = 10;
export const ACCOUNT_LOCK_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LOCKED_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta. Intenta nuevamente en 15 minutos.';

export type LoginThrottle = {
  isLocked: (key: string) => boolean;
  recordFailure: (key: string) => void;
  reset: (key: string) => void;
};

/**
 * Failed logins per account (any address) within a sliding window; kept in this process's memory
 * (docs/decisions/005: a restart forgets the counts, several instances count separately).
 */
export function createLoginThrottle(
  options: { maxFailures?: number; windowMs?: number; now?: () => number; maxKeys?: number } = {},
): LoginThrottle {
  const maxFailures = options.maxFailures ?? ACCOUNT_LOCK_MAX_FAILURES;
  const windowMs = options.windowMs ?? ACCOUNT_LOCK_WINDOW_MS;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((time) => time > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  const sweep = () => {
    for (const key of failures.keys()) recent(key);
    // Still too many keys: forget the oldest entries rather than grow without bound.
    for (const key of failures.keys()) {
      if (failures.size <= maxKeys) break;
      failures.delete(key);
    }
  };

  return {
    isLocked: (key) => recent(key).length >= maxFailures,
    recordFailure(key) {
      if (failures.size >= maxKeys) sweep();
      failures.set(key, [...recent(key), now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
