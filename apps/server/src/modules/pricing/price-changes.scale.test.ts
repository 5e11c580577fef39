import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { dollarRates } from '../../db/schema/index.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { markPriceChange, priceChanges } from './price-history.service.ts';

/** 'Cambios de precio' on 10,000 products (decision 053): the numbers go to the decision. */
describe(`price changes at scale (${dbKind})`, () => {
  let ctx: TestContext;
  const since = new Date(Date.now() - 60_000);
  const timed = async <T>(label: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
    return result;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    await ctx.database.db.execute(sql`insert into products (name, sku, price, currency, is_available, stock)
      select 'Producto ' || n, 'SCALE-' || n, 1000 + n, case when n % 10 = 0 then 'USD' else 'ARS' end, true, 5
      from generate_series(1, 10000) as n`);
  }, 120_000);
  afterAll(() => closeTestApp(ctx));

  it('answers 10,000 changed products, and the dollar and a list percent moving every one', async () => {
    const db = ctx.database.db;
    await timed('10,000 price changes written (one bulk statement, triggers)', () =>
      db.transaction(async (tx) => {
        await markPriceChange(tx as never, 'bulk', null);
        await tx.execute(sql`update products set price = round(price * 1.05, 2) where sku like 'SCALE-%'`);
      }),
    );
    const [{ rows }] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from price_history`,
    );
    expect(rows).toBe(10_000);
    const all = await timed('price changes, 10,000 products changed', () =>
      priceChanges(db, { priceListId: null, since }),
    );
    expect(all.length).toBe(10_000);
    expect(all[0].change_percent).toBeCloseTo(5, 1);
    await db.insert(dollarRates).values({ value: 1200, rateType: 'oficial' });
    await timed('price changes, 10,000 changed and the dollar moved', () =>
      priceChanges(db, { priceListId: null, since }),
    );
    await db.execute(sql`update price_lists set adjustment_percent = 3 where is_default`);
    const moved = await timed('price changes, the list percent moved (every product)', () =>
      priceChanges(db, { priceListId: null, since }),
    );
    expect(moved.length).toBeGreaterThanOrEqual(10_000);
  }, 120_000);
});
