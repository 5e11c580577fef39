import { PRICE_LIST_MESSAGES } from '@mayorista/shared/price-lists';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, priceLists, products, quantityBreaks, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

describe(`product quantity breaks API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;
  let kiosco: { id: number };
  let chico: number;
  let grande: number;

  const url = (id: number) => `/api/products/${id}/quantity-breaks/`;
  const put = (id: number, tiers: unknown, headers = staff) =>
    ctx.app.inject({ method: 'PUT', url: url(id), payload: { quantity_breaks: tiers }, headers });
  const get = (id: number, headers = staff) => ctx.app.inject({ method: 'GET', url: url(id), headers });
  const lastActivity = async () => {
    const [row] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    return row;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    [kiosco] = await ctx.database.db
      .insert(priceLists)
      .values({ name: 'Kiosco', adjustmentPercent: 12 })
      .returning();
    const options = await ctx.database.db.select().from(variantOptions);
    chico = options.find((option) => option.sku === 'T-MAC-CH')!.id;
    grande = options.find((option) => option.sku === 'T-MAC-GR')!.id;
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers', async () => {
    const id = data.products.sustrato.id;
    expect((await get(id, {})).statusCode).toBe(401);
    expect((await put(id, [], {})).statusCode).toBe(401);
    expect((await get(id, buyer)).statusCode).toBe(403);
    expect((await put(id, [{ min_quantity: 10, discount_percent: 5 }], buyer)).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(quantityBreaks)).toEqual([]);
  });

  it('replaces every tier of a product, answers them in order and logs old and new', async () => {
    const id = data.products.maceta.id;
    const first = await put(id, [
      { min_quantity: 24, discount_percent: 8 },
      { min_quantity: 12, discount_percent: '5' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().quantity_breaks).toEqual([
      { option: null, price_list: null, min_quantity: 12, discount_percent: 5 },
      { option: null, price_list: null, min_quantity: 24, discount_percent: 8 },
    ]);
    expect((await lastActivity()).summary).toBe('Maceta textil (SKU T-MAC): escalones: ninguno → 12:5;24:8');

    const second = await put(id, [
      { min_quantity: 12, discount_percent: 5 },
      { option: grande, min_quantity: 6, discount_percent: 7.5 },
      { option: chico, price_list: kiosco.id, min_quantity: 10, discount_percent: 10 },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const tiers = [
      { option: null, price_list: null, min_quantity: 12, discount_percent: 5 },
      { option: chico, price_list: kiosco.id, min_quantity: 10, discount_percent: 10 },
      { option: grande, price_list: null, min_quantity: 6, discount_percent: 7.5 },
    ];
    expect(second.json().quantity_breaks).toEqual(tiers);
    expect((await get(id)).json()).toEqual({ quantity_breaks: tiers });
    const entry = await lastActivity();
    expect(entry).toMatchObject({ action: 'price_change', entity: 'product', entityId: String(id) });
    expect(entry.summary).toBe(
      'Maceta textil (SKU T-MAC): escalones: 12:5;24:8 → 12:5;10:10#T-MAC-CH@Kiosco;6:7,5#T-MAC-GR',
    );

    const cleared = await put(id, []);
    expect(cleared.json()).toEqual({ quantity_breaks: [] });
    expect((await lastActivity()).summary).toContain('→ ninguno');
  });

  it('refuses an option of another product and a list that does not exist, keeping the tiers', async () => {
    const id = data.products.sustrato.id;
    expect((await put(id, [{ min_quantity: 10, discount_percent: 5 }])).statusCode).toBe(200);
    const before = await ctx.database.db
      .select()
      .from(quantityBreaks)
      .where(eq(quantityBreaks.productId, id));

    const foreign = await put(id, [{ option: chico, min_quantity: 10, discount_percent: 5 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ quantity_breaks: [PRICE_LIST_MESSAGES.optionNotFound(chico)] });

    const unknown = await put(id, [{ price_list: 999_999, min_quantity: 10, discount_percent: 5 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ quantity_breaks: [PRICE_LIST_MESSAGES.notFound] });

    expect(
      await ctx.database.db.select().from(quantityBreaks).where(eq(quantityBreaks.productId, id)),
    ).toEqual(before);
  });

  it('refuses tiers out of range or repeated with the Spanish messages', async () => {
    const id = data.products.picador.id;
    const cases: [unknown, string][] = [
      [[{ min_quantity: 1, discount_percent: 5 }], PRICE_LIST_MESSAGES.breakQuantity],
      [[{ min_quantity: 2.5, discount_percent: 5 }], PRICE_LIST_MESSAGES.breakQuantity],
      [[{ min_quantity: 10, discount_percent: 0 }], PRICE_LIST_MESSAGES.breakDiscount],
      [[{ min_quantity: 10, discount_percent: 100 }], PRICE_LIST_MESSAGES.breakDiscount],
      [[{ min_quantity: 10, discount_percent: 5.555 }], PRICE_LIST_MESSAGES.breakDiscount],
      [
        [
          { min_quantity: 10, discount_percent: 5 },
          { min_quantity: 10, discount_percent: 8 },
        ],
        PRICE_LIST_MESSAGES.breakRepeated(10),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await put(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(
      await ctx.database.db
        .select()
        .from(quantityBreaks)
        .where(and(eq(quantityBreaks.productId, id))),
    ).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await put(999_999, [])).statusCode).toBe(404);
  });

  it('drops the tiers of an option the product form removes, and logs them', async () => {
    const id = data.products.maceta.id;
    await put(id, [{ option: grande, min_quantity: 6, discount_percent: 5 }]);
    const [group] = (
      await ctx.app.inject({ method: 'GET', url: `/api/products/${id}/`, headers: staff })
    ).json().variants;
    const kept = group.options.find((option: { id: number }) => option.id === chico);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/`,
      headers: staff,
      payload: { variants: [{ id: group.id, variant_name: group.variant_name, options: [kept] }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().quantity_breaks).toEqual([]);
    expect((await lastActivity()).summary).toContain('escalones: 6:5#T-MAC-GR → ninguno');
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
    expect(row.hasVariants).toBe(true);
  });
});
