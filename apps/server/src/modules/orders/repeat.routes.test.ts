import { REPEAT_MESSAGES } from '@mayorista/shared/repeat-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLists, products, users, variantOptions } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { createPlainProduct, createVariantProduct, placeOrder } from './orders.test-support.ts';

/**
 * 'Repetir pedido' (issue 29 item 2, decision 053): the caller's own order only, its lines at today's
 * price (the buyer's list, as the cart quote) and on today's rule and stock, and the lines left out
 * with their reason.
 */
describe(`POST /api/orders/{id}/repeat/ (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Buyer;
  let other: Buyer;
  let staff: Record<string, string>;
  let orderId: number;
  let plain: { id: number; name: string };
  let gone: { id: number; name: string };
  let hidden: { id: number; name: string };
  let short: { id: number; name: string };
  let stepped: { id: number; name: string };
  let remera: Awaited<ReturnType<typeof createVariantProduct>>;
  let buzo: Awaited<ReturnType<typeof createVariantProduct>>;

  const repeat = (id: number, headers: Record<string, string> = buyer.headers) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/repeat/`, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [buyer, other] = await createBuyers(ctx.app, db, 2, { prefix: 'repite' });
    plain = await createPlainProduct(db, { name: 'Yerba 1 kg', price: 1000, stock: 50 });
    gone = await createPlainProduct(db, { name: 'Producto borrado', price: 500, stock: 50 });
    hidden = await createPlainProduct(db, { name: 'Producto oculto', price: 500, stock: 50 });
    short = await createPlainProduct(db, { name: 'Galletitas', price: 300, stock: 50 });
    stepped = await createPlainProduct(db, { name: 'Gaseosa', price: 800, stock: 50 });
    remera = await createVariantProduct(db, { name: 'Remera lisa', price: 2000 });
    buzo = await createVariantProduct(db, { name: 'Buzo canguro', price: 4000 });
    const placed = await placeOrder(ctx, buyer.headers, [
      { product_id: plain.id, quantity: 4 },
      { product_id: gone.id, quantity: 2 },
      { product_id: hidden.id, quantity: 1 },
      { product_id: short.id, quantity: 10 },
      { product_id: stepped.id, quantity: 4 },
      { product_id: remera.product.id, quantity: 2, selected_variants: { Talle: 'M', Color: 'Azul' } },
      { product_id: buzo.product.id, quantity: 1, selected_variants: { Talle: 'S', Color: 'Verde' } },
    ]);
    orderId = placed.id;

    // Since then: a new price and list, a deleted product, a hidden one, little stock, a new step,
    // an option removed.
    const [kiosco] = await db
      .insert(priceLists)
      .values({ name: 'Kiosco repetir', adjustmentPercent: 10 })
      .returning({ id: priceLists.id });
    await db.update(users).set({ priceListId: kiosco.id }).where(eq(users.id, buyer.id));
    await ctx.app.caches.move('accounts');
    await db.update(products).set({ price: 1200 }).where(eq(products.id, plain.id));
    await db.delete(products).where(eq(products.id, gone.id));
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, hidden.id));
    await db.update(products).set({ stock: 3 }).where(eq(products.id, short.id));
    await db.update(products).set({ quantityStep: 6, minQuantity: 6 }).where(eq(products.id, stepped.id));
    await db.delete(variantOptions).where(eq(variantOptions.id, buzo.verde.id));
  });
  afterAll(() => closeTestApp(ctx));

  it('answers the lines at today’s price and rule, and the lines left out with the reason', async () => {
    const response = await repeat(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.order).toBe(orderId);
    const line = (id: number) => body.lines.find((row: { product: { id: number } }) => row.product.id === id);

    // Today's price of the buyer's list (+10 % on the new 1.200), the same as the cart quote's.
    expect(line(plain.id)).toMatchObject({
      quantity: 4,
      ordered_quantity: 4,
      unit_price: 1320,
      subtotal: 5280,
    });
    expect(line(plain.id).notes).toEqual([]);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/quote/',
      headers: buyer.headers,
      payload: { items: [{ product: plain.id, quantity: 4 }] },
    });
    expect(quote.json().lines[0].final_price).toBe(line(plain.id).unit_price);

    // Short stock: what there is, said.
    expect(line(short.id)).toMatchObject({ quantity: 3, ordered_quantity: 10 });
    expect(line(short.id).notes).toEqual([REPEAT_MESSAGES.shortStock(3, 3)]);
    // Today's step and minimum: 4 -> 6, said.
    expect(line(stepped.id)).toMatchObject({ quantity: 6, ordered_quantity: 4 });
    expect(line(stepped.id).notes).toEqual(['Redondeado a 6 (múltiplos de 6)']);
    // Variants kept, priced as today's card.
    expect(line(remera.product.id)).toMatchObject({
      quantity: 2,
      variants: { Talle: 'M', Color: 'Azul' },
      variant_display: 'Talle: M, Color: Azul',
      unit_price: 2200,
    });
    expect(line(remera.product.id).product).toMatchObject({ name: 'Remera lisa', final_price: 2200 });
    expect(line(remera.product.id).product).not.toHaveProperty('cost_price');

    expect(body.skipped).toEqual([
      expect.objectContaining({
        product_id: null,
        product_name: 'Producto borrado',
        code: 'deleted',
        reason: REPEAT_MESSAGES.deleted,
        quantity: 2,
      }),
      expect.objectContaining({
        product_id: hidden.id,
        product_name: 'Producto oculto',
        code: 'not_available',
        reason: REPEAT_MESSAGES.notAvailable,
      }),
      expect.objectContaining({
        product_id: buzo.product.id,
        code: 'option_gone',
        reason: REPEAT_MESSAGES.optionGone('Color: Verde'),
        variant_display: 'Talle: S, Color: Verde',
      }),
    ]);
    expect(body.lines).toHaveLength(4);
  });

  it('leaves out a line without stock, or with less than today’s minimum', async () => {
    const db = ctx.database.db;
    await db.update(products).set({ stock: 0 }).where(eq(products.id, short.id));
    await db.update(products).set({ stock: 5 }).where(eq(products.id, stepped.id));
    const body = (await repeat(orderId)).json();
    const skipped = (id: number) => body.skipped.find((row: { product_id: number }) => row.product_id === id);
    expect(skipped(short.id)).toMatchObject({ code: 'no_stock', reason: REPEAT_MESSAGES.noStock });
    expect(skipped(stepped.id)).toMatchObject({
      code: 'no_stock',
      reason: REPEAT_MESSAGES.belowMinimum(5, 6),
    });
    await db.update(products).set({ stock: 3 }).where(eq(products.id, short.id));
    await db.update(products).set({ stock: 50 }).where(eq(products.id, stepped.id));
  });

  it('repeats only the caller’s own orders: 404 for another buyer and for staff, 401 anonymous', async () => {
    const notFound = await repeat(orderId, other.headers);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().detail).toBe(REPEAT_MESSAGES.orderNotFound);
    expect((await repeat(orderId, staff)).statusCode).toBe(404);
    expect((await repeat(999_999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/repeat/` })).statusCode).toBe(
      401,
    );
  });

  it('writes nothing: stock and orders stay as they were', async () => {
    const before = await ctx.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, plain.id));
    await repeat(orderId);
    const after = await ctx.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, plain.id));
    expect(after).toEqual(before);
  });
});
