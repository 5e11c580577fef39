/** The list's counts kept under the catalogue's shape version (migration 0010, decision 039). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { listProducts } from './storefront.service.ts';

describe(`list counts kept while the catalogue keeps its shape (${dbKind})`, () => {
  let database: Database;
  let categoryId: number;
  let brandId: number;
  /** Staff asks for the supplier filter (own_product is staff data, issue 26 item 27); anyone else for the rest. */
  const staff = { userId: 1, username: 'admin', isStaff: true, isBlocked: false, priceListId: null };
  const count = async (extra: Record<string, unknown> = {}) =>
    (
      await listProducts(
        database.db,
        { url: '/api/products/', ...extra },
        'own_product' in extra ? staff : null,
      )
    ).count;
  const shape = async () =>
    (
      await queryRows<{ version: string }>(
        database.db,
        sql`select version::text as version from catalogue_shape`,
      )
    )[0].version;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [category] = await database.db
      .insert(categories)
      .values({ name: 'Conteo', slug: 'conteo', order: 0 })
      .returning();
    const [brand] = await database.db.insert(brands).values({ name: 'Contadora' }).returning();
    categoryId = category.id;
    brandId = brand.id;
    await database.db.insert(products).values(
      Array.from({ length: 30 }, (_, n) => ({
        name: `Producto contado ${n}`,
        sku: `CNT-${n}`,
        price: 100 + n,
        categoryId: n < 10 ? category.id : null,
        brandId: n < 5 ? brand.id : null,
      })),
    );
  });
  afterAll(() => database?.close());

  it('keeps the count through price and stock changes, and counts again when the shape moves', async () => {
    expect(await count()).toBe(30);
    expect(await count({ category_id: categoryId })).toBe(10);
    expect(await count({ brand: brandId })).toBe(5);

    const before = await shape();
    await database.db.update(products).set({ price: 999, stock: 3 });
    expect(await shape()).toBe(before);

    // The count is really kept: a change the version does not see (its trigger off) is not counted.
    await database.db.execute(sql`alter table products disable trigger products_shape_update`);
    await database.db.update(products).set({ isAvailable: false }).where(eq(products.sku, 'CNT-29'));
    expect(await count()).toBe(30);
    await database.db.execute(sql`alter table products enable trigger products_shape_update`);
    await database.db.update(products).set({ isAvailable: true }).where(eq(products.sku, 'CNT-29'));

    // Every change of what the counts filter on moves the version.
    await database.db.update(products).set({ isAvailable: false }).where(eq(products.sku, 'CNT-0'));
    expect(await count()).toBe(29);
    expect(await count({ category_id: categoryId })).toBe(9);
    await database.db.update(products).set({ categoryId }).where(eq(products.sku, 'CNT-20'));
    expect(await count({ category_id: categoryId })).toBe(10);
    await database.db.update(products).set({ brandId: null }).where(eq(products.sku, 'CNT-1'));
    expect(await count({ brand: brandId })).toBe(3);
    const own = await count({ own_product: true });
    const [{ is_own_product: wasOwn }] = await queryRows<{ is_own_product: boolean }>(
      database.db,
      sql`select is_own_product from products where sku = 'CNT-2'`,
    );
    await database.db.update(products).set({ isOwnProduct: !wasOwn }).where(eq(products.sku, 'CNT-2'));
    expect(await count({ own_product: true })).toBe(wasOwn ? own - 1 : own + 1);
    await database.db.insert(products).values({ name: 'Producto nuevo', sku: 'CNT-NEW', price: 1 });
    expect(await count()).toBe(30);
    await database.db.delete(products).where(eq(products.sku, 'CNT-NEW'));
    expect(await count()).toBe(29);
    expect(await shape()).not.toBe(before);
  });

  it('counts filters that read stock or offers every time', async () => {
    const inStock = await count({ stock_status: 'in_stock' });
    await database.db.update(products).set({ stock: 0 }).where(eq(products.sku, 'CNT-3'));
    expect(await count({ stock_status: 'in_stock' })).toBe(inStock - 1);
  });
});
