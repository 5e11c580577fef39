/**
 * Writes declare what they change (decision 046): the route table is walked, and a write route
 * without `config.changes` fails here. What moves is what is declared: a buyer's browsing, cart and
 * orders leave the user rows behind tokens kept; a write refused before its handler moves nothing.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import type { VersionSet } from './versions.ts';

/** The writes that change a user row the guard reads: the only ones that move `accounts`. */
const ACCOUNT_WRITES = [
  'POST /api/auth/approve-user/:id/',
  'POST /api/auth/change-password/',
  'POST /api/auth/customers/',
  'PATCH /api/auth/customers/:id/',
  'POST /api/auth/customers/price-list/',
  'POST /api/auth/customers/:id/block/',
  'POST /api/auth/customers/:id/unblock/',
  'POST /api/auth/first-admin/',
  'PUT /api/auth/profile/',
  'POST /api/auth/register/',
  'POST /api/auth/reject-user/:id/',
  'POST /api/auth/verify-email/',
  // Deleting a price list moves its customers to the default one (decision 052).
  'DELETE /api/price-lists/:id/',
];

describe(`writes declare what they change (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;

  /** The versions now (a fresh request object: versions are read once per request). */
  const versions = async (): Promise<VersionSet> =>
    (await ctx.app.caches.versions.read({} as FastifyRequest)) as VersionSet;
  const moved = (before: VersionSet, after: VersionSet) =>
    (Object.keys(before) as (keyof VersionSet)[]).filter((name) => before[name] !== after[name]).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('every write route of the route table declares what it changes; reads declare nothing', () => {
    const undeclared: string[] = [];
    const declaredReads: string[] = [];
    for (const route of ctx.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'GET') {
        if (route.changes) declaredReads.push(key);
      } else if (!route.changes) undeclared.push(`${key} (${route.file})`);
    }
    expect(undeclared).toEqual([]);
    expect(declaredReads).toEqual([]);
    const accounts = ctx.app.routeTable
      .filter((route) => route.changes?.includes('accounts'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(accounts).toEqual([...ACCOUNT_WRITES].sort());
    const declared = (key: string) =>
      ctx.app.routeTable.find((route) => `${route.method} ${route.url}` === key)?.changes;
    expect(declared('POST /api/orders/')).toEqual(['stock']);
    expect(declared('POST /api/cart/quote/')).toEqual([]);
    expect(declared('PUT /api/site-config/:id/')).toEqual(['settings']);
    expect(declared('PATCH /api/products/:id/')).toEqual(['catalogue']);
  });

  it("a buyer's quote, checkout start and order leave the accounts (and the catalogue) where they were", async () => {
    const before = await versions();
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/quote/',
      headers: buyer,
      payload: { items: [{ product: data.products.compost.id, quantity: 1 }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(moved(before, await versions())).toEqual([]);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer,
      payload: {
        recipient_name: 'Comprador Demo',
        customer_phone: '1134567890',
        customer_email: 'demo@growshop-demo.com.ar',
        delivery_type: 'pickup',
        products: [{ product_id: data.products.compost.id, quantity: 1, price: 1, selected_variants: null }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(moved(before, await versions())).toEqual(['stock']);
  });

  it('a write refused before its handler moves nothing (no session, invalid body)', async () => {
    const before = await versions();
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/orders/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${data.products.compost.id}/`,
      headers: buyer,
      payload: { name: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/no-existe/', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(moved(before, await versions())).toEqual([]);
  });

  it('a change of the user moves accounts only; a settings save moves settings, and the next answers show it', async () => {
    const staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    const config = await ctx.app.inject({ method: 'GET', url: '/api/site-config/1/', headers: staff });
    let before = await versions();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/site-config/1/',
      headers: staff,
      payload: { ...(config.json() as Record<string, unknown>), store_name: 'Otra tienda' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(moved(before, await versions())).toEqual(['settings']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config/' })).json().store_name).toBe(
      'Otra tienda',
    );

    before = await versions();
    const demo = (await ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: buyer })).json();
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/customers/${demo.id}/block/`,
      headers: staff,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(moved(before, await versions())).toEqual(['accounts']);
  });
});
