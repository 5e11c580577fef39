import { STOCK_ALERT_MESSAGES } from '@mayorista/shared/stock-alerts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products, stockAlerts, users } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  type Buyer,
  closeTestApp,
  createBuyers,
  setOptionStock,
  waitForOutbox,
} from '../../test/order-fixtures.ts';
import { createPlainProduct, createVariantProduct, placeOrder } from '../orders/orders.test-support.ts';
import { claimRestockedAlerts, notifyRestockedAlerts } from './stock-alerts.service.ts';

type Headers = Record<string, string>;

describe(`stock alerts API (${dbKind})`, () => {
  let ctx: TestContext;
  let catalogue: TestCatalogue;
  let staff: Headers;
  let buyers: Buyer[];

  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });
  const ask = (id: number, headers: Headers, payload: object = {}) =>
    call('POST', `/api/products/${id}/stock-alert/`, headers, payload);
  const mine = async (headers: Headers) => {
    const response = await call('GET', '/api/me/stock-alerts/', headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      id: number;
      product: number;
      option: number | null;
      option_name: string | null;
    }[];
  };
  const alertMails = (to?: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .then((rows) => rows.filter((row) => row.kind === 'stock_alert' && (!to || row.to === to)));
  /** The check after a write runs after its answer: wait for it, then make sure nothing more comes. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    ctx = await createTestApp({ siteUrl: 'https://tienda.example' });
    catalogue = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyers = await createBuyers(ctx.app, ctx.database.db, 4, { prefix: 'aviso' });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to staff asking for an alert', async () => {
    const { picador } = catalogue.products;
    expect((await ask(picador.id, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/api/products/${picador.id}/stock-alert/`, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/me/stock-alerts/', {})).statusCode).toBe(401);
    const asStaff = await ask(picador.id, staff);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toEqual({ detail: STOCK_ALERT_MESSAGES.staffOnly });
  });

  it('creates one waiting alert however many times it is asked, and deletes it', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 0, name: 'Tijera de poda' });
    const [buyer] = buyers;
    const first = await ask(product.id, buyer.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ product: product.id, option: null, product_name: 'Tijera de poda' });
    expect(first.json()).not.toHaveProperty('stock');
    const again = await ask(product.id, buyer.headers, { option: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await mine(buyer.headers)).filter((alert) => alert.product === product.id)).toHaveLength(1);
    expect(await mine(buyers[1].headers)).toEqual([]);

    const removed = await call('DELETE', `/api/products/${product.id}/stock-alert/`, buyer.headers);
    expect(removed.statusCode).toBe(204);
    expect((await mine(buyer.headers)).some((alert) => alert.product === product.id)).toBe(false);
    // Deleting again (nothing waits) is still 204.
    expect((await call('DELETE', `/api/products/${product.id}/stock-alert/`, buyer.headers)).statusCode).toBe(
      204,
    );
  });

  it('refuses a product with stock (400), a hidden or unknown one (404) and an option of another product', async () => {
    const [buyer] = buyers;
    const { sustrato, oculto, maceta } = catalogue.products;
    const inStock = await ask(sustrato.id, buyer.headers);
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json()).toEqual({ detail: STOCK_ALERT_MESSAGES.inStock });
    expect((await ask(oculto.id, buyer.headers)).statusCode).toBe(404);
    expect((await ask(999_999, buyer.headers)).statusCode).toBe(404);

    const remera = await createVariantProduct(ctx.database.db, { optionStock: 0 });
    const foreign = await ask(maceta.id, buyer.headers, { option: remera.s.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ option: [STOCK_ALERT_MESSAGES.optionNotFound] });
    expect((await ask(remera.product.id, buyer.headers, { option: 'x' })).statusCode).toBe(400);
  });

  it('takes an alert on a sold-out option of a product that still has stock, refuses one with stock', async () => {
    const [buyer] = buyers;
    const buzo = await createVariantProduct(ctx.database.db, { stock: 10, optionStock: 5 });
    await setOptionStock(ctx.database.db, buzo.verde.id, 0);
    expect((await ask(buzo.product.id, buyer.headers)).json()).toEqual({
      detail: STOCK_ALERT_MESSAGES.inStock,
    });
    expect((await ask(buzo.product.id, buyer.headers, { option: buzo.azul.id })).json()).toEqual({
      detail: STOCK_ALERT_MESSAGES.optionInStock,
    });
    const verde = await ask(buzo.product.id, buyer.headers, { option: buzo.verde.id });
    expect(verde.statusCode, verde.body).toBe(201);
    expect(verde.json()).toMatchObject({ option: buzo.verde.id, option_name: 'Color: Verde' });

    // The option's stock comes back past the API: the write says what it changed (app.caches.move).
    await setOptionStock(ctx.database.db, buzo.verde.id, 4);
    await ctx.app.caches.move('catalogue');
    const [mail] = await waitForOutbox(
      ctx.database.db,
      (row) => row.kind === 'stock_alert' && row.subject.includes(buzo.product.name),
      1,
    );
    expect(mail.subject).toBe(`${buzo.product.name} (Color: Verde) volvió a tener stock`);
    expect(mail.to).toBe('aviso1@example.com');
    expect(mail.text).toContain(`https://tienda.example/producto/${buzo.product.id}`);
    const deleted = await call(
      'DELETE',
      `/api/products/${buzo.product.id}/stock-alert/?option=${buzo.verde.id}`,
      buyer.headers,
    );
    expect(deleted.statusCode).toBe(204);
  });

  it('mails every waiting buyer once when an admin edit raises the stock, and the alerts end', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 0, name: 'Bandeja de secado' });
    for (const buyer of buyers.slice(0, 3))
      expect((await ask(product.id, buyer.headers)).statusCode).toBe(201);
    // A buyer who cancelled is not mailed.
    await call('DELETE', `/api/products/${product.id}/stock-alert/`, buyers[2].headers);

    const edit = await call('PATCH', `/api/products/${product.id}/`, staff, { stock: 7 });
    expect(edit.statusCode, edit.body).toBe(200);
    const mails = await waitForOutbox(
      ctx.database.db,
      (row) => row.kind === 'stock_alert' && row.subject === 'Bandeja de secado volvió a tener stock',
      2,
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['aviso1@example.com', 'aviso2@example.com']);
    expect(mails[0].text).toContain(`https://tienda.example/producto/${product.id}`);

    // Another stock change, another check, a direct run: nothing more is sent.
    expect((await call('PATCH', `/api/products/${product.id}/`, staff, { stock: 9 })).statusCode).toBe(200);
    await settle();
    expect(await claimRestockedAlerts(ctx.database.db)).toEqual([]);
    const after = (await alertMails()).filter(
      (row) => row.subject === 'Bandeja de secado volvió a tener stock',
    );
    expect(after).toHaveLength(2);
    const rows = await ctx.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, product.id));
    expect(rows.every((row) => row.notifiedAt !== null)).toBe(true);
    expect((await mine(buyers[0].headers)).some((alert) => alert.product === product.id)).toBe(false);
  });

  it('mails once when a cancelled order gives the last units back', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 3, name: 'Filtro de carbón' });
    const [first, second] = buyers;
    const order = await placeOrder(ctx, first.headers, [{ product_id: product.id, quantity: 3 }]);
    expect((await ask(product.id, second.headers)).statusCode).toBe(201);
    await settle();
    expect((await alertMails()).filter((row) => row.subject.startsWith('Filtro de carbón'))).toEqual([]);

    const cancel = await call('PUT', `/api/orders/${order.id}/`, staff, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mails = await waitForOutbox(
      ctx.database.db,
      (row) => row.kind === 'stock_alert' && row.subject.startsWith('Filtro de carbón'),
      1,
    );
    await settle();
    expect(
      await notifyRestockedAlerts({
        db: ctx.database.db,
        mailer: ctx.app.mailer,
        config: ctx.config,
        log: ctx.app.log,
      }),
    ).toEqual({
      claimed: 0,
      mailed: 0,
    });
    expect((await alertMails()).filter((row) => row.subject.startsWith('Filtro de carbón'))).toHaveLength(1);
    expect(mails[0].to).toBe('aviso2@example.com');
  });

  it('ends the alert of an account without a verified e-mail without mailing it, and waits while the product is hidden', async () => {
    const product = await createPlainProduct(ctx.database.db, { stock: 0, name: 'Medidor de pH' });
    const buyer = buyers[3];
    expect((await ask(product.id, buyer.headers)).statusCode).toBe(201);
    await ctx.database.db
      .update(products)
      .set({ stock: 5, isAvailable: false })
      .where(eq(products.id, product.id));
    expect(await claimRestockedAlerts(ctx.database.db)).toEqual([]);

    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, buyer.id));
    await ctx.database.db.update(products).set({ isAvailable: true }).where(eq(products.id, product.id));
    const result = await notifyRestockedAlerts({
      db: ctx.database.db,
      mailer: ctx.app.mailer,
      config: ctx.config,
      log: ctx.app.log,
    });
    expect(result).toEqual({ claimed: 1, mailed: 0 });
    expect((await alertMails(buyer.username)).length).toBe(0);
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, buyer.id));
  });
});
