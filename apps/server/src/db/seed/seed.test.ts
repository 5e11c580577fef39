import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import {
  brands,
  categories,
  featuredProducts,
  heroBanners,
  offers,
  products,
  productVariants,
  siteConfig,
  variantOptions,
} from '../schema/index.ts';
import { seedDemo } from './seed.ts';

describe('seedDemo', () => {
  let database: Database;
  let uploadsDir: string;
  let seedMs = 0;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mayorista-seed-'));
    const started = performance.now();
    const result = await seedDemo(database.db, { uploadsDir });
    seedMs = performance.now() - started;
    expect(result).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const total = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

  it('seeds the catalogue quickly', () => {
    expect(seedMs).toBeLessThan(15_000);
  });

  it('creates categories, brands, products and variants', async () => {
    const { db } = database;
    expect(await total(db.select({ n: count() }).from(products))).toBeGreaterThanOrEqual(80);
    expect(await total(db.select({ n: count() }).from(brands))).toBe(10);
    expect(await total(db.select({ n: count() }).from(brands).where(eq(brands.isActive, false)))).toBe(1);
    const subcategories = await total(
      db
        .select({ n: count() })
        .from(categories)
        .where(sql`${categories.parentId} in (select id from categories where parent_id is null)`),
    );
    expect(subcategories).toBeGreaterThanOrEqual(15);
    const sale = await db.select().from(categories).where(eq(categories.name, 'En oferta'));
    expect(sale).toMatchObject([{ parentId: null, order: 99 }]);
    expect(
      await total(db.select({ n: count() }).from(products).where(eq(products.hasVariants, true))),
    ).toBeGreaterThanOrEqual(15);
    expect(
      await total(db.select({ n: count() }).from(variantOptions).where(eq(variantOptions.stock, 0))),
    ).toBeGreaterThan(0);
    expect(
      await total(
        db
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.currency, 'USD'), isNull(products.priceInArs))),
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(await total(db.select({ n: count() }).from(heroBanners))).toBe(3);
    expect(await total(db.select({ n: count() }).from(featuredProducts))).toBe(8);
    expect(await total(db.select({ n: count() }).from(offers))).toBe(2);
    const [config] = await db.select().from(siteConfig);
    expect(config).toMatchObject({ id: 1, whatsappNumber: '5491134567890', latitude: -34.7636 });
  });

  it('keeps variant product stock equal to the options total', async () => {
    const rows = await database.db
      .select({
        stock: products.stock,
        groups: sql<number>`count(distinct ${productVariants.id})::int`,
        options: sql<number>`sum(${variantOptions.stock})::int`,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .innerJoin(variantOptions, eq(variantOptions.variantId, productVariants.id))
      .groupBy(products.id);
    const list = rows.filter((row) => row.groups === 1);
    for (const row of list) expect(row.stock).toBe(row.options);
  });

  it('writes the image files it references', async () => {
    const { db } = database;
    const rows = await db.select({ image: products.image, image2: products.image2 }).from(products);
    const brandRows = await db.select({ logo: brands.logo }).from(brands);
    const bannerRows = await db.select().from(heroBanners);
    const urls = [
      ...rows.flatMap((row) => [row.image, row.image2]),
      ...brandRows.map((row) => row.logo),
      ...bannerRows.flatMap((row) => [row.desktopImage, row.mobileImage]),
    ].filter((url): url is string => Boolean(url));
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url.startsWith('/media/')).toBe(true);
      expect(existsSync(path.join(uploadsDir, url.slice('/media/'.length)))).toBe(true);
    }
    const first = rows[0].image!.replace('-1000.webp', '-400.webp');
    expect(existsSync(path.join(uploadsDir, first.slice('/media/'.length)))).toBe(true);
  });

  it('finds accented names with an unaccented search', async () => {
    const rows = await database.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.searchText} like '%' || immutable_unaccent(lower('lampara')) || '%'`);
    expect(rows.some((row) => row.name.startsWith('Lámpara'))).toBe(true);
  });

  it('does nothing when products already exist', async () => {
    expect(await seedDemo(database.db, { uploadsDir })).toEqual({ seeded: false });
  });
});
