import {
  ApiError,
  NETWORK_MESSAGE,
  OPERATION_FAILED_MESSAGE,
  serverMessage,
  TIMEOUT_MESSAGE,
} from '@/api/errors';
import { clearAdminStatus, clearSession, getAccessToken } from '@/lib/session';

// The interface other features import from here (see docs in errors.ts).
export {
  ApiError,
  type ApiErrorKind,
  errorMessage,
  isApiError,
  NETWORK_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  serverMessage,
  TIMEOUT_MESSAGE,
} from '@/api/errors';

/** The one fetch client of the web app (accounts §7 and §9): JSON, bearer token, timeout, retry, Spanish errors. */

export const API_PREFIX = '/api';
export const DEFAULT_TIMEOUT_MS = 30_000;
const TIMEOUT_RETRIES = 3;
const RETRY_START_MS = 1_000;
const RETRY_BACKOFF = 1.5;

/** Fired on window when a request carrying a token answers 401; the app shell navigates to login. */
export const SESSION_EXPIRED_EVENT = 'session-expired';
/** A 403 on an admin, statistics or activity-log call: the shell sends the user to Mis Pedidos (accounts §4). */
export const FORBIDDEN_EVENT = 'forbidden-section';

/** Per-call timeouts of accounts §9 and backoffice §9 (the rest use DEFAULT_TIMEOUT_MS). */
export const PRODUCT_LIST_TIMEOUT_MS = 15_000;
export const SYNC_STATUS_TIMEOUT_MS = 20_000;
export const SYNC_HEALTH_TIMEOUT_MS = 10_000;
export const MISSING_PRODUCTS_TIMEOUT_MS = 15_000;

let isAdminCall: (path: string) => boolean = () => false;

/** The app tells the client which calls belong to admin screens (the route registry, app-routes.ts). */
export function setAdminCallMatcher(matcher: (path: string) => boolean) {
  isAdminCall = matcher;
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: string;
  params?: QueryParams;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers, e.g. X-Delete-Operation on a category delete (backoffice §7). */
  headers?: Record<string, string>;
  /** Do not clear the session nor emit the expiry event on 401 (the login call does this implicitly). */
  skipAuthRedirect?: boolean;
};

export function buildUrl(path: string, params?: QueryParams): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const url = clean.startsWith(`${API_PREFIX}/`) ? clean : `${API_PREFIX}${clean}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isLoginCall(path: string) {
  return /\/auth\/login\/?$/.test(path.split('?')[0]);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function requestOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (options.signal) {
    if (options.signal.aborted) controller.abort();
    else options.signal.addEventListener('abort', onAbort, { once: true });
  }

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, undefined, 'timeout');
    // The caller's own signal aborted: let the AbortError through untouched (React Query expects it).
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0, undefined, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const data = await readBody(response).catch(() => undefined);
  if (response.ok) return data as T;

  if (response.status === 401 && token && !options.skipAuthRedirect && !isLoginCall(path)) {
    clearSession();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  }
  // A 403 means a missing role: the cached admin answer may be stale (accounts §4).
  if (response.status === 403) {
    clearAdminStatus();
    if (isAdminCall(path)) window.dispatchEvent(new CustomEvent(FORBIDDEN_EVENT));
  }
  throw new ApiError(serverMessage(data) ?? OPERATION_FAILED_MESSAGE, response.status, data, 'http');
}

/** How the server's render of a page (entry-server.tsx) answers the page's GETs: in process, anonymously. */
export type ServerAnswer = (url: string) => Promise<{ status: number; body: unknown }>;
let serverAnswer: ServerAnswer | undefined;

/** The server's render sets this once; the browser build leaves it out (`import.meta.env.SSR` is false). */
export function setServerAnswer(answer: ServerAnswer) {
  serverAnswer = answer;
}

async function answerOnServer<T>(answer: ServerAnswer, path: string, options: RequestOptions): Promise<T> {
  if ((options.method ?? 'GET').toUpperCase() !== 'GET')
    throw new ApiError(NETWORK_MESSAGE, 0, undefined, 'network');
  const { status, body } = await answer(buildUrl(path, options.params));
  if (status >= 200 && status < 300) return body as T;
  throw new ApiError(serverMessage(body) ?? OPERATION_FAILED_MESSAGE, status, body, 'http');
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (import.meta.env.SSR && serverAnswer) return answerOnServer<T>(serverAnswer, path, options);
  const method = (options.method ?? 'GET').toUpperCase();
  let delay = RETRY_START_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestOnce<T>(path, { ...options, method });
    } catch (error) {
      const retryable =
        method === 'GET' &&
        error instanceof ApiError &&
        error.kind === 'timeout' &&
        attempt < TIMEOUT_RETRIES &&
        !options.signal?.aborted;
      if (!retryable) throw error;
      await sleep(delay);
      delay *= RETRY_BACKOFF;
    }
  }
}

type BodyLessOptions = Omit<RequestOptions, 'method' | 'body'>;
type BodyOptions = Omit<RequestOptions, 'method'>;

export const apiGet = <T>(path: string, options?: BodyLessOptions) =>
  apiRequest<T>(path, { ...options, method: 'GET' });
export const apiPost = <T>(path: string, body?: unknown, options?: BodyOptions) =>
  apiRequest<T>(path, { ...options, body, method: 'POST' });
export const apiPut = <T>(path: string, body?: unknown, options?: BodyOptions) =>
  apiRequest<T>(path, { ...options, body, method: 'PUT' });
export const apiPatch = <T>(path: string, body?: unknown, options?: BodyOptions) =>
  apiRequest<T>(path, { ...options, body, method: 'PATCH' });
export const apiDelete = <T>(path: string, options?: BodyLessOptions) =>
  apiRequest<T>(path, { ...options, method: 'DELETE' });
