import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { createPlainProduct, createVariantProduct, placeOrder } from './orders.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * 'Lo que más comprás' (issue 29 item 3, decision 053): from the buyer's history of the last 180
 * days, cancelled orders left out, most orders first, then most units; each with its last purchase
 * and today's price and rule.
 */
describe(`GET /api/me/frequent-products/ (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Buyer;
  let other: Buyer;
  let yerba: { id: number };
  let azucar: { id: number };
  let cafe: { id: number };
  let cancelled: { id: number };
  let old: { id: number };
  let remera: Awaited<ReturnType<typeof createVariantProduct>>;

  const frequent = (headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/me/frequent-products/', headers });

  /** Places the order and dates it `daysAgo` days back. */
  const orderOn = async (daysAgo: number, lines: Parameters<typeof placeOrder>[2]) => {
    const placed = await placeOrder(ctx, buyer.headers, lines);
    await ctx.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.id, placed.id));
    return placed.id as number;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    [buyer, other] = await createBuyers(ctx.app, db, 2, { prefix: 'frecuente' });
    yerba = await createPlainProduct(db, { name: 'Yerba', price: 1000, stock: 200 });
    azucar = await createPlainProduct(db, { name: 'Azúcar', price: 700, stock: 200 });
    cafe = await createPlainProduct(db, { name: 'Café', price: 3000, stock: 200 });
    cancelled = await createPlainProduct(db, { name: 'Solo cancelado', price: 100, stock: 200 });
    old = await createPlainProduct(db, { name: 'Comprado hace mucho', price: 100, stock: 200 });
    remera = await createVariantProduct(db, { name: 'Remera', price: 2000 });

    // Yerba in 3 orders (last: 7), azúcar in 2 with more units (5 + 40), café and the remera in 1.
    await orderOn(90, [
      { product_id: yerba.id, quantity: 2 },
      { product_id: azucar.id, quantity: 5 },
    ]);
    await orderOn(60, [
      { product_id: yerba.id, quantity: 3 },
      { product_id: azucar.id, quantity: 40 },
      { product_id: remera.product.id, quantity: 2, selected_variants: { Talle: 'M', Color: 'Azul' } },
    ]);
    await orderOn(10, [
      { product_id: yerba.id, quantity: 7 },
      { product_id: cafe.id, quantity: 1 },
    ]);
    // Cancelled orders and orders older than 180 days do not count, however many.
    for (const days of [5, 6, 7]) {
      const id = await orderOn(days, [{ product_id: cancelled.id, quantity: 9 }]);
      await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    }
    for (const days of [200, 300, 400, 181]) await orderOn(days, [{ product_id: old.id, quantity: 9 }]);
  });
  afterAll(() => closeTestApp(ctx));

  it('lists the most bought of the last 180 days, cancelled orders left out, with the last purchase', async () => {
    const response = await frequent(buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json();
    expect(results.map((row: { product_id: number }) => row.product_id)).toEqual([
      yerba.id,
      azucar.id,
      remera.product.id,
      cafe.id,
    ]);
    expect(results[0]).toMatchObject({
      name: 'Yerba',
      orders_count: 3,
      total_quantity: 12,
      last_quantity: 7,
      quantity: 7,
      unit_price: 1000,
      available: true,
      reason: null,
    });
    expect(results[0].product).toMatchObject({ id: yerba.id, final_price: 1000 });
    expect(results[1]).toMatchObject({ orders_count: 2, total_quantity: 45, last_quantity: 40 });
    expect(results[2]).toMatchObject({
      last_variants: { Talle: 'M', Color: 'Azul' },
      last_variant_display: 'Talle: M, Color: Azul',
      quantity: 2,
      unit_price: 2000,
    });
  });

  it('gives today’s price, rule and availability for what one click adds', async () => {
    const db = ctx.database.db;
    await db
      .update(products)
      .set({ price: 1100, quantityStep: 5, minQuantity: 5 })
      .where(eq(products.id, yerba.id));
    await db.update(products).set({ stock: 0 }).where(eq(products.id, cafe.id));
    const { results } = (await frequent(buyer.headers)).json();
    const row = (id: number) => results.find((item: { product_id: number }) => item.product_id === id);
    expect(row(yerba.id)).toMatchObject({
      last_quantity: 7,
      quantity: 10,
      unit_price: 1100,
      available: true,
    });
    expect(row(yerba.id).notes).toEqual(['Redondeado a 10 (múltiplos de 5)']);
    expect(row(cafe.id)).toMatchObject({ available: false, reason: 'Sin stock', unit_price: null });
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, azucar.id));
    const hidden = (await frequent(buyer.headers)).json().results;
    expect(hidden.find((item: { product_id: number }) => item.product_id === azucar.id)).toMatchObject({
      name: 'Azúcar',
      available: false,
      product: null,
    });
    await db
      .update(products)
      .set({ isAvailable: true, stock: 200 })
      .where(inArray(products.id, [azucar.id, cafe.id]));
  });

  it('is per buyer, and needs a session', async () => {
    expect((await frequent(other.headers)).json()).toEqual({ results: [] });
    expect((await frequent()).statusCode).toBe(401);
  });
});
