import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { createPlainProduct, type Headers } from './orders.test-support.ts';

/**
 * Every sale keeps the IVA rate its product's price contained (issue 31): the checkout, the staff sale
 * and a line staff add later. The invoice breaks the line out with that rate, so a later change of
 * the product's rate does not move it.
 */
describe(`order lines keep the IVA rate (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Headers;
  let buyer: Buyer;

  const productAt = async (ivaRate: number, price = 1000) => {
    const product = await createPlainProduct(ctx.database.db, { price, stock: 50 });
    await ctx.database.db.update(products).set({ ivaRate }).where(eq(products.id, product.id));
    return product;
  };
  const ratesOf = (items: { product: number; iva_rate: number }[]) =>
    Object.fromEntries(items.map((item) => [item.product, item.iva_rate]));

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [buyer] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'iva' });
  });
  afterAll(() => closeTestApp(ctx));

  it("a checkout's lines keep their product's rate, also after the product changes", async () => {
    const food = await productAt(10.5);
    const lamp = await productAt(21);
    const service = await productAt(27);
    const book = await productAt(0);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: orderPayload([food, lamp, service, book].map((p) => ({ product_id: p.id, quantity: 1 }))),
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    const expected = { [food.id]: 10.5, [lamp.id]: 21, [service.id]: 27, [book.id]: 0 };
    expect(ratesOf(order.items)).toEqual(expected);

    await ctx.database.db.update(products).set({ ivaRate: 21 }).where(eq(products.id, food.id));
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/`,
      headers: buyer.headers,
    });
    expect(ratesOf(again.json().items)).toEqual(expected);
    const stored = await ctx.database.db
      .select({ productId: orderItems.productId, ivaRate: orderItems.ivaRate })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(Object.fromEntries(stored.map((row) => [row.productId, row.ivaRate]))).toEqual(expected);
  });

  it("a staff sale and a line staff add keep the product's rate", async () => {
    const food = await productAt(10.5);
    const service = await productAt(27);
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/admin-create/',
      headers: staff,
      payload: { customer_id: buyer.id, ...orderPayload([{ product_id: food.id, quantity: 2 }]) },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const order = sale.json();
    expect(ratesOf(order.items)).toEqual({ [food.id]: 10.5 });

    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/add_item/`,
      headers: staff,
      payload: { product: service.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/`, headers: staff });
    expect(ratesOf(detail.json().items)).toEqual({ [food.id]: 10.5, [service.id]: 27 });
  });
});
