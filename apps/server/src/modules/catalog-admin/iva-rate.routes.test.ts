import { IVA_RATE_INVALID } from '@mayorista/shared/tax-profile';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, products } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

/** The IVA rate a product's price contains (issue 31): 21, 10.5, 27 or 0, 21 unless told. */
describe(`product IVA rate in the product body (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: staff });
  const base = () => ({ name: 'Yerba', category: data.categories.sustratos.id, price: 1000 });
  const rateOf = async (id: number) =>
    (await ctx.database.db.select({ rate: products.ivaRate }).from(products).where(eq(products.id, id)))[0]
      .rate;

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('is 21 unless told, takes 10.5 (also as text from a form) and answers it to staff only', async () => {
    const plain = await call('POST', '/api/products/', base());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().iva_rate).toBe(21);
    expect(await rateOf(plain.json().id)).toBe(21);

    const food = await call('POST', '/api/products/', { ...base(), name: 'Yerba 10,5', iva_rate: '10.5' });
    expect(food.statusCode, food.body).toBe(201);
    expect(food.json().iva_rate).toBe(10.5);
    expect(await rateOf(food.json().id)).toBe(10.5);

    const read = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/products/${food.json().id}/`, headers });
    expect((await read(staff)).json().iva_rate).toBe(10.5);
    expect((await read(buyer)).json()).not.toHaveProperty('iva_rate');
  });

  it('changes with a PATCH, logged, and refuses any other rate with a 400 on iva_rate', async () => {
    const created = (await call('POST', '/api/products/', { ...base(), name: 'Lámpara' })).json();
    const patched = await call('PATCH', `/api/products/${created.id}/`, { iva_rate: 27 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().iva_rate).toBe(27);
    const [entry] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry.summary).toContain('IVA: 21% → 27%');

    for (const wrong of [10, 105, -21, 'veintiuno', null]) {
      const refused = await call('PATCH', `/api/products/${created.id}/`, { iva_rate: wrong });
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json()).toEqual({ iva_rate: [IVA_RATE_INVALID] });
    }
    expect(await rateOf(created.id)).toBe(27);
  });
});
