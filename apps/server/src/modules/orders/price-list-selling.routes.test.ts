import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, priceLists, products, quantityBreaks, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  createCoupon,
  orderPayload,
} from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { createPlainProduct, type Headers } from './orders.test-support.ts';

/**
 * Selling by price list, quantity break and sale unit (issue 28, decision 052): the cart quote, the
 * order, the staff new sale and the staff line edits price with the buyer's list and the tier of the
 * line's quantity, refuse quantities off the product's rule, and hold the list's minimum order.
 */
describe(`selling by price list, tier and sale unit (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Headers;
  let kiosco: { id: number };
  let club: { id: number };
  let kioscoBuyer: Buyer;
  let clubBuyer: Buyer;
  let generalBuyer: Buyer;
  let caja: { id: number; name: string };
  let gaseosa: { id: number; name: string };
  let heladera: { id: number; name: string };

  const post = (url: string, payload: object, headers: Headers) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const quote = (items: object[], headers: Headers, extra: object = {}) =>
    post('/api/cart/quote/', { items, ...extra }, headers);
  const order = (lines: { product_id: number; quantity: number }[], headers: Headers, extra = {}) =>
    post('/api/orders/', orderPayload(lines, extra), headers);
  const sale = (customerId: number, lines: { product_id: number; quantity: number }[]) =>
    post('/api/orders/admin-create/', { customer_id: customerId, ...orderPayload(lines) }, staff);
  const editItems = (id: number, items: { id: number; quantity: number }[]) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/items/`, headers: staff, payload: { items } });
  const addItem = (id: number, product: number, quantity: number) =>
    post(`/api/orders/${id}/add_item/`, { product, quantity }, staff);

  const assignList = async (buyer: Buyer, listId: number) => {
    await ctx.database.db.update(users).set({ priceListId: listId }).where(eq(users.id, buyer.id));
    await ctx.app.caches.move('accounts');
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [kiosco, club] = await db
      .insert(priceLists)
      .values([
        { name: 'Kiosco', adjustmentPercent: 12 },
        { name: 'Club', adjustmentPercent: 0, minOrderAmount: 150_000 },
      ])
      .returning({ id: priceLists.id });
    [kioscoBuyer, clubBuyer, generalBuyer] = await createBuyers(ctx.app, db, 3, { prefix: 'lista' });
    await assignList(kioscoBuyer, kiosco.id);
    await assignList(clubBuyer, club.id);

    caja = await createPlainProduct(db, { name: 'Alfajor triple', price: 999.99, stock: 500 });
    await db
      .update(products)
      .set({ discount: 10, saleUnit: 'caja', unitsPerPack: 12 })
      .where(eq(products.id, caja.id));
    await db.insert(quantityBreaks).values({ productId: caja.id, minQuantity: 12, discountPercent: 5 });
    gaseosa = await createPlainProduct(db, { name: 'Gaseosa cola', price: 500, stock: 500 });
    await db
      .update(products)
      .set({ saleUnit: 'pack', unitsPerPack: 6, minQuantity: 6, quantityStep: 3 })
      .where(eq(products.id, gaseosa.id));
    heladera = await createPlainProduct(db, { name: 'Heladera exhibidora', price: 100_000, stock: 50 });
  });
  afterAll(() => closeTestApp(ctx));

  it('prices quote and order lines by the buyer’s list and tier, the same figures to the cent', async () => {
    const items = [{ product: caja.id, quantity: 12 }];
    await createCoupon(ctx.database.db, { code: 'LISTA7', value: 7 });
    const quoted = await quote(items, kioscoBuyer.headers, { coupon_code: 'LISTA7' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const body = quoted.json();
    expect(body.price_list).toEqual({ id: kiosco.id, name: 'Kiosco', min_order_amount: null });
    expect(body.min_order_missing).toBe(0);
    expect(body.lines[0]).toMatchObject({
      product: caja.id,
      quantity: 12,
      price: 1063.99,
      discount: 10,
      final_price: 957.59,
      subtotal: 11491.08,
      tier_min_quantity: 12,
      tier_discount: 5,
      sale_unit: 'caja',
      units_per_pack: 12,
      unit_label: 'Caja x 12',
      error: null,
    });
    expect(body).toMatchObject({ subtotal: 11491.08, coupon_code: 'LISTA7', coupon_discount: 804.38 });
    expect(body.total).toBe(10686.7);

    // Below the tier the line pays the list price.
    const eleven = (await quote([{ product: caja.id, quantity: 11 }], kioscoBuyer.headers)).json();
    expect(eleven.lines[0]).toMatchObject({
      price: 1119.99,
      final_price: 1007.99,
      subtotal: 11087.89,
      tier_min_quantity: null,
      tier_discount: 0,
    });

    const created = await order([{ product_id: caja.id, quantity: 12 }], kioscoBuyer.headers, {
      coupon_code: 'LISTA7',
    });
    expect(created.statusCode, created.body).toBe(201);
    const placed = created.json();
    expect(placed).toMatchObject({
      subtotal: body.subtotal,
      coupon_discount: body.coupon_discount,
      total: body.total,
    });
    const line = {
      price: 1063.99,
      discount: 10,
      price_at_time: 957.59,
      subtotal: 11491.08,
      price_list_id: kiosco.id,
      price_list_name: 'Kiosco',
      tier_min_quantity: 12,
      tier_discount: 5,
      sale_unit: 'caja',
      units_per_pack: 12,
      unit_label: 'Caja x 12',
    };
    expect(placed.items).toEqual([expect.objectContaining(line)]);
    const cents = (amount: number) => Math.round(amount * 100);
    expect(cents(placed.subtotal) - cents(placed.coupon_discount)).toBe(cents(placed.total));

    // The buyer's and the staff's order detail keep what priced the line.
    for (const headers of [kioscoBuyer.headers, staff]) {
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/`, headers });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().items).toEqual([expect.objectContaining(line)]);
    }
    const [row] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(row).toMatchObject({ priceListId: kiosco.id, priceListName: 'Kiosco', tierMinQuantity: 12 });
  });

  it('prices a buyer without a list with the default list', async () => {
    const [general] = await ctx.database.db
      .select({ id: priceLists.id, name: priceLists.name })
      .from(priceLists)
      .where(eq(priceLists.isDefault, true));
    const body = (await quote([{ product: caja.id, quantity: 1 }], generalBuyer.headers)).json();
    expect(body.price_list).toEqual({ id: general.id, name: general.name, min_order_amount: null });
    expect(body.lines[0]).toMatchObject({ price: 999.99, final_price: 899.99, tier_min_quantity: null });
  });

  it('marks a quote line whose quantity breaks the product’s rule, and refuses it in orders and sales', async () => {
    const minimum = 'La cantidad mínima de Gaseosa cola es 6';
    const step = 'La cantidad de Gaseosa cola debe ser múltiplo de 3';
    const quoted = await quote(
      [
        { product: gaseosa.id, quantity: 4 },
        { product: gaseosa.id, quantity: 7 },
        { product: caja.id, quantity: 1 },
      ],
      kioscoBuyer.headers,
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const lines = quoted.json().lines;
    expect(lines[0]).toMatchObject({ error: minimum, price: null, subtotal: null, unit_label: 'Pack x 6' });
    expect(lines[1]).toMatchObject({ error: step, price: null, subtotal: null });
    expect(lines[2]).toMatchObject({ error: null, final_price: 1007.99 });
    expect(quoted.json().subtotal).toBe(1007.99);

    for (const [quantity, message] of [
      [4, minimum],
      [7, step],
    ] as const) {
      const refused = await order([{ product_id: gaseosa.id, quantity }], kioscoBuyer.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: message });
      const staffSale = await sale(kioscoBuyer.id, [{ product_id: gaseosa.id, quantity }]);
      expect(staffSale.statusCode).toBe(400);
      expect(staffSale.json()).toEqual({ detail: message });
    }
    const valid = await order([{ product_id: gaseosa.id, quantity: 9 }], kioscoBuyer.headers);
    expect(valid.statusCode, valid.body).toBe(201);
    expect(valid.json().items[0]).toMatchObject({ price_at_time: 560, sale_unit: 'pack', units_per_pack: 6 });
  });

  it('refuses an order under the list’s minimum with its message, before the coupon, and passes when met', async () => {
    const message = 'El pedido mínimo para tu lista de precios es de $ 150.000,00';
    const quoted = (await quote([{ product: heladera.id, quantity: 1 }], clubBuyer.headers)).json();
    expect(quoted.price_list).toEqual({ id: club.id, name: 'Club', min_order_amount: 150_000 });
    expect(quoted.min_order_missing).toBe(50_000);
    const refused = await order([{ product_id: heladera.id, quantity: 1 }], clubBuyer.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: message });

    // The minimum reads the lines' subtotal: a coupon that takes the total under it does not matter.
    await createCoupon(ctx.database.db, { code: 'CLUB30', value: 30 });
    const twoQuote = (
      await quote([{ product: heladera.id, quantity: 2 }], clubBuyer.headers, { coupon_code: 'CLUB30' })
    ).json();
    expect(twoQuote).toMatchObject({ min_order_missing: 0, subtotal: 200_000, total: 140_000 });
    const met = await order([{ product_id: heladera.id, quantity: 2 }], clubBuyer.headers, {
      coupon_code: 'CLUB30',
    });
    expect(met.statusCode, met.body).toBe(201);
    expect(met.json()).toMatchObject({ subtotal: 200_000, total: 140_000 });
  });

  it('prices a staff new sale with the customer’s list and warns, not refuses, under its minimum', async () => {
    const created = await sale(kioscoBuyer.id, [{ product_id: caja.id, quantity: 12 }]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().min_order_warning).toBeNull();
    expect(created.json().items[0]).toMatchObject({
      price: 1063.99,
      price_at_time: 957.59,
      price_list_name: 'Kiosco',
      tier_min_quantity: 12,
      unit_label: 'Caja x 12',
    });

    const small = await sale(clubBuyer.id, [{ product_id: heladera.id, quantity: 1 }]);
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().min_order_warning).toBe(
      'El pedido mínimo para tu lista de precios es de $ 150.000,00',
    );

    // Staff quote the sale with the customer's list; a buyer cannot ask for another's prices.
    const forCustomer = await quote([{ product: caja.id, quantity: 12 }], staff, {
      customer_id: kioscoBuyer.id,
    });
    expect(forCustomer.statusCode, forCustomer.body).toBe(200);
    expect(forCustomer.json().price_list.name).toBe('Kiosco');
    expect(forCustomer.json().lines[0].final_price).toBe(957.59);
    const own = (await quote([{ product: caja.id, quantity: 12 }], staff)).json();
    expect(own.lines[0].price).toBe(949.99);
    const nosy = await quote([{ product: caja.id, quantity: 1 }], generalBuyer.headers, {
      customer_id: kioscoBuyer.id,
    });
    expect(nosy.statusCode).toBe(403);
  });

  it('re-validates quantities on line edits and prices changed tiers and new lines by the buyer’s list', async () => {
    const created = await order(
      [
        { product_id: caja.id, quantity: 12 },
        { product_id: gaseosa.id, quantity: 6 },
      ],
      kioscoBuyer.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const placed = created.json();
    const [cajaLine, gaseosaLine] = placed.items;

    const tooFew = await editItems(placed.id, [{ id: gaseosaLine.id, quantity: 4 }]);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({ detail: 'La cantidad mínima de Gaseosa cola es 6' });
    const offStep = await editItems(placed.id, [{ id: gaseosaLine.id, quantity: 8 }]);
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json()).toEqual({ detail: 'La cantidad de Gaseosa cola debe ser múltiplo de 3' });
    const merged = await addItem(placed.id, gaseosa.id, 1);
    expect(merged.statusCode).toBe(400);
    expect(merged.json()).toEqual({ detail: 'La cantidad de Gaseosa cola debe ser múltiplo de 3' });

    // Under the tier the line is priced again by the list; a same-tier change keeps the sold price.
    const below = await editItems(placed.id, [
      { id: cajaLine.id, quantity: 11 },
      { id: gaseosaLine.id, quantity: 9 },
    ]);
    expect(below.statusCode, below.body).toBe(200);
    expect(below.json().items).toEqual([
      expect.objectContaining({
        quantity: 11,
        price: 1119.99,
        price_at_time: 1007.99,
        tier_min_quantity: null,
      }),
      expect.objectContaining({ quantity: 9, price_at_time: 560, price_list_name: 'Kiosco' }),
    ]);
    expect(below.json().subtotal).toBe(11087.89 + 9 * 560);

    const added = await addItem(placed.id, heladera.id, 1);
    expect(added.statusCode, added.body).toBe(200);
    const heladeraLine = added.json().items.find((item: { product: number }) => item.product === heladera.id);
    expect(heladeraLine).toMatchObject({ price: 112_000, price_at_time: 112_000, price_list_id: kiosco.id });
    const cents = (amount: number) => Math.round(amount * 100);
    const sum = added
      .json()
      .items.reduce((total: number, item: { subtotal: number }) => total + cents(item.subtotal), 0);
    expect(sum).toBe(cents(added.json().subtotal));
  });
});
