import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  coupons,
  couponUsages,
  distributorOrderItems,
  distributorOrders,
  orders,
  users,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  createCoupon,
  orderPayload,
  stockOf,
  waitForOutbox,
} from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { BLOCKED_CUSTOMER } from './orders.service.ts';
import { createPlainProduct, type Headers } from './orders.test-support.ts';

/** New sale by staff (issue 10 item 3, decision 023): POST /api/orders/admin-create/. */
describe(`new sale by staff API (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Headers;
  let customer: Buyer;
  let blocked: Buyer;

  const create = (payload: object, headers: Headers | undefined = staff) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders/admin-create/', headers, payload });
  const sale = (customerId: number, lines: { product_id: number; quantity: number }[], extra = {}) => ({
    customer_id: customerId,
    ...orderPayload(lines, {
      recipient_name: 'Marta Suárez',
      customer_email: 'marta.venta@example.com',
      ...extra,
    }),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [customer] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'venta' });
    [blocked] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'bloqueado', isBlocked: true });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers, selling nothing', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 5 });
    const body = sale(customer.id, [{ product_id: product.id, quantity: 1 }]);
    expect((await create(body, {})).statusCode).toBe(401);
    expect((await create(body, customer.headers)).statusCode).toBe(403);
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it("creates the customer's order with the server's prices, takes the stock and records the activity", async () => {
    const product = await createPlainProduct(ctx.database.db, { price: 1250, stock: 5 });
    const response = await create({
      ...sale(customer.id, [{ product_id: product.id, quantity: 2 }]),
      products: [{ product_id: product.id, quantity: 2, price: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      user: customer.id,
      status: 'pending',
      payment_method: 'cash',
      payment_status: 'pending',
      subtotal: 2500,
      total: 2500,
      shipping_address: 'Coordinar entrega',
      recipient_name: 'Marta Suárez',
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product: product.id, quantity: 2, price_at_time: 1250 });
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);

    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.userId).toBe(customer.id);
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(order.id)));
    const created = entries.filter((entry) => entry.entity === 'order' && entry.action === 'create');
    expect(created).toHaveLength(1);
    expect(created[0].summary).toBe('Venta creada por admin');

    // The buyer sees it among their orders, and gets checkout's confirmation e-mail.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders/',
      headers: customer.headers,
    });
    expect(mine.json().map((listed: { id: number }) => listed.id)).toContain(order.id);
    const mails = await waitForOutbox(
      ctx.database.db,
      (mail) => mail.kind === 'order_confirmation' && mail.subject === `Recibimos tu pedido #${order.id}`,
      1,
    );
    // To the account's verified e-mail, not the contact e-mail of the sale (issue 26 item 23).
    expect(mails.map((mail) => mail.to)).toEqual(['venta1@example.com']);
  });

  it('shows the delivery address and the timeline entry to staff', async () => {
    const product = await createPlainProduct(ctx.database.db, { price: 500, stock: 4 });
    const response = await create(
      sale(customer.id, [{ product_id: product.id, quantity: 1 }], {
        delivery_type: 'delivery',
        shipping_street: 'Av. Mitre',
        shipping_number: '1234',
        shipping_city: 'Berazategui',
        shipping_postal_code: '1884',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().shipping_address).toBe('Av. Mitre 1234, Berazategui (1884)');
    const timeline = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${response.json().id}/timeline/`,
      headers: staff,
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json()).toEqual([
      expect.objectContaining({ username: 'admin', action: 'create', summary: 'Venta creada por admin' }),
    ]);
  });

  it('answers 409 with the checkout message on a shortage and sells nothing', async () => {
    const product = await createPlainProduct(ctx.database.db, { name: 'Maceta corta', stock: 1 });
    const before = await ctx.database.db.select().from(activityLog);
    const response = await create(sale(customer.id, [{ product_id: product.id, quantity: 2 }]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'No hay suficiente stock de Maceta corta. Stock disponible: 1',
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(1);
    expect(await ctx.database.db.select().from(activityLog)).toHaveLength(before.length);
  });

  it("applies a coupon with checkout's rules and records its use for the customer", async () => {
    const coupon = await createCoupon(ctx.database.db, { code: 'VENTA10', value: 10 });
    const product = await createPlainProduct(ctx.database.db, { price: 1000, stock: 10 });
    const response = await create(
      sale(customer.id, [{ product_id: product.id, quantity: 3 }], { coupon_code: 'venta10' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: 3000,
      coupon_code: 'VENTA10',
      coupon_discount: 300,
      total: 2700,
    });
    const usages = await ctx.database.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    expect(usages).toHaveLength(1);
    expect(usages[0]).toMatchObject({ userId: customer.id, orderId: response.json().id });
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.used).toBe(1);

    const bad = await create(
      sale(customer.id, [{ product_id: product.id, quantity: 1 }], { coupon_code: 'NOEXISTE' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Cupón inválido' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(7);
  });

  it('makes one distributor order for the supplier goods', async () => {
    const product = await createPlainProduct(ctx.database.db, { price: 900, costPrice: 600, own: false });
    const response = await create(sale(customer.id, [{ product_id: product.id, quantity: 2 }]));
    expect(response.statusCode, response.body).toBe(201);
    const found = await ctx.database.db
      .select()
      .from(distributorOrders)
      .where(eq(distributorOrders.originalOrderId, response.json().id));
    expect(found).toHaveLength(1);
    const items = await ctx.database.db
      .select()
      .from(distributorOrderItems)
      .where(eq(distributorOrderItems.distributorOrderId, found[0].id));
    expect(items).toMatchObject([{ productId: product.id, quantity: 2, priceAtTime: 600 }]);
  });

  it('refuses a blocked customer with the checkout message (403)', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 5 });
    const response = await create(sale(blocked.id, [{ product_id: product.id, quantity: 1 }]));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: BLOCKED_CUSTOMER });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('refuses unknown, staff and inactive accounts as customer_id, and answers field errors', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 5 });
    const line = [{ product_id: product.id, quantity: 1 }];
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.username, 'admin'));
    for (const id of [999_999, admin.id]) {
      const response = await create(sale(id, line));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ customer_id: ['Cliente no encontrado'] });
    }
    const [pending] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'pendiente' });
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, pending.id));
    const inactive = await create(sale(pending.id, line));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({
      customer_id: ['La cuenta del cliente no está activa. Apruébala antes de venderle.'],
    });

    const invalid = await create({ products: [], delivery_type: 'delivery' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      customer_id: ['Selecciona un cliente'],
      recipient_name: ['El nombre es requerido'],
      products: ['El carrito está vacío'],
      shipping_street: ['La calle es requerida'],
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });
});
