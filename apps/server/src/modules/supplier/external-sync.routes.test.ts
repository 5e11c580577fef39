import {
  EXTERNAL_NOT_CONFIGURED,
  EXTERNAL_NOT_FOUND,
  EXTERNAL_TIMEOUT,
  EXTERNAL_UNREACHABLE,
} from '@mayorista/shared/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closedPort, listen, silentServer } from '../../test/network.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

const EXTRA = 23;

/** Listens on a free loopback port and answers the base URL. */
describe(`external supplier sync (${dbKind})`, () => {
  let supplier: TestContext;
  let store: TestContext;
  let supplierUrl: string;
  let local: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;

  const get = (url: string, headers = staff) => store.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // The supplier: the test catalogue, T-SUS with another stock, 23 products and a variant option only there.
    supplier = await createTestApp({ publicPrices: true });
    const remote = await seedTestCatalogue(supplier.database.db);
    const db = supplier.database.db;
    await db.update(products).set({ stock: 99 }).where(eq(products.sku, 'T-SUS'));
    await db.insert(products).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        name: `Producto proveedor ${String(i + 1).padStart(2, '0')}`,
        sku: `EXT-${String(i + 1).padStart(3, '0')}`,
        categoryId: remote.categories.cultivo.id,
        brandId: i % 2 === 0 ? remote.brands.lumen.id : null,
        price: 1000 + i,
        stock: i,
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
    supplierUrl = await listen(supplier);

    // The store: the same test catalogue, with the picador under a SKU the supplier does not know.
    store = await createTestApp({ externalApiUrl: supplierUrl });
    local = await seedTestCatalogue(store.database.db);
    await store.database.db.update(products).set({ sku: 'LOCAL-PIC' }).where(eq(products.sku, 'T-PIC'));
    staff = bearer(await loginAs(store.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(store.app, 'demo', 'demo1234'));
  });
  afterAll(async () => {
    await closeTestApp(store);
    await closeTestApp(supplier);
  });

  it('PUBLIC_PRICES=true shows prices, never cost_price, to anonymous callers; off by default', async () => {
    const list = (await (await fetch(`${supplierUrl}/api/products/?search=T-SUS`)).json()) as {
      results: Record<string, unknown>[];
    };
    const sustrato = list.results.find((product) => product.sku === 'T-SUS')!;
    expect(sustrato.price).toBe(5000);
    expect(sustrato.final_price).toBe(4500);
    expect(sustrato.discount).toBe(10);
    expect(sustrato).not.toHaveProperty('cost_price');
    const lamp = (await (
      await fetch(`${supplierUrl}/api/products/${local.products.lamp.id}/`)
    ).json()) as Record<string, unknown>;
    expect(lamp.price).toBe(100);
    expect(lamp).not.toHaveProperty('cost_price');
    const maceta = (await (
      await fetch(`${supplierUrl}/api/products/${local.products.maceta.id}/`)
    ).json()) as {
      variants: { options: Record<string, unknown>[] }[];
    };
    expect(maceta.variants[0].options[0].final_price).toBeTypeOf('number');
    expect(maceta.variants[0].options[0]).not.toHaveProperty('cost_price');

    const own = (
      await store.app.inject({ method: 'GET', url: `/api/products/${local.products.sustrato.id}/` })
    ).json();
    expect(own).not.toHaveProperty('price');
    expect(own).not.toHaveProperty('final_price');
    expect(own).not.toHaveProperty('cost_price');
  });

  it('refuses anonymous callers (401) and buyers (403) on every sync route', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/intelligent-sync-status/'],
      ['GET', '/api/missing-products-details/'],
      ['POST', '/api/clear-intelligent-sync-cache/'],
      ['GET', '/api/sync-health-check/'],
      ['GET', '/api/external/compare/'],
      ['GET', '/api/external/search/?search=lampara'],
      ['GET', '/api/products/search-by-sku/T-SUS/'],
    ];
    for (const [method, url] of routes) {
      expect((await store.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await store.app.inject({ method, url, headers: buyer })).statusCode, url).toBe(403);
    }
  });

  it('looks a product up by SKU on the supplier (its stock and price), 404 with the message when absent', async () => {
    const found = await get('/api/products/search-by-sku/t-sus/');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      sku: 'T-SUS',
      name: 'Sustrato Premium 50L',
      brand: 'GrowMax',
      stock: 99,
      price: 5000,
      final_price: 4500,
    });
    const withVariants = (await get('/api/products/search-by-sku/T-MAC/')).json();
    expect(withVariants.variants[0].options.map((option: { sku: string }) => option.sku)).toEqual([
      'T-MAC-CH',
      'T-MAC-GR',
      'T-MAC-XL',
    ]);
    const missing = await get('/api/products/search-by-sku/NO-EXISTE/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: EXTERNAL_NOT_FOUND });
  });

  it('searches the supplier by text, 10 per page', async () => {
    const first = await get('/api/external/search/?search=proveedor');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: EXTRA, current_page: 1, total_pages: 3 });
    expect(first.json().results).toHaveLength(10);
    expect(
      first.json().results[0].image === null || first.json().results[0].image.startsWith(supplierUrl),
    ).toBe(true);
    const last = (await get('/api/external/search/?search=proveedor&page=3')).json();
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    const empty = await get('/api/external/search/?search=');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Ingresa un término de búsqueda');
  });

  it('computes the sync status with every field, caches it, recomputes on force_refresh and after clearing', async () => {
    await store.app.inject({ method: 'POST', url: '/api/clear-intelligent-sync-cache/', headers: staff });
    const first = await get('/api/intelligent-sync-status/');
    expect(first.statusCode).toBe(200);
    const status = first.json();
    expect(status.cached).toBe(false);
    expect(status.missing_count).toBe(EXTRA + 2);
    expect(status.missing_skus).toEqual(expect.arrayContaining(['EXT-001', 'EXT-023', 'T-PIC', 'T-MAC-XL']));
    expect(status.products_to_send_external.sort()).toEqual(['LOCAL-PIC', 'T-HID']);
    expect(status.variants_to_send_external).toEqual([]);
    expect(status.sync_type).toBe('intelligent');
    expect(Date.parse(status.last_update)).not.toBeNaN();
    expect(status.execution_time_seconds).toBeGreaterThanOrEqual(0);
    expect(status.error).toBeNull();
    const variant = status.missing_items.find((item: { sku: string }) => item.sku === 'T-MAC-XL');
    expect(variant).toMatchObject({
      type: 'variant',
      stock: 7,
      parent_product_local: { id: local.products.maceta.id, name: 'Maceta textil' },
      parent_sku: 'T-MAC',
      variant_name: 'Tamaño',
    });
    const remoteProducts = 4 + 1 + EXTRA; // the visible test products (T-HID is hidden) plus the extra ones
    expect(status.stats).toMatchObject({
      total_remote_products: remoteProducts,
      total_local_products: 6,
      complete_products_missing: EXTRA + 1,
      variants_missing: 1,
      total_missing: EXTRA + 2,
    });
    expect(status.stats.sync_percentage).toBeCloseTo(
      ((remoteProducts + 3 - (EXTRA + 2)) / (remoteProducts + 3)) * 100,
      1,
    );
    expect(status.stats.total_missing_stock).toBe((EXTRA * (EXTRA - 1)) / 2 + 0 + 7);
    expect(status.stats.total_missing_value).toBeGreaterThan(0);

    // A product added at the supplier: the cached answer does not see it, force_refresh and clear do.
    await supplier.database.db.insert(products).values({
      name: 'Llegó después',
      sku: 'EXT-NEW',
      categoryId: local.categories.cultivo.id,
      price: 10,
      stock: 1,
    });
    // Written past the supplier's API: its catalogue version is moved by hand (decision 035).
    await supplier.app.catalogue.bump();
    const cached = (await get('/api/intelligent-sync-status/')).json();
    expect(cached.cached).toBe(true);
    expect(cached.missing_count).toBe(EXTRA + 2);
    const forced = (await get('/api/intelligent-sync-status/?force_refresh=true')).json();
    expect(forced.cached).toBe(false);
    expect(forced.missing_count).toBe(EXTRA + 3);
    await supplier.database.db.delete(products).where(eq(products.sku, 'EXT-NEW'));
    await supplier.app.catalogue.bump();
    expect((await get('/api/intelligent-sync-status/')).json().missing_count).toBe(EXTRA + 3);
    const cleared = await store.app.inject({
      method: 'POST',
      url: '/api/clear-intelligent-sync-cache/',
      headers: staff,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await get('/api/intelligent-sync-status/')).json()).toMatchObject({
      cached: false,
      missing_count: EXTRA + 2,
    });
  });

  it('pages the missing products and variants with type and search', async () => {
    const products = (await get('/api/missing-products-details/?type=product&page_size=10')).json();
    expect(products).toMatchObject({ count: EXTRA + 1, total_pages: 3, current_page: 1 });
    expect(products.results).toHaveLength(10);
    expect(products.next).toContain('type=product');
    const variants = (await get('/api/missing-products-details/?type=variant')).json();
    expect(variants.results.map((item: { sku: string }) => item.sku)).toEqual(['T-MAC-XL']);
    const searched = (
      await get('/api/missing-products-details/?search=proveedor%201&page_size=5&page=2')
    ).json();
    // 'Producto proveedor 1x': 10 to 19
    expect(searched).toMatchObject({ count: 10, current_page: 2 });
    expect(searched.results.map((item: { sku: string }) => item.sku)).toEqual([
      'EXT-015',
      'EXT-016',
      'EXT-017',
      'EXT-018',
      'EXT-019',
    ]);
  });

  it('compares the catalogues: missing_in_current and the missing products', async () => {
    const response = await get('/api/external/compare/');
    expect(response.statusCode).toBe(200);
    const comparison = response.json();
    expect(comparison.summary).toMatchObject({ missing_in_current: EXTRA + 1, missing_in_external: 2 });
    expect(comparison.missing_products).toHaveLength(EXTRA + 1);
    expect(comparison.missing_products.find((item: { sku: string }) => item.sku === 'EXT-001')).toEqual({
      sku: 'EXT-001',
      name: 'Producto proveedor 01',
      brand: 'Lumen',
      image: null,
      price: 1000,
      stock: 0,
    });
  });

  it('reports the supplier healthy', async () => {
    const health = (await get('/api/sync-health-check/')).json();
    expect(health).toMatchObject({ status: 'ok', error: null, external_api_url: `${supplierUrl}/api` });
    expect(health.response_time_ms).toBeGreaterThanOrEqual(0);
  });

  describe('a supplier that is down or slow', () => {
    let down: TestContext;
    let slow: TestContext;
    let stopSilent: () => Promise<void>;
    let downStaff: Record<string, string>;
    let slowStaff: Record<string, string>;

    beforeAll(async () => {
      down = await createTestApp({ externalApiUrl: await closedPort() });
      await seedTestCatalogue(down.database.db);
      downStaff = bearer(await loginAs(down.app, 'admin', 'admin1234'));
      const hanging = await silentServer();
      stopSilent = hanging.stop;
      slow = await createTestApp({ externalApiUrl: hanging.url, externalTimeoutMs: 400 });
      await seedTestCatalogue(slow.database.db);
      slowStaff = bearer(await loginAs(slow.app, 'admin', 'admin1234'));
    });
    afterAll(async () => {
      await closeTestApp(down);
      await closeTestApp(slow);
      await stopSilent();
    });

    it('answers 502 with the connection message, the health check says so, nothing changes locally', async () => {
      const before = (await down.database.db.select().from(products)).length;
      for (const url of [
        '/api/intelligent-sync-status/',
        '/api/missing-products-details/',
        '/api/external/compare/',
        '/api/external/search/?search=x',
        '/api/products/search-by-sku/T-SUS/',
      ]) {
        const response = await down.app.inject({ method: 'GET', url, headers: downStaff });
        expect(response.statusCode, url).toBe(502);
        expect(response.json(), url).toEqual({ detail: EXTERNAL_UNREACHABLE });
      }
      const health = (
        await down.app.inject({ method: 'GET', url: '/api/sync-health-check/', headers: downStaff })
      ).json();
      expect(health).toMatchObject({ status: 'error', error: EXTERNAL_UNREACHABLE, response_time_ms: null });
      expect((await down.database.db.select().from(products)).length).toBe(before);
    });

    it('answers 504 with the timeout message within the limit', async () => {
      for (const url of ['/api/intelligent-sync-status/', '/api/products/search-by-sku/T-SUS/']) {
        const started = performance.now();
        const response = await slow.app.inject({ method: 'GET', url, headers: slowStaff });
        const elapsed = performance.now() - started;
        expect(response.statusCode, url).toBe(504);
        expect(response.json()).toEqual({ detail: EXTERNAL_TIMEOUT });
        expect(elapsed).toBeGreaterThanOrEqual(350);
        expect(elapsed).toBeLessThan(3000);
      }
      const health = (
        await slow.app.inject({ method: 'GET', url: '/api/sync-health-check/', headers: slowStaff })
      ).json();
      expect(health).toMatchObject({ status: 'error', error: EXTERNAL_TIMEOUT });
    });
  });

  describe('no supplier configured (EXTERNAL_API_URL unset, the default), over HTTP', () => {
    const METRICS_TOKEN = 'metrics-token-of-the-sync-test-0123456789';
    let plain: TestContext;

    beforeAll(async () => {
      plain = await createTestApp({ metricsToken: METRICS_TOKEN });
      await seedTestCatalogue(plain.database.db);
    });
    afterAll(() => closeTestApp(plain));

    it('answers 409 once: no second reply, no 500 counted in the metrics (issue 26 item 24)', async () => {
      const base = await listen(plain);
      const headers = bearer(await loginAs(plain.app, 'admin', 'admin1234'));
      for (const url of [
        '/api/intelligent-sync-status/',
        '/api/missing-products-details/',
        '/api/external/compare/',
        '/api/external/search/?search=x',
        '/api/products/search-by-sku/T-SUS/',
      ]) {
        const response = await fetch(`${base}${url}`, { headers });
        expect(response.status, url).toBe(409);
        expect(await response.json(), url).toEqual({ detail: EXTERNAL_NOT_CONFIGURED });
      }
      const metrics = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const counted = (await metrics.text())
        .split('\n')
        .filter((line) => line.startsWith('mayorista_http_requests_total'));
      expect(counted.filter((line) => line.includes('route="/api/external/compare/"'))).toEqual([
        'mayorista_http_requests_total{method="GET",route="/api/external/compare/",status="4xx"} 1',
      ]);
      expect(counted.filter((line) => line.includes('status="5xx"'))).toEqual([]);
    });
  });
});
