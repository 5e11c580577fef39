import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';

const PRICE_FIELDS = [
  'price',
  'price_in_ars',
  'final_price',
  'discount',
  'discount_sparta',
  'total_discount',
  'dollar_rate',
  'cost_price',
  'price_adjustment',
];

function findPriceFields(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findPriceFields(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      ...(PRICE_FIELDS.includes(key) ? [`${path}.${key}`] : []),
      ...findPriceFields(child, `${path}.${key}`),
    ]);
  }
  return [];
}

describe(`catalogue API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const names = (body: { results: { name: string }[] }) => body.results.map((product) => product.name);

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => ctx?.close());

  it('hides every price field from anonymous callers on every catalogue endpoint', async () => {
    const { lamp, maceta } = data.products;
    const urls = [
      '/api/products/',
      '/api/products/?page_size=100&search=lampara',
      '/api/products/?category_name=En%20oferta',
      `/api/products/${lamp.id}/`,
      `/api/products/${maceta.id}/`,
      `/api/products/${maceta.id}/related/`,
      '/api/products/suggestions/?q=la',
      '/api/products/on-sale/',
      '/api/products/latest/',
      '/api/featured-products/',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(findPriceFields(body), url).toEqual([]);
      expect(JSON.stringify(body).length, url).toBeGreaterThan(20);
    }
    const buyerView = await get('/api/products/suggestions/?q=la', buyer);
    expect(findPriceFields(buyerView.json()).length).toBeGreaterThan(0);
  });

  it('applies the price rule for buyers: USD x rate, price_in_ars, own discount, best active offer', async () => {
    const byName = async (name: string) => {
      const response = await get(`/api/products/?search=${encodeURIComponent(name)}`, buyer);
      return response.json().results.find((product: { name: string }) => product.name === name);
    };
    const lamp = await byName('Lámpara LED 600W Full Spectrum');
    expect(lamp).toMatchObject({
      currency: 'USD',
      price: 100,
      price_in_ars: 100000,
      dollar_rate: 1000,
      total_discount: 0,
      final_price: 100000,
    });
    expect(await byName('Sustrato Premium 50L')).toMatchObject({
      price_in_ars: 5000,
      total_discount: 10,
      final_price: 4500,
    });
    expect(await byName('Compost orgánico 10kg')).toMatchObject({
      price_in_ars: 2500,
      discount: 0,
      total_discount: 20,
      final_price: 2000,
    });
    expect(await byName('Maceta textil')).toMatchObject({
      discount: 5,
      discount_sparta: 15,
      total_discount: 15,
      final_price: 2550,
    });
    expect(lamp).not.toHaveProperty('cost_price');
    const adminView = await get(`/api/products/${data.products.lamp.id}/`, staff);
    expect(adminView.json().cost_price).toBe(60);
  });

  it('shows variants with options, stock and (for buyers) adjustments', async () => {
    const anonymous = (await get(`/api/products/${data.products.maceta.id}/`)).json();
    expect(anonymous.has_variants).toBe(true);
    expect(anonymous.variants[0]).toMatchObject({ variant_name: 'Tamaño' });
    expect(
      anonymous.variants[0].options.map((option: { name: string; stock: number }) => [
        option.name,
        option.stock,
      ]),
    ).toEqual([
      ['Chico', 5],
      ['Grande', 0],
    ]);
    const forBuyer = (await get(`/api/products/${data.products.maceta.id}/`, buyer)).json();
    expect(forBuyer.variants[0].options[1].price_adjustment).toBe(500);
    expect(forBuyer.variants[0].options[0]).not.toHaveProperty('cost_price');
  });

  it('never shows a not-available product to the public, but does to staff', async () => {
    const url = `/api/products/${data.products.oculto.id}/`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url)).json()).toEqual({ detail: 'Producto no encontrado' });
    expect((await get(url, buyer)).statusCode).toBe(404);
    expect((await get(url, staff)).statusCode).toBe(200);
    expect(names((await get('/api/products/?page_size=100')).json())).not.toContain('Producto oculto');
    expect(names((await get('/api/products/?page_size=100&is_available=false')).json())).not.toContain(
      'Producto oculto',
    );
    expect(names((await get('/api/products/?page_size=100&is_available=false', staff)).json())).toEqual([
      'Producto oculto',
    ]);
  });

  it('searches ignoring accents and case, tolerating a small typo', async () => {
    for (const term of ['lampara', 'LÁMPARA', 'lampra', 'full spectrum', 'organico', 't-sus']) {
      const response = await get(`/api/products/?search=${encodeURIComponent(term)}`);
      expect(response.json().count, term).toBeGreaterThan(0);
    }
    expect(names((await get('/api/products/?search=lampara')).json())[0]).toBe(
      'Lámpara LED 600W Full Spectrum',
    );
    expect((await get('/api/products/?search=zzzzqqq')).json().count).toBe(0);
    expect(names((await get('/api/products/?search=growmax&page_size=50')).json())).toContain(
      'Maceta textil',
    );
  });

  it('filters by category with or without children, brand and sale', async () => {
    const cultivo = names(
      (await get('/api/products/?category_name=CULTIVO&include_children=true&page_size=50')).json(),
    );
    expect(cultivo.sort()).toEqual([
      'Compost orgánico 10kg',
      'Maceta textil',
      'Picador metálico',
      'Sustrato Premium 50L',
    ]);
    expect(names((await get('/api/products/?category_name=cultivo&include_children=false')).json())).toEqual([
      'Picador metálico',
    ]);
    expect(names((await get(`/api/products/?category_id=${data.categories.organicos.id}`)).json())).toEqual([
      'Compost orgánico 10kg',
    ]);
    const onSale = names((await get('/api/products/?category_name=En%20oferta&page_size=50')).json()).sort();
    expect(onSale).toEqual(['Compost orgánico 10kg', 'Maceta textil', 'Sustrato Premium 50L']);
    expect((await get('/api/products/on-sale/?page_size=1')).json().count).toBe(3);
    expect(names((await get('/api/products/?on_sale=true&page_size=50')).json()).sort()).toEqual(onSale);
    expect(names((await get('/api/products/?brand_name=lumen')).json())).toEqual([
      'Lámpara LED 600W Full Spectrum',
    ]);
    expect((await get(`/api/products/?brand=${data.brands.growmax.id}&page_size=50`)).json().count).toBe(3);
  });

  it('puts featured items first on the plain list, sorts by price and paginates DRF-style', async () => {
    expect(names((await get('/api/products/?page_size=2')).json())).toEqual([
      'Maceta textil',
      'Sustrato Premium 50L',
    ]);
    const cheap = names((await get('/api/products/?sort_by=price_asc&page_size=50', buyer)).json());
    expect(cheap[0]).toBe('Picador metálico');
    expect(cheap.at(-1)).toBe('Lámpara LED 600W Full Spectrum');
    const first = (await get('/api/products/?page_size=2&search=a')).json();
    expect(first).toMatchObject({ current_page: 1, previous: null });
    expect(first.next).toMatch(/^\/api\/products\/\?.*page=2/);
    const second = (await get(first.next)).json();
    expect(second.previous).toMatch(/page=1/);
    expect((await get('/api/products/?page=99')).statusCode).toBe(404);
  });

  it('answers bad input with 400 and a clear message, never 500', async () => {
    const cases: [string, string][] = [
      ['/api/products/?page=abc', 'page'],
      ['/api/products/?page=0', 'page'],
      ['/api/products/?page_size=100000', 'page_size'],
      ['/api/products/?category_id=abc', 'category_id'],
      ['/api/products/?sort_by=drop', 'sort_by'],
      ['/api/products/?on_sale=maybe', 'on_sale'],
      [`/api/products/?search=${'x'.repeat(10_000)}`, 'search'],
      [`/api/products/suggestions/?q=${'y'.repeat(10_000)}`, 'q'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url.slice(0, 60)).toBe(400);
      expect(response.json()[field]?.[0], url.slice(0, 60)).toEqual(expect.any(String));
    }
    expect((await get('/api/products/?category_name=NoExiste')).json()).toEqual({
      detail: 'Categoría no encontrada',
    });
    expect((await get('/api/products/?category_id=99999')).statusCode).toBe(400);
    expect((await get('/api/products/?brand_name=NoExiste')).statusCode).toBe(400);
    expect((await get('/api/products/abc/')).statusCode).toBe(400);
    expect((await get('/api/products/999999/')).statusCode).toBe(404);
    for (const nasty of [
      "'; drop table products; --",
      '%',
      '_',
      '\\',
      "' or 1=1 --",
      '"); select pg_sleep(5); --',
    ]) {
      const response = await get(`/api/products/?search=${encodeURIComponent(nasty)}`);
      expect(response.statusCode, nasty).toBe(200);
      expect((await get(`/api/products/suggestions/?q=${encodeURIComponent(nasty)}`)).statusCode).toBe(200);
    }
    expect((await get('/api/products/?search=%25')).json().count).toBe(0);
    expect((await get('/api/products/?page_size=100')).json().count).toBe(5);
  });

  it('returns related products, suggestions, latest and featured', async () => {
    const related = (await get(`/api/products/${data.products.sustrato.id}/related/`)).json().results;
    expect(related.map((product: { name: string }) => product.name)).toContain('Maceta textil');
    expect(related.map((product: { id: number }) => product.id)).not.toContain(data.products.sustrato.id);
    const suggestions = (await get('/api/products/suggestions/?q=maceta', buyer)).json().results;
    expect(suggestions[0]).toMatchObject({ name: 'Maceta textil', final_price: 2550 });
    expect((await get('/api/products/suggestions/?q=m')).json().results).toEqual([]);
    expect((await get('/api/products/latest/')).json().results.length).toBe(5);
    const featured = (await get('/api/featured-products/')).json();
    expect(
      featured.map((item: { position: number; product_details: { name: string } }) => [
        item.position,
        item.product_details.name,
      ]),
    ).toEqual([
      [1, 'Maceta textil'],
      [2, 'Sustrato Premium 50L'],
    ]);
  });

  it('lists categories as an ordered tree with counts, and active brands', async () => {
    const tree = (await get('/api/categories/ordered_hierarchy/')).json();
    expect(tree.map((node: { name: string }) => node.name)).toEqual(['CULTIVO', 'ILUMINARIA', 'En oferta']);
    expect(tree[0].product_count).toBe(4);
    expect(tree[0].children[0].children[0].name).toBe('Orgánicos');
    expect((await get('/api/categories/hierarchical/')).json()).toEqual(tree);
    const flat = (await get('/api/categories/')).json();
    expect(flat).toHaveLength(6);
    expect((await get('/api/brands/')).json().map((brand: { name: string }) => brand.name)).toEqual([
      'GrowMax',
      'Lumen',
    ]);
    expect((await get('/api/brands/', staff)).json()).toHaveLength(3);
  });

  it('serves the store settings, the dollar rate, banners and the OpenAPI document', async () => {
    const config = (await get('/api/config/')).json();
    expect(config.store_address).toContain('Berazategui');
    expect((await get('/api/dollar-rate/current/')).json()).toMatchObject({
      value: 1000,
      rate_type: 'oficial',
    });
    expect((await get('/api/uploads/carousel/')).json()).toEqual([]);
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/products/');
    expect((await get('/api/nada/')).statusCode).toBe(404);
  });
});
