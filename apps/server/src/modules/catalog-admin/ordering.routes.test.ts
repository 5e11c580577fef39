import { ORDERING_MESSAGES } from '@mayorista/shared/catalog-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, products } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

type OrderingPage = {
  count: number;
  total_pages: number;
  results: { id: number; name: string; order: number }[];
};

describe(`catalogue order API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = staff) =>
    ctx.app.inject({ method, url, payload: payload as object | undefined, headers });
  const list = async (query = '') => (await call('GET', `/api/update-order/${query}`)).json() as OrderingPage;
  const names = (page: OrderingPage) => page.results.map((product) => product.name);

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('is for staff only: 401 anonymous, 403 buyer', async () => {
    for (const [method, payload] of [['GET'], ['POST', { products: [{ id: 1, order: 0 }] }]] as const) {
      expect((await call(method, '/api/update-order/', payload, {})).statusCode).toBe(401);
      expect((await call(method, '/api/update-order/', payload, buyer)).statusCode).toBe(403);
    }
  });

  it('lists every product (hidden ones too) in the storefront order, 50 per page by default', async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(page.results).toHaveLength(6);
    // Every seeded product has order 0: newest id first, as the storefront does.
    expect(page.results.map((product) => product.id)).toEqual(
      Object.values(data.products)
        .map((product) => product.id)
        .sort((a, b) => b - a),
    );
    expect(names(page)).toContain('Producto oculto');
    expect(names(await list('?ordering=name'))[0]).toBe('Compost orgánico 10kg');
    expect(names(await list('?ordering=-name'))[0]).toBe('Sustrato Premium 50L');
  });

  it('filters by category with or without children and caps the total with limit', async () => {
    const cultivo = data.categories.cultivo.id;
    expect((await list(`?category_id=${cultivo}`)).count).toBe(5);
    expect((await list(`?category_id=${cultivo}&include_children=true`)).count).toBe(5);
    expect(names(await list(`?category_id=${cultivo}&include_children=false`))).toEqual(['Picador metálico']);
    const limited = await list('?limit=3&page_size=2');
    expect(limited).toMatchObject({ count: 3, total_pages: 2 });
    expect((await list('?limit=3&page_size=2&page=2')).results).toHaveLength(1);
    expect((await call('GET', '/api/update-order/?limit=3&page_size=2&page=3')).statusCode).toBe(404);
  });

  it('answers bad queries with 400 and a Spanish message', async () => {
    const cases: [string, Record<string, string[]> | { detail: string }][] = [
      ['?ordering=precio', { ordering: ['ordering debe ser uno de: order, -order, name, -name'] }],
      ['?page_size=0', { page_size: ['page_size debe ser un número entero positivo'] }],
      ['?limit=abc', { limit: ['limit debe ser un número entero positivo'] }],
      ['?category_id=999999', { detail: 'Categoría no encontrada' }],
    ];
    for (const [query, body] of cases) {
      const response = await call('GET', `/api/update-order/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(body);
    }
  });

  it('saves the order in one transaction; the plain storefront list follows it after the featured items', async () => {
    const { picador, compost, lamp, sustrato } = data.products;
    const response = await call('POST', '/api/update-order/', {
      products: [
        { id: picador.id, order: 1 },
        { id: compost.id, order: 2 },
        { id: lamp.id, order: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ORDERING_MESSAGES.updated, updated: 3 });
    const storefront = (await call('GET', '/api/products/?page_size=12', undefined, {})).json();
    expect(storefront.results.map((product: { name: string }) => product.name)).toEqual([
      'Maceta textil',
      'Sustrato Premium 50L',
      'Picador metálico',
      'Compost orgánico 10kg',
      'Lámpara LED 600W Full Spectrum',
    ]);
    expect(names(await list()).slice(-3)).toEqual([
      'Picador metálico',
      'Compost orgánico 10kg',
      'Lámpara LED 600W Full Spectrum',
    ]);

    // One unknown id: nothing is written.
    const refused = await call('POST', '/api/update-order/', {
      products: [
        { id: sustrato.id, order: 9 },
        { id: 999999, order: 0 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ products: [ORDERING_MESSAGES.productsUnknown] });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, sustrato.id));
    expect(row.order).toBe(0);

    const repeated = await call('POST', '/api/update-order/', {
      products: [
        { id: lamp.id, order: 1 },
        { id: lamp.id, order: 2 },
      ],
    });
    expect(repeated.json()).toEqual({ products: [ORDERING_MESSAGES.productsRepeated] });
    for (const payload of [
      {},
      { products: [] },
      { products: [{ id: lamp.id, order: -1 }] },
      { products: 'x' },
    ]) {
      expect((await call('POST', '/api/update-order/', payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    const logged = await ctx.database.db.select().from(activityLog).where(eq(activityLog.entity, 'product'));
    expect(logged.filter((entry) => entry.action === 'reorder')).toHaveLength(1);
  });
});
