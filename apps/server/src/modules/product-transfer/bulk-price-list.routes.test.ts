import {
  BULK_PRICE_COUNT_CHANGED,
  BULK_PRICE_LIST_NOT_FOUND,
  BULK_PRICE_LIST_PERCENT_ONLY,
  BULK_PRICE_LIST_REQUIRED,
  BULK_PRICE_NO_OVERRIDES,
  BULK_PRICE_NOT_BULK,
  BULK_PRICE_OVERRIDE_TOO_LOW,
} from '@mayorista/shared/bulk-price';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, priceListPrices, priceLists, products, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

type Body = Record<string, unknown>;

/** The bulk price update on one list's special prices (decision 052, issue 28 item 7). */
describe(`bulk price update of a price list's overrides (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let kiosco: { id: number };
  let distribuidor: { id: number };
  let chico: number;

  const post = (url: string, payload: Body) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: staff });
  const preview = (body: Body) => post('/api/products/bulk-price/preview/', body);
  const apply = (body: Body) => post('/api/products/bulk-price/apply/', body);
  const onKiosco = (change: Body, selection: Body = { brand: data.brands.growmax.id }) => ({
    target: 'list',
    price_list: kiosco.id,
    selection,
    change,
  });
  const up10 = { mode: 'percent', direction: 'up', value: 10 };
  /** Every override as 'list:product:option' -> price. */
  const overrides = async () =>
    Object.fromEntries(
      (await ctx.database.db.select().from(priceListPrices)).map((row) => [
        `${row.priceListId}:${row.productId}:${row.optionId ?? '-'}`,
        Number(row.price),
      ]),
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [kiosco, distribuidor] = await ctx.database.db
      .insert(priceLists)
      .values([
        { name: 'Kiosco', adjustmentPercent: 12 },
        { name: 'Distribuidor', adjustmentPercent: -10 },
      ])
      .returning();
    chico = (await ctx.database.db.select().from(variantOptions).where(eq(variantOptions.sku, 'T-MAC-CH')))[0]
      .id;
    const { sustrato, maceta, lamp } = data.products;
    await ctx.database.db.insert(priceListPrices).values([
      { priceListId: kiosco.id, productId: sustrato.id, price: 5500 },
      { priceListId: kiosco.id, productId: maceta.id, price: 3333.33 },
      { priceListId: kiosco.id, productId: maceta.id, optionId: chico, price: 3000 },
      { priceListId: kiosco.id, productId: lamp.id, price: 90_000 },
      { priceListId: distribuidor.id, productId: sustrato.id, price: 4000 },
    ]);
  });
  afterAll(() => closeTestApp(ctx));

  it('previews old and new per special price of the list, writing nothing', async () => {
    const before = await overrides();
    const response = await preview(onKiosco({ mode: 'percent', direction: 'down', value: 7.5 }));
    expect(response.statusCode, response.body).toBe(200);
    const { sustrato, maceta } = data.products;
    expect(response.json()).toMatchObject({
      target: 'list',
      price_list: { id: kiosco.id, name: 'Kiosco' },
      count: 3,
      summary: 'Precios especiales de Kiosco -7,5% (marca GrowMax): 3 precios especiales',
      products: [],
      overrides: [
        {
          product: sustrato.id,
          product_name: 'Sustrato Premium 50L',
          sku: 'T-SUS',
          option: null,
          option_name: null,
          old_price: 5500,
          new_price: 5087.5,
        },
        { product: maceta.id, option: null, old_price: 3333.33, new_price: 3083.33 },
        { product: maceta.id, option: chico, option_name: 'Chico', old_price: 3000, new_price: 2775 },
      ],
    });
    expect(await overrides()).toEqual(before);
  });

  it('applies it to that list only, in one activity entry that undo does not take', async () => {
    const refused = await apply({ ...onKiosco(up10), expected_count: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: BULK_PRICE_COUNT_CHANGED });

    const before = await overrides();
    const productPrices = await ctx.database.db
      .select({ id: products.id, price: products.price })
      .from(products);
    const response = await apply({ ...onKiosco(up10), expected_count: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const { sustrato, maceta, lamp } = data.products;
    expect(await overrides()).toEqual({
      ...before,
      [`${kiosco.id}:${sustrato.id}:-`]: 6050,
      [`${kiosco.id}:${maceta.id}:-`]: 3666.66,
      [`${kiosco.id}:${maceta.id}:${chico}`]: 3300,
    });
    expect(before[`${kiosco.id}:${lamp.id}:-`]).toBe(90_000);
    expect(before[`${distribuidor.id}:${sustrato.id}:-`]).toBe(4000);
    expect(await ctx.database.db.select({ id: products.id, price: products.price }).from(products)).toEqual(
      productPrices,
    );

    const [entry] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry.id).toBe(response.json().activity_id);
    expect(entry).toMatchObject({
      action: 'price_change',
      entity: 'product_bulk_price',
      summary: 'Precios especiales de Kiosco +10% (marca GrowMax): 3 precios especiales',
      details: {
        target: 'list',
        price_list: { id: kiosco.id, name: 'Kiosco' },
        overrides: [
          { product: sustrato.id, option: null, old_price: 5500, new_price: 6050 },
          { product: maceta.id, option: null, old_price: 3333.33, new_price: 3666.66 },
          { product: maceta.id, option: chico, old_price: 3000, new_price: 3300 },
        ],
      },
    });
    const undo = await post(`/api/products/bulk-price/undo/${entry.id}/`, {});
    expect(undo.statusCode).toBe(400);
    expect(undo.json()).toMatchObject({ detail: BULK_PRICE_NOT_BULK });
  });

  it('refuses a list target without a list, by amount, for an unknown list, or down to $ 0', async () => {
    const noList = await preview({ ...onKiosco(up10), price_list: undefined });
    expect(noList.statusCode).toBe(400);
    expect(noList.json()).toMatchObject({ price_list: [BULK_PRICE_LIST_REQUIRED] });

    const amount = await preview(onKiosco({ mode: 'amount', direction: 'up', value: 100 }));
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toMatchObject({ change: [BULK_PRICE_LIST_PERCENT_ONLY] });

    const unknown = await preview({ ...onKiosco(up10), price_list: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ price_list: [BULK_PRICE_LIST_NOT_FOUND] });

    const before = await overrides();
    const zero = await apply({
      ...onKiosco({ mode: 'percent', direction: 'down', value: 100 }),
      expected_count: 3,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ change: [BULK_PRICE_OVERRIDE_TOO_LOW] });
    expect(await overrides()).toEqual(before);
  });

  it('finds nothing to move when the selected products have no special price on the list', async () => {
    const body = { ...onKiosco(up10, { brand: data.brands.lumen.id }), price_list: distribuidor.id };
    const empty = await preview(body);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ count: 0, overrides: [], price_list: { name: 'Distribuidor' } });
    const refused = await apply({ ...body, expected_count: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ selection: [BULK_PRICE_NO_OVERRIDES] });
  });

  it("keeps today's product target as it was, saying so in the answer", async () => {
    const response = await preview({ selection: { brand: data.brands.lumen.id }, change: up10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      target: 'product',
      price_list: null,
      count: 1,
      overrides: [],
      products: [{ name: 'Lámpara LED 600W Full Spectrum', old_price: 100, new_price: 110 }],
    });
  });
});
