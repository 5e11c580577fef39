import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VersionName } from './caches/versions.ts';
import { AppError } from './errors.ts';
import type { Viewer } from './viewer.ts';

export type Role = 'public' | 'user' | 'staff';
/**
 * `file`: the module that registered the route, read from the call stack (for `npm run routes`).
 * `upstream`: the answer depends on a service outside this server (config.upstream).
 */
/**
 * `changes`: what a write declares it changes (config.changes, lib/caches/writes.ts); undefined when
 * it declares nothing (route-writes.test.ts fails on such a write).
 */
export type RouteEntry = {
  method: string;
  url: string;
  role: Role;
  file?: string;
  upstream?: boolean;
  changes?: readonly VersionName[];
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

const SESSION_EXPIRED = 'Sesión expirada o inválida';

/**
 * Every /api route must declare `config.role`; the server refuses to start otherwise.
 * The bearer token is resolved to a viewer (checked against the user's row, kept by
 * lib/caches/accounts.ts until a write that changes users: a blocked token version or a deactivated
 * account stops working at once), then the role is enforced.
 */
export function registerGuards(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('viewer', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const role = route.config?.role;
    if (!role)
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su rol (config.role)`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const stackLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 50;
    const file = new Error().stack?.match(/\/src\/(modules\/[^\s:)]+:\d+)/)?.[1];
    Error.stackTraceLimit = stackLimit;
    for (const method of methods) {
      if (method !== 'HEAD')
        app.routeTable.push({
          method,
          url: route.url,
          role,
          file,
          upstream: route.config?.upstream === true,
          changes: route.config?.changes,
        });
    }
  });

  app.addHook('onRequest', async (request) => {
    const role = request.routeOptions.config?.role;
    if (!role) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (token) request.viewer = await resolveViewer(app, request, token);
    if (role === 'public') return;
    if (!request.viewer) {
      const code = token ? 'token_not_valid' : undefined;
      throw new AppError('unauthorized', token ? SESSION_EXPIRED : 'Debes iniciar sesión para continuar.', {
        code,
      });
    }
    if (role === 'staff' && !request.viewer.isStaff) {
      throw new AppError('forbidden', 'No tienes permisos para acceder a esta sección');
    }
  });
}

async function resolveViewer(app: FastifyInstance, request: FastifyRequest, token: string): Promise<Viewer> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const user = await app.caches.accounts.read(request, claims.userId);
  if (!user?.isActive || user.tokenVersion !== claims.tokenVersion) return null;
  return {
    userId: user.id,
    username: user.username,
    isStaff: user.isStaff,
    isBlocked: user.isBlocked,
    priceListId: user.priceListId,
  };
}
