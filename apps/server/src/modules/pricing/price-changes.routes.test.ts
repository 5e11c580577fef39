import { PRICE_CHANGES_MESSAGES, type PriceChangesPage } from '@mayorista/shared/price-changes';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { dollarRates, priceHistory, users, variantOptions } from '../../db/schema/index.ts';
import { sendForm } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import { markPriceChange } from './price-history.service.ts';

/** Today in the store's calendar (Argentina, UTC-3). */
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const IMPORT_HEADER = 'sku;nombre;marca;categoria;precio;precio_costo;moneda;descuento;stock;disponible';

describe(`price history and 'Cambios de precio' (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;
  let kiosco: Buyer;
  let listId: number;
  let adminId: number;

  const changes = async (headers: Record<string, string>, query = `since=${today()}`) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/me/price-changes/?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PriceChangesPage;
  };
  const summary = (page: PriceChangesPage) =>
    page.results.map((row) => [row.name, row.option_name, row.old_price, row.new_price, row.change_percent]);
  const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: staff });
  const history = () =>
    ctx.database.db.select().from(priceHistory).orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    [kiosco] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'kiosco' });
    adminId = (await ctx.database.db.select().from(users).where(eq(users.username, 'admin')))[0].id;
  });
  afterAll(() => closeTestApp(ctx));

  it('answers buyers and staff, refuses anonymous callers and wrong dates', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/price-changes/' })).statusCode).toBe(401);
    await changes(staff);
    for (const since of ['2024-02-30', 'ayer', '2999-01-01']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/me/price-changes/?since=${since}`,
        headers: buyer,
      });
      expect(response.statusCode, since).toBe(400);
      expect(Object.keys(response.json())).toEqual(['since']);
    }
  });

  it('without orders starts 30 days ago and says so; nothing changed yet', async () => {
    const page = await changes(buyer, '');
    expect(page.since_source).toBe('default');
    expect(page.note).toBe(PRICE_CHANGES_MESSAGES.sinceDefault);
    const thirty = new Date(Date.now() - 3 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(page.since).toBe(thirty);
    expect(page.results).toEqual([]);
    expect(await history()).toEqual([]);
  });

  it('records every path with its source and user, in the transaction of the change', async () => {
    const { sustrato, picador, compost, maceta, lamp } = data.products;
    // Manual edit: 5000 -> 6000, and a discount (an offer, not a price change) on the maceta.
    expect((await send('PATCH', `/api/products/${sustrato.id}/`, { price: 6000 })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/products/${maceta.id}/`, { discount: 40 })).statusCode).toBe(200);
    // Bulk +20 % on the picador and its undo, then an import to 1650.
    const bulk = await send('POST', '/api/products/bulk-price/apply/', {
      selection: { search: 'Picador' },
      change: { mode: 'percent', direction: 'up', value: 20 },
      expected_count: 1,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const undo = await send('POST', `/api/products/bulk-price/undo/${bulk.json().activity_id}/`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    const file = Buffer.from([IMPORT_HEADER, 'T-PIC;;;;1650;;;;;'].join('\r\n'), 'utf8');
    const imported = await sendForm(ctx.app, {
      method: 'POST',
      url: '/api/products/import/',
      fields: {},
      files: { file: { bytes: file, filename: 'productos.csv', contentType: 'text/csv' } },
      headers: staff,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // Bulk +5 % on the compost (both amounts move; its peso price decides: 2500 -> 2625); it has an active 20 % offer.
    const compostBulk = await send('POST', '/api/products/bulk-price/apply/', {
      selection: { search: 'Compost' },
      change: { mode: 'percent', direction: 'up', value: 5 },
      expected_count: 1,
    });
    expect(compostBulk.statusCode, compostBulk.body).toBe(200);
    // A list at +10 % with a special price for the maceta; the kiosco buyer buys with it.
    const created = await send('POST', '/api/price-lists/', { name: 'Kiosco test', adjustment_percent: 10 });
    expect(created.statusCode, created.body).toBe(201);
    listId = created.json().id;
    await ctx.database.db.update(users).set({ priceListId: listId }).where(eq(users.id, kiosco.id));
    const special = await send('PUT', `/api/price-lists/${listId}/prices/`, {
      prices: [{ product: maceta.id, price: 4000 }],
    });
    expect(special.statusCode, special.body).toBe(200);
    // The dollar moves 1000 -> 1100: the USD lamp follows with no history row of its own.
    await ctx.database.db.insert(dollarRates).values({ value: 1100, rateType: 'oficial' });

    const rows = (await history()).map((row) => ({
      field: row.field,
      product: row.productId,
      list: row.priceListId,
      old: row.oldValue,
      new: row.newValue,
      source: row.source,
      user: row.userId,
    }));
    expect(rows).toEqual([
      {
        field: 'price',
        product: sustrato.id,
        list: null,
        old: 5000,
        new: 6000,
        source: 'manual',
        user: adminId,
      },
      {
        field: 'price',
        product: picador.id,
        list: null,
        old: 1500,
        new: 1800,
        source: 'bulk',
        user: adminId,
      },
      {
        field: 'price',
        product: picador.id,
        list: null,
        old: 1800,
        new: 1500,
        source: 'bulk_undo',
        user: adminId,
      },
      {
        field: 'price',
        product: picador.id,
        list: null,
        old: 1500,
        new: 1650,
        source: 'import',
        user: adminId,
      },
      {
        field: 'price',
        product: compost.id,
        list: null,
        old: 2000,
        new: 2100,
        source: 'bulk',
        user: adminId,
      },
      {
        field: 'price_in_ars',
        product: compost.id,
        list: null,
        old: 2500,
        new: 2625,
        source: 'bulk',
        user: adminId,
      },
      {
        field: 'override',
        product: maceta.id,
        list: listId,
        old: null,
        new: 4000,
        source: 'list',
        user: adminId,
      },
    ]);
    expect(rows.some((row) => row.product === lamp.id)).toBe(false);
  });

  it('a failed change leaves no history (same transaction)', async () => {
    const before = (await history()).length;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await markPriceChange(tx as never, 'manual', null);
        await tx.execute(sql`update products set price = 1 where id = ${data.products.sustrato.id}`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await history()).length).toBe(before);
  });

  it('lists the default buyer the changes of their list, biggest first, before offers', async () => {
    const page = await changes(buyer);
    expect(page.since).toBe(today());
    expect(page.since_source).toBe('query');
    expect(summary(page)).toEqual([
      ['Sustrato Premium 50L', null, 5000, 6000, 20],
      ['Lámpara LED 600W Full Spectrum', null, 100000, 110000, 10],
      ['Picador metálico', null, 1500, 1650, 10],
      ['Compost orgánico 10kg', null, 2500, 2625, 5],
    ]);
    // The maceta: a discount (an offer) and another list's special price are no change for this buyer.
    expect(page.results.some((row) => row.product_id === data.products.maceta.id)).toBe(false);
  });

  it('a buyer on another list sees their list prices, special prices included', async () => {
    const page = await changes(kiosco.headers);
    expect(summary(page)).toEqual([
      ['Maceta textil', null, 3300, 4000, 21.21],
      ['Sustrato Premium 50L', null, 5500, 6600, 20],
      ['Lámpara LED 600W Full Spectrum', null, 110000, 121000, 10],
      ['Picador metálico', null, 1650, 1815, 10],
      ['Compost orgánico 10kg', null, 2750, 2887.5, 5],
    ]);
  });

  it('filters by category with its subcategories and pages the answer', async () => {
    const cultivo = await changes(buyer, `since=${today()}&category=${data.categories.cultivo.id}`);
    expect(cultivo.results.map((row) => row.sku)).toEqual(['T-SUS', 'T-PIC', 'T-COMP']);
    const first = await changes(buyer, `since=${today()}&page_size=3`);
    expect(first.count).toBe(4);
    expect(first.total_pages).toBe(2);
    expect(first.next).toContain('page=2');
    const second = await changes(buyer, `since=${today()}&page_size=3&page=2`);
    expect(second.results.map((row) => row.sku)).toEqual(['T-COMP']);
  });

  it("a list's percent moves every product of its buyers; an option's own change is its own row", async () => {
    expect((await send('PATCH', `/api/price-lists/${listId}/`, { adjustment_percent: 20 })).statusCode).toBe(
      200,
    );
    const grande = (
      await ctx.database.db.select().from(variantOptions).where(eq(variantOptions.sku, 'T-MAC-GR'))
    )[0];
    // The option's adjustment 500 -> 800 (a write with no marked source is recorded as 'otro').
    await ctx.database.db
      .update(variantOptions)
      .set({ priceAdjustment: 800 })
      .where(eq(variantOptions.id, grande.id));
    const page = await changes(kiosco.headers);
    expect(summary(page)).toEqual([
      ['Sustrato Premium 50L', null, 5500, 7200, 30.91],
      ['Maceta textil', 'Grande', 3850, 4960, 28.83],
      ['Maceta textil', null, 3300, 4000, 21.21],
      ['Lámpara LED 600W Full Spectrum', null, 110000, 132000, 20],
      ['Picador metálico', null, 1650, 1980, 20],
      ['Compost orgánico 10kg', null, 2750, 3150, 14.55],
    ]);
    const [last] = await queryRows<{ source: string; field: string }>(
      ctx.database.db,
      sql`select source, field from price_history order by id desc limit 1`,
    );
    expect(last).toEqual({ source: 'otro', field: 'option_adjustment' });
  });

  it("defaults to the date of the buyer's last order", async () => {
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      payload: orderPayload([{ product_id: data.products.sustrato.id, quantity: 1 }]),
      headers: buyer,
    });
    expect(order.statusCode, order.body).toBe(201);
    const page = await changes(buyer, '');
    expect(page.since_source).toBe('last_order');
    expect(page.note).toBe(PRICE_CHANGES_MESSAGES.sinceLastOrder);
    expect(page.since).toBe(today());
  });
});
