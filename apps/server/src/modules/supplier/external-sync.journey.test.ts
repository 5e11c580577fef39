/**
 * The external supplier journey of issue 13 at API level, against a real second instance over HTTP:
 * look a product up, link it, see the differences, take the supplier's values field by field, page
 * the missing list, compare, merge a missing variant, and let a run take the supplier's stock.
 * (external-sync.routes.test.ts covers each route's shape and failures; this file chains them.)
 */
import type { ExternalProduct } from '@mayorista/shared/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { listen } from '../../test/network.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

const EXTRA = 25;

type LocalProduct = {
  id: number;
  name: string;
  sku: string | null;
  brand_name: string | null;
  price: number;
  stock: number;
  sync_with_external: boolean;
  variants: {
    id: number;
    variant_name: string;
    options: { id: number; name: string; sku: string | null; stock: number }[];
  }[];
};

/** The differences the product panel shows: name, brand, price and stock, local against external. */
function differences(local: LocalProduct, external: ExternalProduct) {
  const pairs = {
    name: [local.name, external.name],
    brand: [local.brand_name, external.brand],
    price: [local.price, external.price],
    stock: [local.stock, external.stock],
  } as const;
  return Object.fromEntries(Object.entries(pairs).filter(([, [mine, theirs]]) => mine !== theirs));
}

describe(`external supplier journey (${dbKind})`, () => {
  let supplier: TestContext;
  let store: TestContext;
  let local: TestCatalogue;
  let staff: Record<string, string>;

  const get = (url: string) => store.app.inject({ method: 'GET', url, headers: staff });
  const patch = (id: number, payload: Record<string, unknown>) =>
    store.app.inject({ method: 'PATCH', url: `/api/products/${id}/`, headers: staff, payload });
  const readLocal = async (id: number) => (await get(`/api/products/${id}/`)).json() as LocalProduct;
  const lookup = async (sku: string) =>
    (await get(`/api/products/search-by-sku/${sku}/`)).json() as ExternalProduct;

  beforeAll(async () => {
    supplier = await createTestApp({ publicPrices: true });
    const remote = await seedTestCatalogue(supplier.database.db);
    const db = supplier.database.db;
    await db.update(products).set({ stock: 99, price: 5500 }).where(eq(products.sku, 'T-SUS'));
    await db.update(products).set({ stock: 6 }).where(eq(products.sku, 'T-PIC'));
    await db.insert(products).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        name: `Artículo mayorista ${String(i + 1).padStart(2, '0')}`,
        sku: `JRN-${String(i + 1).padStart(3, '0')}`,
        categoryId: remote.categories.cultivo.id,
        brandId: i < 5 ? remote.brands.lumen.id : null,
        price: 2000 + i,
        stock: i + 1,
        isAvailable: true,
      })),
    );
    const [size] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, remote.products.maceta.id));
    await db
      .insert(variantOptions)
      .values({ variantId: size.id, name: 'Extra grande', sku: 'T-MAC-XL', stock: 7, position: 2 });
    const supplierUrl = await listen(supplier);

    // The store: its picador is not linked yet (another SKU, never synced).
    store = await createTestApp({ externalApiUrl: supplierUrl });
    local = await seedTestCatalogue(store.database.db);
    await store.database.db.update(products).set({ sku: 'LOCAL-PIC' }).where(eq(products.sku, 'T-PIC'));
    staff = bearer(await loginAs(store.app, 'admin', 'admin1234'));
  });
  afterAll(async () => {
    await closeTestApp(store);
    await closeTestApp(supplier);
  });

  it('looks the product up on the supplier and links it by its SKU with sync_with_external', async () => {
    const before = (await get('/api/intelligent-sync-status/?force_refresh=true')).json();
    expect(before.missing_skus).toContain('T-PIC');
    expect(before.products_to_send_external).toContain('LOCAL-PIC');

    const found = await lookup('t-pic');
    expect(found).toMatchObject({ sku: 'T-PIC', name: 'Picador metálico', stock: 6, price: 1500 });
    const linked = await patch(local.products.picador.id, { sku: found.sku, sync_with_external: true });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ sku: 'T-PIC', sync_with_external: true, stock: 0 });

    const after = (await get('/api/intelligent-sync-status/?force_refresh=true')).json();
    expect(after.missing_skus).not.toContain('T-PIC');
    expect(after.products_to_send_external).not.toContain('LOCAL-PIC');
    expect(after.missing_count).toBe(before.missing_count - 1);
  });

  it('shows the differences and takes the supplier value one field at a time', async () => {
    const id = local.products.sustrato.id;
    const external = await lookup('T-SUS');
    expect(differences(await readLocal(id), external)).toEqual({ price: [5000, 5500], stock: [10, 99] });

    const stockTaken = await patch(id, { stock: external.stock });
    expect(stockTaken.statusCode).toBe(200);
    expect(stockTaken.json()).toMatchObject({ stock: 99, price: 5000, name: 'Sustrato Premium 50L' });
    expect(differences(await readLocal(id), external)).toEqual({ price: [5000, 5500] });

    const priceTaken = await patch(id, { price: external.price });
    expect(priceTaken.json()).toMatchObject({ stock: 99, price: 5500, brand_name: 'GrowMax' });
    expect(differences(await readLocal(id), external)).toEqual({});
  });

  it('pages and searches the missing list and compares the catalogues', async () => {
    await get('/api/intelligent-sync-status/?force_refresh=true');
    const first = (await get('/api/missing-products-details/?type=product&page_size=10')).json();
    expect(first).toMatchObject({ count: EXTRA, current_page: 1, total_pages: 3 });
    expect(first.results).toHaveLength(10);
    const last = (await get('/api/missing-products-details/?type=product&page_size=10&page=3')).json();
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
    const pages = [
      first,
      (await get('/api/missing-products-details/?type=product&page_size=10&page=2')).json(),
      last,
    ];
    const skus = pages.flatMap((page) => page.results.map((item: { sku: string }) => item.sku));
    expect(new Set(skus).size).toBe(EXTRA);

    const bySku = (await get('/api/missing-products-details/?search=jrn-007')).json();
    expect(bySku.results.map((item: { sku: string }) => item.sku)).toEqual(['JRN-007']);
    const byBrand = (await get('/api/missing-products-details/?search=lumen&type=product')).json();
    expect(byBrand.count).toBe(5);
    const none = (await get('/api/missing-products-details/?search=no-existe-nada')).json();
    expect(none).toMatchObject({ count: 0, results: [] });

    const comparison = (await get('/api/external/compare/')).json();
    expect(comparison.summary).toMatchObject({ missing_in_current: EXTRA, missing_in_external: 1 }); // T-HID
    expect(comparison.missing_products).toHaveLength(EXTRA);
    expect(comparison.missing_products.find((item: { sku: string }) => item.sku === 'JRN-001')).toMatchObject(
      {
        name: 'Artículo mayorista 01',
        brand: 'Lumen',
        stock: 1,
        price: 2000,
      },
    );
  });

  it('merges a missing variant option into the local product; after a refresh it is no longer missing', async () => {
    const variants = (await get('/api/missing-products-details/?type=variant')).json();
    const missing = variants.results.find((item: { sku: string }) => item.sku === 'T-MAC-XL');
    expect(missing).toMatchObject({
      parent_product_local: { id: local.products.maceta.id },
      variant_name: 'Tamaño',
    });

    const maceta = await readLocal(local.products.maceta.id);
    const [group] = maceta.variants;
    const merged = await patch(maceta.id, {
      variants: [
        {
          id: group.id,
          variant_name: group.variant_name,
          options: [
            ...group.options.map(({ id, name, sku, stock }) => ({ id, name, sku, stock })),
            { name: 'Extra grande', sku: missing.sku, stock: missing.stock },
          ],
        },
      ],
    });
    expect(merged.statusCode).toBe(200);
    const options = merged.json().variants[0].options;
    expect(options.map((option: { sku: string }) => option.sku)).toEqual([
      'T-MAC-CH',
      'T-MAC-GR',
      'T-MAC-XL',
    ]);
    expect(options.slice(0, 2).map((option: { id: number }) => option.id)).toEqual(
      group.options.map((o) => o.id),
    );
    expect(merged.json().stock).toBe(5 + 0 + 7);

    // The cached analysis still lists it until refreshed (5-minute cache, decision 026).
    await get('/api/intelligent-sync-status/?force_refresh=true');
    const after = (await get('/api/missing-products-details/?type=variant')).json();
    expect(after.results.map((item: { sku: string }) => item.sku)).not.toContain('T-MAC-XL');
  });

  it('a sync run takes the supplier stock of the linked product only', async () => {
    const run = await store.app.inject({ method: 'POST', url: '/api/external-sync/run/', headers: staff });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({
      trigger: 'manual',
      status: 'ok',
      products_checked: 1,
      products_changed: 1,
      errors: [],
      changes: [
        {
          product_id: local.products.picador.id,
          option_id: null,
          sku: 'T-PIC',
          field: 'stock',
          from: 0,
          to: 6,
        },
      ],
    });
    expect((await readLocal(local.products.picador.id)).stock).toBe(6);
    const runs = (await get('/api/external-sync/runs/')).json();
    expect(runs.results[0]).toMatchObject({ id: run.json().id, status: 'ok' });
  });
});
