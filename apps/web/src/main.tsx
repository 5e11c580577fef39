import '@/lib/boot';
import '@/lib/react-compat';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppTree } from '@/app-tree';
import { PAGE_STATE_ID, type PageState } from '@/lib/page-state';
import { queryClient } from '@/lib/query-client';
import { getAccessToken } from '@/lib/session';
import { hideSplashSoon } from '@/lib/splash';
import { buildRoutes } from '@/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
const root = container;

/**
 * The state of the server's render of this page (docs/decisions/038), when the browser can take over
 * its markup: the server draws pages as an anonymous visitor, so with a session the page is drawn
 * here (with the visitor's prices) instead.
 */
function serverState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  element?.remove();
  if (!element?.textContent || getAccessToken()) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/** The lazy routes of this URL, loaded before hydrating: the first render must draw what the server drew. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      delete route.lazy;
      Object.assign(route, loaded);
    }),
  );
}

async function start() {
  const routes = buildRoutes();
  const state = serverState();
  if (state) {
    await loadMatchedRoutes(routes);
    // The server keeps a page only while the catalogue has not moved (decision 035): its answers are
    // as current as a fresh call's, so they count as read now and nothing is asked again at once.
    for (const { key, data } of state.queries) queryClient.setQueryData(key, data);
    const router = createBrowserRouter(routes, { hydrationData: state.router });
    // The server's markup stays inert (shown, not usable) until the app has taken it over. (React
    // hydrated a transition in slices; Preact's compatibility layer, decision 050, runs it at once.)
    startTransition(() => {
      hydrateRoot(
        root,
        <AppTree queryClient={queryClient} onMounted={() => root.removeAttribute('inert')}>
          <RouterProvider router={router} />
        </AppTree>,
      );
    });
    return;
  }
  root.replaceChildren();
  root.removeAttribute('inert');
  createRoot(root).render(
    <AppTree queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppTree>,
  );
}

void start();
hideSplashSoon();
