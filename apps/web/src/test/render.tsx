/**
 * The one wrapper of the web's page and component tests (decision 048): a fresh QueryClient (no
 * retries), a MemoryRouter at the page's address, and a fetch router that answers the API calls a
 * test names and records every call. Importing this file also cleans the DOM and puts the real
 * fetch back after each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';

/** A QueryClient for one test: nothing is retried, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** One call the page made: its method, address (path and query as sent), path, query and body. */
export type FetchCall = {
  method: string;
  url: string;
  path: string;
  search: URLSearchParams;
  /** The JSON body parsed; a FormData or other body as sent; undefined without one. */
  body: unknown;
  init: RequestInit | undefined;
  /** The `:name` parts of the matched route. */
  params: Record<string, string>;
};

/** What a route answers: a Response as it is, undefined as 204, any other value as a 200 JSON body. */
export type FetchAnswer = Response | unknown;
export type FetchHandler = (call: FetchCall) => FetchAnswer | Promise<FetchAnswer>;
/** A hand-written fetch (address and init, as the page called it), for a test whose server has state. */
export type FetchFunction = (input: string, init?: RequestInit) => FetchAnswer | Promise<FetchAnswer>;

/**
 * Routes by 'METHOD /path' (or '/path' for any method); `:name` matches one path part, a trailing
 * `*` the rest. The path is matched without its query. The first route that matches answers; a
 * value that is not a function is the answer itself.
 */
export type FetchRoutes = Record<string, FetchHandler | object | string | number | boolean | null>;

/** An answer with a status: JSON body, or none (204). */
export function reply(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type CompiledRoute = {
  method: string | null;
  pattern: RegExp;
  names: string[];
  answer: FetchHandler | FetchAnswer;
};

function compile(routes: FetchRoutes): CompiledRoute[] {
  return Object.entries(routes).map(([key, answer]) => {
    const [first, second] = key.trim().split(/\s+/);
    const method = second ? first.toUpperCase() : null;
    const path = second ?? first;
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith(':')) {
          names.push(part.slice(1));
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { method, pattern: new RegExp(`^${source}$`), names, answer };
  });
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const toResponse = (answer: FetchAnswer): Response =>
  answer instanceof Response ? answer : answer === undefined ? reply(204) : reply(200, answer);

const realFetch = globalThis.fetch;
let stubbed = false;

export type FetchRouter = {
  /** The fetch stub itself (a vitest mock), for `toHaveBeenCalled...`. */
  fetch: Mock<(input: string | URL | Request, init?: RequestInit) => Promise<Response>>;
  /** Every call so far, in order. */
  calls: FetchCall[];
  /** The calls with this method and path (query left out). */
  callsTo: (method: string, path: string) => FetchCall[];
};

/**
 * Stubs the global fetch with a router over `routes` (or one fetch function for every call); a call
 * no route matches answers 404 `{detail}` naming it, so a page that calls something unexpected fails.
 */
export function mockFetch(routes: FetchRoutes | FetchFunction): FetchRouter {
  const compiled = typeof routes === 'function' ? null : compile(routes);
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const call: FetchCall = {
      method,
      url,
      path: parsed.pathname,
      search: parsed.searchParams,
      body: parseBody(init?.body),
      init,
      params: {},
    };
    calls.push(call);
    if (typeof routes === 'function') {
      return toResponse(await routes(url, init));
    }
    let handler: FetchHandler | FetchAnswer | undefined;
    for (const route of compiled ?? []) {
      if (route.method && route.method !== method) continue;
      const match = route.pattern.exec(call.path);
      if (!match) continue;
      route.names.forEach((name, index) => {
        call.params[name] = decodeURIComponent(match[index + 1]);
      });
      handler = route.answer;
      break;
    }
    if (handler === undefined) return reply(404, { detail: `Sin ruta en la prueba: ${method} ${url}` });
    return toResponse(typeof handler === 'function' ? await (handler as FetchHandler)(call) : handler);
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  stubbed = true;
  return {
    fetch,
    calls,
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method.toUpperCase() && call.path === path),
  };
}

afterEach(() => {
  cleanup();
  if (stubbed) {
    globalThis.fetch = realFetch;
    stubbed = false;
  }
});

type RenderPageOptions = {
  /** The address the page opens at ('/admin/marcas?page=2', or a location with its state); '/' by default. */
  at?: string | Partial<Location>;
  /** The route pattern the page is mounted on, when it reads `useParams` ('/pedidos/:id'). */
  path?: string;
  /** Other routes of the test's app, to see where a link or navigation leads. */
  routes?: ReactNode;
  /** The API the page talks to (see `mockFetch`); without it, fetch is left as it is. */
  fetch?: FetchRoutes | FetchFunction;
  queryClient?: QueryClient;
  /** Leave the router out (components that need none, or bring their own). */
  router?: false;
};

/** Renders a page or component with a fresh QueryClient, a router and (optionally) the fetch router. */
export function renderPage(
  ui: ReactElement,
  { at = '/', path, routes, fetch, queryClient = testQueryClient(), router }: RenderPageOptions = {},
): RenderResult & { queryClient: QueryClient; api: FetchRouter | undefined } {
  const api = fetch ? mockFetch(fetch) : undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {router === false ? (
        children
      ) : (
        <MemoryRouter initialEntries={[at]}>
          {path || routes ? (
            <Routes>
              <Route path={path ?? '*'} element={children} />
              {routes}
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      )}
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, queryClient, api };
}
