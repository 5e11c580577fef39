import { useSyncExternalStore } from 'react';
import { clearStoredCart } from './cart-count';

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
  clearAdminStatus();
  write(SESSION_KEYS.accessToken, response.access);
  write(SESSION_KEYS.isAdmin, response.is_staff ? 'true' : null);
  write(SESSION_KEYS.username, response.username);
  write(SESSION_KEYS.userId, response.user_id);
  write(SESSION_KEYS.userEmail, response.email);
  write(SESSION_KEYS.firstName, response.first_name);
  write(SESSION_KEYS.lastName, response.last_name);
  notifyChange();
}

/** A new token for the same user (the password change answers one; earlier tokens stop working). */
export function updateAccessToken(access: string) {
  write(SESSION_KEYS.accessToken, access);
  notifyChange();
}

/** Keeps the stored names and e-mail in step after the user edits them in Mi Cuenta. */
export function updateSessionProfile(profile: { email?: string; first_name?: string; last_name?: string }) {
  if (profile.email !== undefined) write(SESSION_KEYS.userEmail, profile.email);
  if (profile.first_name !== undefined) write(SESSION_KEYS.firstName, profile.first_name);
  if (profile.last_name !== undefined) write(SESSION_KEYS.lastName, profile.last_name);
  notifyChange();
}

export function getSessionEmail(): string | null {
  return read(SESSION_KEYS.userEmail);
}

// ---------------------------------------------------------------------------------------------
// Admin status of accounts §4: verified with the server and cached for 5 minutes.

const ADMIN_STATUS_KEY = 'adminStatus';
const ADMIN_STATUS_TIME_KEY = 'adminStatusTime';
export const ADMIN_STATUS_TTL_MS = 5 * 60_000;

/** The cached answer of the admin check, or null when there is none or it is older than 5 minutes. */
export function readAdminStatus(now = Date.now()): boolean | null {
  const value = read(ADMIN_STATUS_KEY);
  const time = Number(read(ADMIN_STATUS_TIME_KEY));
  if (value === null || !Number.isFinite(time) || now - time > ADMIN_STATUS_TTL_MS || time > now) return null;
  return value === 'true';
}

export function writeAdminStatus(isAdmin: boolean, now = Date.now()) {
  write(ADMIN_STATUS_KEY, isAdmin ? 'true' : 'false');
  write(ADMIN_STATUS_TIME_KEY, now);
  // The sidebar follows the server's answer.
  if ((read(SESSION_KEYS.isAdmin) === 'true') !== isAdmin) {
    write(SESSION_KEYS.isAdmin, isAdmin ? 'true' : null);
    notifyChange();
  }
}

/** A 403 from an admin call, a login or a logout drops the cached answer (accounts §4). */
export function clearAdminStatus() {
  const store = storage();
  store?.removeItem(ADMIN_STATUS_KEY);
  store?.removeItem(ADMIN_STATUS_TIME_KEY);
}

// ---------------------------------------------------------------------------------------------
// The path a login-required route was asked for (accounts §2 navigation guards).

const INTENDED_PATH_KEY = 'redirectAfterLogin';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberIntendedPath(path: string) {
  sessionStore()?.setItem(INTENDED_PATH_KEY, path);
}

/** The remembered path, removed as it is read. */
export function takeIntendedPath(): string | null {
  const store = sessionStore();
  const value = store?.getItem(INTENDED_PATH_KEY) ?? null;
  store?.removeItem(INTENDED_PATH_KEY);
  return value;
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
  clearStoredCart();
  storage()?.removeItem('orders');
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

/** The visitor without a session: what the server draws with, and the browser's value for the same visitor. */
const ANONYMOUS: Session = { isLoggedIn: false, isAdmin: false, username: null, firstName: null };

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
    // The very object the server's render used: a page taken over from the server's markup
    // (docs/decisions/038) sees no change, so React does not draw every session reader again at
    // once, mid-hydration (which also threw away the footer's server markup).
    if (!snapshot.isLoggedIn && username === null && firstName === null) snapshot = ANONYMOUS;
  }
  return snapshot;
}

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
  return useSyncExternalStore(subscribe, getSnapshot, () => ANONYMOUS);
}
