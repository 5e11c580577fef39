import { useSyncExternalStore } from 'react';

/** The session kept in localStorage (storefront §3, accounts §3 and §4). */

export const SESSION_KEYS = {
  accessToken: 'accessToken',
  isAdmin: 'isAdmin',
  username: 'username',
  userId: 'userId',
  userEmail: 'userEmail',
  firstName: 'userFirstName',
  lastName: 'userLastName',
} as const;

export const CACHE_VERSION = '1.2';
const CACHE_VERSION_KEY = 'cacheVersion';
/** Cached data cleared with the token when the cache version changes (accounts §4). */
const CACHED_DATA_KEYS = [
  'cachedActivities',
  'cachedProducts',
  'cachedOrders',
  'adminStatus',
  'adminStatusTime',
];

/** Fired on window after this tab changes the session ('storage' only reaches the other tabs). */
export const SESSION_CHANGED_EVENT = 'session-changed';

export type LoginResponse = {
  access?: string | null;
  is_staff?: boolean;
  username?: string | null;
  user_id?: number | string | null;
  is_active?: boolean;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
};

export type Session = {
  isLoggedIn: boolean;
  isAdmin: boolean;
  username: string | null;
  firstName: string | null;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | number | null | undefined) {
  const store = storage();
  if (!store) return;
  if (value === null || value === undefined || value === '') store.removeItem(key);
  else store.setItem(key, String(value));
}

function notifyChange() {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function getAccessToken(): string | null {
  return read(SESSION_KEYS.accessToken);
}

export function saveSession(response: LoginResponse) {
  write(SESSION_KEYS.accessToken, response.access);
  write(SESSION_KEYS.isAdmin, response.is_staff ? 'true' : null);
  write(SESSION_KEYS.username, response.username);
  write(SESSION_KEYS.userId, response.user_id);
  write(SESSION_KEYS.userEmail, response.email);
  write(SESSION_KEYS.firstName, response.first_name);
  write(SESSION_KEYS.lastName, response.last_name);
  notifyChange();
}

export function clearSession() {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
  for (const key of CACHED_DATA_KEYS) store.removeItem(key);
  notifyChange();
}

/** Logout of accounts §2: clears the token, the admin flag, the cart and cached orders, then reloads. */
export function logout() {
  clearSession();
  const store = storage();
  store?.removeItem('cart');
  store?.removeItem('orders');
  window.location.assign('/');
}

/** On start: a different stored cache version clears the token and the cached data (accounts §4). */
export function applyCacheVersion() {
  const store = storage();
  if (!store || store.getItem(CACHE_VERSION_KEY) === CACHE_VERSION) return;
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
  for (const key of CACHED_DATA_KEYS) store.removeItem(key);
  store.setItem(CACHE_VERSION_KEY, CACHE_VERSION);
}

let snapshot: Session | null = null;
let snapshotKey = '';

function getSnapshot(): Session {
  const token = read(SESSION_KEYS.accessToken);
  const isAdmin = read(SESSION_KEYS.isAdmin) === 'true';
  const username = read(SESSION_KEYS.username);
  const firstName = read(SESSION_KEYS.firstName);
  const key = JSON.stringify([token, isAdmin, username, firstName]);
  if (!snapshot || key !== snapshotKey) {
    snapshotKey = key;
    snapshot = { isLoggedIn: Boolean(token), isAdmin: Boolean(token) && isAdmin, username, firstName };
  }
  return snapshot;
}

const serverSnapshot: Session = { isLoggedIn: false, isAdmin: false, username: null, firstName: null };

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

export function getSession(): Session {
  return getSnapshot();
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
