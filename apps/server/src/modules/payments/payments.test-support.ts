/**
 * The payments tests' stack: the real app listening on loopback (so the double's webhooks reach
 * it), on a fresh database, configured against the Mercado Pago double (also on loopback), with every
 * log line kept for the tests that look for the token in them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestDatabase, loginAs, type TestContext, testConfig } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import { type MercadoPagoDouble, startMercadoPagoDouble } from './mercadopago-double.ts';
import { signatureHeader } from './webhook-signature.ts';

export type PaymentsStack = TestContext & {
  double: MercadoPagoDouble;
  token: string;
  secret: string;
  staff: Record<string, string>;
  buyers: Buyer[];
  logLines: string[];
  /** Places an order through the API; fails the test on anything but 201. */
  order: (
    buyer: Buyer,
    lines: { product_id: number; quantity: number }[],
    extra?: Record<string, unknown>,
  ) => Promise<OrderAnswer>;
  stop: () => Promise<void>;
};

export type OrderAnswer = {
  id: number;
  status: string;
  payment_status: string;
  payment_method: string;
  total: number;
  payment_url: string | null;
  payment_message: string | null;
  payment_due_at: string | null;
};

export async function startPaymentsStack(
  options: { overrides?: Partial<Config>; buyers?: number; mercadoPago?: boolean } = {},
): Promise<PaymentsStack> {
  const token = `APP_USR-${randomBytes(16).toString('hex')}`;
  const secret = `whsec-${randomBytes(16).toString('hex')}`;
  const double = await startMercadoPagoDouble({ webhookSecret: secret, accessToken: token });
  const database = await createTestDatabase();
  const config = testConfig({
    logLevel: 'debug',
    ...(options.mercadoPago === false
      ? {}
      : { mercadoPago: { accessToken: token, webhookSecret: secret, apiUrl: double.url, timeoutMs: 5_000 } }),
    ...options.overrides,
  });
  const logLines: string[] = [];
  const app = await buildApp({
    db: database.db,
    config,
    logger: { level: 'debug', stream: { write: (line: string) => logLines.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The store's address for the return and notification URLs: this listening app.
  config.siteUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await seedTestCatalogue(database.db);
  const staff = bearer(await loginAs(app, 'admin', 'admin1234'));
  const buyers = await createBuyers(app, database.db, options.buyers ?? 3, {
    prefix: `pago${randomBytes(3).toString('hex')}`,
  });
  const ctx: TestContext = {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  return {
    ...ctx,
    double,
    token,
    secret,
    staff,
    buyers,
    logLines,
    async order(buyer, lines, extra = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: buyer.headers,
        payload: orderPayload(lines, extra),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async stop() {
      await double.settle();
      await closeTestApp(ctx);
      await double.close();
    },
  };
}

/** The preference id in a payment_url (the double's init_point). */
export const preferenceIdOf = (paymentUrl: string) => new URL(paymentUrl).searchParams.get('pref_id')!;

/** A payment's webhook as Mercado Pago sends it, signed with the stack's secret (or `secret`) now. */
export function signedWebhook(stack: PaymentsStack, dataId: string, options: { secret?: string } = {}) {
  const requestId = randomUUID();
  const ts = String(Date.now());
  return stack.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/?source_news=webhooks&data.id=${dataId}&type=payment`,
    headers: {
      'x-request-id': requestId,
      'x-signature': signatureHeader(options.secret ?? stack.secret, { dataId, requestId, ts }),
    },
    payload: { action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type: 'payment' },
  });
}
