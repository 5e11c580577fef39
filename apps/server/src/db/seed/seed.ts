import { DEFAULT_IVA_RATE } from '@mayorista/shared/tax-profile';
import { slugify } from '@mayorista/shared/text';
import { count, inArray, like, sql } from 'drizzle-orm';
import { sanitizeDescription } from '../../lib/description.ts';
import { createLocalStorage, type Storage } from '../../lib/storage.ts';
import { seedDemoCoupons } from '../../modules/marketing/coupons.service.ts';
import type { Db } from '../client.ts';
import {
  brands,
  categories,
  dollarRates,
  featuredProducts,
  heroBanners,
  offerProducts,
  offers,
  priceHistory,
  priceListPrices,
  priceLists,
  products,
  productVariants,
  siteConfig,
  users,
  variantOptions,
} from '../schema/index.ts';
import { seedDemoAccounts } from './accounts.ts';
import {
  BANNERS,
  BENCH_QUALIFIERS,
  BENCH_VOCABULARY,
  BRANDS,
  CATEGORIES,
  type CategorySeed,
  DOLLAR_RATE,
  FEATURED_SKUS,
  OFFERS,
  PRICE_LISTS,
  PRODUCTS,
  type ProductSeed,
  SALE_CATEGORY,
  SITE_CONFIG,
  type VariantSeed,
} from './demo-data.ts';
import { hashDemoBuyerPassword, seedDemoHistory } from './history.ts';
import {
  bannerImageUrls,
  brandLogoUrl,
  type MainCategory,
  mapLimit,
  productImageUrl,
  writeBrandLogo,
  writeHeroBanner,
  writeProductImage,
} from './images.ts';
import { prng } from './random.ts';
import { supplierCatalogue } from './supplier.ts';

/** 'supplier' (SEED_PROFILE=supplier): the external distributor's catalogue (supplier.ts, decision 026). */
export type SeedProfile = 'demo' | 'supplier';
/**
 * Images go to `storage` when given (the app's: the S3 bucket when configured, decision 031),
 * otherwise to files under `uploadsDir`.
 */
type SeedOptions = {
  uploadsDir: string;
  storage?: Storage;
  log?: (msg: string) => void;
  profile?: SeedProfile;
};

const storageOf = (options: { uploadsDir: string; storage?: Storage }): Storage =>
  options.storage ?? createLocalStorage({ root: options.uploadsDir });

/** The products of a profile; the supplier keeps every featured and offered SKU. */
function catalogueOf(profile: SeedProfile): ProductSeed[] {
  if (profile !== 'supplier') return PRODUCTS;
  return supplierCatalogue(PRODUCTS, new Set([...FEATURED_SKUS, ...OFFERS.flatMap((offer) => offer.skus)]));
}
type ProductRow = typeof products.$inferInsert;
type OptionRow = typeof variantOptions.$inferInsert;

const IMAGE_CONCURRENCY = 4;
const BATCH_SIZE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function mainCategoryOf(path: string): MainCategory {
  return path.split('/')[0] as MainCategory;
}

function productSlug(product: { name: string; sku: string }): string {
  return `${slugify(product.name)}-${slugify(product.sku)}`;
}

function costOf(value: number, currency: 'ARS' | 'USD'): number {
  const cost = value * 0.6;
  return currency === 'USD' ? Math.round(cost * 100) / 100 : Math.round(cost / 10) * 10;
}

function variantStock(variants: VariantSeed[]): number {
  return Math.min(...variants.map((group) => group.options.reduce((sum, option) => sum + option.stock, 0)));
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let level: { seed: CategorySeed; path: string; slug: string; parentId: number | null }[] = CATEGORIES.map(
    (seed) => ({
      seed,
      path: seed.name,
      slug: slugify(seed.name),
      parentId: null,
    }),
  );
  level.push({
    seed: SALE_CATEGORY,
    path: SALE_CATEGORY.name,
    slug: slugify(SALE_CATEGORY.name),
    parentId: null,
  });
  while (level.length > 0) {
    const inserted = await db
      .insert(categories)
      .values(
        level.map((item) => ({
          name: item.seed.name,
          slug: item.slug,
          parentId: item.parentId,
          order: item.seed.order,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const next: typeof level = [];
    for (const item of level) {
      const id = idBySlug.get(item.slug)!;
      ids.set(item.path, id);
      for (const child of item.seed.children ?? []) {
        next.push({
          seed: child,
          path: `${item.path}/${child.name}`,
          slug: `${item.slug}-${slugify(child.name)}`,
          parentId: id,
        });
      }
    }
    level = next;
  }
  return ids;
}

function demoProductRow(
  product: ProductSeed,
  index: number,
  refs: { categoryIds: Map<string, number>; brandIds: Map<string, number>; now: number },
): ProductRow {
  const currency = product.currency ?? 'ARS';
  const slug = productSlug(product);
  const categoryId = refs.categoryIds.get(product.category);
  if (!categoryId) throw new Error(`Unknown category ${product.category} for ${product.sku}`);
  const brandId = product.brand ? refs.brandIds.get(product.brand) : null;
  if (product.brand && !brandId) throw new Error(`Unknown brand ${product.brand} for ${product.sku}`);
  return {
    name: product.name,
    sku: product.sku,
    brandId: brandId ?? null,
    categoryId,
    description: sanitizeDescription(product.description),
    volume: product.volume ?? '',
    dimensions: product.dimensions ?? '',
    features: product.features ?? [],
    image: productImageUrl(slug),
    image2: product.secondImage ? productImageUrl(`${slug}-b`) : null,
    price: product.price,
    priceInArs: product.priceInArs ?? null,
    costPrice: product.costPrice === undefined ? costOf(product.price, currency) : product.costPrice,
    currency,
    discount: product.discount ?? 0,
    discountSparta: product.discountSparta ?? 0,
    stock: product.variants ? variantStock(product.variants) : (product.stock ?? 0),
    order: index + 1,
    isAvailable: product.isAvailable ?? true,
    isAvailableSparta: product.isAvailableSparta ?? true,
    isOwnProduct: product.isOwnProduct ?? true,
    hasVariants: Boolean(product.variants?.length),
    ivaRate: product.ivaRate ?? DEFAULT_IVA_RATE,
    createdAt: new Date(refs.now - (PRODUCTS.length - index) * 60 * 60 * 1000),
  };
}

async function insertVariants(
  db: Db,
  items: { productId: number; sku: string; price: number; variants: VariantSeed[] }[],
): Promise<void> {
  const groups = items.flatMap((item) => item.variants.map((group, position) => ({ item, group, position })));
  if (groups.length === 0) return;
  const inserted = await db
    .insert(productVariants)
    .values(
      groups.map(({ item, group, position }) => ({
        productId: item.productId,
        variantName: group.name,
        position,
      })),
    )
    .returning({ id: productVariants.id });
  const options: OptionRow[] = groups.flatMap(({ item, group }, groupIndex) =>
    group.options.map((option, position) => {
      const adjustment = option.priceAdjustment ?? 0;
      return {
        variantId: inserted[groupIndex].id,
        name: option.name,
        sku:
          option.sku ??
          `${item.sku}-${slugify(group.name).slice(0, 3).toUpperCase()}-${slugify(option.name).toUpperCase()}`,
        stock: option.stock,
        priceAdjustment: adjustment,
        costPrice: option.costPrice ?? costOf(item.price + adjustment, 'ARS'),
        isAvailable: true,
        position,
      };
    }),
  );
  for (const batch of chunk(options, BATCH_SIZE)) await db.insert(variantOptions).values(batch);
}

async function generateDemoImages(storage: Storage, catalogue: ProductSeed[]): Promise<number> {
  const jobs: (() => Promise<unknown>)[] = [];
  for (const product of catalogue) {
    const slug = productSlug(product);
    const base = {
      name: product.name,
      category: mainCategoryOf(product.category),
      brand: product.brand ?? undefined,
    };
    jobs.push(() => writeProductImage(storage, slug, base));
    if (product.secondImage)
      jobs.push(() => writeProductImage(storage, `${slug}-b`, { ...base, alternate: true }));
  }
  for (const brand of BRANDS) {
    jobs.push(() => writeBrandLogo(storage, slugify(brand.name), { name: brand.name, color: brand.color }));
  }
  for (const banner of BANNERS) {
    jobs.push(() =>
      writeHeroBanner(storage, banner.slug, {
        title: banner.title,
        subtitle: banner.description,
        category: banner.category,
      }),
    );
  }
  await mapLimit(jobs, IMAGE_CONCURRENCY, (job) => job());
  return jobs.length;
}

async function hasProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  if (await hasProducts(db)) return { seeded: false };
  const started = performance.now();
  const catalogue = catalogueOf(
    options.profile ?? (process.env.SEED_PROFILE === 'supplier' ? 'supplier' : 'demo'),
  );
  const images = generateDemoImages(storageOf(options), catalogue);
  images.catch(() => {});
  const passwordHash = hashDemoBuyerPassword();
  passwordHash.catch(() => {});

  const categoryIds = await insertCategories(db);
  const insertedBrands = await db
    .insert(brands)
    .values(
      BRANDS.map((brand, order) => ({
        name: brand.name,
        logo: brandLogoUrl(slugify(brand.name)),
        websiteUrl: brand.websiteUrl,
        isActive: brand.isActive,
        order,
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(insertedBrands.map((row) => [row.name, row.id]));

  const now = Date.now();
  const insertedProducts = await db
    .insert(products)
    .values(catalogue.map((product, index) => demoProductRow(product, index, { categoryIds, brandIds, now })))
    .returning({ id: products.id, sku: products.sku });
  const productIds = new Map(insertedProducts.map((row) => [row.sku!, row.id]));
  const idOf = (sku: string) => {
    const id = productIds.get(sku);
    if (!id) throw new Error(`Unknown product SKU ${sku}`);
    return id;
  };

  await insertVariants(
    db,
    catalogue
      .filter((product) => product.variants?.length)
      .map((product) => ({
        productId: idOf(product.sku),
        sku: product.sku,
        price: product.price,
        variants: product.variants!,
      })),
  );

  await db
    .insert(featuredProducts)
    .values(FEATURED_SKUS.map((sku, i) => ({ productId: idOf(sku), position: i + 1 })));

  await db.insert(heroBanners).values(
    BANNERS.map((banner, order) => {
      const urls = bannerImageUrls(banner.slug);
      return {
        title: banner.title,
        description: banner.description,
        link: banner.link,
        buttonText: banner.buttonText,
        order,
        isActive: true,
        desktopImage: urls.desktop,
        mobileImage: urls.mobile,
      };
    }),
  );

  const insertedOffers = await db
    .insert(offers)
    .values(
      OFFERS.map((offer) => ({
        name: offer.name,
        discount: offer.discount,
        startDate: new Date(now + offer.startDaysFromNow * DAY_MS),
        endDate: new Date(now + offer.endDaysFromNow * DAY_MS),
      })),
    )
    .returning({ id: offers.id });
  await db
    .insert(offerProducts)
    .values(
      OFFERS.flatMap((offer, i) =>
        offer.skus.map((sku) => ({ offerId: insertedOffers[i].id, productId: idOf(sku) })),
      ),
    );

  await db
    .insert(dollarRates)
    .values({ value: DOLLAR_RATE.value, rateType: DOLLAR_RATE.rateType, isAutoUpdate: false });
  await db
    .insert(siteConfig)
    .values({ id: 1, ...SITE_CONFIG })
    .onConflictDoUpdate({ target: siteConfig.id, set: { ...SITE_CONFIG, updatedAt: new Date() } });
  await seedDemoCoupons(db);
  const history = await seedDemoHistory(db, {
    now,
    passwordHash,
    dollarRate: DOLLAR_RATE.value,
    offers: OFFERS.map((offer) => ({
      discount: offer.discount,
      start: now + offer.startDaysFromNow * DAY_MS,
      end: now + offer.endDaysFromNow * DAY_MS,
      productIds: offer.skus.map(idOf),
    })),
  });

  const lists = await seedDemoPriceLists(db, (sku) => productIds.get(sku));
  const accounts = await seedDemoAccounts(db, now);

  const imageCount = await images;
  log(
    `Demo seed${catalogue === PRODUCTS ? '' : ' (supplier)'}: ${catalogue.length} products, ${categoryIds.size} categories, ${BRANDS.length} brands, ${imageCount} images, ${history.buyers} buyers, ${history.orders} orders (${history.distributorOrders} to the distributor), ${history.messages} messages, ${lists} price lists, ${accounts.accounts} cuentas corrientes (${accounts.receipts} receipts) in ${Math.round(performance.now() - started)} ms`,
  );
  await refreshPlannerStatistics(db);
  return { seeded: true };
}

/**
 * The demo's price lists, their buyers and special prices (after the history: its past orders were
 * priced with the default list). A SKU the profile's catalogue lacks (the supplier's) is skipped.
 */
async function seedDemoPriceLists(db: Db, idOf: (sku: string) => number | undefined): Promise<number> {
  const inserted = await db
    .insert(priceLists)
    .values(
      PRICE_LISTS.map((list) => ({
        name: list.name,
        adjustmentPercent: list.adjustmentPercent,
        minOrderAmount: list.minOrderAmount,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: priceLists.id, name: priceLists.name });
  const listIds = new Map(inserted.map((row) => [row.name, row.id]));
  for (const list of PRICE_LISTS) {
    const listId = listIds.get(list.name);
    if (listId === undefined) continue;
    await db.update(users).set({ priceListId: listId }).where(inArray(users.username, list.buyers));
    const overrides = list.overrides.flatMap((override) => {
      const productId = idOf(override.sku);
      return productId ? [{ priceListId: listId, productId, price: override.price }] : [];
    });
    if (overrides.length) await db.insert(priceListPrices).values(overrides);
  }
  // The demo starts with these special prices: the history rows their inserts wrote are no change.
  await db.delete(priceHistory);
  return inserted.length;
}

export async function seedBenchCatalogue(
  db: Db,
  options: { uploadsDir: string; storage?: Storage; count: number; log?: (msg: string) => void },
): Promise<{ inserted: number }> {
  const log = options.log ?? (() => {});
  const storage = storageOf(options);
  if (!(await hasProducts(db))) await seedDemo(db, { uploadsDir: options.uploadsDir, storage, log });
  const started = performance.now();

  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIdBySlug = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(products)
    .where(like(products.sku, 'BEN-%'));

  const vocabulary = BENCH_VOCABULARY.map((entry) => {
    const slug = entry.category.split('/').map(slugify).join('-');
    const categoryId = categoryIdBySlug.get(slug);
    if (!categoryId) throw new Error(`Missing category ${entry.category}; run seedDemo first`);
    const label = entry.category.split('/').pop()!;
    return { ...entry, categoryId, label, imageSlug: `bench-${slug}` };
  });
  const imageUrls = await mapLimit(vocabulary, IMAGE_CONCURRENCY, (entry) =>
    writeProductImage(storage, entry.imageSlug, {
      name: entry.label,
      category: mainCategoryOf(entry.category),
    }),
  );

  const random = prng(20240521 + existing);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const createdBase = Date.now() - 30 * DAY_MS;

  let inserted = 0;
  const offered: number[] = [];
  for (let offset = 0; offset < options.count; offset += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, options.count - offset);
    const rows: ProductRow[] = [];
    const variantPrices = new Map<string, number>();
    for (let i = 0; i < size; i++) {
      const n = existing + offset + i + 1;
      const vocabIndex = Math.floor(random() * vocabulary.length);
      const entry = vocabulary[vocabIndex];
      const brand = pick(brandRows);
      const model = `${String.fromCharCode(65 + Math.floor(random() * 26))}${100 + Math.floor(random() * 900)}`;
      const withBrand = random() < 0.3;
      const name = `${pick(entry.nouns)} ${pick(BENCH_QUALIFIERS)} ${pick(entry.specs)}${withBrand ? ` ${brand.name}` : ''} ${model}`;
      const usd = random() < 0.03;
      const [min, max] = entry.prices;
      const ars = Math.round((min * (max / min) ** random()) / 100) * 100;
      const price = usd ? Math.round((ars / DOLLAR_RATE.value) * 100) / 100 : ars;
      const hasVariants = random() < 0.05;
      const sku = `BEN-${String(n).padStart(6, '0')}`;
      if (hasVariants) variantPrices.set(sku, price);
      rows.push({
        name,
        sku,
        brandId: brand.id,
        categoryId: entry.categoryId,
        description: sanitizeDescription(
          `${name}. Producto de la línea ${entry.label.toLowerCase()} para reventa mayorista.`,
        ),
        image: imageUrls[vocabIndex],
        price,
        currency: usd ? 'USD' : 'ARS',
        costPrice: costOf(price, usd ? 'USD' : 'ARS'),
        discount: random() < 0.1 ? 5 + Math.floor(random() * 6) * 5 : 0,
        stock: hasVariants ? 60 : random() < 0.08 ? 0 : Math.floor(random() * 200),
        order: 1000 + n,
        isAvailable: random() > 0.05,
        isOwnProduct: random() > 0.2,
        hasVariants,
        createdAt: new Date(createdBase - n * 60 * 1000),
      });
    }
    const ids = await db.insert(products).values(rows).returning({ id: products.id, sku: products.sku });
    offered.push(...ids.filter((_, i) => (offset + i) % BENCH_OFFER_EVERY === 0).map((row) => row.id));
    await insertVariants(
      db,
      ids
        .filter((row) => variantPrices.has(row.sku!))
        .map((row) => ({
          productId: row.id,
          sku: row.sku!,
          price: variantPrices.get(row.sku!)!,
          variants: [
            {
              name: 'Tamaño',
              options: [
                { name: 'Chico', stock: 30, priceAdjustment: 0 },
                { name: 'Mediano', stock: 20, priceAdjustment: 1500 },
                { name: 'Grande', stock: 10, priceAdjustment: 3500 },
              ],
            },
          ],
        })),
    );
    inserted += rows.length;
  }
  await insertBenchOffer(db, offered);
  log(
    `Bench catalogue: ${inserted} products (${offered.length} in an active offer) in ${Math.round(performance.now() - started)} ms`,
  );
  await refreshPlannerStatistics(db);
  return { inserted };
}

/** Every 50th bench product is in an active offer, so on_sale=true pages hold offer prices too. */
const BENCH_OFFER_EVERY = 50;

async function insertBenchOffer(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const now = Date.now();
  const [offer] = await db
    .insert(offers)
    .values({
      name: 'Oferta del bench',
      discount: 15,
      startDate: new Date(now - DAY_MS),
      endDate: new Date(now + 30 * DAY_MS),
    })
    .returning({ id: offers.id });
  for (const batch of chunk(productIds, BATCH_SIZE))
    await db.insert(offerProducts).values(batch.map((productId) => ({ offerId: offer.id, productId })));
}

/**
 * Bulk inserts leave the planner without statistics (PGlite has no autovacuum at all), and without
 * them it scans every product instead of using the trigram index: search drops from ~165 to ~20 req/s.
 */
async function refreshPlannerStatistics(db: Db) {
  await db.execute(sql`analyze`);
}
