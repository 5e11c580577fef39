import { FAVORITE_MESSAGES } from '@mayorista/shared/favorites';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLists, products, users } from '../../db/schema/index.ts';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';

type Headers = Record<string, string>;

/** 'Mis favoritos' (issue 29 item 3, decision 053): per buyer, idempotent, priced by the buyer's list. */
describe(`favourites (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Buyer;
  let kioscoBuyer: Buyer;
  let yerba: { id: number };
  let cafe: { id: number };
  let hidden: { id: number };

  const add = (product: unknown, headers?: Headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/favorites/', headers, payload: { product } });
  const remove = (product: number, headers?: Headers) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/favorites/${product}/`, headers });
  const list = (headers?: Headers) => ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers });
  const ids = (headers?: Headers) => ctx.app.inject({ method: 'GET', url: '/api/favorites/ids/', headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    [buyer, kioscoBuyer] = await createBuyers(ctx.app, db, 2, { prefix: 'favoritos' });
    const [kiosco] = await db
      .insert(priceLists)
      .values({ name: 'Kiosco favoritos', adjustmentPercent: 12 })
      .returning({ id: priceLists.id });
    await db.update(users).set({ priceListId: kiosco.id }).where(eq(users.id, kioscoBuyer.id));
    await ctx.app.caches.move('accounts');
    yerba = await createPlainProduct(db, { name: 'Yerba', price: 1000 });
    cafe = await createPlainProduct(db, { name: 'Café', price: 2500 });
    hidden = await createPlainProduct(db, { name: 'Oculto' });
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, hidden.id));
  });
  afterAll(() => closeTestApp(ctx));

  it('adds once (201, then 200) and removes (204, also when it was not one)', async () => {
    const first = await add(yerba.id, buyer.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ product_id: yerba.id, is_favorite: true });
    expect((await add(yerba.id, buyer.headers)).statusCode).toBe(200);
    expect((await add(cafe.id, buyer.headers)).statusCode).toBe(201);
    expect((await ids(buyer.headers)).json()).toEqual({ ids: [yerba.id, cafe.id] });

    expect((await remove(cafe.id, buyer.headers)).statusCode).toBe(204);
    expect((await remove(cafe.id, buyer.headers)).statusCode).toBe(204);
    expect((await ids(buyer.headers)).json()).toEqual({ ids: [yerba.id] });
  });

  it('is per buyer, each card priced by that buyer’s list', async () => {
    await add(yerba.id, kioscoBuyer.headers);
    await add(cafe.id, kioscoBuyer.headers);
    expect((await ids(buyer.headers)).json().ids).toEqual([yerba.id]);

    const mine = (await list(buyer.headers)).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({ product_id: yerba.id, name: 'Yerba', available: true });
    expect(mine.results[0].product).toMatchObject({ id: yerba.id, final_price: 1000 });
    expect(mine.results[0].product).not.toHaveProperty('cost_price');

    const theirs = (await list(kioscoBuyer.headers)).json();
    expect(theirs.results.map((row: { product_id: number }) => row.product_id)).toEqual([cafe.id, yerba.id]);
    expect(theirs.results[1].product.final_price).toBe(1120);
    // Removing one buyer's favourite leaves the other's.
    await remove(yerba.id, buyer.headers);
    expect((await ids(kioscoBuyer.headers)).json().ids).toEqual([yerba.id, cafe.id]);
  });

  it('lists a favourite hidden since as not available, without its card', async () => {
    await add(cafe.id, buyer.headers);
    await ctx.database.db.update(products).set({ isAvailable: false }).where(eq(products.id, cafe.id));
    const body = (await list(buyer.headers)).json();
    expect(body.results).toEqual([
      expect.objectContaining({ product_id: cafe.id, name: 'Café', available: false, product: null }),
    ]);
    await ctx.database.db.update(products).set({ isAvailable: true }).where(eq(products.id, cafe.id));
  });

  it('refuses unknown and hidden products (404) and bad bodies (400)', async () => {
    const unknown = await add(999_999, buyer.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(FAVORITE_MESSAGES.notFound);
    expect((await add(hidden.id, buyer.headers)).statusCode).toBe(404);
    expect((await add('uno', buyer.headers)).statusCode).toBe(400);
  });

  it('needs a session (401), and the storefront’s answers carry no favourite flag', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await ids()).statusCode).toBe(401);
    expect((await add(yerba.id)).statusCode).toBe(401);
    expect((await remove(yerba.id)).statusCode).toBe(401);
    const product = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${yerba.id}/`,
      headers: kioscoBuyer.headers,
    });
    expect(product.body).not.toMatch(/favorit/i);
  });
});
