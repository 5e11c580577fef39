/**
 * JSON values kept for this tab only (sessionStorage): what a user was doing when a reload or a
 * login took them away. Blocked or full storage is not an error: the value is just not kept.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The value kept under the key, parsed; null when there is none or it is not JSON. */
export function readTabValue(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function writeTabValue(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept.
  }
}

export function removeTabValue(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
