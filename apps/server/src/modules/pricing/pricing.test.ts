import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Option, Product } from '@mayorista/shared/catalog';
import { applyAdjustment, applyDiscount, roundMoney } from '@mayorista/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import {
  dollarRates,
  offerProducts,
  offers,
  priceListPrices,
  priceLists,
  products,
  productVariants,
  quantityBreaks,
  variantOptions,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { priceListOf, type Viewer } from '../../lib/viewer.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import { quoteCart } from '../stock/selling.service.ts';
import { listProducts } from '../storefront/storefront.service.ts';
import { priceListFor } from './price-terms.service.ts';
import { finalPriceSql } from './pricing.service.ts';

const staff: Viewer = { userId: 1, username: 'admin', isStaff: true, isBlocked: false, priceListId: null };
/** A buyer on this price list (null: the default one): sees the visible products at the list's prices. */
const buyerOn = (priceListId: number | null): Viewer => ({
  userId: 2,
  username: 'comprador',
  isStaff: false,
  isBlocked: false,
  priceListId,
});
const DAY = 24 * 60 * 60 * 1000;

type Priced = Product;

/** Every product as staff sees it (final_price by the TypeScript rule), in the SQL's price order. */
async function listAll(
  db: Db,
  sortBy: 'price_asc' | 'price_desc' | 'order',
  extra: { on_sale?: boolean } = {},
  viewer: Viewer = staff,
) {
  const all: Priced[] = [];
  for (let page = 1; ; page++) {
    const result = await listProducts(
      db,
      { page, page_size: 1000, sort_by: sortBy, ...extra, url: '/x' },
      viewer,
    );
    all.push(...result.results);
    if (!result.next) return all;
  }
}

const byFinalPrice = (direction: 1 | -1) => (a: Priced, b: Priced) =>
  direction * (a.final_price! - b.final_price!) || a.id - b.id;

/**
 * The SQL expression (sorting, on_sale) and the TypeScript rule (every price shown and charged) give
 * the same final price for every product, and the SQL's price order is the order of those prices: for
 * staff (every product, the default list), or for a buyer of a list (the visible products).
 */
async function expectSqlAndTypeScriptAgree(db: Db, viewer: Viewer = staff) {
  const rate = (await getCurrentDollarRate(db)).value;
  const list = await priceListFor(db, viewer?.isStaff ? null : (viewer?.priceListId ?? null));
  const visible = viewer?.isStaff ? sql`` : sql`where p.is_available`;
  const sqlPrices = new Map(
    (
      await queryRows<{ id: number; final: string | number }>(
        db,
        sql`select p.id, ${finalPriceSql(rate, list)} as final from products p ${visible}`,
      )
    ).map((row) => [row.id, Number(row.final)]),
  );
  const ascending = await listAll(db, 'price_asc', {}, viewer);
  expect(ascending.length).toBe(sqlPrices.size);
  for (const product of ascending)
    expect(product.final_price, `product ${product.id}, list ${list.name}`).toBe(sqlPrices.get(product.id));
  expect(ascending.map((product) => product.id)).toEqual(
    [...ascending].sort(byFinalPrice(1)).map((p) => p.id),
  );
  const descending = await listAll(db, 'price_desc', {}, viewer);
  expect(descending.map((product) => product.id)).toEqual(
    [...descending].sort(byFinalPrice(-1)).map((p) => p.id),
  );
  const onSale = await listAll(db, 'order', { on_sale: true }, viewer);
  expect(onSale.map((product) => product.id).sort((a, b) => a - b)).toEqual(
    ascending
      .filter((product) => product.total_discount! > 0)
      .map((product) => product.id)
      .sort((a, b) => a - b),
  );
  return ascending.length;
}

/**
 * Each option's final_price in the catalogue is what the cart quote (and so the order) charges for it,
 * for this viewer's list. Each option is quoted with the other groups on a first option that changes
 * nothing, so both price the same choice.
 */
async function expectOptionsPricedAsTheQuote(db: Db, viewer: Viewer) {
  // No price of its own, no adjustment and no override of the list: priced as the product alone.
  const plain = (product: Product, option: Option) =>
    !option.price && !option.price_adjustment && option.price_in_ars === product.price_in_ars;
  const items = (await listAll(db, 'order', {}, viewer))
    .filter((product) => product.is_available && product.variants.length > 0)
    .filter((product) =>
      product.variants.every((group) => group.options.length > 0 && plain(product, group.options[0])),
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
    const quote = await quoteCart(db, { items: batch }, priceListOf(viewer));
    quote.lines.forEach((line, index) => {
      expect(line.error, JSON.stringify(batch[index])).toBeNull();
      expect(line.final_price, JSON.stringify(batch[index])).toBe(batch[index].expected);
    });
  }
}

/**
 * Each quantity break a buyer sees on a product (its unit price from that quantity on) is what the cart
 * quote charges at that quantity: product-wide tiers on products without options, an option's tiers
 * with that option chosen (the other groups on a first option that changes nothing).
 */
async function expectTiersPricedAsTheQuote(db: Db, viewer: Viewer) {
  const plain = (product: Product, option: Option) =>
    !option.price && !option.price_adjustment && option.price_in_ars === product.price_in_ars;
  const items = (await listAll(db, 'order', {}, viewer)).flatMap((product) =>
    (product.quantity_breaks ?? []).flatMap((tier) => {
      const line = { product: product.id, quantity: tier.min_quantity, expected: tier.final_price };
      if (product.variants.length === 0) return tier.option === null ? [{ ...line, variants: null }] : [];
      const group = product.variants.find((variant) => variant.options.some((o) => o.id === tier.option));
      if (!group) return [];
      const others = product.variants.filter((variant) => variant !== group);
      if (!others.every((variant) => variant.options[0] && plain(product, variant.options[0]))) return [];
      const chosen = group.options.find((option) => option.id === tier.option)!;
      const variants = Object.fromEntries([
        [group.variant_name, chosen.name],
        ...others.map((variant) => [variant.variant_name, variant.options[0].name]),
      ]);
      return [{ ...line, variants }];
    }),
  );
  expect(items.length).toBeGreaterThan(20);
  // One line a quote: lines of one product and choice reach their tier together.
  for (const item of items) {
    const [line] = (await quoteCart(db, { items: [item] }, priceListOf(viewer))).lines;
    expect(line.error, JSON.stringify(item)).toBeNull();
    expect(line.final_price, JSON.stringify(item)).toBe(item.expected);
  }
}

/**
 * Quantity breaks: every fifth product from 6 units for every list and from 12 for the second list
 * (a larger discount); the first option of every second product with options from 3 units.
 */
async function insertQuantityBreaks(db: Db, secondList: number) {
  const rows = await db
    .select({ id: products.id, hasVariants: products.hasVariants })
    .from(products)
    .orderBy(products.id);
  const firstOptions = await queryRows<{ product_id: number; option_id: number }>(
    db,
    sql`select distinct on (v.product_id) v.product_id, o.id as option_id
      from product_variants v join variant_options o on o.variant_id = v.id
      order by v.product_id, v.position, v.id, o.position, o.id`,
  );
  const breaks: (typeof quantityBreaks.$inferInsert)[] = [];
  for (const [index, row] of rows.entries())
    if (index % 5 === 0 && !row.hasVariants)
      breaks.push(
        { productId: row.id, minQuantity: 6, discountPercent: 5 },
        { productId: row.id, priceListId: secondList, minQuantity: 12, discountPercent: 8.5 },
      );
  for (const [index, row] of firstOptions.entries())
    if (index % 2 === 0)
      breaks.push({
        productId: row.product_id,
        optionId: row.option_id,
        minQuantity: 3,
        discountPercent: 10,
      });
  await db.insert(quantityBreaks).values(breaks);
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

/**
 * Three price lists besides the default (a discount, a surcharge, awkward cents) and overrides: of the
 * product for every fourth product, of an option for every third option, different per list; the
 * default list gets product overrides too (staff and buyers without a list price with it).
 */
async function insertPriceLists(db: Db) {
  const lists = await db
    .insert(priceLists)
    .values([
      { name: 'Prueba -10 %', adjustmentPercent: -10 },
      { name: 'Prueba +12 %', adjustmentPercent: 12 },
      { name: 'Prueba +7,77 %', adjustmentPercent: 7.77 },
    ])
    .returning();
  const fallback = await priceListFor(db, null);
  const productIds = (await db.select({ id: products.id }).from(products)).map((row) => row.id);
  const options = await db
    .select({ id: variantOptions.id, productId: productVariants.productId })
    .from(variantOptions)
    .innerJoin(productVariants, sql`${productVariants.id} = ${variantOptions.variantId}`);
  const overrides: (typeof priceListPrices.$inferInsert)[] = [];
  for (const [at, list] of [fallback, ...lists].entries()) {
    for (const [index, productId] of productIds.entries())
      if (index % 4 === at % 4)
        overrides.push({ priceListId: list.id, productId, price: roundMoney(1234.55 + at * 0.33 + index) });
    if (list === fallback) continue;
    for (const [index, option] of options.entries())
      if (index % 3 === at % 3)
        overrides.push({
          priceListId: list.id,
          productId: option.productId,
          optionId: option.id,
          price: roundMoney(99.99 + at + index * 0.07),
        });
  }
  await db.insert(priceListPrices).values(overrides);
  return { lists, overrides };
}

describe(`price rule: the SQL and the TypeScript agree (${dbKind})`, () => {
  let database: Database;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mayorista-pricing-'));
    await seedDemo(database.db, { uploadsDir });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('on every product of the demo catalogue, for each of its price lists', async () => {
    expect(await expectSqlAndTypeScriptAgree(database.db)).toBeGreaterThan(50);
    for (const list of await database.db.select().from(priceLists))
      expect(await expectSqlAndTypeScriptAgree(database.db, buyerOn(list.id))).toBeGreaterThan(50);
  });

  it('on a generated catalogue of every currency, discount, offer and option case', async () => {
    const demoCount = (await listAll(database.db, 'order')).length;
    await insertGeneratedCatalogue(database.db);
    expect(await expectSqlAndTypeScriptAgree(database.db)).toBe(demoCount + 120);
  });

  it('prices each option in the catalogue as the cart quote (and so the order) does', async () => {
    await expectOptionsPricedAsTheQuote(database.db, staff);
  });

  it('per price list: overrides of products and options, percent adjustments, USD and offers', async () => {
    const before = new Map((await listAll(database.db, 'order')).map((product) => [product.id, product]));
    const { lists, overrides } = await insertPriceLists(database.db);
    const visible = [...before.values()].filter((product) => product.is_available).length;
    // Staff and a buyer without a list: the default list, now with overrides.
    expect(await expectSqlAndTypeScriptAgree(database.db)).toBe(before.size);
    expect(await expectSqlAndTypeScriptAgree(database.db, buyerOn(null))).toBe(visible);
    for (const list of lists) {
      expect(await expectSqlAndTypeScriptAgree(database.db, buyerOn(list.id))).toBe(visible);
      const own = new Map(
        overrides
          .filter((row) => row.priceListId === list.id)
          .map((row) => [`${row.productId}:${row.optionId ?? 0}`, row.price]),
      );
      let adjusted = 0;
      for (const product of await listAll(database.db, 'order', {}, buyerOn(list.id))) {
        const override = own.get(`${product.id}:0`);
        // Without an override of this list: the base (the default list's before any override), moved by the percent.
        const expected =
          override ?? applyAdjustment(before.get(product.id)!.price_in_ars!, list.adjustmentPercent);
        expect(product.price_in_ars, `${list.name} ${product.id}`).toBe(expected);
        expect(product.final_price).toBe(applyDiscount(expected, product.total_discount!));
        if (override === undefined) adjusted++;
        for (const option of product.variants.flatMap((variant) => variant.options)) {
          const optionOverride = own.get(`${product.id}:${option.id}`);
          if (optionOverride !== undefined) expect(option.price_in_ars).toBe(optionOverride);
        }
      }
      expect(adjusted).toBeGreaterThan(10);
      await expectOptionsPricedAsTheQuote(database.db, buyerOn(list.id));
    }
  }, 300_000);

  it('per price list: each quantity break shown is what the quote charges from that quantity', async () => {
    const lists = await database.db.select().from(priceLists).orderBy(priceLists.id);
    await insertQuantityBreaks(database.db, lists[1].id);
    for (const list of lists) await expectTiersPricedAsTheQuote(database.db, buyerOn(list.id));
    const second = (await listAll(database.db, 'order', {}, buyerOn(lists[1].id))).find((product) =>
      product.quantity_breaks?.some((tier) => tier.min_quantity === 12),
    );
    expect(second?.quantity_breaks?.map((tier) => [tier.min_quantity, tier.discount_percent])).toEqual([
      [6, 5],
      [12, 8.5],
    ]);
    // Staff get no tiers in the catalogue (the back office reads them in full).
    expect((await listAll(database.db, 'order')).some((product) => product.quantity_breaks)).toBe(false);
  }, 300_000);
});
