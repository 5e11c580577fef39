import {
  EXTERNAL_NOT_CONFIGURED,
  EXTERNAL_TIMEOUT,
  EXTERNAL_UNREACHABLE,
  type SyncRun,
  SyncRunsSchema,
} from '@mayorista/shared/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { activityLog, products, syncRuns, variantOptions } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext, testConfig } from '../../test/helpers.ts';
import { closedPort, listen, silentServer } from '../../test/network.ts';
import { closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import { createExternalClient } from './external-client.ts';
import { supplierStockSyncJob } from './supplier-stock-sync.job.ts';
import { RUN_IN_PROGRESS, runSupplierSync, SUPPLIER_SYNC_JOB } from './supplier-stock-sync.service.ts';

/** Stock and prices of every product and option, to prove a failed run changed nothing. */
async function snapshot(db: Db) {
  const [productRows, optionRows] = await Promise.all([
    queryRows(db, sql`select id, stock, price, price_in_ars, updated_at from products order by id`),
    queryRows(db, sql`select id, stock from variant_options order by id`),
  ]);
  return { productRows, optionRows };
}

/** Marks the products as synced; `supplier` ones (is_own_product=false) also take the supplier's price. */
async function markSynced(db: Db, own: string[], supplier: string[]) {
  for (const sku of own)
    await db
      .update(products)
      .set({ syncWithExternal: true, isOwnProduct: true })
      .where(eq(products.sku, sku));
  for (const sku of supplier)
    await db
      .update(products)
      .set({ syncWithExternal: true, isOwnProduct: false })
      .where(eq(products.sku, sku));
}

/** Lets the job be claimed again now (the interval is counted from the last start). */
const releaseClaim = (db: Db) =>
  db.execute(
    sql`update job_runs set last_started_at = null, last_finished_at = null where name = ${SUPPLIER_SYNC_JOB}`,
  );

const optionStock = async (db: Db, sku: string) =>
  (
    await db.select({ stock: variantOptions.stock }).from(variantOptions).where(eq(variantOptions.sku, sku))
  )[0].stock;
const product = async (db: Db, sku: string) =>
  (await db.select().from(products).where(eq(products.sku, sku)))[0];

describe(`scheduled supplier stock sync (${dbKind})`, () => {
  let supplier: TestContext;
  let store: TestContext;
  let supplierUrl: string;
  let local: TestCatalogue;
  let staff: Record<string, string>;
  let buyer: Record<string, string>;

  beforeAll(async () => {
    supplier = await createTestApp({ publicPrices: true });
    await seedTestCatalogue(supplier.database.db);
    const remote = supplier.database.db;
    // The supplier's values: other stock everywhere, other prices for the sustrato, picador and compost.
    await remote.update(products).set({ stock: 99, price: 5500 }).where(eq(products.sku, 'T-SUS'));
    await remote.update(products).set({ stock: 4, price: 1800 }).where(eq(products.sku, 'T-PIC'));
    await remote.update(products).set({ stock: 13, priceInArs: 2700 }).where(eq(products.sku, 'T-COMP'));
    await remote.update(products).set({ stock: 77 }).where(eq(products.sku, 'T-LAMP'));
    await remote.update(variantOptions).set({ stock: 8 }).where(eq(variantOptions.sku, 'T-MAC-CH'));
    await remote.update(variantOptions).set({ stock: 3 }).where(eq(variantOptions.sku, 'T-MAC-GR'));
    supplierUrl = await listen(supplier);

    store = await createTestApp({ externalApiUrl: supplierUrl });
    local = await seedTestCatalogue(store.database.db);
    // Own products take the stock only; supplier products (is_own_product=false) also the price.
    // T-HID is hidden at the supplier, so the supplier does not list it: an error line, not a change.
    await markSynced(store.database.db, ['T-SUS', 'T-MAC', 'T-HID'], ['T-PIC', 'T-COMP']);
    staff = bearer(await loginAs(store.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(store.app, 'demo', 'demo1234'));
  });
  afterAll(async () => {
    await closeTestApp(store);
    await closeTestApp(supplier);
  });

  it('a scheduled run takes the supplier stock (and price of supplier products) of synced products only', async () => {
    const db = store.database.db;
    const lampBefore = await product(db, 'T-LAMP');
    const job = supplierStockSyncJob(store.app);
    expect(job.everyMs).toBe(60 * 60_000);
    expect(await runJobOnce(db, job)).toBe('ran');

    expect(await product(db, 'T-SUS')).toMatchObject({ stock: 99, price: 5000 }); // own: stock only
    expect(await product(db, 'T-PIC')).toMatchObject({ stock: 4, price: 1800 });
    expect(await product(db, 'T-COMP')).toMatchObject({ stock: 13, price: 2000, priceInArs: 2700 });
    expect(await optionStock(db, 'T-MAC-CH')).toBe(8);
    expect(await optionStock(db, 'T-MAC-GR')).toBe(3);
    expect((await product(db, 'T-MAC')).stock).toBe(11); // derived from the options (decision 017)
    // Not synced: untouched although the supplier has another stock.
    const lampAfter = await product(db, 'T-LAMP');
    expect(lampAfter.stock).toBe(lampBefore.stock);
    expect(lampAfter.updatedAt).toEqual(lampBefore.updatedAt);

    const [run] = await db.select().from(syncRuns);
    expect(run).toMatchObject({
      status: 'partial',
      trigger: 'schedule',
      productsChecked: 5,
      productsChanged: 4,
    });
    expect(run.finishedAt).not.toBeNull();
    expect(run.errors).toEqual([
      'El SKU T-HID («Producto oculto») no está en el catálogo del proveedor: no se modificó.',
    ]);
    const changes = run.changes as SyncRun['changes'];
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          product_id: local.products.sustrato.id,
          option_id: null,
          sku: 'T-SUS',
          field: 'stock',
          from: 10,
          to: 99,
        },
        {
          product_id: local.products.picador.id,
          option_id: null,
          sku: 'T-PIC',
          field: 'stock',
          from: 0,
          to: 4,
        },
        {
          product_id: local.products.picador.id,
          option_id: null,
          sku: 'T-PIC',
          field: 'price',
          from: 1500,
          to: 1800,
        },
        {
          product_id: local.products.compost.id,
          option_id: null,
          sku: 'T-COMP',
          field: 'price',
          from: 2500,
          to: 2700,
        },
        expect.objectContaining({ sku: 'T-MAC-CH', field: 'stock', from: 5, to: 8 }),
        expect.objectContaining({ sku: 'T-MAC-GR', field: 'stock', from: 0, to: 3 }),
        {
          product_id: local.products.maceta.id,
          option_id: null,
          sku: 'T-MAC',
          field: 'stock',
          from: 5,
          to: 11,
        },
      ]),
    );
    expect(changes.some((change) => change.sku === 'T-SUS' && change.field === 'price')).toBe(false);
    const activity = await db.select().from(activityLog).where(eq(activityLog.entity, 'supplier_sync'));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ userId: null, action: 'update', entityId: String(run.id) });
    expect(activity[0].summary).toContain('4 productos actualizados');

    // Within the interval the job is not claimed again.
    expect(await runJobOnce(db, job)).toBe('skipped');
    expect(await db.select().from(syncRuns)).toHaveLength(1);
  });

  it('lists the last runs, newest first, for staff', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: '/api/external-sync/runs/',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const body = SyncRunsSchema.parse(response.json());
    expect(body.every_minutes).toBeNull(); // jobs are off in tests
    expect(body.external_configured).toBe(true);
    expect(body.results[0]).toMatchObject({ status: 'partial', trigger: 'schedule', products_changed: 4 });
    expect(Date.parse(body.results[0].finished_at!)).toBeGreaterThanOrEqual(
      Date.parse(body.results[0].started_at),
    );
  });

  it('runs once across two app instances on the same database', async () => {
    const db = store.database.db;
    const second: AppInstance = await buildApp({
      db,
      config: testConfig({ externalApiUrl: supplierUrl }),
      logger: false,
    });
    await second.ready();
    try {
      await releaseClaim(db);
      const before = (await db.select().from(syncRuns)).length;
      const results = await Promise.all([
        runJobOnce(db, supplierStockSyncJob(store.app)),
        runJobOnce(second.db, supplierStockSyncJob(second)),
        runJobOnce(db, supplierStockSyncJob(store.app)),
      ]);
      expect(results.filter((result) => result === 'ran')).toHaveLength(1);
      expect(results.filter((result) => result === 'skipped')).toHaveLength(2);
      const after = await db.select().from(syncRuns);
      expect(after).toHaveLength(before + 1);
      // Nothing left to change: the values already are the supplier's.
      expect(after.find((row) => row.id === Math.max(...after.map((r) => r.id)))).toMatchObject({
        status: 'partial',
        productsChanged: 0,
        changes: [],
      });
    } finally {
      await second.close();
    }
  });

  it('runs now on request (staff), never next to another run (409)', async () => {
    const db = store.database.db;
    // An order took 7 units of the small size since the last run.
    await db.update(variantOptions).set({ stock: 1 }).where(eq(variantOptions.sku, 'T-MAC-CH'));
    await db.update(products).set({ stock: 4 }).where(eq(products.sku, 'T-MAC'));
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/external-sync/run/',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      trigger: 'manual',
      status: 'partial',
      products_changed: 1,
      changes: [
        expect.objectContaining({ sku: 'T-MAC-CH', from: 1, to: 8 }),
        expect.objectContaining({ sku: 'T-MAC', from: 4, to: 11 }),
      ],
    });
    expect(await optionStock(db, 'T-MAC-CH')).toBe(8);
    // The manual run moved the last start: the schedule does not start another one next to it.
    expect(await runJobOnce(db, supplierStockSyncJob(store.app))).toBe('skipped');

    // A run under way (started, not finished): the manual run answers 409 and records nothing.
    await db.execute(
      sql`update job_runs set last_started_at = now(), last_finished_at = now() - interval '1 minute' where name = ${SUPPLIER_SYNC_JOB}`,
    );
    const count = (await db.select().from(syncRuns)).length;
    const busy = await store.app.inject({ method: 'POST', url: '/api/external-sync/run/', headers: staff });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: RUN_IN_PROGRESS });
    expect(await db.select().from(syncRuns)).toHaveLength(count);

    // Two requests at once: one runs, the other is refused.
    await releaseClaim(db);
    const both = await Promise.all([
      store.app.inject({ method: 'POST', url: '/api/external-sync/run/', headers: staff }),
      store.app.inject({ method: 'POST', url: '/api/external-sync/run/', headers: staff }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('runs next to concurrent orders of the synced products without deadlocks or negative stock', async () => {
    const db = store.database.db;
    const buyers = await createBuyers(store.app, db, 6, { prefix: 'sincro' });
    const client = createExternalClient(store.config.externalApiUrl);
    const orders = Array.from({ length: 24 }, (_, index) =>
      store.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: buyers[index % buyers.length].headers,
        payload: orderPayload([
          index % 2
            ? { product_id: local.products.sustrato.id, quantity: 5 }
            : { product_id: local.products.maceta.id, quantity: 1, selected_variants: { Tamaño: 'Chico' } },
        ]),
      }),
    );
    // Runs called directly (the claim keeps scheduled runs apart; here they race the orders on purpose).
    const runs = Array.from({ length: 3 }, () => runSupplierSync({ db, client }, { trigger: 'manual' }));
    const [answers, results] = await Promise.all([Promise.all(orders), Promise.all(runs)]);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    for (const run of results) expect(['ok', 'partial']).toContain(run.status);
    const maceta = await product(db, 'T-MAC');
    const optionsSum = (await optionStock(db, 'T-MAC-CH')) + (await optionStock(db, 'T-MAC-GR'));
    expect(maceta.stock).toBe(optionsSum); // one group: the product's stock is its options' sum
    expect(maceta.stock).toBeGreaterThanOrEqual(0);
    expect((await product(db, 'T-SUS')).stock).toBeGreaterThanOrEqual(0);

    // A last run restores the supplier's values.
    const last = await runSupplierSync({ db, client }, { trigger: 'manual' });
    expect(last.status).toBe('partial');
    expect((await product(db, 'T-SUS')).stock).toBe(99);
    expect(await optionStock(db, 'T-MAC-CH')).toBe(8);
    expect((await product(db, 'T-MAC')).stock).toBe(11);
  });

  it('refuses anonymous callers (401) and buyers (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/external-sync/runs/'],
      ['POST', '/api/external-sync/run/'],
    ] as const) {
      expect((await store.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await store.app.inject({ method, url, headers: buyer })).statusCode, url).toBe(403);
    }
  });

  describe('a supplier that is down, slow or not configured', () => {
    let down: TestContext;
    let slow: TestContext;
    let none: TestContext;
    let stopSilent: () => Promise<void>;

    beforeAll(async () => {
      down = await createTestApp({ externalApiUrl: await closedPort() });
      await seedTestCatalogue(down.database.db);
      await markSynced(down.database.db, ['T-SUS', 'T-MAC'], ['T-PIC']);
      const hanging = await silentServer();
      stopSilent = hanging.stop;
      slow = await createTestApp({ externalApiUrl: hanging.url, externalTimeoutMs: 400 });
      await seedTestCatalogue(slow.database.db);
      await markSynced(slow.database.db, ['T-SUS', 'T-MAC'], ['T-PIC']);
      none = await createTestApp();
      await seedTestCatalogue(none.database.db);
    });
    afterAll(async () => {
      await closeTestApp(down);
      await closeTestApp(slow);
      await closeTestApp(none);
      await stopSilent();
    });

    it('down: the run fails with the connection message, is logged, and nothing changes', async () => {
      const db = down.database.db;
      const before = await snapshot(db);
      const warnings: string[] = [];
      const log = {
        warn: (_: unknown, message: string) => void warnings.push(message),
        info: () => {},
      } as unknown as Pick<FastifyBaseLogger, 'warn' | 'info'>;
      const run = await runSupplierSync(
        { db, client: createExternalClient(down.config.externalApiUrl) },
        { trigger: 'schedule', log },
      );
      expect(run).toMatchObject({
        status: 'failed',
        products_checked: 3,
        products_changed: 0,
        changes: [],
        errors: [EXTERNAL_UNREACHABLE],
      });
      expect(run.finished_at).not.toBeNull();
      expect(warnings).toEqual([`Sincronización con el proveedor fallida: ${EXTERNAL_UNREACHABLE}`]);
      expect(await snapshot(db)).toEqual(before);

      // The same through the job and the route (the route answers the failed run, 200).
      expect(await runJobOnce(db, supplierStockSyncJob(down.app))).toBe('ran');
      const staffDown = bearer(await loginAs(down.app, 'admin', 'admin1234'));
      await releaseClaim(db);
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/external-sync/run/',
        headers: staffDown,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'failed', errors: [EXTERNAL_UNREACHABLE] });
      expect(await snapshot(db)).toEqual(before);
      const runs = (
        await down.app.inject({ method: 'GET', url: '/api/external-sync/runs/', headers: staffDown })
      ).json() as { results: SyncRun[] };
      expect(runs.results.map((item) => [item.trigger, item.status])).toEqual([
        ['manual', 'failed'],
        ['schedule', 'failed'],
        ['schedule', 'failed'],
      ]);
      expect(await activityCount(db)).toBe(0);
    });

    it('slow: the run fails with the timeout message within the capped limit, nothing changes', async () => {
      const db = slow.database.db;
      const before = await snapshot(db);
      const started = performance.now();
      expect(await runJobOnce(db, supplierStockSyncJob(slow.app))).toBe('ran');
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(3000);
      const [run] = await db.select().from(syncRuns);
      expect(run).toMatchObject({ status: 'failed', errors: [EXTERNAL_TIMEOUT], productsChanged: 0 });
      expect(await snapshot(db)).toEqual(before);
    });

    it('not configured: the job records nothing, the manual run answers 409', async () => {
      const db = none.database.db;
      expect(await runJobOnce(db, supplierStockSyncJob(none.app))).toBe('ran');
      expect(await db.select().from(syncRuns)).toHaveLength(0);
      const noneStaff = bearer(await loginAs(none.app, 'admin', 'admin1234'));
      const response = await none.app.inject({
        method: 'POST',
        url: '/api/external-sync/run/',
        headers: noneStaff,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: EXTERNAL_NOT_CONFIGURED });
      const runs = (
        await none.app.inject({ method: 'GET', url: '/api/external-sync/runs/', headers: noneStaff })
      ).json();
      expect(runs).toEqual({ every_minutes: null, external_configured: false, results: [] });
    });
  });
});

async function activityCount(db: Db): Promise<number> {
  return (
    await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'supplier_sync')))
  ).length;
}
