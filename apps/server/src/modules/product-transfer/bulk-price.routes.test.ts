import {
  BULK_PRICE_ALREADY_UNDONE,
  BULK_PRICE_AMOUNT_NEEDS_CURRENCY,
  BULK_PRICE_BRAND_NOT_FOUND,
  BULK_PRICE_CATEGORY_NOT_FOUND,
  BULK_PRICE_COUNT_CHANGED,
  BULK_PRICE_NO_CRITERIA,
  BULK_PRICE_NOT_BULK,
  BULK_PRICE_PERCENT_MAX_DOWN,
  BULK_PRICE_VALUE_DECIMALS,
  BULK_PRICE_VALUE_REQUIRED,
  type BulkPriceLine,
} from '@mayorista/shared/bulk-price';
import { CONTROL_CHARACTERS_MESSAGE } from '@mayorista/shared/text';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, products, variantOptions } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { bulkNewPrice } from './bulk-price.service.ts';

type Body = Record<string, unknown>;

describe(`bulk price update API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;
  let chicoId: number;
  let grandeId: number;

  const post = (url: string, payload?: Body, headers: Record<string, string> = staff) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const preview = (body: Body, headers?: Record<string, string>) =>
    post('/api/products/bulk-price/preview/', body, headers);
  const apply = (body: Body, headers?: Record<string, string>) =>
    post('/api/products/bulk-price/apply/', body, headers);
  const undo = (id: number, headers?: Record<string, string>) =>
    post(`/api/products/bulk-price/undo/${id}/`, undefined, headers);
  const up10 = { mode: 'percent', direction: 'up', value: 10 };

  const pricesOf = async (ids: number[]) =>
    new Map(
      (
        await ctx.database.db
          .select({ id: products.id, price: products.price, inArs: products.priceInArs })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((row) => [row.id, row]),
    );
  const optionPrice = async (id: number) =>
    (await ctx.database.db.select().from(variantOptions).where(eq(variantOptions.id, id)))[0].price;
  const activityCount = async () =>
    Number((await ctx.database.db.select({ n: count() }).from(activityLog))[0].n);
  const names = (lines: BulkPriceLine[]) => lines.map((line) => line.name).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    // The 'Chico' option of the maceta gets an absolute price: it moves with the product.
    const [chico] = await ctx.database.db
      .update(variantOptions)
      .set({ price: 3200 })
      .where(eq(variantOptions.sku, 'T-MAC-CH'))
      .returning();
    chicoId = chico.id;
    // 'Grande' adds a surcharge (price_adjustment 500) to the product's price.
    grandeId = (
      await ctx.database.db.select().from(variantOptions).where(eq(variantOptions.sku, 'T-MAC-GR'))
    )[0].id;
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403) on preview, apply and undo', async () => {
    const body = { selection: { brand: data.brands.growmax.id }, change: up10, expected_count: 3 };
    for (const headers of [{}, buyer]) {
      const answers = await Promise.all([preview(body, headers), apply(body, headers), undo(1, headers)]);
      for (const answer of answers) expect(answer.statusCode).toBe(headers === buyer ? 403 : 401);
    }
  });

  it('refuses a selection without criteria and a change without a valid value, in Spanish', async () => {
    const noCriteria = await preview({ selection: {}, change: up10 });
    expect(noCriteria.statusCode).toBe(400);
    expect(noCriteria.json()).toEqual({ selection: [BULK_PRICE_NO_CRITERIA] });
    const blankSearch = await preview({ selection: { search: '   ', include_children: true }, change: up10 });
    expect(blankSearch.json()).toEqual({ selection: [BULK_PRICE_NO_CRITERIA] });
    const zero = await preview({ selection: { currency: 'ARS' }, change: { ...up10, value: 0 } });
    expect(zero.json()).toEqual({ change: [BULK_PRICE_VALUE_REQUIRED] });
    const decimals = await preview({ selection: { currency: 'ARS' }, change: { ...up10, value: 1.234 } });
    expect(decimals.json()).toEqual({ change: [BULK_PRICE_VALUE_DECIMALS] });
    const tooMuch = await preview({
      selection: { currency: 'ARS' },
      change: { mode: 'percent', direction: 'down', value: 150 },
    });
    expect(tooMuch.json()).toEqual({ change: [BULK_PRICE_PERCENT_MAX_DOWN] });
    const amount = await preview({
      selection: { brand: data.brands.growmax.id },
      change: { mode: 'amount', direction: 'up', value: 100 },
    });
    expect(amount.json()).toEqual({ selection: [BULK_PRICE_AMOUNT_NEEDS_CURRENCY] });
    const mode = await preview({ selection: { currency: 'ARS' }, change: { ...up10, mode: 'doble' } });
    expect(mode.json()).toEqual({ change: ['Elige porcentaje o monto fijo'] });
    const control = await preview({ selection: { search: 'a\u0000b' }, change: up10 });
    expect(control.json()).toEqual({ selection: [CONTROL_CHARACTERS_MESSAGE] });
    const brand = await preview({ selection: { brand: 999_999 }, change: up10 });
    expect(brand.statusCode).toBe(400);
    expect(brand.json()).toEqual({ selection: [BULK_PRICE_BRAND_NOT_FOUND] });
    const category = await preview({ selection: { category_id: 999_999 }, change: up10 });
    expect(category.json()).toEqual({ selection: [BULK_PRICE_CATEGORY_NOT_FOUND] });
    const noCount = await apply({ selection: { currency: 'ARS' }, change: up10 });
    expect(noCount.statusCode).toBe(400);
    expect(Object.keys(noCount.json())).toEqual(['expected_count']);
  });

  it('computes every price in cents: rounded half away from zero, never below 0', () => {
    const change = (mode: 'percent' | 'amount', direction: 'up' | 'down', value: number) => ({
      mode,
      direction,
      value,
    });
    expect(bulkNewPrice(1500, change('percent', 'up', 3.33))).toBe(1549.95);
    expect(bulkNewPrice(0.05, change('percent', 'up', 10))).toBe(0.06); // 5.5 cents -> 6
    expect(bulkNewPrice(0.05, change('percent', 'down', 10))).toBe(0.05); // 4.5 cents -> 5
    expect(bulkNewPrice(19.99, change('percent', 'down', 100))).toBe(0);
    expect(bulkNewPrice(100.1, change('amount', 'up', 0.2))).toBe(100.3);
    expect(bulkNewPrice(150, change('amount', 'down', 200))).toBe(0);
    expect(bulkNewPrice(150, change('amount', 'down', 200))).not.toBeLessThan(0);
    // Past 2^53 in the intermediate product: exact all the same.
    expect(bulkNewPrice(90_000_000_000.01, change('percent', 'up', 999.99))).toBe(989_991_000_000.11);
  });

  it('previews a brand: each old and new price, options with a price or a surcharge, nothing written', async () => {
    const before = await activityCount();
    const response = await preview({ selection: { brand: data.brands.growmax.id }, change: up10 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      count: 3,
      clamped: 0,
      summary: 'Precios +10% (marca GrowMax): 3 productos',
    });
    const byName = Object.fromEntries((body.products as BulkPriceLine[]).map((line) => [line.name, line]));
    expect(byName['Sustrato Premium 50L']).toMatchObject({
      brand: 'GrowMax',
      sku: 'T-SUS',
      currency: 'ARS',
      old_price: 5000,
      new_price: 5500,
      old_price_in_ars: null,
      new_price_in_ars: null,
      options: [],
    });
    expect(byName['Compost orgánico 10kg']).toMatchObject({
      old_price: 2000,
      new_price: 2200,
      old_price_in_ars: 2500,
      new_price_in_ars: 2750,
    });
    expect(byName['Maceta textil']).toMatchObject({
      has_variants: true,
      old_price: 3000,
      new_price: 3300,
      options: [
        { id: chicoId, name: 'Chico', kind: 'price', old_price: 3200, new_price: 3520 },
        { id: grandeId, name: 'Grande', kind: 'adjustment', old_price: 500, new_price: 550 },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('cost_price');
    const stored = await pricesOf([data.products.sustrato.id]);
    expect(stored.get(data.products.sustrato.id)?.price).toBe(5000);
    expect(await activityCount()).toBe(before);
  });

  it('selects a category with or without its subcategories, hidden products included', async () => {
    const withChildren = await preview({
      selection: { category_id: data.categories.sustratos.id },
      change: up10,
    });
    expect(names(withChildren.json().products)).toEqual([
      'Compost orgánico 10kg',
      'Maceta textil',
      'Producto oculto',
      'Sustrato Premium 50L',
    ]);
    expect(withChildren.json().summary).toBe(
      'Precios +10% (categoría Sustratos con subcategorías): 4 productos',
    );
    const alone = await preview({
      selection: { category_id: data.categories.sustratos.id, include_children: false },
      change: up10,
    });
    expect(names(alone.json().products)).toEqual([
      'Maceta textil',
      'Producto oculto',
      'Sustrato Premium 50L',
    ]);
    const root = await preview({ selection: { category_id: data.categories.cultivo.id }, change: up10 });
    expect(root.json().count).toBe(5);
  });

  it('filters by currency and combines criteria', async () => {
    const usd = await preview({ selection: { currency: 'USD' }, change: up10 });
    expect(names(usd.json().products)).toEqual(['Lámpara LED 600W Full Spectrum']);
    const ars = await preview({ selection: { currency: 'ARS' }, change: up10 });
    expect(ars.json().count).toBe(5);
    const both = await preview({
      selection: { currency: 'ARS', category_id: data.categories.cultivo.id, include_children: false },
      change: up10,
    });
    expect(names(both.json().products)).toEqual(['Picador metálico']);
    expect(both.json().summary).toBe('Precios +10% (categoría CULTIVO, moneda ARS): 1 producto');
  });

  it('searches like the catalogue list: accents, case, small typos and brand names', async () => {
    const accents = await preview({ selection: { search: 'LAMPARA' }, change: up10 });
    expect(names(accents.json().products)).toEqual(['Lámpara LED 600W Full Spectrum']);
    const typo = await preview({ selection: { search: 'sustrto' }, change: up10 });
    expect(names(typo.json().products)).toContain('Sustrato Premium 50L');
    const brand = await preview({ selection: { search: 'growmax' }, change: up10 });
    expect(brand.json().count).toBe(3);
    expect(brand.json().summary).toBe('Precios +10% (búsqueda "growmax"): 3 productos');
  });

  it('moves a fixed USD amount on peso prices at the dollar rate, and stops at 0', async () => {
    await ctx.database.db
      .update(products)
      .set({ priceInArs: 150_000 })
      .where(eq(products.id, data.products.lamp.id));
    const usd = await preview({
      selection: { currency: 'USD' },
      change: { mode: 'amount', direction: 'up', value: 5.5 },
    });
    expect(usd.json().products[0]).toMatchObject({
      old_price: 100,
      new_price: 105.5,
      old_price_in_ars: 150_000,
      new_price_in_ars: 155_500,
    });
    expect(usd.json()).toMatchObject({
      dollar_rate: 1000,
      summary: 'Precios +U$S 5,5 (moneda USD): 1 producto',
    });
    await ctx.database.db
      .update(products)
      .set({ priceInArs: null })
      .where(eq(products.id, data.products.lamp.id));
    const down = await preview({
      selection: { currency: 'ARS', search: 'picador' },
      change: { mode: 'amount', direction: 'down', value: 2000 },
    });
    expect(down.json()).toMatchObject({ count: 1, clamped: 1 });
    expect(down.json().products[0]).toMatchObject({ old_price: 1500, new_price: 0 });
  });

  it('applies exactly the preview, records one entry with every old price, and the storefront sees it', async () => {
    const body = { selection: { brand: data.brands.growmax.id }, change: up10 };
    const shown = (await preview(body)).json();
    const before = await activityCount();
    const response = await apply({ ...body, expected_count: shown.count });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ count: 3, summary: 'Precios +10% (marca GrowMax): 3 productos' });
    expect(await activityCount()).toBe(before + 1);

    const stored = await pricesOf((shown.products as BulkPriceLine[]).map((line) => line.id));
    for (const line of shown.products as BulkPriceLine[]) {
      expect(stored.get(line.id)?.price).toBe(line.new_price);
      expect(stored.get(line.id)?.inArs).toBe(line.new_price_in_ars);
    }
    expect(await optionPrice(chicoId)).toBe(3520);

    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.id, result.activity_id));
    expect(entry).toMatchObject({
      action: 'price_change',
      entity: 'product_bulk_price',
      summary: 'Precios +10% (marca GrowMax): 3 productos',
    });
    const details = entry.details as { products: { id: number; old_price: number; new_price: number }[] };
    expect(details.products.map((line) => [line.id, line.old_price, line.new_price]).sort()).toEqual(
      (shown.products as BulkPriceLine[]).map((line) => [line.id, line.old_price, line.new_price]).sort(),
    );

    // The buyer's next request: 5000 + 10% = 5500, minus the product's 10% discount.
    const product = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${data.products.sustrato.id}/`,
      headers: buyer,
    });
    expect(product.json()).toMatchObject({ price_in_ars: 5500, final_price: 4950 });

    // The activity log offers the undo, then the undo restores every price.
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/?entity=product_bulk_price',
      headers: staff,
    });
    expect(log.json().results[0]).toMatchObject({ id: result.activity_id, undoable: true, undone_at: null });
    expect(log.json().results[0].details.products).toHaveLength(3);

    const undone = await undo(result.activity_id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ restored: 3, skipped: [] });
    const restored = await pricesOf((shown.products as BulkPriceLine[]).map((line) => line.id));
    for (const line of shown.products as BulkPriceLine[]) {
      expect(restored.get(line.id)?.price).toBe(line.old_price);
      expect(restored.get(line.id)?.inArs).toBe(line.old_price_in_ars);
    }
    expect(await optionPrice(chicoId)).toBe(3200);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${data.products.sustrato.id}/`,
      headers: buyer,
    });
    expect(again.json()).toMatchObject({ price_in_ars: 5000, final_price: 4500 });

    const [original] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.id, result.activity_id));
    expect(original.details).toMatchObject({
      undone_by: expect.any(Number),
      undo_activity_id: undone.json().activity_id,
    });
    const [undoEntry] = await ctx.database.db
      .select()
      .from(activityLog)
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(undoEntry).toMatchObject({
      action: 'price_change_undo',
      entity: 'product_bulk_price',
      entityId: String(result.activity_id),
    });

    const twice = await undo(result.activity_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: BULK_PRICE_ALREADY_UNDONE });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/?action=price_change',
      headers: staff,
    });
    expect(listed.json().results[0]).toMatchObject({ id: result.activity_id, undoable: false });
    expect(listed.json().results[0].undone_at).toEqual(expect.any(String));
  });

  it('moves a surcharge with a percentage like the base it adds to; a fixed amount leaves it; undo restores it (issue 26 item 3)', async () => {
    const selection = { brand: data.brands.growmax.id };
    const surcharge = async () =>
      (await ctx.database.db.select().from(variantOptions).where(eq(variantOptions.id, grandeId)))[0]
        .priceAdjustment;
    const grandePrice = async () => {
      const product = await ctx.app.inject({
        method: 'GET',
        url: `/api/products/${data.products.maceta.id}/`,
        headers: buyer,
      });
      const options = product.json().variants.flatMap((group: { options: unknown[] }) => group.options);
      return options.find((option: { id: number }) => option.id === grandeId).price_in_ars as number;
    };
    expect(await grandePrice()).toBe(3500);

    // A fixed amount moves the base; the option's price follows it without touching the surcharge.
    const amount = await preview({
      selection: { ...selection, currency: 'ARS' },
      change: { mode: 'amount', direction: 'up', value: 100 },
    });
    const maceta = (amount.json().products as BulkPriceLine[]).find((line) => line.name === 'Maceta textil');
    expect(maceta?.options.map((option) => option.name)).toEqual(['Chico']);

    const result = (await apply({ selection, change: up10, expected_count: 3 })).json();
    expect(await surcharge()).toBe(550);
    // 3000 + 500 became 3300 + 550: the option's price rose 10% like every other price.
    expect(await grandePrice()).toBe(3850);
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.id, result.activity_id));
    const stored = (entry.details as { products: BulkPriceLine[] }).products.find(
      (line) => line.id === data.products.maceta.id,
    );
    expect(stored?.options).toContainEqual({
      id: grandeId,
      kind: 'adjustment',
      old_price: 500,
      new_price: 550,
    });

    const undone = (await undo(result.activity_id)).json();
    expect(undone).toMatchObject({ restored: 3, skipped: [] });
    expect(await surcharge()).toBe(500);
    expect(await grandePrice()).toBe(3500);
  });

  it('answers 409 when the selection no longer matches the preview count, writing nothing', async () => {
    const before = await activityCount();
    const response = await apply({
      selection: { brand: data.brands.growmax.id },
      change: up10,
      expected_count: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: BULK_PRICE_COUNT_CHANGED });
    expect((await pricesOf([data.products.sustrato.id])).get(data.products.sustrato.id)?.price).toBe(5000);
    expect(await activityCount()).toBe(before);
  });

  it('writes nothing when the transaction fails mid-way (after the product prices, at the options)', async () => {
    await ctx.database.db.execute(sql`create function bulk_price_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'fallo de prueba'; end $$`);
    await ctx.database.db.execute(
      sql`create trigger bulk_price_test_fail before update on variant_options for each row execute function bulk_price_test_fail()`,
    );
    try {
      const before = await activityCount();
      const response = await apply({
        selection: { brand: data.brands.growmax.id },
        change: up10,
        expected_count: 3,
      });
      expect(response.statusCode).toBe(500);
      const stored = await pricesOf([
        data.products.sustrato.id,
        data.products.compost.id,
        data.products.maceta.id,
      ]);
      expect([...stored.values()].map((row) => row.price).sort()).toEqual([2000, 3000, 5000]);
      expect(stored.get(data.products.compost.id)?.inArs).toBe(2500);
      expect(await optionPrice(chicoId)).toBe(3200);
      expect(await activityCount()).toBe(before);
    } finally {
      await ctx.database.db.execute(sql`drop trigger bulk_price_test_fail on variant_options`);
      await ctx.database.db.execute(sql`drop function bulk_price_test_fail()`);
    }
  });

  it('undo skips a product whose price changed after the update and restores the others', async () => {
    const body = {
      selection: { category_id: data.categories.sustratos.id, include_children: false },
      change: up10,
    };
    const result = (await apply({ ...body, expected_count: 3 })).json();
    expect(result.count).toBe(3);
    await ctx.database.db
      .update(products)
      .set({ price: 7777 })
      .where(eq(products.id, data.products.oculto.id));
    const response = await undo(result.activity_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      restored: 2,
      skipped: [{ id: data.products.oculto.id, name: 'Producto oculto', reason: expect.any(String) }],
    });
    expect(response.json().summary).toMatch(
      /^Cambio de precios deshecho \(Precios \+10% .*\): 2 productos restaurados, 1 sin cambios/,
    );
    const stored = await pricesOf([
      data.products.sustrato.id,
      data.products.maceta.id,
      data.products.oculto.id,
    ]);
    expect(stored.get(data.products.sustrato.id)?.price).toBe(5000);
    expect(stored.get(data.products.maceta.id)?.price).toBe(3000);
    expect(stored.get(data.products.oculto.id)?.price).toBe(7777);
  });

  it('serializes concurrent applies and undos: each apply starts from the last prices, one undo wins', async () => {
    const body = {
      selection: { search: 'Picador', currency: 'ARS' },
      change: { mode: 'amount', direction: 'up', value: 100 },
      expected_count: 1,
    };
    const [first, second] = await Promise.all([apply(body), apply(body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await pricesOf([data.products.picador.id])).get(data.products.picador.id)?.price).toBe(1700);
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(inArray(activityLog.id, [first.json().activity_id, second.json().activity_id]))
      .orderBy(activityLog.id);
    const moves = entries.map((entry) => {
      const [line] = (entry.details as { products: { old_price: number; new_price: number }[] }).products;
      return [line.old_price, line.new_price];
    });
    expect(moves).toEqual([
      [1500, 1600],
      [1600, 1700],
    ]);

    // Which request committed first is up to the database: undo the later entry first, then the earlier.
    const [earlier, later] = entries.map((entry) => entry.id);
    const undos = await Promise.all([undo(later), undo(later)]);
    expect(undos.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await undo(earlier)).statusCode).toBe(200);
    expect((await pricesOf([data.products.picador.id])).get(data.products.picador.id)?.price).toBe(1500);
  });

  it('undo answers 404 for an unknown entry and 400 for an entry that is not a bulk update', async () => {
    expect((await undo(987_654)).statusCode).toBe(404);
    await recordActivity(ctx.database.db, {
      userId: null,
      action: 'update',
      entity: 'brand',
      entityId: 1,
      summary: 'Marca modificada',
    });
    const [other] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    const response = await undo(other.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: BULK_PRICE_NOT_BULK });
  });
});
