import { ORDER_STATUS_LABELS, type OrderStatus } from '@mayorista/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  coupons,
  couponUsages,
  distributorOrders,
  orders,
  products,
  users,
  variantOptions,
} from '../../db/schema/index.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  createCoupon,
  orderPayload,
  waitForOutbox,
} from '../../test/order-fixtures.ts';
import {
  createPlainProduct,
  createVariantProduct,
  type Headers,
  placeOrder,
  stocks,
} from './orders.test-support.ts';

const NOT_FOUND = { detail: 'La orden solicitada no existe' };
const NOT_PENDING = { detail: 'Solo se pueden modificar los productos de un pedido pendiente' };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe(`orders desk API (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Headers;
  let buyer: Buyer;
  let other: Buyer;

  const call = (method: Method, url: string, payload?: object, headers: Headers = staff) =>
    ctx.app.inject({ method, url, headers, payload });
  const put = (id: number, payload: object) => call('PUT', `/api/orders/${id}/`, payload);
  const editItems = (id: number, items: { id: number; quantity: number }[]) =>
    call('PATCH', `/api/orders/${id}/items/`, { items });
  const addItem = (id: number, payload: object) => call('POST', `/api/orders/${id}/add_item/`, payload);
  const order = (lines: Parameters<typeof placeOrder>[2], overrides: Record<string, unknown> = {}) =>
    placeOrder(ctx, buyer.headers, lines, { customer_email: `${buyer.username}@example.com`, ...overrides });
  const activityOf = (id: number) =>
    ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'order'), eq(activityLog.entityId, String(id))))
      .orderBy(activityLog.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [buyer, other] = await createBuyers(ctx.app, ctx.database.db, 2, { prefix: 'mostrador' });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers on every new route', async () => {
    const product = await createPlainProduct(ctx.database.db);
    const placed = await order([{ product_id: product.id, quantity: 1 }]);
    const id = placed.id;
    const routes: [Method, string, object?][] = [
      ['GET', '/api/orders/export/'],
      ['GET', '/api/orders/export/?format=xlsx'],
      ['PUT', `/api/orders/${id}/`, { status: 'paid' }],
      ['PATCH', `/api/orders/${id}/items/`, { items: [{ id: placed.items[0].id, quantity: 2 }] }],
      ['POST', `/api/orders/${id}/add_item/`, { product: product.id, quantity: 1 }],
      ['POST', `/api/orders/${id}/recalculate_total/`],
      ['POST', `/api/orders/${id}/notify_shipping/`],
      ['GET', `/api/orders/${id}/timeline/`],
      ['POST', '/api/payments/refund/', { order_id: id }],
      ['GET', '/api/distributor-discount/'],
      ['POST', '/api/distributor-discount/update/', { discount_percentage: 5 }],
      ['GET', '/api/orders/distributor/1/'],
      ['PATCH', '/api/orders/distributor/1/mark_as_paid/'],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, payload, {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asBuyer = await call(method, url, payload, buyer.headers);
      expect(asBuyer.statusCode, `${method} ${url}`).toBe(403);
      expect(asBuyer.json()).toEqual({ detail: 'No tienes permisos para acceder a esta sección' });
    }
    // Nothing changed: still pending, one unit, no activity.
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('pending');
    expect(await activityOf(id)).toEqual([]);
    // The payment status is the buyer's to read (own orders only), so anonymous callers get 401.
    expect((await call('GET', `/api/payments/status/${id}/`, undefined, {})).statusCode).toBe(401);
  });

  describe('status flow', () => {
    /** Places an order and walks it to `status` along legal moves. */
    const orderIn = async (status: string) => {
      const product = await createPlainProduct(ctx.database.db, { stock: 10 });
      const placed = await order([{ product_id: product.id, quantity: 2 }]);
      const path: Record<string, string[]> = {
        pending: [],
        paid: ['paid'],
        shipped: ['paid', 'shipped'],
        delivered: ['paid', 'shipped', 'delivered'],
        cancelled: ['cancelled'],
      };
      for (const step of path[status]) expect((await put(placed.id, { status: step })).statusCode).toBe(200);
      return { id: placed.id as number, product };
    };

    const legal: [OrderStatus, OrderStatus][] = [
      ['pending', 'paid'],
      ['paid', 'shipped'],
      ['shipped', 'delivered'],
      ['pending', 'cancelled'],
      ['paid', 'cancelled'],
    ];
    for (const [from, to] of legal) {
      it(`moves an order from ${from} to ${to} and records it`, async () => {
        const { id } = await orderIn(from);
        const response = await put(id, { status: to });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body.status).toBe(to);
        expect(body.items).toHaveLength(1);
        expect(body.payment_status).toBe(from === 'pending' && to === 'cancelled' ? 'pending' : 'paid');
        const entries = await activityOf(id);
        expect(entries.at(-1)?.summary).toContain(
          `Estado: ${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`,
        );
        expect(entries.at(-1)?.userId).toEqual(expect.any(Number));
      });
    }

    const illegal: [string, string, string][] = [
      ['pending', 'shipped', 'No se puede cambiar el estado del pedido de Pendiente a Enviado'],
      ['pending', 'delivered', 'No se puede cambiar el estado del pedido de Pendiente a Entregado'],
      ['pending', 'payment_pending', 'No se puede cambiar el estado del pedido de Pendiente a Pendiente'],
      ['paid', 'pending', 'No se puede cambiar el estado del pedido de Pagado a Pendiente'],
      ['paid', 'delivered', 'No se puede cambiar el estado del pedido de Pagado a Entregado'],
      ['shipped', 'paid', 'No se puede cambiar el estado del pedido de Enviado a Pagado'],
      ['shipped', 'cancelled', 'No se puede cambiar el estado del pedido de Enviado a Cancelado'],
      ['delivered', 'shipped', 'No se puede cambiar el estado del pedido de Entregado a Enviado'],
      ['delivered', 'cancelled', 'No se puede cambiar el estado del pedido de Entregado a Cancelado'],
      ['cancelled', 'pending', 'No se puede cambiar el estado del pedido de Cancelado a Pendiente'],
      ['cancelled', 'paid', 'No se puede cambiar el estado del pedido de Cancelado a Pagado'],
    ];
    for (const [from, to, message] of illegal) {
      it(`refuses ${from} -> ${to} with 400 and changes nothing`, async () => {
        const { id, product } = await orderIn(from);
        const before = await stocks(ctx.database.db, [product.id]);
        const entries = (await activityOf(id)).length;
        const response = await put(id, { status: to });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: message });
        const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
        expect(row.status).toBe(from);
        expect(await stocks(ctx.database.db, [product.id])).toEqual(before);
        expect(await activityOf(id)).toHaveLength(entries);
      });
    }

    it('pays a pending order by its payment status, refunds a paid one only once cancelled', async () => {
      const { id } = await orderIn('pending');
      const paid = await put(id, { payment_status: 'paid' });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'paid', payment_status: 'paid' });
      const early = await put(id, { payment_status: 'refunded' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        detail: 'No se puede cambiar el estado de pago de Pagado a Reembolsado',
      });
      const unpaid = await put(id, { payment_status: 'pending' });
      expect(unpaid.json()).toEqual({
        detail: 'No se puede cambiar el estado de pago de Pagado a Pendiente',
      });
      const cancelled = await put(id, { status: 'cancelled', payment_status: 'refunded' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
      expect((await activityOf(id)).at(-1)?.summary).toBe(
        'Estado: Pagado → Cancelado; Pago: Pagado → Reembolsado; stock devuelto: 2 unidades',
      );

      const other = await orderIn('pending');
      const refund = await put(other.id, { status: 'cancelled', payment_status: 'refunded' });
      expect(refund.json()).toEqual({
        detail: 'No se puede cambiar el estado de pago de Pendiente a Reembolsado',
      });
      const contradiction = await put(other.id, { status: 'paid', payment_status: 'pending' });
      expect(contradiction.json()).toEqual({ detail: 'Un pedido pagado no puede tener el pago pendiente' });
    });

    it('answers the order unchanged, recording nothing, when the body changes nothing', async () => {
      const { id } = await orderIn('paid');
      const entries = (await activityOf(id)).length;
      const response = await put(id, { status: 'paid', payment_status: 'paid' });
      expect(response.statusCode).toBe(200);
      expect(await activityOf(id)).toHaveLength(entries);
    });

    it('validates the body and answers 404 for a missing order', async () => {
      const { id } = await orderIn('pending');
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { non_field_errors: ['Indica el estado o el estado de pago'] }],
        [{ status: 'enviado' }, { status: ['Estado de pedido inválido'] }],
        [{ payment_status: 'approved' }, { payment_status: ['Estado de pago inválido'] }],
        [{ status: 5 }, { status: ['Estado de pedido inválido'] }],
      ];
      for (const [payload, body] of cases) {
        const response = await put(id, payload as object);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(body);
      }
      const missing = await put(999_999, { status: 'paid' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
    });
  });

  it('cancelling returns every unit to the product and to each option the lines took, in one go', async () => {
    const db = ctx.database.db;
    const plain = await createPlainProduct(db, { stock: 9 });
    const buzo = await createVariantProduct(db, { stock: 30, optionStock: 8 });
    const supplier = await createPlainProduct(db, { stock: 7, own: false, costPrice: 400 });
    const ids = [plain.id, buzo.product.id, supplier.id];
    const optionIds = [buzo.s.id, buzo.m.id, buzo.azul.id, buzo.verde.id];
    const before = await stocks(db, ids, optionIds);
    const placed = await order([
      { product_id: plain.id, quantity: 3 },
      { product_id: buzo.product.id, quantity: 2, selected_variants: { Talle: 'S', Color: 'Azul' } },
      { product_id: buzo.product.id, quantity: 1, selected_variants: { Talle: 'S', Color: 'Verde' } },
      { product_id: buzo.product.id, quantity: 4, selected_variants: { Talle: 'M', Color: 'Azul' } },
      { product_id: supplier.id, quantity: 2 },
    ]);
    expect(await stocks(db, ids, optionIds)).toEqual({
      [`p${plain.id}`]: 6,
      [`p${buzo.product.id}`]: 23,
      [`p${supplier.id}`]: 5,
      [`o${buzo.s.id}`]: 5,
      [`o${buzo.m.id}`]: 4,
      [`o${buzo.azul.id}`]: 2,
      [`o${buzo.verde.id}`]: 7,
    });
    const response = await put(placed.id, { status: 'cancelled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stocks(db, ids, optionIds)).toEqual(before);
    const [distributor] = await db
      .select()
      .from(distributorOrders)
      .where(eq(distributorOrders.originalOrderId, placed.id));
    expect(distributor.paymentStatus).toBe('cancelled');
    const [entry] = await activityOf(placed.id);
    expect(entry.summary).toBe('Estado: Pendiente → Cancelado; stock devuelto: 12 unidades');
    expect(entry.action).toBe('cancel');
    // A second cancel is refused and returns nothing twice.
    expect((await put(placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stocks(db, ids, optionIds)).toEqual(before);
    expect((await put(placed.id, { status: 'paid' })).statusCode).toBe(400);
  });

  it('cancelling releases the coupon use: the coupon counts one use less and can be used again', async () => {
    const db = ctx.database.db;
    const plain = await createPlainProduct(db, { price: 1000, stock: 20 });
    const coupon = await createCoupon(db, { code: `UNO${process.pid}`, value: 10, maxUses: 1 });
    const placed = await order([{ product_id: plain.id, quantity: 2 }], { coupon_code: coupon.code });
    expect(placed).toMatchObject({ coupon_code: coupon.code, coupon_discount: 200, total: 1800 });
    const usesOf = async () => ({
      used: (await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].used,
      usages: (await db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon.id))).length,
    });
    expect(await usesOf()).toEqual({ used: 1, usages: 1 });
    const exhausted = await call(
      'POST',
      '/api/orders/',
      orderPayload([{ product_id: plain.id, quantity: 1 }], { coupon_code: coupon.code }),
      buyer.headers,
    );
    expect(exhausted.statusCode).toBe(400);

    expect((await put(placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await usesOf()).toEqual({ used: 0, usages: 0 });
    // The cancelled order still shows what it had; a second cancel releases nothing more.
    expect((await call('GET', `/api/orders/${placed.id}/`)).json()).toMatchObject({
      coupon_code: coupon.code,
      coupon_discount: 200,
    });
    expect((await put(placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await usesOf()).toEqual({ used: 0, usages: 0 });
    const again = await order([{ product_id: plain.id, quantity: 1 }], { coupon_code: coupon.code });
    expect(again.coupon_discount).toBe(100);
    expect(await usesOf()).toEqual({ used: 1, usages: 1 });
  });

  it('order lines keep the SKU they were sold with: the option SKU of a variant line, else the product SKU', async () => {
    const db = ctx.database.db;
    const plain = await createPlainProduct(db, { price: 1000, stock: 20 });
    const buzo = await createVariantProduct(db, { stock: 30, optionStock: 10 });
    await db.update(variantOptions).set({ sku: null }).where(eq(variantOptions.id, buzo.s.id));
    const placed = await order([
      { product_id: plain.id, quantity: 1 },
      { product_id: buzo.product.id, quantity: 1, selected_variants: { Talle: 'M', Color: 'Azul' } },
    ]);
    // Talle S has no SKU of its own: the line takes the next option's (Verde).
    const added = await addItem(placed.id, {
      product: buzo.product.id,
      quantity: 1,
      option_ids: [buzo.s.id, buzo.verde.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const sold = [plain.sku, buzo.m.sku, buzo.verde.sku];
    expect(added.json().items.map((item: { sku: string | null }) => item.sku)).toEqual(sold);
    // Renamed SKUs later do not change what was sold.
    await db
      .update(products)
      .set({ sku: `${plain.sku}-NUEVO` })
      .where(eq(products.id, plain.id));
    await db
      .update(variantOptions)
      .set({ sku: `${buzo.m.sku}-NUEVO` })
      .where(eq(variantOptions.id, buzo.m.id));
    const read = await call('GET', `/api/orders/${placed.id}/`);
    expect(read.json().items.map((item: { sku: string | null }) => item.sku)).toEqual(sold);
  });

  it('a paid supplier order stays paid when its order is cancelled', async () => {
    const supplier = await createPlainProduct(ctx.database.db, { own: false, costPrice: 300 });
    const placed = await order([{ product_id: supplier.id, quantity: 1 }]);
    await ctx.database.db
      .update(distributorOrders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(distributorOrders.originalOrderId, placed.id));
    expect((await put(placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    const [distributor] = await ctx.database.db
      .select()
      .from(distributorOrders)
      .where(eq(distributorOrders.originalOrderId, placed.id));
    expect(distributor.paymentStatus).toBe('paid');
  });

  describe('line edits', () => {
    it('moves stock by exactly the difference, keeps sold prices and recomputes the totals', async () => {
      const db = ctx.database.db;
      const plain = await createPlainProduct(db, { price: 1000, stock: 10 });
      const buzo = await createVariantProduct(db, { price: 3000, stock: 30, optionStock: 10 });
      const placed = await order([
        { product_id: plain.id, quantity: 2 },
        { product_id: buzo.product.id, quantity: 3, selected_variants: { Talle: 'S', Color: 'Verde' } },
      ]);
      const [plainLine, buzoLine] = placed.items;
      expect(placed.total).toBe(2 * 1000 + 3 * 3200);
      // Today's price changes; the lines already sold keep theirs.
      await db.update(products).set({ price: 5000 }).where(eq(products.id, plain.id));

      const response = await editItems(placed.id, [
        { id: plainLine.id, quantity: 5 },
        { id: buzoLine.id, quantity: 1 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(
        body.items.map((item: { quantity: number; price_at_time: number }) => [
          item.quantity,
          item.price_at_time,
        ]),
      ).toEqual([
        [5, 1000],
        [1, 3200],
      ]);
      expect(body).toMatchObject({ subtotal: 5000 + 3200, total: 5000 + 3200 });
      expect(await stocks(db, [plain.id, buzo.product.id], [buzo.s.id, buzo.verde.id])).toEqual({
        [`p${plain.id}`]: 5,
        [`p${buzo.product.id}`]: 29,
        [`o${buzo.s.id}`]: 9,
        [`o${buzo.verde.id}`]: 9,
      });
      const summaries = (await activityOf(placed.id)).map((entry) => entry.summary);
      expect(summaries).toEqual([
        `Cantidad de ${plain.name}: 2 → 5`,
        `Cantidad de ${buzo.product.name} (Talle: S, Color: Verde): 3 → 1`,
        'Total: $ 11.600 → $ 8.200',
      ]);

      // 0 removes the line and gives its units back.
      const removed = await editItems(placed.id, [{ id: buzoLine.id, quantity: 0 }]);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().items).toHaveLength(1);
      expect(removed.json().total).toBe(5000);
      expect(await stocks(db, [buzo.product.id], [buzo.s.id, buzo.verde.id])).toEqual({
        [`p${buzo.product.id}`]: 30,
        [`o${buzo.s.id}`]: 10,
        [`o${buzo.verde.id}`]: 10,
      });
      expect((await activityOf(placed.id)).at(-2)?.summary).toBe(
        `Producto quitado: ${buzo.product.name} (Talle: S, Color: Verde) (1 u.)`,
      );
    });

    it('answers 409 with the checkout message when the stock is short, and changes nothing', async () => {
      const db = ctx.database.db;
      const plain = await createPlainProduct(db, { stock: 4 });
      const buzo = await createVariantProduct(db, { stock: 50, optionStock: 3 });
      const placed = await order([
        { product_id: plain.id, quantity: 1 },
        { product_id: buzo.product.id, quantity: 1, selected_variants: { Talle: 'M', Color: 'Azul' } },
      ]);
      const [plainLine, buzoLine] = placed.items;
      const before = await stocks(db, [plain.id, buzo.product.id], [buzo.m.id, buzo.azul.id]);

      const short = await editItems(placed.id, [{ id: plainLine.id, quantity: 5 }]);
      expect(short.statusCode).toBe(409);
      expect(short.json()).toEqual({
        detail: `No hay suficiente stock de ${plain.name}. Stock disponible: 3`,
      });
      const option = await editItems(placed.id, [
        { id: plainLine.id, quantity: 2 },
        { id: buzoLine.id, quantity: 4 },
      ]);
      expect(option.statusCode).toBe(409);
      expect(option.json()).toEqual({
        detail: `No hay suficiente stock de ${buzo.product.name} (Talle: M, Color: Azul). Stock disponible: 2`,
      });
      expect(await stocks(db, [plain.id, buzo.product.id], [buzo.m.id, buzo.azul.id])).toEqual(before);
      const [row] = await db.select().from(orders).where(eq(orders.id, placed.id));
      expect(Number(row.total)).toBe(placed.total);
      expect(await activityOf(placed.id)).toEqual([]);

      // Exactly what is left can be taken: the stock reaches 0, never below.
      const all = await editItems(placed.id, [{ id: plainLine.id, quantity: 4 }]);
      expect(all.statusCode).toBe(200);
      expect((await stocks(db, [plain.id]))[`p${plain.id}`]).toBe(0);
    });

    it('only edits pending orders and refuses what does not belong to the order', async () => {
      const plain = await createPlainProduct(ctx.database.db);
      const placed = await order([{ product_id: plain.id, quantity: 1 }]);
      const otherOrder = await order([{ product_id: plain.id, quantity: 1 }]);
      const line = placed.items[0].id;

      const foreign = await editItems(placed.id, [{ id: otherOrder.items[0].id, quantity: 2 }]);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({
        detail: `El producto #${otherOrder.items[0].id} no pertenece a este pedido`,
      });
      const empty = await editItems(placed.id, [{ id: line, quantity: 0 }]);
      expect(empty.json()).toEqual({
        detail: 'El pedido debe conservar al menos un producto. Para anularlo, cancélalo.',
      });
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { items: ['Indica al menos un producto'] }],
        [{ items: [] }, { items: ['Indica al menos un producto'] }],
        [
          { items: [{ id: line, quantity: -1 }] },
          { items: ['La cantidad debe ser un número entero entre 0 y 99'] },
        ],
        [
          { items: [{ id: line, quantity: 100 }] },
          { items: ['La cantidad debe ser un número entero entre 0 y 99'] },
        ],
        [
          { items: [{ id: line, quantity: 1.5 }] },
          { items: ['La cantidad debe ser un número entero entre 0 y 99'] },
        ],
        [{ items: [{ id: 'x', quantity: 1 }] }, { items: ['Producto inválido'] }],
        [
          {
            items: [
              { id: line, quantity: 1 },
              { id: line, quantity: 2 },
            ],
          },
          { items: ['Cada producto del pedido puede aparecer una sola vez'] },
        ],
      ];
      for (const [payload, body] of cases) {
        const response = await call('PATCH', `/api/orders/${placed.id}/items/`, payload as object);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json(), JSON.stringify(payload)).toEqual(body);
      }
      expect((await editItems(999_999, [{ id: line, quantity: 1 }])).json()).toEqual(NOT_FOUND);

      expect((await put(placed.id, { status: 'paid' })).statusCode).toBe(200);
      const paid = await editItems(placed.id, [{ id: line, quantity: 2 }]);
      expect(paid.statusCode).toBe(400);
      expect(paid.json()).toEqual(NOT_PENDING);
      const added = await addItem(placed.id, { product: plain.id, quantity: 1 });
      expect(added.statusCode).toBe(400);
      expect(added.json()).toEqual(NOT_PENDING);
    });
  });

  describe('adding lines', () => {
    it("adds a line at today's price, by option ids or by names, and grows the same choice", async () => {
      const db = ctx.database.db;
      const plain = await createPlainProduct(db, { price: 1000, stock: 10 });
      const buzo = await createVariantProduct(db, { price: 3000, stock: 30, optionStock: 10 });
      const placed = await order([{ product_id: plain.id, quantity: 1 }]);
      await db.update(products).set({ price: 3500 }).where(eq(products.id, buzo.product.id));

      const byIds = await addItem(placed.id, {
        product: buzo.product.id,
        quantity: 2,
        option_ids: [buzo.verde.id, buzo.s.id],
      });
      expect(byIds.statusCode, byIds.body).toBe(200);
      const line = byIds.json().items[1];
      expect(line).toMatchObject({
        product: buzo.product.id,
        variant_display: 'Talle: S, Color: Verde',
        selected_variants: { Talle: 'S', Color: 'Verde' },
        quantity: 2,
        price: 3700,
        price_at_time: 3700,
      });
      expect(byIds.json().total).toBe(1000 + 2 * 3700);

      const byNames = await addItem(placed.id, {
        product: buzo.product.id,
        quantity: 1,
        selected_variants: { talle: 's', color: 'verde' },
      });
      expect(byNames.statusCode).toBe(200);
      expect(byNames.json().items).toHaveLength(2);
      expect(byNames.json().items[1].quantity).toBe(3);

      const same = await addItem(placed.id, { product: plain.id, quantity: 2 });
      expect(same.json().items[0]).toMatchObject({ quantity: 3, price_at_time: 1000 });
      expect(await stocks(db, [plain.id, buzo.product.id], [buzo.s.id, buzo.verde.id])).toEqual({
        [`p${plain.id}`]: 7,
        [`p${buzo.product.id}`]: 27,
        [`o${buzo.s.id}`]: 7,
        [`o${buzo.verde.id}`]: 7,
      });
      const summaries = (await activityOf(placed.id)).map((entry) => entry.summary);
      expect(summaries).toContain(
        `Producto agregado: ${buzo.product.name} (Talle: S, Color: Verde) x 2 a $ 3.700 c/u`,
      );
      expect(summaries).toContain(`Cantidad de ${buzo.product.name} (Talle: S, Color: Verde): 2 → 3`);
      expect(summaries).toContain(`Cantidad de ${plain.name}: 1 → 3`);
    });

    it('checks the product, its options and the stock like checkout', async () => {
      const db = ctx.database.db;
      const plain = await createPlainProduct(db, { stock: 2 });
      const buzo = await createVariantProduct(db, { stock: 30, optionStock: 10 });
      const hidden = await createPlainProduct(db, { name: 'Oculto de prueba' });
      await db.update(products).set({ isAvailable: false }).where(eq(products.id, hidden.id));
      const placed = await order([{ product_id: plain.id, quantity: 1 }]);
      const cases: [object, number, unknown][] = [
        [
          { product: buzo.product.id, quantity: 1, option_ids: [buzo.s.id] },
          400,
          { detail: 'Por favor selecciona: Color' },
        ],
        [{ product: buzo.product.id, quantity: 1 }, 400, { detail: 'Por favor selecciona: Talle, Color' }],
        [
          { product: buzo.product.id, quantity: 1, option_ids: [buzo.s.id, buzo.m.id] },
          400,
          { detail: 'Opción inválida' },
        ],
        [{ product: plain.id, quantity: 1, option_ids: [buzo.s.id] }, 400, { detail: 'Opción inválida' }],
        [{ product: hidden.id, quantity: 1 }, 400, { detail: 'Producto no disponible: Oculto de prueba' }],
        [{ product: 999_999, quantity: 1 }, 400, { detail: 'Producto no disponible: #999999' }],
        [
          { product: plain.id, quantity: 2 },
          409,
          { detail: `No hay suficiente stock de ${plain.name}. Stock disponible: 1` },
        ],
        [
          { product: plain.id, quantity: 0 },
          400,
          { quantity: ['La cantidad debe ser un número entero entre 1 y 99'] },
        ],
        [{ quantity: 1 }, 400, { product: ['Producto inválido'] }],
      ];
      for (const [payload, status, body] of cases) {
        const response = await addItem(placed.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json(), JSON.stringify(payload)).toEqual(body);
      }
      expect(await stocks(db, [plain.id, buzo.product.id])).toEqual({
        [`p${plain.id}`]: 1,
        [`p${buzo.product.id}`]: 30,
      });
      expect(await activityOf(placed.id)).toEqual([]);
    });

    it('keeps the supplier order in step with the supplier lines of a pending order', async () => {
      const db = ctx.database.db;
      const own = await createPlainProduct(db, { price: 1000 });
      const supplier = await createPlainProduct(db, { price: 900, costPrice: 600, own: false });
      const placed = await order([{ product_id: own.id, quantity: 1 }]);
      const distributorOf = async () =>
        (
          await db.select().from(distributorOrders).where(eq(distributorOrders.originalOrderId, placed.id))
        )[0];
      expect(await distributorOf()).toBeUndefined();
      const added = await addItem(placed.id, { product: supplier.id, quantity: 3 });
      const created = await distributorOf();
      expect(created).toMatchObject({ paymentStatus: 'pending', total: 1800 });
      const detail = await call('GET', `/api/orders/distributor/${created.id}/`);
      expect(detail.json().items).toEqual([
        expect.objectContaining({
          product_name: supplier.name,
          quantity: 3,
          cost_price: 600,
          price_at_time: 600,
        }),
      ]);
      const supplierLine = added.json().items[1].id;
      await editItems(placed.id, [{ id: supplierLine, quantity: 1 }]);
      expect((await distributorOf()).total).toBe(600);
      await editItems(placed.id, [{ id: supplierLine, quantity: 0 }]);
      expect((await distributorOf()).paymentStatus).toBe('cancelled');
    });
  });

  it('recalculates subtotal, coupon (its math, not its rules) and total from the lines', async () => {
    const db = ctx.database.db;
    const plain = await createPlainProduct(db, { price: 2000, stock: 20 });
    const coupon = await createCoupon(db, {
      code: `DESK${process.pid}`,
      type: 'percentage',
      value: 10,
      maxAmount: 700,
      maxUses: 1,
    });
    const placed = await order([{ product_id: plain.id, quantity: 2 }], { coupon_code: coupon.code });
    expect(placed).toMatchObject({ subtotal: 4000, coupon_discount: 400, total: 3600 });
    // The coupon has no uses left now; editing the order still applies it, capped at 700.
    const grown = await editItems(placed.id, [{ id: placed.items[0].id, quantity: 5 }]);
    expect(grown.json()).toMatchObject({ subtotal: 10000, coupon_discount: 700, total: 9300 });
    await db.update(orders).set({ subtotal: 1, couponDiscount: 0, total: 1 }).where(eq(orders.id, placed.id));
    const response = await call('POST', `/api/orders/${placed.id}/recalculate_total/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ subtotal: 10000, coupon_discount: 700, total: 9300 });
    expect((await activityOf(placed.id)).at(-1)?.summary).toBe('Total recalculado: $ 1 → $ 9.300');
    const again = await call('POST', `/api/orders/${placed.id}/recalculate_total/`);
    expect(again.json().total).toBe(9300);
    expect((await activityOf(placed.id)).at(-1)?.summary).toBe('Total recalculado: sin cambios ($ 9.300)');
    expect((await call('POST', '/api/orders/999999/recalculate_total/')).json()).toEqual(NOT_FOUND);
  });

  it("sends the shipping notice once per call to the buyer's verified e-mail, never the order's contact e-mail", async () => {
    const plain = await createPlainProduct(ctx.database.db);
    const placed = await order([{ product_id: plain.id, quantity: 1 }], {
      customer_email: 'envios-desk@example.com',
    });
    const verified = `${buyer.username}@example.com`;
    const early = await call('POST', `/api/orders/${placed.id}/notify_shipping/`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      detail: 'Solo se puede avisar el envío de un pedido pagado, enviado o entregado',
    });
    await put(placed.id, { status: 'paid' });
    await put(placed.id, { status: 'shipped' });
    const response = await call('POST', `/api/orders/${placed.id}/notify_shipping/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      detail: `Notificación de envío enviada a ${verified}`,
      email: verified,
    });
    const mails = await waitForOutbox(ctx.database.db, (row) => row.kind === 'shipping_notice', 1);
    expect(mails.filter((row) => row.to === 'envios-desk@example.com')).toEqual([]);
    const sent = mails.filter((row) => row.to === verified);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Tu pedido #${placed.id} está listo para retirar`);
    expect(sent[0].text).toContain(`1 x ${plain.name}`);
    expect((await activityOf(placed.id)).at(-1)?.summary).toBe(`Aviso de envío enviado a ${verified}`);
    // An account without a verified e-mail gets nothing: staff is told to reach the buyer otherwise.
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, placed.user!));
    const unverified = await call('POST', `/api/orders/${placed.id}/notify_shipping/`);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual({
      detail: 'El comprador no tiene un email verificado: no se envió el aviso. Avísale por otro medio.',
    });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, placed.user!));
    expect((await call('POST', '/api/orders/999999/notify_shipping/')).json()).toEqual(NOT_FOUND);
  });

  it('lists the order timeline oldest first with who did what', async () => {
    const plain = await createPlainProduct(ctx.database.db, { stock: 10 });
    const placed = await order([{ product_id: plain.id, quantity: 1 }]);
    await editItems(placed.id, [{ id: placed.items[0].id, quantity: 2 }]);
    await put(placed.id, { status: 'paid' });
    const response = await call('GET', `/api/orders/${placed.id}/timeline/`);
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Pedido realizado',
      `Cantidad de ${plain.name}: 1 → 2`,
      'Total: $ 1.000 → $ 2.000',
      'Estado: Pendiente → Pagado; Pago: Pendiente → Pagado',
    ]);
    expect(entries[0]).toMatchObject({ id: 0, action: 'create', user_id: placed.user });
    expect(entries[1]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      user_id: expect.any(Number),
      username: 'admin',
      action: 'update',
      summary: `Cantidad de ${plain.name}: 1 → 2`,
    });
    expect((await call('GET', '/api/orders/999999/timeline/')).json()).toEqual(NOT_FOUND);
  });

  it('answers the payment status to the buyer and staff, and refuses online refunds of cash orders', async () => {
    const plain = await createPlainProduct(ctx.database.db);
    const placed = await order([{ product_id: plain.id, quantity: 1 }]);
    const url = `/api/payments/status/${placed.id}/`;
    const expected = {
      order_id: placed.id,
      order_status: 'pending',
      payment_method: 'cash',
      payment_status: 'pending',
      state: 'none',
      status_detail: '',
      payment_id: null,
      total: placed.total,
      can_pay: false,
      payment_due_at: null,
    };
    expect((await call('GET', url, undefined, buyer.headers)).json()).toEqual(expected);
    const stranger = await call('GET', url, undefined, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(NOT_FOUND);
    await put(placed.id, { status: 'paid' });
    expect((await call('GET', url)).json()).toEqual({
      ...expected,
      payment_status: 'paid',
      order_status: 'paid',
    });
    expect((await call('GET', '/api/payments/status/999999/')).statusCode).toBe(404);

    const refund = await call('POST', '/api/payments/refund/', { order_id: placed.id });
    expect(refund.statusCode).toBe(400);
    expect(refund.json()).toEqual({
      detail: 'Este pedido no se pagó online con Mercado Pago: el reembolso se coordina con el comprador.',
    });
    const missing = await call('POST', '/api/payments/refund/', { order_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    const invalid = await call('POST', '/api/payments/refund/', { order_id: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ order_id: ['Pedido inválido'] });
  });
});
