/**
 * The server's render of a storefront page (issue 15, docs/decisions/038), built apart
 * (`vite build --ssr`) and run by the API server (apps/server/src/lib/page-render.ts): the page's
 * markup as an anonymous visitor sees it, with the answers it was drawn with, so a phone paints the
 * store from the HTML and the browser's JavaScript takes that markup over (main.tsx, hydrateRoot).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, QueryErrorResetBoundary } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { ApiError, type ServerAnswer, setServerAnswer } from '@/api/client';
import { AppTree } from '@/app-tree';
import { filtersQuery, parseFilters } from '@/features/catalog/lib/filters';
import type { PageState } from '@/lib/page-state';
import { paths } from '@/lib/paths';
import { QUERY_DEFAULTS } from '@/lib/query-client';
import { buildRoutes } from '@/router';

export type { ServerAnswer };
export type PageRender = { html: string; state: PageState };

const handler = createStaticHandler(buildRoutes());

/** Who answers the page's GETs during one render (several renders may run at once). */
const answers = new AsyncLocalStorage<ServerAnswer>();
setServerAnswer((url) => {
  const answer = answers.getStore();
  if (!answer) throw new Error('GET outside a render');
  return answer(url);
});

/**
 * A query client whose enabled queries suspend the render until their answer is in (what
 * `useSuspenseQuery` does): the render waits for every answer the page asks for on its first draw.
 */
function renderQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retry: false } },
  });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    if (defaulted.enabled === undefined || defaulted.enabled === true) defaulted.suspense = true;
    // A failed query stays failed for the rest of the render (answerErrorsInPlace): drawn again, it
    // would otherwise ask again, and suspend again, for ever.
    defaulted.retryOnMount = false;
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return client;
}

/**
 * The URL a page is drawn and kept for (issue 26 item 20): its path and only the query parameters the
 * page reads, in one order. `/productos?cb=1` is `/productos`: a stream of made-up URLs is one page.
 */
export function pageUrl(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname !== paths.products) return pathname;
  const query = filtersQuery(parseFilters(searchParams)).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page at `url` (path and query) as drawn for an anonymous visitor, its GETs answered by `answer`
 * (the server, in process); null when it is not a page to draw here (a redirect, a route error, an
 * answer that failed): the browser draws those itself.
 */
export function render(url: string, answer: ServerAnswer): Promise<PageRender | null> {
  return answers.run(answer, () => draw(url));
}

async function draw(url: string): Promise<PageRender | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const queryClient = renderQueryClient();
  try {
    return await drawWith(queryClient, context);
  } finally {
    // Nothing of the render outlives its answer: each query holds a garbage-collection timer
    // (QUERY_DEFAULTS.gcTime, 10 minutes) that kept the client, its answers and the page alive.
    queryClient.clear();
  }
}

/**
 * A query whose answer failed (a product that does not exist) draws the page's own error state, as a
 * query does in the browser, instead of throwing its error out of the render: the render ends with
 * every part settled, and a query in error makes it give the plain shell (below). Thrown, the error
 * would leave the renderer's other suspended parts waiting, each rejecting later with no one to
 * catch it (an unhandled rejection ends the server's process). TanStack throws a suspended query's
 * error unless its boundary says it was reset: this one always does.
 */
function answerErrorsInPlace(boundary: { reset: () => void; clearReset: () => void }) {
  boundary.reset();
  boundary.clearReset = () => {};
}

async function drawWith(queryClient: QueryClient, context: StaticHandlerContext): Promise<PageRender | null> {
  const router = createStaticRouter(handler.dataRoutes, context);
  let html: string;
  try {
    // Preact's renderer (docs/decisions/050) waits for every suspended part and writes the whole page
    // in order: no script moves parts into place (the CSP allows none inline).
    html = await renderToStringAsync(
      (
        <AppTree queryClient={queryClient}>
          <QueryErrorResetBoundary>
            {(boundary) => {
              answerErrorsInPlace(boundary);
              return <StaticRouterProvider router={router} context={context} hydrate={false} />;
            }}
          </QueryErrorResetBoundary>
        </AppTree>
      ) as unknown as VNode,
    );
  } catch (error) {
    // A part that threw is drawn by the browser: an API's answer quietly, anything else reported to
    // the server's log.
    if (error instanceof ApiError && error.kind === 'http') return null;
    throw error;
  }
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status === 'error')) return null;
  return {
    html,
    state: {
      // What the page was drawn with, for the browser's query cache (main.tsx).
      queries: queries
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ key: query.queryKey, data: query.state.data })),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
  };
}
