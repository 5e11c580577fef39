import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { FORBIDDEN_EVENT, SESSION_EXPIRED_EVENT, SESSION_EXPIRED_MESSAGE } from '@/api/client';
import { NO_PERMISSION_MESSAGE } from '@/api/errors';
import { preloadPageTables } from '@/app-routes';
import { loginUrl, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useIdle } from '@/lib/use-idle';
import { NavigationProgress } from './navigation-progress';
import { SiteHeader } from './site-header';

/** Below the page or floating over it, not needed to paint the top of a page: loaded beside the page's own chunk. */
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));
const WhatsappButton = lazy(() =>
  import('./whatsapp-button').then((module) => ({ default: module.WhatsappButton })),
);

const ADMIN_AREA = /^\/(configuracion|admin)(\/|$)/;

/** The public chrome around every screen (storefront §2 layout rules). */
export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const hideChrome = session.isAdmin && ADMIN_AREA.test(pathname);

  useSessionExpiry();
  useRefetchOnSessionChange();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <NavigationProgress />
      {hideChrome ? null : <SiteHeader />}
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {hideChrome ? null : <PageEnd />}
      <ScrollRestoration />
      <PreloadAtIdle isLoggedIn={session.isLoggedIn} />
    </div>
  );
}

/**
 * The footer and the WhatsApp button, each in a boundary of its own, in a part the layout's own
 * re-renders do not reach (no props, memo). Preact's Suspense (decision 050) unmounts the lazy parts
 * it is waiting for when its parent draws it again before it has set them aside, then brings the
 * first of two such parts back to life: that part throws its chunk's import again with no boundary
 * above it ("Uncaught Promise" on a buyer's page, whose layout re-renders while the chunks load). One
 * lazy part per boundary is never revived after its unmount, and a boundary its parent does not
 * redraw does not unmount them at all.
 */
const PageEnd = memo(function PageEnd() {
  return (
    <>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        <WhatsappButton />
      </Suspense>
    </>
  );
});

/**
 * Fetches the data tables' code once the page is idle. A component of its own: the layout itself must
 * not re-render while React takes the server's markup over, or the footer (lazy, still waiting for its
 * chunk) would be thrown away and drawn again (docs/decisions/038).
 */
function PreloadAtIdle({ isLoggedIn }: { isLoggedIn: boolean }) {
  const idle = useIdle();
  useEffect(() => {
    if (idle) preloadPageTables(isLoggedIn);
  }, [idle, isLoggedIn]);
  return null;
}

/** A 401 on a call that carried a token: the client cleared the session; go to login (accounts §8). */
function useSessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef('');
  current.current = `${location.pathname}${location.search}`;

  useEffect(() => {
    const onExpired = () => {
      notify.error(SESSION_EXPIRED_MESSAGE);
      const here = current.current;
      if (here.startsWith(paths.login) || here.startsWith(paths.loginAlias)) return;
      navigate(loginUrl(here === paths.home ? null : here), { replace: true });
    };
    const onForbidden = () => {
      notify.error(NO_PERMISSION_MESSAGE);
      navigate(paths.myOrders, { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    window.addEventListener(FORBIDDEN_EVENT, onForbidden);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.removeEventListener(FORBIDDEN_EVENT, onForbidden);
    };
  }, [navigate]);
}

/** Prices depend on who asks: when the session changes, drop cached answers and refetch the visible ones. */
function useRefetchOnSessionChange() {
  const queryClient = useQueryClient();
  const session = useSession();
  const key = `${session.isLoggedIn}|${session.username}|${session.isAdmin}`;
  const previous = useRef(key);

  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries({ type: 'active' });
  }, [key, queryClient]);
}
