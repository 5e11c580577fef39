import { Navigate, type RouteObject } from 'react-router';
import { setAdminCallMatcher } from '@/api/client';
import { APP_ROUTES, type AppRoute, isAdminApiCall, type RouteHandle, routePatterns } from '@/app-routes';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';
import { RequireAuth } from '@/components/route-guards';
import { paths } from '@/lib/paths';

setAdminCallMatcher(isAdminApiCall);

/** Admin check before any admin screen (accounts §2 navigation guards); its code loads with them. */
export const adminGuard = async () => {
  const guard = await import('@/features/settings/admin-guard');
  return { loader: guard.adminGuardLoader, Component: guard.AdminOutlet };
};

const NoFallback = () => null;

/** The panel's shell, loaded here rather than through the panel's page table: its sidebar reads the registry. */
const settingsLayout = async () => ({
  Component: (await import('@/features/settings/pages/settings-layout')).default,
});

/** One route object per pattern of the entry, relative to `base` ('/' or '/configuracion'). */
function toRouteObjects(route: AppRoute, base: string): RouteObject[] {
  return routePatterns(route).map((pattern) => {
    const relative = pattern === base ? '' : pattern.slice(base === '/' ? 1 : base.length + 1);
    const object: RouteObject = relative ? { path: relative } : { index: true };
    object.handle = { title: route.title } satisfies RouteHandle;
    if (route.redirectTo) object.element = <Navigate to={route.redirectTo} replace />;
    if (route.prefetch) {
      const prefetch = route.prefetch;
      // In the browser only: the server's render (entry-server.tsx) asks for the page's data itself.
      object.loader = () => {
        if (typeof window !== 'undefined') prefetch();
        return null;
      };
    }
    const load = route.page;
    // Route modules load lazily (one chunk per screen); the shell above stays in the first chunk.
    if (load) object.lazy = async () => ({ Component: (await load()).default });
    return object;
  });
}

/** Login-only screens, with the staff ones behind the admin check. */
function guarded(routes: AppRoute[], base: string): RouteObject[] {
  const open = routes
    .filter((route) => route.role !== 'staff')
    .flatMap((route) => toRouteObjects(route, base));
  const staff = routes
    .filter((route) => route.role === 'staff')
    .flatMap((route) => toRouteObjects(route, base));
  return staff.length ? [...open, { lazy: adminGuard, children: staff }] : open;
}

const inSettings = (route: AppRoute) =>
  route.path === paths.settings || route.path.startsWith(`${paths.settings}/`);

/** The route tree of the registry: public screens, login-only screens, the /configuracion shell. */
export function buildRoutes(table: AppRoute[] = APP_ROUTES): RouteObject[] {
  const outside = table.filter((route) => !inSettings(route));
  const settings = table.filter(inSettings);
  const loginOnly = outside.filter((route) => route.role !== 'public');
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: NoFallback,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...outside
              .filter((route) => route.role === 'public')
              .flatMap((route) => toRouteObjects(route, '/')),
            { Component: RequireAuth, children: guarded(loginOnly, '/') },
            {
              path: paths.settings.slice(1),
              Component: RequireAuth,
              children: [
                {
                  lazy: settingsLayout,
                  children: guarded(
                    settings.filter((route) => route.shell !== false),
                    paths.settings,
                  ),
                },
                ...guarded(
                  settings.filter((route) => route.shell === false),
                  paths.settings,
                ),
                { path: '*', element: <Navigate to={paths.home} replace /> },
              ],
            },
            { path: '*', element: <Navigate to={paths.home} replace /> },
          ],
        },
      ],
    },
  ];
}
