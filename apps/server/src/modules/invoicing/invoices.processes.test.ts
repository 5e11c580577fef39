/**
 * Two app processes on one database (two apps here, each with its own pool on PostgreSQL), both with
 * the ARCA certificate and the real client pointed at one SOAP double (one ARCA): 50 orders invoiced
 * at once, half through each, get the numbers 1..50 of their point of sale and type, each with its
 * own CAE, and ARCA refuses none (never two asked for the same number).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import {
  bearer,
  createTestDatabase,
  dbKind,
  loginAs,
  type TestContext,
  testConfig,
} from '../../test/helpers.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { createTestCertificate } from './arca.test-support.ts';
import { type SoapDouble, startSoapDouble } from './arca-soap-double.ts';
import { cuitOf, fiscalGoods, orderOf, STORE_CUIT, setFiscal, taxBuyers } from './invoicing.test-support.ts';

describe(`invoice numbering across two processes (${dbKind})`, () => {
  let database: Database;
  let second: Database | null = null;
  let a: AppInstance;
  let b: AppInstance;
  let arca: SoapDouble;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind === 'postgres') {
      const url = (database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      second = await openDatabase({ url, poolSize: 10 });
    }
    arca = await startSoapDouble();
    const certificate = createTestCertificate(STORE_CUIT);
    // One DATA_DIR for both, as processes of one store on one machine: the WSAA ticket is shared.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-arca-store-'));
    const config = {
      jwtSecret: randomBytes(32).toString('hex'),
      dataDir,
      arcaCert: certificate.certFile,
      arcaKey: certificate.keyFile,
      arcaWsaaUrl: arca.wsaaUrl,
      arcaWsfeUrl: arca.wsfeUrl,
      arcaTimeoutMs: 10_000,
    };
    a = await buildApp({ db: database.db, config: testConfig(config), logger: false });
    b = await buildApp({ db: (second ?? database).db, config: testConfig(config), logger: false });
    await Promise.all([a.ready(), b.ready()]);
    await ensureDemoUsers(database.db);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await arca?.close();
    if (second) {
      second.pool?.on('error', () => {});
      await second.close();
    }
    database.pool?.on('error', () => {});
    await database?.close();
  });

  it('numbers 50 invoices asked at once through both 1..50, one CAE each, none refused', async () => {
    const staff = bearer(await loginAs(a, 'admin', 'admin1234'));
    await setFiscal(a, staff, { point_of_sale: 11 });
    const ctx = { app: a, database } as TestContext;
    const goods = await fiscalGoods(database.db);
    const buyers = await taxBuyers(a, database.db, 50, { ivaCondition: 'responsable_inscripto', cuit: true });
    const orders = [];
    for (const buyer of buyers)
      orders.push(await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]));

    const responses = await Promise.all(
      orders.map((order, index) =>
        (index % 2 ? b : a).inject({
          method: 'POST',
          url: `/api/orders/${order.id}/invoice/`,
          headers: staff,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(orders.map(() => 201));
    const invoices = responses.map((r) => r.json());
    expect(
      invoices.every((invoice) => invoice.state === 'autorizada' && invoice.letter === 'A' && invoice.test),
    ).toBe(true);
    expect(invoices.map((invoice) => invoice.number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(new Set(invoices.map((invoice) => invoice.cae)).size).toBe(50);
    // ARCA saw exactly 50 requests for a CAE: nobody was refused for asking a taken number.
    expect(arca.issuer.sends).toBe(50);
    expect(arca.logins).toBe(1);
  });

  it("says ARCA's reason when it refuses the store (a CUIT the certificate does not name) and keeps the invoice pending", async () => {
    const staff = bearer(await loginAs(a, 'admin', 'admin1234'));
    await setFiscal(a, staff, { point_of_sale: 12, cuit: cuitOf('30', 70000001) });
    const ctx = { app: a, database } as TestContext;
    const goods = await fiscalGoods(database.db);
    const [buyer] = await taxBuyers(a, database.db, 1, { ivaCondition: '' });
    const order = await orderOf(ctx, buyer, [{ product_id: goods.general.id, quantity: 1 }]);
    const response = await a.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/invoice/`,
      headers: staff,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe(
      'ARCA: 601: CUIT representada no incluida en Token. El comprobante queda pendiente.',
    );
    const list = await a.inject({ method: 'GET', url: `/api/invoices/?order=${order.id}`, headers: staff });
    expect(list.json().results).toMatchObject([
      { state: 'pendiente', number: null, observations: response.json().detail },
    ]);
  });
});
