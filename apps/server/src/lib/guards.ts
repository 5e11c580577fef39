import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { isWrite } from './versions.ts';
import type { Viewer } from './viewer.ts';

export type Role = 'public' | 'user' | 'staff';
/**
 * `file`: the module that registered the route, read from the call stack (for `npm run routes`).
 * `upstream`: the answer depends on a service outside this server (config.upstream).
 */
export type RouteEntry = { method: string; url: string; role: Role; file?: string; upstream?: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

const SESSION_EXPIRED = 'Sesión expirada o inválida';

/**
 * Every /api route must declare `config.role`; the server refuses to start otherwise.
 * The bearer token is resolved to a viewer (checked against the database, so a blocked token version
 * or a deactivated account stops working at once), then the role is enforced.
 */
export function registerGuards(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('viewer', null);
  const account = accountCache(app);

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
        });
    }
  });

  app.addHook('onRequest', async (request) => {
    const role = request.routeOptions.config?.role;
    if (!role) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (token) request.viewer = await resolveViewer(app, request, token, account);
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

type AccountRow = {
  id: number;
  username: string;
  isStaff: boolean;
  isActive: boolean;
  isBlocked: boolean;
  tokenVersion: number;
};

/** Accounts kept between requests: at most this many, then the map starts over. */
const MAX_ACCOUNTS = 20_000;

/**
 * The users behind tokens, kept in memory under the `accounts` version (lib/versions.ts, decision
 * 035). Every write request (but order creation, `keepsAccounts`) moves that version before its
 * answer is sent, so a block, a deactivation,
 * a password change or a logout is seen by the very next request, on any process; reads only (the
 * storefront's traffic) skip the database.
 */
function accountCache(app: FastifyInstance) {
  const kept = new Map<number, { version: string; user: AccountRow | null }>();
  const versions = app.sharedState.versions;
  versions.onLost(() => kept.clear());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (isWrite(request) && !request.routeOptions.config?.keepsAccounts) {
      kept.clear();
      await versions.bump('accounts');
    }
    return payload;
  });
  return async (request: FastifyRequest, userId: number): Promise<AccountRow | null> => {
    const version = (await versions.read(request))?.accounts;
    const entry = version ? kept.get(userId) : undefined;
    if (entry && entry.version === version) return entry.user;
    const [user] = await app.db
      .select({
        id: users.id,
        username: users.username,
        isStaff: users.isStaff,
        isActive: users.isActive,
        isBlocked: users.isBlocked,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (version) {
      if (kept.size >= MAX_ACCOUNTS) kept.clear();
      kept.set(userId, { version, user: user ?? null });
    }
    return user ?? null;
  };
}

async function resolveViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  account: (request: FastifyRequest, userId: number) => Promise<AccountRow | null>,
): Promise<Viewer> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const user = await account(request, claims.userId);
  if (!user?.isActive || user.tokenVersion !== claims.tokenVersion) return null;
  return { userId: user.id, username: user.username, isStaff: user.isStaff, isBlocked: user.isBlocked };
}
