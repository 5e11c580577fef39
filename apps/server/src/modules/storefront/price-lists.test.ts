/**
 * The storefront per price list (issue 28, decision 052): two buyers on two lists reading the same URL
 * get their own prices, also when their requests interleave with the catalogue cache on; anonymous
 * answers stay price-free and tier-free; tiers are shown to buyers only, priced for their list; a buyer
 * off the default list never gets its raw amounts (the default list's price).
 */
import type { Product } from '@mayorista/shared/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  priceListPrices,
  priceLists,
  products,
  productVariants,
  quantityBreaks,
  users,
  variantOptions,
} from '../../db/schema/index.ts';
import { CACHE_HEADER } from '../../lib/caches/answers.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';

const PRICE_KEYS = ['price', 'price_in_ars', 'final_price', 'total_discount', 'dollar_rate', 'cost_price'];

/** Every key of a JSON tree, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

/** The numbers of every money field (a price, rate, discount or adjustment) of a JSON tree. */
function amountsOf(value: unknown, into: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) amountsOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'number' && /price|rate|discount|adjustment/.test(key)) into.push(inner);
      else amountsOf(inner, into);
    }
  return into;
}

type Page = { results: Product[] };

describe(`storefront per price list (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let distribuidor: Buyer;
  let kiosco: Buyer;
  let general: Record<string, string>;
  let staff: Record<string, string>;
  let lists: { distribuidor: number; kiosco: number };
  let options: { chico: number; grande: number };

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const json = async <T = Page>(url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const byName = (page: Page, name: string) => page.results.find((product) => product.name === name)!;

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    const db = ctx.database.db;
    const [d, k] = await db
      .insert(priceLists)
      .values([
        { name: 'Distribuidor', adjustmentPercent: -10 },
        { name: 'Kiosco', adjustmentPercent: 12 },
      ])
      .returning();
    lists = { distribuidor: d.id, kiosco: k.id };
    const { maceta, picador, sustrato } = data.products;
    const optionRows = await db
      .select({ id: variantOptions.id, name: variantOptions.name })
      .from(variantOptions)
      .innerJoin(productVariants, eq(productVariants.id, variantOptions.variantId))
      .where(eq(productVariants.productId, maceta.id));
    const optionOf = (name: string) => optionRows.find((row) => row.name === name)!.id;
    options = { chico: optionOf('Chico'), grande: optionOf('Grande') };
    await db.insert(priceListPrices).values([
      { priceListId: k.id, productId: picador.id, price: 2300 },
      { priceListId: d.id, productId: maceta.id, optionId: options.grande, price: 3100 },
    ]);
    await db.insert(quantityBreaks).values([
      { productId: sustrato.id, minQuantity: 10, discountPercent: 5 },
      { productId: sustrato.id, priceListId: k.id, minQuantity: 20, discountPercent: 10 },
      { productId: maceta.id, optionId: options.grande, minQuantity: 4, discountPercent: 3 },
    ]);
    [distribuidor, kiosco] = await createBuyers(ctx.app, db, 2, { prefix: 'lista' });
    await db.update(users).set({ priceListId: d.id }).where(eq(users.id, distribuidor.id));
    await db.update(users).set({ priceListId: k.id }).where(eq(users.id, kiosco.id));
    await ctx.app.caches.move('accounts', 'catalogue');
    general = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it("prices the same URL with each buyer's list: percent, product and option overrides, offers", async () => {
    const url = '/api/products/?page_size=100';
    // Twice each: the second answer comes from the catalogue cache.
    for (const round of [1, 2]) {
      const d = await json(url, distribuidor.headers);
      const k = await json(url, kiosco.headers);
      const g = await json(url, general);
      // Lámpara USD 100 x 1000; Sustrato 5000 -10 %; Compost 2500 with a 20 % offer.
      expect(byName(d, 'Lámpara LED 600W Full Spectrum').final_price, `round ${round}`).toBe(90_000);
      expect(byName(k, 'Lámpara LED 600W Full Spectrum').final_price).toBe(112_000);
      expect(byName(g, 'Lámpara LED 600W Full Spectrum').final_price).toBe(100_000);
      expect(byName(d, 'Sustrato Premium 50L')).toMatchObject({ price_in_ars: 4500, final_price: 4050 });
      expect(byName(k, 'Sustrato Premium 50L')).toMatchObject({ price_in_ars: 5600, final_price: 5040 });
      expect(byName(d, 'Compost orgánico 10kg').final_price).toBe(1800);
      expect(byName(k, 'Compost orgánico 10kg').final_price).toBe(2240);
      // Kiosco's override of the picador, as it is.
      expect(byName(k, 'Picador metálico').final_price).toBe(2300);
      expect(byName(d, 'Picador metálico').final_price).toBe(1350);
    }
    // The options: Distribuidor's override of Grande, Kiosco's percent on the product and the adjustment.
    const detail = `/api/products/${data.products.maceta.id}/`;
    const optionsOf = (product: Product) =>
      Object.fromEntries(product.variants[0].options.map((option) => [option.name, option.final_price]));
    expect(optionsOf(await json<Product>(detail, distribuidor.headers))).toEqual({
      Chico: 2295,
      Grande: 2635,
    });
    expect(optionsOf(await json<Product>(detail, kiosco.headers))).toEqual({ Chico: 2856, Grande: 3332 });
    expect(optionsOf(await json<Product>(detail, general))).toEqual({ Chico: 2550, Grande: 2975 });
  });

  it("sorts by each buyer's price", async () => {
    const url = '/api/products/?sort_by=price_asc&page_size=3';
    const names = async (headers: Record<string, string>) =>
      (await json(url, headers)).results.map((product) => product.name);
    expect(await names(distribuidor.headers)).toEqual([
      'Picador metálico',
      'Compost orgánico 10kg',
      'Maceta textil',
    ]);
    expect(await names(kiosco.headers)).toEqual([
      'Compost orgánico 10kg',
      'Picador metálico',
      'Maceta textil',
    ]);
  });

  it('shows each buyer the tiers of their list with their price at each; staff and visitors none', async () => {
    const sustrato = `/api/products/${data.products.sustrato.id}/`;
    expect((await json<Product>(sustrato, kiosco.headers)).quantity_breaks).toEqual([
      { min_quantity: 10, discount_percent: 5, option: null, final_price: 4788 },
      { min_quantity: 20, discount_percent: 10, option: null, final_price: 4536 },
    ]);
    expect((await json<Product>(sustrato, distribuidor.headers)).quantity_breaks).toEqual([
      { min_quantity: 10, discount_percent: 5, option: null, final_price: 3847.5 },
    ]);
    // An option's tier priced with that option (Distribuidor's override of Grande: 3100 -3 % -15 %).
    const maceta = `/api/products/${data.products.maceta.id}/`;
    expect((await json<Product>(maceta, distribuidor.headers)).quantity_breaks).toEqual([
      { min_quantity: 4, discount_percent: 3, option: options.grande, final_price: 2555.95 },
    ]);
    const anonymous = await json<Product>(sustrato);
    expect(anonymous).toMatchObject({
      sale_unit: 'unidad',
      units_per_pack: 1,
      min_quantity: 1,
      quantity_step: 1,
    });
    const anonymousKeys = keysOf(anonymous);
    for (const key of [...PRICE_KEYS, 'quantity_breaks']) expect(anonymousKeys.has(key), key).toBe(false);
    expect((await json<Product>(sustrato, staff)).quantity_breaks).toBeUndefined();
  });

  it('never hands one list’s answer to another, with 200 interleaved requests and the cache on', async () => {
    const { sustrato, maceta } = data.products;
    const urls = [
      '/api/products/?page_size=100',
      `/api/products/${sustrato.id}/`,
      `/api/products/${maceta.id}/related/`,
      '/api/products/?search=sustrato',
      '/api/products/suggestions/?q=sustrato',
      '/api/featured-products/',
    ];
    const viewers = [
      { name: 'distribuidor', headers: distribuidor.headers, sustrato: 4050 },
      { name: 'kiosco', headers: kiosco.headers, sustrato: 5040 },
      { name: 'general', headers: general, sustrato: 4500 },
      { name: 'anónimo', headers: {}, sustrato: undefined },
    ];
    /** Sustrato's final price in any of the answers (null when the answer does not show it). */
    const sustratoPrice = (body: unknown): number | undefined | null => {
      let found: number | undefined | null = null;
      const visit = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') {
          const record = value as Record<string, unknown>;
          if (record.name === sustrato.name) found = record.final_price as number | undefined;
          Object.values(record).forEach(visit);
        }
      };
      visit(body);
      return found;
    };
    const requests = Array.from({ length: 200 }, (_, index) => ({
      viewer: viewers[index % viewers.length],
      url: urls[Math.floor(index / viewers.length) % urls.length],
    }));
    const responses = await Promise.all(requests.map(({ viewer, url }) => get(url, viewer.headers)));
    let hits = 0;
    let seen = 0;
    responses.forEach((response, index) => {
      const { viewer, url } = requests[index];
      expect(response.statusCode, `${viewer.name} ${url}`).toBe(200);
      if (response.headers[CACHE_HEADER] === 'hit') hits++;
      const body = response.json();
      const price = sustratoPrice(body);
      if (price !== null) {
        seen++;
        expect(price, `${viewer.name} ${url}`).toBe(viewer.sustrato);
      }
      if (viewer.name === 'anónimo') {
        const keys = keysOf(body);
        for (const key of [...PRICE_KEYS, 'quantity_breaks'])
          expect(keys.has(key), `${url} ${key}`).toBe(false);
      }
    });
    expect(hits).toBeGreaterThan(100);
    expect(seen).toBeGreaterThan(100);
  });

  it('answers a buyer off the default list only their list’s amounts, never the raw ones', async () => {
    const db = ctx.database.db;
    const [fan] = await db
      .insert(products)
      .values({
        name: 'Ventilador 15cm',
        sku: 'T-VEN',
        currency: 'USD',
        price: 40,
        hasVariants: true,
        stock: 9,
      })
      .returning();
    const [speed] = await db
      .insert(productVariants)
      .values({ productId: fan.id, variantName: 'Velocidad' })
      .returning();
    await db.insert(variantOptions).values([
      { variantId: speed.id, name: 'Simple', stock: 3, position: 0 },
      { variantId: speed.id, name: 'Doble', stock: 3, priceAdjustment: 5, position: 1 },
      { variantId: speed.id, name: 'Turbo', stock: 3, price: 70, position: 2 },
    ]);
    await ctx.app.caches.move('catalogue');
    const detail = `/api/products/${fan.id}/`;
    const list = '/api/products/?search=ventilador';
    const answers = async (headers: Record<string, string>) => [
      await json<Product>(detail, headers),
      byName(await json(list, headers), fan.name),
    ];
    const optionsOf = (product: Product) =>
      product.variants[0].options.map(({ name, price, price_adjustment, price_in_ars, final_price }) => ({
        name,
        price,
        price_adjustment,
        price_in_ars,
        final_price,
      }));
    // Kiosco (+12 %): USD 40 x 1000 = 40000 in General, 44800 here; Doble +5 USD, Turbo USD 70.
    for (const product of await answers(kiosco.headers)) {
      expect(product).toMatchObject({
        price: 44_800,
        price_in_ars: 44_800,
        final_price: 44_800,
        currency: 'USD',
      });
      expect(product.dollar_rate).toBeUndefined();
      expect(optionsOf(product)).toEqual([
        { name: 'Simple', price: null, price_adjustment: 0, price_in_ars: 44_800, final_price: 44_800 },
        { name: 'Doble', price: null, price_adjustment: 5600, price_in_ars: 50_400, final_price: 50_400 },
        { name: 'Turbo', price: 78_400, price_adjustment: 33_600, price_in_ars: 78_400, final_price: 78_400 },
      ]);
      // No amount of General's (nor the rate that converts the raw ones) in any money field.
      const amounts = amountsOf(product);
      for (const amount of [40, 5, 70, 1000, 40_000, 45_000, 70_000])
        expect(amounts, String(amount)).not.toContain(amount);
    }
    // Distribuidor (-10 %) has its own price for Maceta's Grande: an absolute price in its list.
    const maceta = await json<Product>(`/api/products/${data.products.maceta.id}/`, distribuidor.headers);
    expect(maceta).toMatchObject({ price: 2700, price_in_ars: 2700 });
    expect(optionsOf(maceta)).toEqual([
      { name: 'Chico', price: null, price_adjustment: 0, price_in_ars: 2700, final_price: 2295 },
      { name: 'Grande', price: 3100, price_adjustment: 400, price_in_ars: 3100, final_price: 2635 },
    ]);
    // The default list's buyers and staff: the stored amounts, as before.
    for (const product of [...(await answers(general)), ...(await answers(staff))]) {
      expect(product).toMatchObject({ price: 40, price_in_ars: 40_000, dollar_rate: 1000, currency: 'USD' });
      expect(optionsOf(product)).toEqual([
        { name: 'Simple', price: null, price_adjustment: 0, price_in_ars: 40_000, final_price: 40_000 },
        { name: 'Doble', price: null, price_adjustment: 5, price_in_ars: 45_000, final_price: 45_000 },
        { name: 'Turbo', price: 70, price_adjustment: 0, price_in_ars: 70_000, final_price: 70_000 },
      ]);
    }
  });

  it('follows a change of a buyer’s list (accounts) and of a list’s percent (catalogue)', async () => {
    const url = `/api/products/${data.products.sustrato.id}/`;
    const db = ctx.database.db;
    expect((await json<Product>(url, distribuidor.headers)).final_price).toBe(4050);
    await db.update(users).set({ priceListId: lists.kiosco }).where(eq(users.id, distribuidor.id));
    await ctx.app.caches.move('accounts');
    expect((await json<Product>(url, distribuidor.headers)).final_price).toBe(5040);
    await db.update(priceLists).set({ adjustmentPercent: 20 }).where(eq(priceLists.id, lists.kiosco));
    await ctx.app.caches.move('catalogue');
    expect((await json<Product>(url, distribuidor.headers)).final_price).toBe(5400);
    expect((await json<Product>(url, kiosco.headers)).final_price).toBe(5400);
    await db.update(users).set({ priceListId: null }).where(eq(users.id, distribuidor.id));
    await ctx.app.caches.move('accounts');
    expect((await json<Product>(url, distribuidor.headers)).final_price).toBe(4500);
  });
});
