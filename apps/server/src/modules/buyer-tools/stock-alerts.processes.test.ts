import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { outbox, products, stockAlerts } from '../../db/schema/index.ts';
import { bearer, createTestDatabase, dbKind, loginAs, testConfig } from '../../test/helpers.ts';
import { type Buyer, createBuyers, waitForOutbox } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';
import { notifyRestockedAlerts } from './stock-alerts.service.ts';

/**
 * Two app processes on one database (two apps here, each with its own connection pool on
 * PostgreSQL) both see the stock come back: each alert is claimed by one of them and mailed once.
 */
describe(`stock alerts across two processes (${dbKind})`, () => {
  let database: Database;
  /** The second process's own pool on the same PostgreSQL database (PGlite: the same database). */
  let second: Database | null = null;
  let a: AppInstance;
  let b: AppInstance;
  let buyers: Buyer[];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind === 'postgres') {
      const url = (database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      second = await openDatabase({ url, poolSize: 10 });
    }
    const jwtSecret = randomBytes(32).toString('hex');
    const config = { jwtSecret, siteUrl: 'https://tienda.example' };
    a = await buildApp({ db: database.db, config: testConfig(config), logger: false });
    b = await buildApp({ db: (second ?? database).db, config: testConfig(config), logger: false });
    await Promise.all([a.ready(), b.ready()]);
    await ensureDemoUsers(database.db);
    buyers = await createBuyers(a, database.db, 20, { prefix: 'dos' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second) {
      second.pool?.on('error', () => {});
      await second.close();
    }
    database.pool?.on('error', () => {});
    await database?.close();
  });

  it('sends one e-mail per alert when both processes check at once', async () => {
    const staff = bearer(await loginAs(a, 'admin', 'admin1234'));
    const goods = await Promise.all(
      ['Lupa 60x', 'Balanza de precisión', 'Grinder 4 partes'].map((name) =>
        createPlainProduct(database.db, { name, stock: 0 }),
      ),
    );
    // Every buyer waits for every product, half asking through each process.
    for (const [index, buyer] of buyers.entries()) {
      const app = index % 2 ? b : a;
      for (const product of goods) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/products/${product.id}/stock-alert/`,
          headers: buyer.headers,
          payload: {},
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    const expected = buyers.length * goods.length;

    // The stock comes back: an edit through each process at the same moment, a write past the API
    // that both are told about, and direct checks on both, all racing.
    const [first, secondProduct, third] = goods;
    const edit = (app: AppInstance, id: number) =>
      app.inject({ method: 'PATCH', url: `/api/products/${id}/`, headers: staff, payload: { stock: 5 } });
    const deps = (app: AppInstance) => ({ db: app.db, mailer: app.mailer, config: app.config, log: app.log });
    await database.db
      .update(products)
      .set({ stock: 2 })
      .where(inArray(products.id, [third.id]));
    const results = await Promise.all([
      edit(a, first.id),
      edit(b, secondProduct.id),
      a.caches.move('stock'),
      b.caches.move('stock'),
      notifyRestockedAlerts(deps(a)),
      notifyRestockedAlerts(deps(b)),
      notifyRestockedAlerts(deps(a)),
      notifyRestockedAlerts(deps(b)),
    ]);
    expect(results.slice(0, 2).map((response) => (response as { statusCode: number }).statusCode)).toEqual([
      200, 200,
    ]);

    const mails = await waitForOutbox(database.db, (row) => row.kind === 'stock_alert', expected, 20_000);
    // The checks after the writes may still run: let them end, then count again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.all([notifyRestockedAlerts(deps(a)), notifyRestockedAlerts(deps(b))]);
    const all = (await database.db.select().from(outbox)).filter((row) => row.kind === 'stock_alert');
    expect(mails.length).toBe(expected);
    expect(all.length).toBe(expected);
    const pairs = new Set(all.map((row) => `${row.to} ${row.subject}`));
    expect(pairs.size).toBe(expected);
    const alerts = await database.db.select().from(stockAlerts);
    expect(alerts).toHaveLength(expected);
    expect(alerts.every((alert) => alert.notifiedAt !== null)).toBe(true);
  });
});
