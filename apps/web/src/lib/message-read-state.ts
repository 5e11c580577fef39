import { useCallback, useSyncExternalStore } from 'react';

/** The local read flag of contact messages (backoffice §3): ids kept in this browser's localStorage. */
export const READ_STORAGE_KEY = 'mayorista:contact-messages-read';
const MAX_KEPT = 2000;

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: new Set() };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readIds(): ReadonlySet<number> {
  const raw = storage()?.getItem(READ_STORAGE_KEY) ?? null;
  if (raw === cache.raw) return cache.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isInteger(id));
  } catch {
    ids = [];
  }
  cache = { raw, ids: new Set(ids) };
  return cache.ids;
}

export function markRead(id: number): void {
  const current = readIds();
  if (current.has(id)) return;
  const next = [...current, id].slice(-MAX_KEPT);
  storage()?.setItem(READ_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READ_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The read ids, re-rendering when a message is opened here or in another tab. */
export function useReadMessages() {
  const ids = useSyncExternalStore(subscribe, readIds, readIds);
  const mark = useCallback((id: number) => markRead(id), []);
  return { read: ids, markRead: mark };
}
