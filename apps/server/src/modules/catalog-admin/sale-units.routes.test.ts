import { PRICE_LIST_MESSAGES } from '@mayorista/shared/price-lists';
import { QUANTITY_MESSAGES } from '@mayorista/shared/sale-units';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, priceLists, products, quantityBreaks, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

/** The product form's sale unit fields and tiers (decision 052, issue 28 items 2, 3 and 7). */
describe(`product sale units and tiers in the product body (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let kiosco: { id: number };

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: staff });
  const lastActivity = async () => {
    const [row] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    return row;
  };
  const base = () => ({ name: 'Yerba por caja', category: data.categories.sustratos.id, price: 1000 });

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [kiosco] = await ctx.database.db
      .insert(priceLists)
      .values({ name: 'Kiosco', adjustmentPercent: 12 })
      .returning();
  });
  afterAll(() => closeTestApp(ctx));

  it('creates a product with its sale unit and tiers, answers them and logs them', async () => {
    const response = await call('POST', '/api/products/', {
      ...base(),
      sale_unit: 'caja',
      units_per_pack: '12',
      min_quantity: 2,
      quantity_step: 2,
      quantity_breaks: [
        { price_list: kiosco.id, min_quantity: 10, discount_percent: 10 },
        { min_quantity: 4, discount_percent: 5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      sale_unit: 'caja',
      units_per_pack: 12,
      min_quantity: 2,
      quantity_step: 2,
      quantity_breaks: [
        { option: null, price_list: null, min_quantity: 4, discount_percent: 5 },
        { option: null, price_list: kiosco.id, min_quantity: 10, discount_percent: 10 },
      ],
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ saleUnit: 'caja', unitsPerPack: 12, minQuantity: 2, quantityStep: 2 });
    expect((await lastActivity()).summary).toContain(
      ', venta por caja x 12 (mínimo 2, múltiplo 2), escalones 4:5;10:10@Kiosco',
    );
  });

  it('takes the defaults when the body leaves them out', async () => {
    const response = await call('POST', '/api/products/', { ...base(), name: 'Suelto' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      sale_unit: 'unidad',
      units_per_pack: 1,
      min_quantity: 1,
      quantity_step: 1,
      quantity_breaks: [],
    });
    expect((await lastActivity()).summary).not.toContain('escalones');
  });

  it('refuses a minimum that is not a multiple of the step, also against the stored value', async () => {
    const id = data.products.sustrato.id;
    const created = await call('POST', '/api/products/', { ...base(), min_quantity: 3, quantity_step: 2 });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ min_quantity: [QUANTITY_MESSAGES.minNotMultiple] });

    expect(
      (await call('PATCH', `/api/products/${id}/`, { min_quantity: 6, quantity_step: 3 })).statusCode,
    ).toBe(200);
    const stepOnly = await call('PATCH', `/api/products/${id}/`, { quantity_step: 4 });
    expect(stepOnly.statusCode).toBe(400);
    expect(stepOnly.json()).toMatchObject({ min_quantity: [QUANTITY_MESSAGES.minNotMultiple] });
    const minOnly = await call('PATCH', `/api/products/${id}/`, { min_quantity: 7 });
    expect(minOnly.json()).toMatchObject({ min_quantity: [QUANTITY_MESSAGES.minNotMultiple] });

    const both = await call('PATCH', `/api/products/${id}/`, { min_quantity: 8, quantity_step: 4 });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ min_quantity: 8, quantity_step: 4 });
    expect((await lastActivity()).summary).toBe(
      'Sustrato Premium 50L (SKU T-SUS): cantidad mínima: 6 → 8; múltiplo de venta: 3 → 4',
    );
  });

  it('refuses other sale units and quantities out of range with the Spanish messages', async () => {
    const id = data.products.picador.id;
    const cases: [object, string, string][] = [
      [{ sale_unit: 'docena' }, 'sale_unit', PRICE_LIST_MESSAGES.saleUnit],
      [{ units_per_pack: 0 }, 'units_per_pack', PRICE_LIST_MESSAGES.unitsPerPack],
      [{ units_per_pack: 1.5 }, 'units_per_pack', PRICE_LIST_MESSAGES.unitsPerPack],
      [{ min_quantity: 0 }, 'min_quantity', PRICE_LIST_MESSAGES.minQuantity],
      [{ quantity_step: 'dos' }, 'quantity_step', PRICE_LIST_MESSAGES.quantityStep],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('PATCH', `/api/products/${id}/`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ [field]: [message] });
    }
  });

  it('edits the sale unit with the other fields and logs old and new', async () => {
    const id = data.products.compost.id;
    const response = await call('PATCH', `/api/products/${id}/`, {
      sale_unit: 'bulto',
      units_per_pack: 4,
      quantity_breaks: [{ min_quantity: 3, discount_percent: '2.5' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      sale_unit: 'bulto',
      units_per_pack: 4,
      quantity_breaks: [{ option: null, price_list: null, min_quantity: 3, discount_percent: 2.5 }],
    });
    expect((await lastActivity()).summary).toBe(
      'Compost orgánico 10kg (SKU T-COMP): unidad de venta: unidad → bulto; unidades por envase: 1 → 4; ' +
        'escalones: ninguno → 3:2,5',
    );
    // A body without quantity_breaks keeps them.
    const renamed = await call('PATCH', `/api/products/${id}/`, { volume: '10 kg' });
    expect(renamed.json().quantity_breaks).toHaveLength(1);
  });

  it('refuses tiers of an option of another product or of no list, and writes nothing of the body', async () => {
    const id = data.products.picador.id;
    const [other] = await ctx.database.db
      .select()
      .from(variantOptions)
      .where(eq(variantOptions.sku, 'T-MAC-CH'));
    const foreign = await call('PATCH', `/api/products/${id}/`, {
      name: 'Picador renombrado',
      quantity_breaks: [{ option: other.id, min_quantity: 5, discount_percent: 5 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ quantity_breaks: [PRICE_LIST_MESSAGES.optionNotFound(other.id)] });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
    expect(row.name).toBe('Picador metálico');

    const before = (await ctx.database.db.select().from(products)).length;
    const unknownList = await call('POST', '/api/products/', {
      ...base(),
      name: 'Sin lista',
      quantity_breaks: [{ price_list: 999_999, min_quantity: 5, discount_percent: 5 }],
    });
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json()).toMatchObject({ quantity_breaks: [PRICE_LIST_MESSAGES.notFound] });
    expect(await ctx.database.db.select().from(products)).toHaveLength(before);
    expect(
      await ctx.database.db.select().from(quantityBreaks).where(eq(quantityBreaks.productId, id)),
    ).toEqual([]);
  });
});
