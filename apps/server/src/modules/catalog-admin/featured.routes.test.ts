import { FEATURED_MESSAGES } from '@mayorista/shared/catalog-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

type Item = { id: number; position: number; product: number; product_details: { name: string } };

describe(`featured products admin API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = staff) =>
    ctx.app.inject({ method, url, payload: payload as object | undefined, headers });
  /** The home's featured list, as an anonymous visitor sees it. */
  const home = async () =>
    ((await call('GET', '/api/featured-products/', undefined, {})).json() as Item[]).map(
      (item) => item.product_details.name,
    );
  /** The first products of the plain /productos list (featured first). */
  const plainList = async (size: number) =>
    (
      (await call('GET', `/api/products/?page_size=${size}`, undefined, {})).json().results as {
        name: string;
      }[]
    ).map((product) => product.name);

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('lets only staff write: 401 anonymous, 403 buyer', async () => {
    const writes: [method: 'POST' | 'DELETE', url: string, payload?: unknown][] = [
      ['POST', '/api/featured-products/', { product: data.products.lamp.id }],
      ['POST', '/api/featured-products/reorder/', { items: [{ id: 1, position: 0 }] }],
      ['DELETE', '/api/featured-products/1/'],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, buyer)).statusCode).toBe(403);
    }
    expect(await home()).toEqual(['Maceta textil', 'Sustrato Premium 50L']);
  });

  it('appends a product at the end; the home and the plain list show it on the next request', async () => {
    const response = await call('POST', '/api/featured-products/', { product: data.products.lamp.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      position: 3,
      product: data.products.lamp.id,
      product_details: { name: 'Lámpara LED 600W Full Spectrum', cost_price: 60 },
    });
    expect(await home()).toEqual(['Maceta textil', 'Sustrato Premium 50L', 'Lámpara LED 600W Full Spectrum']);
    expect(await plainList(3)).toEqual([
      'Maceta textil',
      'Sustrato Premium 50L',
      'Lámpara LED 600W Full Spectrum',
    ]);
  });

  it('refuses the same product twice, an unknown product and a malformed body', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ product: data.products.lamp.id }, { product: [FEATURED_MESSAGES.alreadyFeatured] }],
      [{ product: 999999 }, { product: [FEATURED_MESSAGES.productNotFound] }],
      [{ product: 'uno' }, { product: ['product debe ser un número entero positivo'] }],
      [{}, { product: ['product debe ser un número entero positivo'] }],
    ];
    for (const [payload, body] of cases) {
      const response = await call('POST', '/api/featured-products/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(body);
    }
  });

  it('reorders by {id, position}: persisted, and seen by the home and the plain list', async () => {
    const items = (await call('GET', '/api/featured-products/')).json() as Item[];
    const byName = new Map(items.map((item) => [item.product_details.name, item.id]));
    const order = ['Lámpara LED 600W Full Spectrum', 'Maceta textil', 'Sustrato Premium 50L'];
    const response = await call('POST', '/api/featured-products/reorder/', {
      items: order.map((name, position) => ({ id: byName.get(name), position })),
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Item[]).map((item) => [item.position, item.product_details.name])).toEqual([
      [0, order[0]],
      [1, order[1]],
      [2, order[2]],
    ]);
    expect(await home()).toEqual(order);
    expect(await plainList(3)).toEqual(order);

    const refused: [unknown, Record<string, string[]>][] = [
      [{ items: [{ id: 999999, position: 0 }] }, { items: [FEATURED_MESSAGES.itemsUnknown] }],
      [
        {
          items: [
            { id: items[0].id, position: 0 },
            { id: items[0].id, position: 1 },
          ],
        },
        { items: [FEATURED_MESSAGES.itemsRepeated] },
      ],
      [{ items: [] }, { items: ['items no puede estar vacía'] }],
      [
        { items: [{ id: items[0].id, position: -1 }] },
        { items: ['position debe ser un número entero mayor o igual a 0'] },
      ],
    ];
    for (const [payload, body] of refused) {
      const answer = await call('POST', '/api/featured-products/reorder/', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual(body);
    }
    expect(await home()).toEqual(order);
  });

  it('removes a featured item by its id; the product leaves the head of the plain list', async () => {
    const items = (await call('GET', '/api/featured-products/')).json() as Item[];
    const lamp = items.find((item) => item.product === data.products.lamp.id)!;
    const response = await call('DELETE', `/api/featured-products/${lamp.id}/`);
    expect(response.statusCode).toBe(204);
    expect(await home()).toEqual(['Maceta textil', 'Sustrato Premium 50L']);
    expect(await plainList(2)).toEqual(['Maceta textil', 'Sustrato Premium 50L']);
    const again = await call('DELETE', `/api/featured-products/${lamp.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: FEATURED_MESSAGES.notFound });
    const logged = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, 'featured_product'));
    expect(logged.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'reorder']);
  });
});
