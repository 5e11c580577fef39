// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/404"}
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, FORBIDDEN_EVENT } from '@/api/client';
import { APP_ROUTES, isAdminApiCall, routePatterns, SIDEBAR_GROUPS } from '@/app-routes';
import { RequireAuth } from '@/components/route-guards';
import { navGroups } from '@/features/settings/nav';
import { adminGuard, buildRoutes } from '@/router';

type Leaf = { path: string; underLogin: boolean; underAdminCheck: boolean; route: RouteObject };

/** Every route of the tree with its full path and the guards above it. */
function leaves(routes: RouteObject[], base = '', login = false, admin = false): Leaf[] {
  return routes.flatMap((route) => {
    const path = route.index ? base || '/' : route.path ? `${base}/${route.path}`.replace(/^\/+/, '/') : base;
    const underLogin = login || route.Component === RequireAuth;
    const underAdminCheck = admin || route.lazy === adminGuard;
    if (route.children) return leaves(route.children, path, underLogin, underAdminCheck);
    return [{ path: path || '/', underLogin, underAdminCheck, route }];
  });
}

const tree = leaves(buildRoutes());
const leafAt = (path: string) => tree.find((leaf) => leaf.path === path);

describe('route registry', () => {
  it('gives every pattern of every entry a route', () => {
    for (const entry of APP_ROUTES) {
      for (const pattern of routePatterns(entry)) expect(leafAt(pattern), pattern).toBeDefined();
    }
  });

  it('puts every admin screen behind the login and the admin check', () => {
    for (const entry of APP_ROUTES.filter((route) => route.role === 'staff')) {
      for (const pattern of routePatterns(entry)) {
        expect(leafAt(pattern), pattern).toMatchObject({ underLogin: true, underAdminCheck: true });
      }
    }
  });

  it('checks admin rights under the prefixes of accounts §2 and nowhere public', () => {
    const adminPrefixes =
      /^\/configuracion\/(admin|productos|products|ventas|categorias|categories|clientes|carousel|estadisticas|ajustes|invitation-codes)(\/|$)/;
    for (const leaf of tree) {
      if (adminPrefixes.test(leaf.path)) expect(leaf.underAdminCheck, leaf.path).toBe(true);
    }
    for (const entry of APP_ROUTES.filter((route) => route.role === 'public')) {
      expect(leafAt(entry.path), entry.path).toMatchObject({ underLogin: false, underAdminCheck: false });
    }
  });

  it('asks for login on the logged-in screens but not the admin check', () => {
    for (const path of [
      '/configuracion',
      '/configuracion/mi-cuenta',
      '/configuracion/pedidos/:id',
      '/payment/result',
    ]) {
      expect(leafAt(path), path).toMatchObject({ underLogin: true, underAdminCheck: false });
    }
  });

  it('keeps the aliases of accounts §2', () => {
    expect(leafAt('/login')?.route.lazy).toBeDefined();
    expect(leafAt('/configuracion/admin')?.underAdminCheck).toBe(true);
    expect(leafAt('/configuracion/products')?.underAdminCheck).toBe(true);
    expect(leafAt('/configuracion/categories')?.underAdminCheck).toBe(true);
    expect(leafAt('/configuracion/my-orders')?.route.element).toBeDefined();
  });

  it('builds the sidebar from the registry, in the groups of accounts §2', () => {
    const admin = navGroups(true);
    expect(admin.map((group) => group.label)).toEqual([...SIDEBAR_GROUPS]);
    const registryItems = APP_ROUTES.filter((route) => route.sidebar && !route.sidebar.buyersOnly).map(
      (route) => route.path,
    );
    expect(admin.flatMap((group) => group.items.map((item) => item.to)).sort()).toEqual(registryItems.sort());
    for (const item of admin.flatMap((group) => group.items)) {
      expect(APP_ROUTES.find((route) => route.path === item.to)?.sidebar?.label).toBe(item.label);
    }
    // A buyer: the Perfil group only, Mi Cuenta and Mis Pedidos first, then the buyer tools (issue 29);
    // this one has a cuenta corriente, so 'Mi cuenta corriente' is listed too (issue 32).
    const buyer = navGroups(false, { currentAccount: true });
    expect(buyer.map((group) => group.label)).toEqual(['Perfil']);
    expect(buyer[0].items.slice(0, 2)).toEqual([
      expect.objectContaining({ label: 'Mi Cuenta', to: '/configuracion/mi-cuenta' }),
      expect.objectContaining({ label: 'Mis Pedidos', to: '/configuracion/mis-pedidos' }),
    ]);
    const profile = APP_ROUTES.filter((route) => route.sidebar?.group === 'Perfil').map(
      (route) => route.path,
    );
    expect(buyer[0].items.map((item) => item.to).sort()).toEqual(profile.sort());
  });
});

describe('admin-call detection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows the calls of the admin screens and no other', () => {
    for (const call of [
      '/auth/customers/',
      '/auth/customers/4/block/',
      '/api/auth/pending-users/',
      '/auth/approve-user/3/',
      '/auth/reject-user/3/',
      '/auth/invitation-codes/?page=2',
      '/statistics/sales/',
      '/activity/',
      '/admin/summary/',
    ]) {
      expect(isAdminApiCall(call), call).toBe(true);
    }
    for (const call of [
      '/products/',
      '/auth/me/',
      '/auth/verify-admin/',
      '/orders/my-orders/',
      '/auth/customers',
    ]) {
      expect(isAdminApiCall(call), call).toBe(false);
    }
  });

  it('sends the user out of the section on a 403 of an admin call only', async () => {
    // The router module wires the registry into the client when it loads.
    const forbidden = vi.fn();
    window.addEventListener(FORBIDDEN_EVENT, forbidden);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'No' }), { status: 403 })),
    );
    await expect(apiGet('/auth/customers/')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
    await expect(apiGet('/orders/my-orders/')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
    window.removeEventListener(FORBIDDEN_EVENT, forbidden);
  });
});
