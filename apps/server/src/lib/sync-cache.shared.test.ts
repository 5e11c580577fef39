import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppInstance } from '../app-instance.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { seedTestCatalogue } from '../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  dbKind,
  loginAs,
  type TestContext,
  testConfig,
} from '../test/helpers.ts';
import { listen } from '../test/network.ts';
import { closeTestApp } from '../test/order-fixtures.ts';

/**
 * The sync-status cache of docs/decisions/026 across two processes on one Redis (docs/decisions/029):
 * what one process computes the other answers as cached; a force_refresh or a clear through one is
 * what the other answers on its next request.
 */
const prefix = `test-sync-${process.pid}-${randomBytes(4).toString('hex')}:`;
const redisUrl = `redis://127.0.0.1:6379/0?keyPrefix=${prefix}`;

describe(`sync-status cache shared by two processes (${dbKind} + Redis)`, () => {
  let supplier: TestContext;
  let database: Database;
  let a: AppInstance;
  let b: AppInstance;
  let staff: Record<string, string>;

  const status = async (app: AppInstance, query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/intelligent-sync-status/${query}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { cached: boolean; missing_count: number };
  };
  const clear = (app: AppInstance) =>
    app.inject({ method: 'POST', url: '/api/clear-intelligent-sync-cache/', headers: staff });

  beforeAll(async () => {
    supplier = await createTestApp({ publicPrices: true });
    const remote = await seedTestCatalogue(supplier.database.db);
    await supplier.database.db.insert(products).values({
      name: 'Solo en el proveedor',
      sku: 'EXT-ONLY',
      categoryId: remote.categories.cultivo.id,
      price: 10,
      stock: 1,
    });
    const supplierUrl = await listen(supplier);

    database = await createTestDatabase();
    await seedTestCatalogue(database.db);
    const config = {
      externalApiUrl: supplierUrl,
      redisUrl,
      jwtSecret: randomBytes(32).toString('hex'),
    };
    a = await buildApp({ db: database.db, config: testConfig(config), logger: false });
    b = await buildApp({ db: database.db, config: testConfig(config), logger: false });
    staff = bearer(await loginAs(a, 'admin', 'admin1234'));
  });
  afterAll(async () => {
    const client = a?.sharedState.redis?.client;
    const keys = client ? await client.keys(`${prefix}*`) : [];
    if (keys.length) await client!.unlink(...keys);
    await a?.close();
    await b?.close();
    await database?.close();
    await closeTestApp(supplier);
  });

  it('answers from the other process as cached; a refresh or a clear through one is seen by the other next', async () => {
    expect((await clear(a)).statusCode).toBe(200);
    const first = await status(a);
    expect(first.cached).toBe(false);
    expect(await status(b)).toMatchObject({ cached: true, missing_count: first.missing_count });

    // A new product at the supplier: B refreshes, A answers the refreshed value from the cache.
    await supplier.database.db.insert(products).values({
      name: 'Llegó después',
      sku: 'EXT-NEW',
      categoryId: (await supplier.database.db.select().from(products).where(eq(products.sku, 'EXT-ONLY')))[0]
        .categoryId,
      price: 10,
      stock: 1,
    });
    // Written past the supplier's API: its catalogue version is moved by hand (decision 035).
    await supplier.app.catalogue.bump();
    expect(await status(b, '?force_refresh=true')).toMatchObject({
      cached: false,
      missing_count: first.missing_count + 1,
    });
    expect(await status(a)).toMatchObject({ cached: true, missing_count: first.missing_count + 1 });

    // Gone again at the supplier: a clear through A makes B recompute.
    await supplier.database.db.delete(products).where(eq(products.sku, 'EXT-NEW'));
    await supplier.app.catalogue.bump();
    expect((await status(b)).missing_count).toBe(first.missing_count + 1);
    expect((await clear(a)).statusCode).toBe(200);
    expect(await status(b)).toMatchObject({ cached: false, missing_count: first.missing_count });
  });
});
