/**
 * Writes declare what they change (docs/decisions/046): `config: { role, changes: ['catalogue'] }`.
 * The declared versions move after the handler ran and before the writer gets its answer, so the
 * writer's next request, and anybody's on any process, sees the change. `changes: []` says the write
 * changes nothing kept in memory (a contact message, a cart quote). A write refused before its handler
 * (no session, wrong role, invalid body, rate limited) moves nothing: nothing was written, and a
 * visitor cannot empty the caches by posting to a route it may not use.
 *
 * `route-writes.test.ts` walks the route table: a write route without a declaration fails it. At run
 * time an undeclared write moves every version (the safe side).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isWrite, VERSION_NAMES, type VersionName } from './versions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a write (POST, PUT, PATCH, DELETE) changes, for the caches (decision 046): `catalogue`
     * (products, prices, categories, brands, featured, order, offers, banners, dollar rate), `stock`
     * (what orders take or give back), `settings` (the store settings row) and `accounts` (a user's
     * row: role, active, blocked, password, e-mail, token version). `[]` when it changes none of them.
     */
    changes?: readonly VersionName[];
  }
}

/** The writes whose handler started: only they move versions. */
const handled = new WeakSet<FastifyRequest>();

/** What this request's write moves: its declaration, everything when undeclared, nothing if not a routed write. */
export function changesOf(request: FastifyRequest): readonly VersionName[] {
  if (!isWrite(request) || !handled.has(request)) return [];
  const config = request.routeOptions.config;
  if (!config?.role) return [];
  return config.changes ?? VERSION_NAMES;
}

export function registerWrites(app: FastifyInstance, move: (names: readonly VersionName[]) => Promise<void>) {
  // preHandler runs after the guards, the rate limit and the body's validation: the handler is next.
  app.addHook('preHandler', async (request) => {
    if (isWrite(request)) handled.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const changes = changesOf(request);
    if (changes.length) await move(changes);
    return payload;
  });
}
