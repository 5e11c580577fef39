/**
 * The catalogue cache (decision 035) never serves a change late and never mixes viewer classes:
 * every kind of admin write is seen by the very next request, anonymous answers never carry prices
 * (even when a buyer's answer for the same URL is kept), buyers never get another class's answer.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HEADER } from '../modules/search/search-index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../test/fixtures.ts';
import { createTestApp, dbKind, loginAs, type TestContext } from '../test/helpers.ts';
import { closeTestApp } from '../test/order-fixtures.ts';
import { CACHE_HEADER } from './caches/answers.ts';

const PRICE_KEYS = ['price', 'final_price', 'price_in_ars', 'cost_price', 'total_discount', 'dollar_rate'];

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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`catalogue cache: fresh after every write, one answer per viewer class (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  const anon = {};

  const get = (url: string, headers: Record<string, string> = anon) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const write = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const response = await ctx.app.inject({ method, url, headers: staff, payload: payload as object });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  /** The demo buyer orders one unit of a product (pickup). */
  const placeOrder = (productId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer,
      payload: {
        recipient_name: 'Comprador Demo',
        customer_phone: '1134567890',
        customer_email: 'demo@growshop-demo.com.ar',
        delivery_type: 'pickup',
        products: [{ product_id: productId, quantity: 1, price: 1, selected_variants: null }],
      },
    });
  /** Asks twice: the second answer must come from memory (so a later change is really tested against it). */
  const warm = async (url: string, headers: Record<string, string> = anon) => {
    await get(url, headers);
    const again = await get(url, headers);
    expect(again.headers[CACHE_HEADER], url).toBe('hit');
    return again.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  describe('answers from memory', () => {
    it('misses once, then hits; revalidates with ETag (304); compresses with gzip; staff never cached', async () => {
      const url = '/api/products/?page=1&page_size=12';
      const first = await get(url);
      expect(first.headers[CACHE_HEADER]).toBe('miss');
      const second = await get(url);
      expect(second.headers[CACHE_HEADER]).toBe('hit');
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers.vary).toContain('Authorization');

      const revalidated = await get(url, { 'if-none-match': String(second.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');

      const zipped = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());

      for (let i = 0; i < 2; i++) {
        const staffAnswer = await get('/api/products/?page=1&page_size=100', staff);
        expect(staffAnswer.headers[CACHE_HEADER]).toBeUndefined();
        expect(staffAnswer.json().results.map((p: { name: string }) => p.name)).toContain('Producto oculto');
      }
    });
  });

  describe('every kind of admin write is seen on the very next request', () => {
    const detail = (id: number) => `/api/products/${id}/`;

    it('product name, price and stock', async () => {
      const id = data.products.sustrato.id;
      await warm(detail(id));
      const before = await warm(detail(id), buyer);
      await write('PATCH', detail(id), { name: 'Sustrato Renombrado', price: 7000, stock: 3 });
      expect((await get(detail(id))).json()).toMatchObject({ name: 'Sustrato Renombrado', stock: 3 });
      const after = (await get(detail(id), buyer)).json();
      expect(after.final_price).not.toBe(before.final_price);
      expect(after).toMatchObject({ price: 7000, stock: 3 });
    });

    it('product visibility: a hidden product leaves the list and its detail answers 404', async () => {
      const id = data.products.picador.id;
      const names = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);
      expect(names(await warm('/api/products/?page_size=50'))).toContain(id);
      await write('PATCH', detail(id), { is_available: false });
      expect(names((await get('/api/products/?page_size=50')).json())).not.toContain(id);
      expect((await get(detail(id))).statusCode).toBe(404);
      await write('PATCH', detail(id), { is_available: true });
      expect(names((await get('/api/products/?page_size=50')).json())).toContain(id);
    });

    it('category rename: the category list and the product show the new name', async () => {
      const category = data.categories.cultivo;
      await warm('/api/categories/');
      await warm(detail(data.products.picador.id));
      await write('PUT', `/api/categories/${category.id}/`, { name: 'CULTIVO Y HUERTA' });
      const names = (await get('/api/categories/')).json().map((c: { name: string }) => c.name);
      expect(names).toContain('CULTIVO Y HUERTA');
      expect((await get(detail(data.products.picador.id))).json().category_name).toBe('CULTIVO Y HUERTA');
      await write('PUT', `/api/categories/${category.id}/`, { name: 'CULTIVO' });
    });

    it('brand deactivated: the public brand list drops it', async () => {
      const brand = data.brands.lumen;
      const names = (body: { name: string }[]) => body.map((b) => b.name);
      expect(names(await warm('/api/brands/'))).toContain('Lumen');
      await write('POST', `/api/brands/${brand.id}/toggle_active/`);
      expect(names((await get('/api/brands/')).json())).not.toContain('Lumen');
      await write('POST', `/api/brands/${brand.id}/toggle_active/`);
      expect(names((await get('/api/brands/')).json())).toContain('Lumen');
    });

    it('featured products: adding one puts it first in the plain list and in the featured list', async () => {
      const id = data.products.picador.id;
      await warm('/api/featured-products/');
      await warm('/api/products/?page=1&page_size=12');
      const added = await write('POST', '/api/featured-products/', { product: id });
      const featured = (await get('/api/featured-products/')).json() as { product: number }[];
      expect(featured.map((item) => item.product)).toContain(id);
      await write('DELETE', `/api/featured-products/${added.json().id}/`);
      const again = (await get('/api/featured-products/')).json() as { product: number }[];
      expect(again.map((item) => item.product)).not.toContain(id);
    });

    it('ordering: the plain list follows the saved order', async () => {
      const { picador, compost } = data.products;
      const ids = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);
      const before = ids(await warm('/api/products/?page=1&page_size=50'));
      await write('POST', '/api/update-order/', {
        products: [
          { id: compost.id, order: 900 },
          { id: picador.id, order: 901 },
        ],
      });
      const after = ids((await get('/api/products/?page=1&page_size=50')).json());
      expect(after).not.toEqual(before);
      expect(after.indexOf(picador.id)).toBeGreaterThan(after.indexOf(compost.id));
    });

    it('an offer created now: the buyer sees the discount on the next request', async () => {
      const id = data.products.picador.id;
      const before = await warm(detail(id), buyer);
      const now = Date.now();
      const offer = await write('POST', '/api/marketing/offers/', {
        name: 'Relámpago',
        discount: 30,
        start_date: new Date(now - 60_000).toISOString(),
        end_date: new Date(now + 3_600_000).toISOString(),
        products: [id],
      });
      const after = (await get(detail(id), buyer)).json();
      expect(after.total_discount).toBeGreaterThanOrEqual(30);
      expect(after.final_price).toBeLessThan(before.final_price);
      await write('DELETE', `/api/marketing/offers/${offer.json().id}/`);
      expect((await get(detail(id), buyer)).json().final_price).toBe(before.final_price);
    });

    it('an offer starts and ends by the clock, with no write in between', async () => {
      const id = data.products.maceta.id;
      const before = await warm(detail(id), buyer);
      const start = Date.now() + 1_500;
      await write('POST', '/api/marketing/offers/', {
        name: 'Con reloj',
        discount: 40,
        start_date: new Date(start).toISOString(),
        end_date: new Date(start + 1_500).toISOString(),
        products: [id],
      });
      expect(await warm(detail(id), buyer)).toMatchObject({ final_price: before.final_price });
      await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 100));
      const during = await get(detail(id), buyer);
      expect(during.json().final_price).toBeLessThan(before.final_price);
      await warm(detail(id), buyer);
      await new Promise((resolve) => setTimeout(resolve, start + 1_500 - Date.now() + 100));
      expect((await get(detail(id), buyer)).json().final_price).toBe(before.final_price);
    });

    it('dollar rate: a USD product follows a new manual rate', async () => {
      const id = data.products.lamp.id;
      const before = await warm(detail(id), buyer);
      await write('POST', '/api/dollar-rates/set_manual_rate/', { value: 2000 });
      const after = (await get(detail(id), buyer)).json();
      expect(after.dollar_rate).toBe(2000);
      expect(after.final_price).toBeGreaterThan(before.final_price);
      expect((await get('/api/dollar-rate/current/', buyer)).json().value).toBe(2000);
    });

    it('store settings: the public config shows the saved value', async () => {
      await warm('/api/config/');
      const full = (await get('/api/site-config/1/', staff)).json();
      const { id: _id, ...fields } = full;
      await write('PUT', '/api/site-config/1/', { ...fields, promo_text: 'Nuevo aviso de la tienda' });
      expect((await get('/api/config/')).json().promo_text).toBe('Nuevo aviso de la tienda');
    });

    it('a buyer order takes stock: the next request shows it', async () => {
      const product = data.products.sustrato;
      const before = (await warm(detail(product.id))).stock as number;
      const order = await placeOrder(product.id);
      expect(order.statusCode, order.body).toBe(201);
      expect((await get(detail(product.id))).json().stock).toBe(before - 1);
    });

    it('a job that moves the catalogue (app.catalogue.bump) is seen on the next request', async () => {
      await warm('/api/categories/');
      await ctx.app.catalogue.bump();
      expect((await get('/api/categories/')).headers[CACHE_HEADER]).toBe('miss');
    });
  });

  describe('searches answered from memory (decision 039) follow every change', () => {
    let asked = 0;
    /** A search of a new URL each time (so the answer cache cannot answer) until the index answers it. */
    const searchInMemory = async (text: string, headers: Record<string, string> = anon) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        asked++;
        const response = await get(
          `/api/products/?search=${encodeURIComponent(text)}&page_size=${asked}`,
          headers,
        );
        expect(response.statusCode, response.body).toBe(200);
        if (response.headers[SEARCH_HEADER] === 'memory') return response.json();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the search for ${text} never came from memory`);
    };
    const ids = (page: { results: { id: number }[] }) => page.results.map((product) => product.id);

    it('a rename, a price, an order taking stock and suggestions are seen by the next search', async () => {
      const id = data.products.compost.id;
      expect(ids(await searchInMemory('compost'))).toContain(id);
      const before = (await searchInMemory('compost', buyer)).results.find(
        (p: { id: number }) => p.id === id,
      );
      expect(before.price).toBe(2000);

      await write('PATCH', `/api/products/${id}/`, { name: 'Abono Quelite 10kg', price: 9100 });
      // The very next search (the index of the new version may still be building: then SQL answers).
      expect(ids((await get('/api/products/?search=quelite&page_size=48')).json())).toEqual([id]);
      expect(ids(await searchInMemory('quelite'))).toEqual([id]);
      // The old name is gone ('compost' alone still finds it: 'comp', from its SKU T-COMP, is a close word).
      expect(ids(await searchInMemory('compost orgánico'))).not.toContain(id);
      const priced = (await searchInMemory('quelite', buyer)).results[0];
      expect(priced.price).toBe(9100);
      expect(priced.final_price).toBe((await get(`/api/products/${id}/`, buyer)).json().final_price);
      const suggested = await get('/api/products/suggestions/?q=quelit');
      expect(suggested.json().results.map((s: { id: number }) => s.id)).toEqual([id]);
      expect(keysOf(suggested.json()).has('final_price')).toBe(false);

      const stock = priced.stock as number;
      const order = await placeOrder(id);
      expect(order.statusCode, order.body).toBe(201);
      expect((await searchInMemory('quelite')).results[0].stock).toBe(stock - 1);

      await write('PATCH', `/api/products/${id}/`, { is_available: false });
      expect(ids((await get('/api/products/?search=quelite&page_size=47')).json())).toEqual([]);
      expect(ids(await searchInMemory('quelite'))).toEqual([]);
      await write('PATCH', `/api/products/${id}/`, { is_available: true, name: 'Compost orgánico 10kg' });
    });
  });

  describe('viewer classes never mix', () => {
    const urls = () => [
      '/api/products/?page=1&page_size=12',
      '/api/products/on-sale/',
      '/api/products/latest/',
      `/api/products/${data.products.compost.id}/`,
      `/api/products/${data.products.picador.id}/related/`,
      '/api/products/suggestions/?q=sus',
      '/api/featured-products/',
    ];

    it('anonymous answers carry no price even right after a buyer asked the same URL', async () => {
      await ctx.app.catalogue.bump();
      for (const url of urls()) {
        const forBuyer = await get(url, buyer);
        expect(forBuyer.statusCode, url).toBe(200);
        const buyerKeys = keysOf(forBuyer.json());
        // Every answer with a product in it carries its price for the buyer.
        if (buyerKeys.has('name'))
          expect(
            [...buyerKeys].some((key) => PRICE_KEYS.includes(key)),
            url,
          ).toBe(true);
        const forAnon = await get(url);
        expect(forAnon.headers[CACHE_HEADER], url).toBe('miss');
        const leaked = [...keysOf(forAnon.json())].filter((key) => PRICE_KEYS.includes(key));
        expect(leaked, url).toEqual([]);
        const cachedAnon = await get(url);
        expect(cachedAnon.headers[CACHE_HEADER], url).toBe('hit');
        expect(
          [...keysOf(cachedAnon.json())].filter((key) => PRICE_KEYS.includes(key)),
          url,
        ).toEqual([]);
      }
    });

    it('a buyer never gets the anonymous answer, nor the staff one; a bad token is anonymous', async () => {
      await ctx.app.catalogue.bump();
      for (const url of urls()) {
        await warm(url);
        await get(url, staff);
        const forBuyer = await get(url, buyer);
        expect(forBuyer.headers[CACHE_HEADER], url).toBe('miss');
        const keys = keysOf(forBuyer.json());
        if (keys.has('name')) expect(keys.has('final_price'), url).toBe(true);
        expect(keys.has('cost_price'), url).toBe(false);
        const badToken = await get(url, { authorization: 'Bearer not-a-token' });
        expect(badToken.headers[CACHE_HEADER], url).toBe('hit');
        expect(
          [...keysOf(badToken.json())].filter((key) => PRICE_KEYS.includes(key)),
          url,
        ).toEqual([]);
      }
    });

    it('a revoked token (password changed) stops seeing prices on the very next request', async () => {
      const url = `/api/products/${data.products.compost.id}/`;
      const token = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
      expect((await warm(url, token)).final_price).toBeGreaterThan(0);
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password/',
        headers: token,
        payload: { old_password: 'demo1234', new_password: 'OtraClave987', confirm_password: 'OtraClave987' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await get(url, token);
      expect(after.json().final_price).toBeUndefined();
      expect((await get('/api/orders/my-orders/', token)).statusCode).toBe(401);
    });
  });
});
