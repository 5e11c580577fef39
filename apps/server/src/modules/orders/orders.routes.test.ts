import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutEvents,
  coupons,
  couponUsages,
  distributorOrderItems,
  distributorOrders,
  orderItems,
  orders,
  products,
  productVariants,
  variantOptions,
} from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  createCoupon,
  type LineInput,
  type OrderCatalogue,
  optionStockOf,
  orderPayload,
  seedOrderCatalogue,
  setOptionStock,
  setStock,
  soldQuantity,
  stockOf,
  waitForOutbox,
} from '../../test/order-fixtures.ts';
import { BLOCKED_CUSTOMER } from './orders.service.ts';

const NOT_FOUND = { detail: 'La orden solicitada no existe' };

describe(`orders API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let extra: OrderCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  let other: Buyer;
  let blocked: Buyer;

  const post = (payload: unknown, headers: Record<string, string> = buyer) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders/', payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = buyer) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const order = (lines: LineInput[], overrides: Record<string, unknown> = {}, headers = buyer) =>
    post(orderPayload(lines, overrides), headers);

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    extra = await seedOrderCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [other] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'otro' });
    [blocked] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'bloqueado', isBlocked: true });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers on every order endpoint', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/orders/' },
      { method: 'GET' as const, url: '/api/orders/' },
      { method: 'GET' as const, url: '/api/orders/my-orders/' },
      { method: 'GET' as const, url: '/api/orders/1/' },
      { method: 'POST' as const, url: '/api/orders/checkout-started/' },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, payload: call.method === 'POST' ? {} : undefined });
      expect(response.statusCode, call.url).toBe(401);
    }
  });

  it('documents the order and coupon endpoints in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/orders/', '/api/orders/{id}/', '/api/marketing/coupons/validate/'])
      expect(paths).toContain(path);
  });

  it('recomputes every line from the database and ignores the prices the client sends', async () => {
    const { lamp, sustrato, compost, maceta } = data.products;
    const remera = extra.remera.id;
    const before = {
      sustrato: await stockOf(ctx.database.db, sustrato.id),
      remera: await stockOf(ctx.database.db, remera),
      s: await optionStockOf(ctx.database.db, extra.options.s.id),
      blanco: await optionStockOf(ctx.database.db, extra.options.blanco.id),
    };
    const response = await order([
      { product_id: lamp.id, quantity: 1, price: 1 },
      { product_id: sustrato.id, quantity: 2, price: 1 },
      { product_id: compost.id, quantity: 1, price: 1 },
      { product_id: maceta.id, quantity: 1, selected_variants: { Tamaño: 'Chico' } },
      { product_id: remera, quantity: 1, selected_variants: { Talle: 'S', Color: 'Blanco' } },
      { product_id: remera, quantity: 1, selected_variants: { talle: 'xl', color: 'negro' } },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const lines = body.items.map((item: Record<string, unknown>) => [
      item.product_name,
      item.variant_display,
      item.quantity,
      item.price,
      item.discount,
      item.price_at_time,
      item.subtotal,
    ]);
    expect(lines).toEqual([
      ['Lámpara LED 600W Full Spectrum', '', 1, 100000, 0, 100000, 100000],
      ['Sustrato Premium 50L', '', 2, 5000, 10, 4500, 9000],
      ['Compost orgánico 10kg', '', 1, 2500, 20, 2000, 2000],
      ['Maceta textil', 'Tamaño: Chico', 1, 3000, 15, 2550, 2550],
      ['Remera estampada', 'Talle: S, Color: Blanco', 1, 2100, 0, 2100, 2100],
      ['Remera estampada', 'Talle: XL, Color: Negro', 1, 2600, 0, 2600, 2600],
    ]);
    expect(body).toMatchObject({
      status: 'pending',
      status_label: 'Pendiente',
      payment_status: 'pending',
      payment_method: 'cash',
      delivery_type: 'pickup',
      shipping_address: 'Coordinar entrega',
      recipient_name: 'Lucía Fernández',
      customer_email: 'lucia@example.com',
      customer_phone: '1134567890',
      customer_dni_cuit: '27301234564',
      subtotal: 118250,
      coupon_code: null,
      coupon_discount: 0,
      shipping_cost: 0,
      total: 118250,
      original_order: null,
    });
    expect(body.items[4].selected_variants).toEqual({ Talle: 'S', Color: 'Blanco' });
    expect(body.items[5].selected_variants).toEqual({ Talle: 'XL', Color: 'Negro' });
    expect(body.items[0].product_details).toEqual({ id: lamp.id, name: lamp.name, image: null });
    expect(body.items[0]).not.toHaveProperty('cost_price');
    expect(await stockOf(ctx.database.db, sustrato.id)).toBe(before.sustrato - 2);
    expect(await stockOf(ctx.database.db, remera)).toBe(before.remera - 2);
    expect(await optionStockOf(ctx.database.db, extra.options.s.id)).toBe(before.s - 1);
    expect(await optionStockOf(ctx.database.db, extra.options.blanco.id)).toBe(before.blanco - 1);
    const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.id, body.id));
    expect(Number(stored.total)).toBe(118250);
  });

  it('builds the delivery address from its parts', async () => {
    const response = await order([{ product_id: data.products.compost.id, quantity: 1 }], {
      delivery_type: 'delivery',
      shipping_street: 'Calle 14',
      shipping_number: '1450',
      shipping_city: 'Berazategui',
      shipping_postal_code: '1884',
      shipping_method: 'Correo',
      delivery_time: 'Mañana',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      delivery_type: 'delivery',
      shipping_address: 'Calle 14 1450, Berazategui (1884)',
      shipping_postal_code: '1884',
      shipping_method: 'Correo',
      delivery_time: 'Mañana',
    });
  });

  it('answers field errors as a map of the first message per field', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      recipient_name: ['El nombre es requerido'],
      customer_phone: ['El teléfono es requerido'],
      customer_email: ['El email es requerido'],
      delivery_type: ['Selecciona un método de entrega'],
      products: ['El carrito está vacío'],
    });
    const invalid = await post(
      orderPayload([{ product_id: data.products.compost.id, quantity: 100 }], {
        recipient_name: 'Al',
        customer_phone: '123',
        customer_email: 'no-es-email',
        delivery_type: 'delivery',
        shipping_postal_code: '12',
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      recipient_name: ['El nombre debe tener al menos 3 caracteres'],
      customer_phone: ['Ingresa un teléfono válido'],
      customer_email: ['Ingresa un email válido'],
      shipping_street: ['La calle es requerida'],
      shipping_number: ['El número es requerido'],
      shipping_postal_code: ['Ingresa un código postal válido (por ejemplo 1884 o B1884ABC)'],
      shipping_city: ['La ciudad es requerida'],
      products: ['La cantidad debe ser un número entero entre 1 y 99'],
    });
  });

  it('refuses orders from a blocked customer with 403', async () => {
    const response = await order(
      [{ product_id: data.products.compost.id, quantity: 1 }],
      {},
      blocked.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Tu cuenta está bloqueada. No puedes realizar pedidos. Contacta a la tienda.',
    });
    expect((await post({}, blocked.headers)).statusCode).toBe(403);
    expect((await get('/api/orders/my-orders/', blocked.headers)).statusCode).toBe(200);
  });

  it('refuses products that are not available or not sold in this channel, changing nothing', async () => {
    const { sustrato, oculto } = data.products;
    const before = await stockOf(ctx.database.db, sustrato.id);
    const hidden = await order([
      { product_id: sustrato.id, quantity: 1 },
      { product_id: oculto.id, quantity: 1 },
    ]);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({ detail: 'Producto no disponible: Producto oculto' });
    const channel = await order([{ product_id: extra.otherChannel.id, quantity: 1 }]);
    expect(channel.statusCode).toBe(400);
    expect(channel.json()).toEqual({ detail: 'Solo Mar Verde no está disponible en este canal de venta' });
    const missing = await order([{ product_id: 999999, quantity: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(await stockOf(ctx.database.db, sustrato.id)).toBe(before);
  });

  it('requires a valid choice for every variant group', async () => {
    const remera = extra.remera.id;
    const cases: [Record<string, string> | null, string][] = [
      [null, 'Por favor selecciona: Talle, Color'],
      [{ Talle: 'S' }, 'Por favor selecciona: Color'],
      [{ Talle: 'XXL', Color: 'Negro' }, 'Por favor selecciona: Talle'],
      [{ Talle: 'S', Color: 'Rojo' }, 'Producto no disponible: Remera estampada (Talle: S, Color: Rojo)'],
    ];
    for (const [selected, detail] of cases) {
      const response = await order([{ product_id: remera, quantity: 1, selected_variants: selected }]);
      expect(response.statusCode, detail).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
  });

  it('answers 409 with the spec message when stock is short (product, repeated lines, option)', async () => {
    const { picador, sustrato } = data.products;
    const none = await order([{ product_id: picador.id, quantity: 1 }]);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      detail: 'No hay suficiente stock de Picador metálico. Stock disponible: 0',
    });

    await setStock(ctx.database.db, sustrato.id, 3);
    const short = await order([{ product_id: sustrato.id, quantity: 5 }]);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      detail: 'No hay suficiente stock de Sustrato Premium 50L. Stock disponible: 3',
    });
    const repeated = await order([
      { product_id: sustrato.id, quantity: 2 },
      { product_id: sustrato.id, quantity: 2 },
    ]);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().detail).toBe(
      'No hay suficiente stock de Sustrato Premium 50L. Stock disponible: 3',
    );
    expect(await stockOf(ctx.database.db, sustrato.id)).toBe(3);

    await setOptionStock(ctx.database.db, extra.options.blanco.id, 1);
    const option = await order([
      { product_id: extra.remera.id, quantity: 2, selected_variants: { Talle: 'S', Color: 'Blanco' } },
    ]);
    expect(option.statusCode).toBe(409);
    expect(option.json()).toEqual({
      detail: 'No hay suficiente stock de Remera estampada (Talle: S, Color: Blanco). Stock disponible: 1',
    });
    await setStock(ctx.database.db, sustrato.id, 10);
  });

  it('merges lines of one product with the same options into one line before checking stock', async () => {
    const { sustrato } = data.products;
    await setStock(ctx.database.db, sustrato.id, 3);
    const merged = await order([
      { product_id: sustrato.id, quantity: 1 },
      { product_id: data.products.compost.id, quantity: 1 },
      { product_id: sustrato.id, quantity: 2 },
    ]);
    expect(merged.statusCode, merged.body).toBe(201);
    expect(
      merged.json().items.map((item: { product: number; quantity: number }) => [item.product, item.quantity]),
    ).toEqual([
      [sustrato.id, 3],
      [data.products.compost.id, 1],
    ]);
    expect(await stockOf(ctx.database.db, sustrato.id)).toBe(0);

    const remera = extra.remera.id;
    await setOptionStock(ctx.database.db, extra.options.s.id, 3);
    const sameChoice = await order([
      { product_id: remera, quantity: 2, selected_variants: { Talle: 'S', Color: 'Negro' } },
      { product_id: remera, quantity: 2, selected_variants: { talle: 's', color: 'negro' } },
    ]);
    expect(sameChoice.statusCode).toBe(409);
    expect(sameChoice.json()).toEqual({
      detail: 'No hay suficiente stock de Remera estampada (Talle: S, Color: Negro). Stock disponible: 3',
    });
    await setStock(ctx.database.db, sustrato.id, 10);
    await setOptionStock(ctx.database.db, extra.options.s.id, 10);
  });

  it('checks lines of one product with different options per option and per product', async () => {
    const remera = extra.remera.id;
    const { s, xl, negro, blanco } = extra.options;
    const stocks = async (product: number, values: [number, number, number, number]) => {
      await setStock(ctx.database.db, remera, product);
      for (const [index, option] of [s, xl, negro, blanco].entries())
        await setOptionStock(ctx.database.db, option.id, values[index]);
    };
    const line = (talle: string, color: string, quantity: number) => ({
      product_id: remera,
      quantity,
      selected_variants: { Talle: talle, Color: color },
    });

    await stocks(20, [5, 5, 6, 2]);
    const sharedColor = await order([line('S', 'Negro', 4), line('XL', 'Negro', 3)]);
    expect(sharedColor.statusCode).toBe(409);
    expect(sharedColor.json()).toEqual({
      detail: 'No hay suficiente stock de Remera estampada (Color: Negro). Stock disponible: 6',
    });
    const sharedSize = await order([line('S', 'Negro', 4), line('S', 'Blanco', 2)]);
    expect(sharedSize.statusCode).toBe(409);
    expect(sharedSize.json()).toEqual({
      detail: 'No hay suficiente stock de Remera estampada (Talle: S). Stock disponible: 5',
    });
    await stocks(5, [5, 5, 6, 2]);
    const product = await order([line('S', 'Negro', 3), line('XL', 'Blanco', 2), line('XL', 'Negro', 1)]);
    expect(product.statusCode).toBe(409);
    expect(product.json()).toEqual({
      detail: 'No hay suficiente stock de Remera estampada. Stock disponible: 5',
    });
    expect(await optionStockOf(ctx.database.db, negro.id)).toBe(6);

    await stocks(20, [5, 5, 6, 2]);
    const fits = await order([line('S', 'Negro', 3), line('XL', 'Negro', 3), line('XL', 'Blanco', 2)]);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().items).toHaveLength(3);
    expect(await stockOf(ctx.database.db, remera)).toBe(12);
    expect(
      await Promise.all([s, xl, negro, blanco].map((option) => optionStockOf(ctx.database.db, option.id))),
    ).toEqual([2, 0, 0, 0]);
    await stocks(20, [10, 10, 10, 2]);
  });

  it('takes a line price only as an optional number: a deep or huge JSON value is a 400', async () => {
    const compost = data.products.compost.id;
    const base = orderPayload([{ product_id: compost, quantity: 1 }]);
    const deep = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
    const wide = `{${Array.from({ length: 5000 }, (_, index) => `"k${index}":${index}`).join(',')}}`;
    const send = (price: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { ...buyer, 'content-type': 'application/json' },
        payload: JSON.stringify(base).replace('"price":1', `"price":${price}`),
      });
    // The body parser may refuse the nesting itself; either way it is a 400, never an order.
    const nested = await send(deep);
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json())).toHaveLength(1);
    for (const price of [wide, '"1"', '[1]']) {
      const response = await send(price);
      expect(response.statusCode, price.slice(0, 20)).toBe(400);
      expect(response.json()).toEqual({ products: ['Precio inválido'] });
    }
    const ignored = await order([{ product_id: compost, quantity: 1, price: 0.01 }]);
    expect(ignored.statusCode).toBe(201);
    expect(ignored.json().items[0].price_at_time).toBe(2000);
  });

  it('refuses control characters in order texts and searches with a 400, never a 500', async () => {
    const message = ['El texto contiene caracteres no permitidos.'];
    const compost = data.products.compost.id;
    for (const field of ['delivery_time', 'coupon_code', 'shipping_method']) {
      const response = await order([{ product_id: compost, quantity: 1 }], { [field]: 'a\u0000b' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ [field]: message });
    }
    for (const url of ['/api/orders/?search=%00', '/api/orders/?search=a%00b']) {
      const response = await get(url, staff);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ search: message });
    }
  });

  it('answers a body that is not an object with a 400 field map, never a 500', async () => {
    for (const body of ['null', '7', '"pedido"', '[]']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { ...buyer, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
      expect(Object.keys(response.json()).length, body).toBeGreaterThan(0);
    }
  });

  it('creates one distributor order for supplier goods, at cost price (price when none)', async () => {
    const response = await order([
      { product_id: extra.supplier.id, quantity: 2 },
      { product_id: extra.supplierNoCost.id, quantity: 1 },
      { product_id: data.products.compost.id, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.total).toBe(2 * 1000 + 800 + 2000);
    const distributor = await ctx.database.db
      .select()
      .from(distributorOrders)
      .where(eq(distributorOrders.originalOrderId, created.id));
    expect(distributor).toHaveLength(1);
    expect(distributor[0]).toMatchObject({ paymentStatus: 'pending', total: 2200 });
    const items = await ctx.database.db
      .select()
      .from(distributorOrderItems)
      .where(eq(distributorOrderItems.distributorOrderId, distributor[0].id))
      .orderBy(distributorOrderItems.id);
    expect(items.map((item) => [item.productName, item.quantity, item.costPrice, item.priceAtTime])).toEqual([
      ['Bandeja proveedor', 2, 700, 700],
      ['Bandeja sin costo', 1, null, 800],
    ]);
    const stored = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, created.id));
    expect(stored.map((item) => item.isOwnProduct).sort()).toEqual([false, false, true]);
    const asStaff = (await get(`/api/orders/${created.id}/`, staff)).json();
    expect(asStaff.items[0].cost_price).toBe(700);

    const ownOnly = await order([{ product_id: data.products.compost.id, quantity: 1 }]);
    const none = await ctx.database.db
      .select()
      .from(distributorOrders)
      .where(eq(distributorOrders.originalOrderId, ownOnly.json().id));
    expect(none).toHaveLength(0);
  });

  it('e-mails the buyer a confirmation and the store a notice after the order is saved', async () => {
    const response = await order([{ product_id: data.products.compost.id, quantity: 3 }], {
      customer_email: 'compras@growshop.example',
    });
    const id = response.json().id;
    const mails = await waitForOutbox(
      ctx.database.db,
      (row) => row.subject.includes(`#${id} `) || row.subject.endsWith(`#${id}`),
      2,
    );
    const confirmation = mails.find((row) => row.kind === 'order_confirmation');
    const notice = mails.find((row) => row.kind === 'order_notice');
    // To the account's verified e-mail; the contact e-mail of the order is shown to the store (issue 26 item 23).
    expect(confirmation).toMatchObject({
      to: 'demo@growshop-demo.com.ar',
      subject: `Recibimos tu pedido #${id}`,
    });
    expect(confirmation?.text).toContain('3 x Compost orgánico 10kg');
    expect(confirmation?.text).toContain('Total: $ 6.000');
    expect(notice?.to).toBe('ventas@mayorista.com.ar');
    expect(notice?.subject).toContain(`Nuevo pedido #${id}`);
    expect(notice?.text).toContain('compras@growshop.example');
  });

  it('shows an order to its buyer and to staff, and 404 to anyone else', async () => {
    // The create answer is the order plus where to pay it online (nothing for a cash order).
    const { payment_url, payment_message, ...created } = (
      await order([{ product_id: data.products.compost.id, quantity: 1 }])
    ).json();
    expect([payment_url, payment_message]).toEqual([null, null]);
    const mine = await get(`/api/orders/${created.id}/`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(created);
    const foreign = await get(`/api/orders/${created.id}/`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect((await get('/api/orders/999999/')).json()).toEqual(NOT_FOUND);
    expect((await get(`/api/orders/${created.id}/`, staff)).statusCode).toBe(200);
  });

  it('lists my orders with items, and pages orders: own for buyers, all for staff', async () => {
    await order([{ product_id: data.products.compost.id, quantity: 1 }], {}, other.headers);
    const mine = (await get('/api/orders/my-orders/')).json();
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((row: { items: unknown[] }) => row.items.length > 0)).toBe(true);
    expect(mine[0].id).toBeGreaterThan(mine[1].id);
    expect((await get('/api/orders/my-orders/?status=paid')).json()).toEqual([]);
    expect((await get('/api/orders/my-orders/', other.headers)).json()).toHaveLength(1);

    const page = (await get('/api/orders/?page_size=2')).json();
    expect(page).toMatchObject({ count: mine.length, current_page: 1, previous: null });
    expect(page.results).toHaveLength(2);
    expect(page.results[0]).not.toHaveProperty('items');
    expect(page.next).toMatch(/page=2/);
    const withItems = (await get('/api/orders/?include_items=true&page_size=1')).json();
    expect(withItems.results[0].items.length).toBeGreaterThan(0);
    const all = (await get('/api/orders/?page_size=100', staff)).json();
    expect(all.count).toBe(mine.length + 1);
    const byCustomer = (await get(`/api/orders/?customer_id=${other.id}`, staff)).json();
    expect(byCustomer.count).toBe(1);
    expect((await get(`/api/orders/?customer_id=${other.id}`)).json().count).toBe(mine.length);
    expect((await get('/api/orders/?status=pending')).json().count).toBe(mine.length);
    expect((await get('/api/orders/?status=perdido')).statusCode).toBe(400);
    expect((await get('/api/orders/?page=99')).statusCode).toBe(404);
  });

  it('records that a logged-in user started the checkout', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/checkout-started/',
      headers: other.headers,
    });
    expect(response.statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(checkoutEvents)
      .where(eq(checkoutEvents.userId, other.id));
    expect(rows).toHaveLength(1);
  });

  describe('coupons on orders', () => {
    it('caps a percentage coupon, matches the code ignoring case and records the use', async () => {
      const coupon = await createCoupon(ctx.database.db, {
        code: 'TOPE10',
        value: 10,
        maxAmount: 20000,
        minPurchase: 10000,
      });
      const response = await order([{ product_id: data.products.lamp.id, quantity: 3 }], {
        coupon_code: ' tope10 ',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        subtotal: 300000,
        coupon_code: 'TOPE10',
        coupon_discount: 20000,
        total: 280000,
      });
      const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row.used).toBe(1);
      const usages = await ctx.database.db
        .select()
        .from(couponUsages)
        .where(eq(couponUsages.couponId, coupon.id));
      expect(usages).toHaveLength(1);
      expect(usages[0]).toMatchObject({
        orderId: response.json().id,
        purchaseAmount: 300000,
        amount: 20000,
      });
      expect(usages[0].userId).toEqual(expect.any(Number));
    });

    it('never takes the total below 0 with a fixed coupon', async () => {
      await createCoupon(ctx.database.db, { code: 'FIJO9000', type: 'fixed', value: 9000 });
      const response = await order([{ product_id: data.products.compost.id, quantity: 1 }], {
        coupon_code: 'FIJO9000',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ subtotal: 2000, coupon_discount: 2000, total: 0 });
    });

    it('refuses expired, exhausted, inactive and below-minimum coupons without selling anything', async () => {
      const past = new Date(Date.now() - 60_000);
      await createCoupon(ctx.database.db, { code: 'ORDVENCIDO', expiresAt: past });
      await createCoupon(ctx.database.db, { code: 'ORDAGOTADO', maxUses: 1, used: 1 });
      await createCoupon(ctx.database.db, { code: 'ORDINACTIVO', active: false });
      await createCoupon(ctx.database.db, { code: 'ORDMINIMO', minPurchase: 10000 });
      const compost = data.products.compost.id;
      const before = await stockOf(ctx.database.db, compost);
      const cases: [string, string][] = [
        ['ORDVENCIDO', 'El cupón ha expirado'],
        ['ORDAGOTADO', 'El cupón alcanzó su límite de usos'],
        ['ORDINACTIVO', 'Cupón inválido'],
        ['NOEXISTE', 'Cupón inválido'],
        ['ordminimo', 'El monto mínimo de compra para este cupón es $ 10.000'],
      ];
      for (const [code, detail] of cases) {
        const response = await order([{ product_id: compost, quantity: 1 }], { coupon_code: code });
        expect(response.statusCode, code).toBe(400);
        expect(response.json()).toEqual({ detail });
      }
      expect(await stockOf(ctx.database.db, compost)).toBe(before);
    });
  });

  describe('concurrency', () => {
    async function insertProduct(values: Partial<typeof products.$inferInsert>) {
      const [row] = await ctx.database.db
        .insert(products)
        .values({ name: 'Producto concurrido', price: 1000, stock: 10, ...values })
        .returning();
      return row;
    }

    it('sells each unit once when 50 buyers order the last 10 at the same time', async () => {
      const product = await insertProduct({ sku: 'T-CONC' });
      const buyers = await createBuyers(ctx.app, ctx.database.db, 50, { prefix: 'carrera' });
      const responses = await Promise.all(
        buyers.map((one) => order([{ product_id: product.id, quantity: 1 }], {}, one.headers)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      const conflict = responses.find((response) => response.statusCode === 409)!;
      expect(conflict.json().detail).toMatch(
        /^No hay suficiente stock de Producto concurrido\. Stock disponible: 0$/,
      );
      expect(await stockOf(ctx.database.db, product.id)).toBe(0);
      expect(await soldQuantity(ctx.database.db, product.id)).toBe(10);
    });

    it('sells each unit of a variant option once under the same load from one buyer', async () => {
      const product = await insertProduct({
        name: 'Remera concurrida',
        sku: 'T-CONC-V',
        hasVariants: true,
        stock: 100,
      });
      const [group] = await ctx.database.db
        .insert(productVariants)
        .values({ productId: product.id, variantName: 'Talle' })
        .returning();
      const [option] = await ctx.database.db
        .insert(variantOptions)
        .values({ variantId: group.id, name: 'M', sku: 'T-CONC-V-M', stock: 10 })
        .returning();
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          order([{ product_id: product.id, quantity: 1, selected_variants: { Talle: 'M' } }]),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      expect(await optionStockOf(ctx.database.db, option.id)).toBe(0);
      expect(await stockOf(ctx.database.db, product.id)).toBe(90);
      expect(await soldQuantity(ctx.database.db, product.id)).toBe(10);
    });

    it('never lets more orders use a coupon than its max_uses', async () => {
      const product = await insertProduct({ sku: 'T-CONC-C', stock: 1000 });
      const coupon = await createCoupon(ctx.database.db, { code: 'TRES', maxUses: 3 });
      const buyers = await createBuyers(ctx.app, ctx.database.db, 10, { prefix: 'cupon' });
      const responses = await Promise.all(
        buyers.map((one) =>
          order([{ product_id: product.id, quantity: 1 }], { coupon_code: 'tres' }, one.headers),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 400)).toHaveLength(7);
      const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row.used).toBe(3);
      expect(await stockOf(ctx.database.db, product.id)).toBe(997);
    });
  });
});

describe(`orders API with a failing mail server (${dbKind})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    await seedTestCatalogue(ctx.database.db);
  });
  afterAll(() => closeTestApp(ctx));

  it('still creates the order and keeps both e-mails in the outbox as failed', async () => {
    const { compost } = (await ctx.database.db.select().from(products)).reduce(
      (found, row) => (row.sku === 'T-COMP' ? { compost: row } : found),
      {} as { compost?: typeof products.$inferSelect },
    );
    const [buyer] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'sinmail' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: orderPayload([{ product_id: compost!.id, quantity: 1 }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    const mails = await waitForOutbox(ctx.database.db, (row) => row.subject.includes(`#${id}`), 2);
    expect(mails.map((row) => row.status)).toEqual(['failed', 'failed']);
    const [saved] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(saved.status).toBe('pending');
  });
});

describe(`orders API: what orders keep in memory (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let shopper: Buyer;
  let line: LineInput[];

  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const order = (lines: LineInput[], headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders/', payload: orderPayload(lines), headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    const data = await seedTestCatalogue(ctx.database.db);
    line = [{ product_id: data.products.compost.id, quantity: 1 }];
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [shopper] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'memoria' });
  });
  afterAll(() => closeTestApp(ctx));

  it("order mails follow the store's settings changed between two orders (kept settings, decision 035)", async () => {
    const mailsOf = async (id: number) =>
      waitForOutbox(
        ctx.database.db,
        (row) => row.subject.includes(`#${id} `) || row.subject.endsWith(`#${id}`),
        2,
      );
    const first = (await order(line, shopper.headers)).json();
    expect((await mailsOf(first.id)).find((row) => row.kind === 'order_confirmation')?.text).toMatch(
      /\nMayorista$/,
    );
    const { id: _id, ...fields } = (await get('/api/site-config/1/', staff)).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/site-config/1/',
      headers: staff,
      payload: { ...fields, store_name: 'Distribuidora Norte', email: 'pedidos@norte.example' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = (await order(line, shopper.headers)).json();
    const mails = await mailsOf(second.id);
    expect(mails.find((row) => row.kind === 'order_confirmation')?.text).toMatch(/\nDistribuidora Norte$/);
    expect(mails.find((row) => row.kind === 'order_notice')?.to).toBe('pedidos@norte.example');
    await ctx.app.inject({ method: 'PUT', url: '/api/site-config/1/', headers: staff, payload: fields });
  });

  it('a buyer blocked right after an order is refused on the next one (orders keep the cached account)', async () => {
    const [buyerNow] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'bloqueo-tras-pedido' });
    expect((await order(line, buyerNow.headers)).statusCode).toBe(201);
    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/customers/${buyerNow.id}/block/`,
      headers: staff,
    });
    expect(block.statusCode, block.body).toBe(200);
    const refused = await order(line, buyerNow.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(BLOCKED_CUSTOMER);
  });
});
