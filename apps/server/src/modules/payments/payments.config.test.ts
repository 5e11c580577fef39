import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { dbKind } from '../../test/helpers.ts';
import { orderPayload, stockOf } from '../../test/order-fixtures.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';
import { createMercadoPagoClient, MercadoPagoError } from './mercadopago-client.ts';
import { type PaymentsStack, preferenceIdOf, startPaymentsStack } from './payments.test-support.ts';
import { paymentJobs } from './routes.ts';
import { WEBHOOK_RATE_LIMIT } from './webhook.routes.ts';
import { signatureHeader } from './webhook-signature.ts';

describe('Mercado Pago configuration', () => {
  const base = { DATA_DIR: '/tmp/mayorista-config-test', JWT_SECRET: 'x'.repeat(40) };

  it('is off without MP_ACCESS_TOKEN, with a 48-hour payment deadline by default', () => {
    const config = loadConfig(base);
    expect(config.mercadoPago).toBeUndefined();
    expect(config.paymentPendingHours).toBe(48);
  });

  it("points at Mercado Pago's API unless MP_API_URL says otherwise", () => {
    const on = loadConfig({
      ...base,
      MP_ACCESS_TOKEN: 'APP_USR-1',
      MP_WEBHOOK_SECRET: 's',
      PAYMENT_PENDING_HOURS: '6',
    });
    expect(on.mercadoPago).toEqual({
      accessToken: 'APP_USR-1',
      webhookSecret: 's',
      apiUrl: 'https://api.mercadopago.com',
    });
    expect(on.paymentPendingHours).toBe(6);
    const local = loadConfig({
      ...base,
      MP_ACCESS_TOKEN: 'APP_USR-1',
      MP_WEBHOOK_SECRET: 's',
      MP_API_URL: 'http://127.0.0.1:3002/',
    });
    expect(local.mercadoPago?.apiUrl).toBe('http://127.0.0.1:3002');
  });

  it('refuses a token without its webhook secret, and never repeats the token in the error', () => {
    const token = `APP_USR-${randomUUID()}`;
    let message = '';
    try {
      loadConfig({ ...base, MP_ACCESS_TOKEN: token });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('MP_WEBHOOK_SECRET');
    expect(message).not.toContain(token);
    expect(() => loadConfig({ ...base, PAYMENT_PENDING_HOURS: '0' })).toThrow('PAYMENT_PENDING_HOURS');
    expect(() => loadConfig({ ...base, MP_API_URL: 'ftp://x' })).toThrow('MP_API_URL');
  });
});

describe(`cash only while Mercado Pago is not configured (${dbKind})`, () => {
  let stack: PaymentsStack;
  beforeAll(async () => {
    stack = await startPaymentsStack({ buyers: 1, mercadoPago: false });
  });
  afterAll(() => stack?.stop());

  it('says online is off, refuses online orders, and sells cash as today', async () => {
    const config = await stack.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(config.json()).toEqual({ online: false });
    const product = await createPlainProduct(stack.database.db, { stock: 5 });
    const [buyer] = stack.buyers;
    const online = await stack.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'online' }),
    });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toEqual({ detail: PAYMENT_MESSAGES.onlineOff });
    expect(await stockOf(stack.database.db, product.id)).toBe(5);
    const cash = await stack.order(buyer, [{ product_id: product.id, quantity: 1 }]);
    expect(cash).toMatchObject({
      status: 'pending',
      payment_method: 'cash',
      payment_url: null,
      payment_message: null,
      payment_due_at: null,
    });
    const pay = await stack.app.inject({
      method: 'POST',
      url: `/api/payments/checkout/${cash.id}/`,
      headers: buyer.headers,
    });
    expect(pay.statusCode).toBe(400);
    expect(pay.json()).toEqual({ detail: PAYMENT_MESSAGES.onlineOff });
    const hook = await stack.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/?data.id=1&type=payment',
      headers: {
        'x-request-id': 'r',
        'x-signature': signatureHeader(stack.secret, { dataId: '1', requestId: 'r', ts: String(Date.now()) }),
      },
      payload: {},
    });
    expect(hook.statusCode).toBe(401);
    expect(paymentJobs(stack.app).map((job) => job.name)).toEqual(['payment-expiry']);
    expect(stack.double.calls).toEqual([]);
  });

  it('rate limits the public webhook per address', async () => {
    const post = () =>
      stack.app.inject({ method: 'POST', url: '/api/payments/webhook/?data.id=1&type=payment', payload: {} });
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_RATE_LIMIT.max + 1; i++) statuses.push((await post()).statusCode);
    expect(new Set(statuses.slice(0, WEBHOOK_RATE_LIMIT.max - 1))).toEqual(new Set([401]));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe(`the access token stays secret (${dbKind})`, () => {
  let stack: PaymentsStack;
  beforeAll(async () => {
    stack = await startPaymentsStack({ buyers: 1 });
  });
  afterAll(() => stack?.stop());

  it('never reaches a log line or an answer, on success or failure; every POST carries an idempotency key', async () => {
    const answers: string[] = [];
    const keep = <T extends { body: string; headers: Record<string, unknown> }>(response: T): T => {
      answers.push(response.body, JSON.stringify(response.headers));
      return response;
    };
    const [buyer] = stack.buyers;
    const product = await createPlainProduct(stack.database.db, { stock: 20 });
    const place = async () =>
      keep(
        await stack.app.inject({
          method: 'POST',
          url: '/api/orders/',
          headers: buyer.headers,
          payload: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'online' }),
        }),
      ).json();

    const paid = await place();
    await stack.double.pay(preferenceIdOf(paid.payment_url), 'approve');
    keep(
      await stack.app.inject({
        method: 'GET',
        url: `/api/payments/status/${paid.id}/`,
        headers: buyer.headers,
      }),
    );
    keep(
      await stack.app.inject({
        method: 'POST',
        url: '/api/payments/refund/',
        headers: stack.staff,
        payload: { order_id: paid.id },
      }),
    );
    stack.double.control.refusePreferences = true;
    const failed = await place();
    expect(failed.payment_message).toBe(PAYMENT_MESSAGES.preferenceFailed);
    keep(
      await stack.app.inject({
        method: 'POST',
        url: `/api/payments/checkout/${failed.id}/`,
        headers: buyer.headers,
      }),
    );
    stack.double.control.refusePreferences = false;
    // Every POST carried an idempotency key (preferences, the refused one, the refund).
    const posts = stack.double.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path).sort()).toEqual(
      [
        ...Array(3).fill('/checkout/preferences'),
        `/v1/payments/${stack.double.payments.keys().next().value}/refunds`,
      ].sort(),
    );
    for (const call of posts) expect(call.idempotencyKey, call.path).toMatch(/^(preferencia|reembolso)-\d+-/);

    // Mercado Pago refusing a token (401): the error names the call and the status only.
    const wrongToken = `${stack.token}-otro`;
    const refused = await createMercadoPagoClient({ apiUrl: stack.double.url, accessToken: wrongToken })
      .getPayment('1')
      .catch((error: Error) => error);
    expect(refused).toBeInstanceOf(MercadoPagoError);
    expect(String((refused as Error).message)).toBe('Mercado Pago pago: HTTP 401');
    expect(JSON.stringify(refused) + String((refused as Error).stack)).not.toContain(wrongToken);

    // Mercado Pago not answering at all.
    keep(await stack.app.inject({ method: 'GET', url: '/api/docs/json' }));
    keep(await stack.app.inject({ method: 'GET', url: '/api/payments/config/' }));
    await stack.double.close();
    const down = keep(
      await stack.app.inject({
        method: 'GET',
        url: `/api/payments/status/${failed.id}/`,
        headers: buyer.headers,
      }),
    );
    expect(down.statusCode).toBe(502);
    const secretChecks = [stack.token, stack.secret];

    const logs = stack.logLines.join('\n');
    expect(logs).toContain('Mercado Pago');
    for (const secret of secretChecks) {
      expect(logs.includes(secret), 'token in the logs').toBe(false);
      expect(
        answers.some((text) => text.includes(secret)),
        'token in an answer',
      ).toBe(false);
    }
    expect(logs).toContain('HTTP 500');
  });
});
