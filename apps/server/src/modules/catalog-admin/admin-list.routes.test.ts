import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';

type Listed = {
  id: number;
  name: string;
  stock: number;
  is_available: boolean;
  is_own_product: boolean;
  sync_with_external?: boolean;
  total_discount?: number;
  final_price?: number;
  cost_price?: number | null;
};
type ListPage = { count: number; results: Listed[] };

/**
 * The inventory screen's list (backoffice §2.2, §7): GET /api/products/ as staff with page_size=12 and
 * each filter and sort of the filter panel. Staff see hidden products and cost prices.
 */
describe(`admin inventory list (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;
  /** Products of a brand of their own, created on known days (oldest first). */
  let dated: { id: number; name: string }[];
  let inventarioBrand: number;

  const list = async (query: string, headers = staff): Promise<ListPage> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products/?${query}`, headers });
    expect(response.statusCode, query).toBe(200);
    return response.json();
  };
  const names = (page: ListPage) => page.results.map((product) => product.name);
  const all = async (query = '') => list(`page_size=100${query ? `&${query}` : ''}`);

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    const [brand] = await ctx.database.db.insert(brands).values({ name: 'Inventario', order: 9 }).returning();
    inventarioBrand = brand.id;
    const base = {
      brandId: brand.id,
      categoryId: data.categories.paneles.id,
      price: 100,
      stock: 3,
      description: '',
    };
    dated = await ctx.database.db
      .insert(products)
      .values([
        { ...base, name: 'Inv enero', sku: 'INV-1', createdAt: new Date('2026-01-10T12:00:00Z') },
        {
          ...base,
          name: 'Inv febrero',
          sku: 'INV-2',
          createdAt: new Date('2026-02-10T12:00:00Z'),
          syncWithExternal: true,
          isOwnProduct: false,
          stock: 0,
        },
        {
          ...base,
          name: 'Inv marzo',
          sku: 'INV-3',
          createdAt: new Date('2026-03-10T12:00:00Z'),
          syncWithExternal: true,
          isAvailable: false,
          price: 40,
        },
      ])
      .returning({ id: products.id, name: products.name });
  });
  afterAll(() => ctx?.close());

  it('shows staff every product, hidden ones included, with cost prices, 12 to a page', async () => {
    const everything = await all();
    expect(everything.count).toBe(9);
    expect(names(everything)).toEqual(expect.arrayContaining(['Producto oculto', 'Inv marzo']));
    const lamp = everything.results.find((product) => product.id === data.products.lamp.id);
    expect(lamp?.cost_price).toBe(60);
    const page = await list('page=1&page_size=12&sort_by=newest');
    expect(page.results).toHaveLength(9);
    // A buyer's list (the storefront) hides what is not visible.
    expect(names(await list('page_size=100', buyer))).not.toContain('Producto oculto');
  });

  it('filters by stock status: in stock above 0, out of stock at 0 or less', async () => {
    const inStock = await all('stock_status=in_stock');
    const outOfStock = await all('stock_status=out_of_stock');
    expect(names(outOfStock).sort()).toEqual(['Inv febrero', 'Picador metálico']);
    expect(inStock.results.every((product) => product.stock > 0)).toBe(true);
    expect(names(inStock)).toEqual(expect.arrayContaining(['Producto oculto', 'Maceta textil', 'Inv marzo']));
    expect(inStock.count + outOfStock.count).toBe((await all()).count);
  });

  it('sorts newest and oldest by creation date', async () => {
    const byBrand = `brand=${inventarioBrand}`;
    expect(names(await all(`${byBrand}&sort_by=newest`))).toEqual(['Inv marzo', 'Inv febrero', 'Inv enero']);
    expect(names(await all(`${byBrand}&sort_by=oldest`))).toEqual(['Inv enero', 'Inv febrero', 'Inv marzo']);
    // Across the catalogue: the seeded products (created now) come before the dated ones.
    const newest = names(await all('sort_by=newest'));
    expect(newest.slice(-3)).toEqual(['Inv marzo', 'Inv febrero', 'Inv enero']);
    expect(names(await all('sort_by=oldest')).slice(0, 3)).toEqual(['Inv enero', 'Inv febrero', 'Inv marzo']);
  });

  it('sorts by final price both ways, hidden products included', async () => {
    const ascending = (await all('sort_by=price_asc')).results;
    const descending = (await all('sort_by=price_desc')).results;
    expect(ascending).toHaveLength(9);
    const prices = ascending.map((product) => product.final_price ?? Number.NaN);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ascending[0].name).toBe('Inv marzo');
    expect(ascending.at(-1)?.name).toBe('Lámpara LED 600W Full Spectrum');
    expect(descending.map((product) => product.final_price)).toEqual([...prices].reverse());
  });

  it('narrows to synchronised products with syncable=true; false is the default (all)', async () => {
    const syncable = await all('syncable=true');
    expect(names(syncable).sort()).toEqual(['Inv febrero', 'Inv marzo']);
    expect(syncable.results.every((product) => product.sync_with_external)).toBe(true);
    expect((await all('syncable=false')).count).toBe((await all()).count);
  });

  it('filters by ownership: own, supplier or all', async () => {
    expect(names(await all('own_product=false'))).toEqual(['Inv febrero']);
    const own = await all('own_product=true');
    expect(own.count).toBe(8);
    expect(own.results.every((product) => product.is_own_product)).toBe(true);
  });

  it('narrows to products on sale with on_sale=true; false is the default (all)', async () => {
    const onSale = await all('on_sale=true');
    expect(names(onSale).sort()).toEqual(['Compost orgánico 10kg', 'Maceta textil', 'Sustrato Premium 50L']);
    expect(onSale.results.every((product) => (product.total_discount ?? 0) > 0)).toBe(true);
    expect((await all('on_sale=false')).count).toBe((await all()).count);
  });

  it('filters by category id with or without its subcategories, hidden products included', async () => {
    const { sustratos, paneles } = data.categories;
    expect(names(await all(`category_id=${sustratos.id}&include_children=true`)).sort()).toEqual([
      'Compost orgánico 10kg',
      'Maceta textil',
      'Producto oculto',
      'Sustrato Premium 50L',
    ]);
    expect(names(await all(`category_id=${sustratos.id}&include_children=false`)).sort()).toEqual([
      'Maceta textil',
      'Producto oculto',
      'Sustrato Premium 50L',
    ]);
    expect((await all(`category_id=${paneles.id}`)).count).toBe(4);
  });

  it('searches hidden products too and combines every filter with the page of 12', async () => {
    expect(names(await all('search=oculto'))).toEqual(['Producto oculto']);
    expect(names(await all('search=inv%20marzo'))).toContain('Inv marzo');
    const combined = await list(
      [
        'page=1',
        'page_size=12',
        `category_id=${data.categories.iluminaria.id}`,
        'include_children=true',
        'stock_status=in_stock',
        'syncable=true',
        'own_product=true',
        'sort_by=price_desc',
        'search=inv',
      ].join('&'),
    );
    expect(names(combined)).toEqual(['Inv marzo']);
    expect(combined.count).toBe(1);
    expect(dated.map((product) => product.name)).toContain('Inv marzo');
  });

  it('ranks a search before any sort: exact SKU, exact name, word start, inside a word, typos (issue 26 item 12)', async () => {
    const base = { categoryId: data.categories.paneles.id, price: 100, stock: 3, description: '' };
    const day = (n: number) => new Date(Date.UTC(2026, 5, n));
    // Oldest first, so newest-first alone would list them exactly the other way round.
    const rows = await ctx.database.db
      .insert(products)
      .values([
        { ...base, name: 'Pala de jardín', sku: 'KOLVAX', createdAt: day(1), price: 500 },
        { ...base, name: 'Kolvax', sku: 'KOL-N', createdAt: day(2), price: 400 },
        { ...base, name: 'Kolvaxito reforzado', sku: 'KOL-P', createdAt: day(3), price: 300 },
        { ...base, name: 'Rastrillo Superkolvax', sku: 'KOL-I', createdAt: day(4), price: 200 },
        { ...base, name: 'Rastrillo kolvaz', sku: 'KOL-T', createdAt: day(5), price: 100 },
      ])
      .returning({ name: products.name });
    const expected = rows.map((row) => row.name);
    for (const sort of ['newest', 'oldest', 'price_asc', 'price_desc', 'name'])
      expect({ sort, names: names(await all(`search=kolvax&sort_by=${sort}`)) }).toEqual({
        sort,
        names: expected,
      });
    // Unsorted (the storefront's search), the same ranking.
    expect(names(await all('search=kolvax'))).toEqual(expected);
    // Within a rank the chosen order holds.
    expect(names(await all('search=rastrillo&sort_by=newest'))).toEqual([
      'Rastrillo kolvaz',
      'Rastrillo Superkolvax',
    ]);
  });
});
