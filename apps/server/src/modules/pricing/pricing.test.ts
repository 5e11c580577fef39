import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Option, Product } from '@mayorista/shared/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import {
  dollarRates,
  offerProducts,
  offers,
  products,
  productVariants,
  variantOptions,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import { quoteCart } from '../stock/selling.service.ts';
import { listProducts } from '../storefront/storefront.service.ts';
import { finalPriceSql } from './pricing.service.ts';

const staff: Viewer = { userId: 1, username: 'admin', isStaff: true, isBlocked: false };
const DAY = 24 * 60 * 60 * 1000;

type Priced = Product;

/** Every product as staff sees it (final_price by the TypeScript rule), in the SQL's price order. */
async function listAll(
  db: Db,
  sortBy: 'price_asc' | 'price_desc' | 'order',
  extra: { on_sale?: boolean } = {},
) {
  const all: Priced[] = [];
  for (let page = 1; ; page++) {
    const result = await listProducts(
      db,
      { page, page_size: 1000, sort_by: sortBy, ...extra, url: '/x' },
      staff,
    );
    all.push(...result.results);
    if (!result.next) return all;
  }
}

const byFinalPrice = (direction: 1 | -1) => (a: Priced, b: Priced) =>
  direction * (a.final_price! - b.final_price!) || a.id - b.id;

/**
 * The SQL expression (sorting, on_sale) and the TypeScript rule (every price shown and charged) give
 * the same final price for every product, and the SQL's price order is the order of those prices.
 */
async function expectSqlAndTypeScriptAgree(db: Db) {
  const rate = (await getCurrentDollarRate(db)).value;
  const sqlPrices = new Map(
    (
      await queryRows<{ id: number; final: string | number }>(
        db,
        sql`select p.id, ${finalPriceSql(rate)} as final from products p`,
      )
    ).map((row) => [row.id, Number(row.final)]),
  );
  const ascending = await listAll(db, 'price_asc');
  expect(ascending.length).toBe(sqlPrices.size);
  for (const product of ascending)
    expect(product.final_price, `product ${product.id}`).toBe(sqlPrices.get(product.id));
  expect(ascending.map((product) => product.id)).toEqual(
    [...ascending].sort(byFinalPrice(1)).map((p) => p.id),
  );
  const descending = await listAll(db, 'price_desc');
  expect(descending.map((product) => product.id)).toEqual(
    [...descending].sort(byFinalPrice(-1)).map((p) => p.id),
  );
  const onSale = await listAll(db, 'order', { on_sale: true });
  expect(onSale.map((product) => product.id).sort((a, b) => a - b)).toEqual(
    ascending
      .filter((product) => product.total_discount! > 0)
      .map((product) => product.id)
      .sort((a, b) => a - b),
  );
  return ascending.length;
}

/**
 * A catalogue built to hit every branch of the rule and every rounding edge: ARS and USD, with and
 * without price_in_ars (also 0), own discount, discount_sparta, an active offer, an expired one, two
 * active offers (the larger wins), awkward cents, and options with an absolute price or an
 * adjustment (positive and negative), in one or two groups.
 */
async function insertGeneratedCatalogue(db: Db) {
  await db.insert(dollarRates).values({ value: 1234.57, rateType: 'oficial' });
  const now = Date.now();
  const [active, expired, small, big] = await db
    .insert(offers)
    .values([
      { name: 'Activa', discount: 20, startDate: new Date(now - DAY), endDate: new Date(now + DAY) },
      { name: 'Vencida', discount: 50, startDate: new Date(now - 10 * DAY), endDate: new Date(now - DAY) },
      { name: 'Chica', discount: 7.5, startDate: new Date(now - DAY), endDate: new Date(now + DAY) },
      { name: 'Grande', discount: 40, startDate: new Date(now - DAY), endDate: new Date(now + DAY) },
    ])
    .returning();
  const offerSets = [[], [active.id], [expired.id], [small.id, big.id], [expired.id, small.id]];
  const amounts = [0.29, 19.99, 100.01, 999.99, 1234.57, 45.9, 10.01, 0.05, 3333.33, 1];
  const rows: (typeof products.$inferInsert)[] = [];
  const offersOf: number[][] = [];
  let n = 0;
  for (const currency of ['ARS', 'USD'] as const)
    for (const priceInArs of [null, 0, 2345.67])
      for (const discount of [0, 12.5])
        for (const discountSparta of [0, 33.33])
          for (const offerSet of offerSets) {
            n++;
            rows.push({
              name: `Generado ${n}`,
              sku: `GEN-${n}`,
              price: amounts[n % amounts.length] * (currency === 'USD' ? 1 : 100),
              priceInArs,
              currency,
              discount,
              discountSparta,
              stock: 10,
              isAvailable: n % 7 !== 0,
              hasVariants: n % 3 === 0,
            });
            offersOf.push(offerSet);
          }
  const inserted = await db
    .insert(products)
    .values(rows)
    .returning({ id: products.id, hasVariants: products.hasVariants });
  const links = inserted.flatMap((product, index) =>
    offersOf[index].map((offerId) => ({ offerId, productId: product.id })),
  );
  await db.insert(offerProducts).values(links);
  for (const [index, product] of inserted.entries()) {
    if (!product.hasVariants) continue;
    const [size, color] = await db
      .insert(productVariants)
      .values([
        { productId: product.id, variantName: 'Tamaño', position: 0 },
        { productId: product.id, variantName: 'Color', position: 1 },
      ])
      .returning();
    await db.insert(variantOptions).values([
      { variantId: size.id, name: 'Base', stock: 5, position: 0 },
      { variantId: size.id, name: 'Con precio', price: 45.67, stock: 5, position: 1 },
      { variantId: size.id, name: 'Con ajuste', priceAdjustment: 12.34, stock: 5, position: 2 },
      { variantId: color.id, name: 'Negro', stock: 5, position: 0 },
      {
        variantId: color.id,
        name: 'Rebajado',
        priceAdjustment: index % 2 ? -5.5 : 0.01,
        stock: 5,
        position: 1,
      },
    ]);
  }
}

describe(`price rule: the SQL and the TypeScript agree (${dbKind})`, () => {
  let database: Database;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mayorista-pricing-'));
    await seedDemo(database.db, { uploadsDir });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('on every product of the demo catalogue', async () => {
    expect(await expectSqlAndTypeScriptAgree(database.db)).toBeGreaterThan(50);
  });

  it('on a generated catalogue of every currency, discount, offer and option case', async () => {
    const demoCount = (await listAll(database.db, 'order')).length;
    await insertGeneratedCatalogue(database.db);
    expect(await expectSqlAndTypeScriptAgree(database.db)).toBe(demoCount + 120);
  });

  it('prices each option in the catalogue as the cart quote (and so the order) does', async () => {
    const plain = (option: Option) => !option.price && !option.price_adjustment;
    // Each option with the other groups on a first option that changes nothing, so both price the same choice.
    const items = (await listAll(database.db, 'order'))
      .filter((product) => product.is_available && product.variants.length > 0)
      .filter((product) =>
        product.variants.every((group) => group.options.length > 0 && plain(group.options[0])),
      )
      .flatMap((product) =>
        product.variants.flatMap((variant) =>
          variant.options.map((option) => ({
            product: product.id,
            quantity: 1,
            variants: Object.fromEntries(
              product.variants.map((group) => [
                group.variant_name,
                group === variant ? option.name : group.options[0].name,
              ]),
            ),
            expected: option.final_price,
          })),
        ),
      );
    expect(items.length).toBeGreaterThan(100);
    for (let start = 0; start < items.length; start += 100) {
      const batch = items.slice(start, start + 100);
      const quote = await quoteCart(database.db, { items: batch });
      quote.lines.forEach((line, index) => {
        expect(line.error, JSON.stringify(batch[index])).toBeNull();
        expect(line.final_price, JSON.stringify(batch[index])).toBe(batch[index].expected);
      });
    }
  });
});
