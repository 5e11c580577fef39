import { randomUUID } from 'node:crypto';
import { INVOICE_MESSAGES } from '@mayorista/shared/invoices';
import { ORDER_CHANGE_MESSAGES } from '@mayorista/shared/orders';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { invoices, payments } from '../../db/schema/index.ts';
import { dbKind } from '../../test/helpers.ts';
import { createCoupon, stockOf, waitForOutbox } from '../../test/order-fixtures.ts';
import { setFiscal } from '../invoicing/invoicing.test-support.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';
import {
  type OrderAnswer,
  type PaymentsStack,
  preferenceIdOf,
  startPaymentsStack,
} from './payments.test-support.ts';
import { signatureHeader } from './webhook-signature.ts';

describe(`Mercado Pago payments (${dbKind})`, () => {
  let stack: PaymentsStack;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => stack.app.inject({ method, url, headers, payload });
  const db = () => stack.database.db;
  const status = async (id: number, headers = stack.buyers[0].headers) => {
    const response = await call('GET', `/api/payments/status/${id}/`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const timeline = async (id: number) => {
    const response = await call('GET', `/api/orders/${id}/timeline/`, stack.staff);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { action: string; summary: string; user_id: number | null }[]).filter(
      (entry) => entry.action === 'payment' || entry.action === 'refund' || entry.action === 'cancel',
    );
  };
  const paymentRows = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId));
  /** Sales the kept daily figures count for a buyer (decision 040), as the dashboards read them. */
  const keptSales = async (userId: number) => {
    const [row] = await queryRows<{ orders: number; revenue: number }>(
      db(),
      sql`select coalesce(sum(orders), 0)::int as orders, coalesce(sum(revenue), 0)::float8 as revenue
          from sales_days where user_id = ${userId}`,
    );
    return { orders: Number(row.orders), revenue: Number(row.revenue) };
  };
  /** A webhook as Mercado Pago sends it, signed with `secret` at `ts` (ms). */
  const webhook = (dataId: string, options: { secret?: string; ts?: number; requestId?: string } = {}) => {
    const requestId = options.requestId ?? randomUUID();
    const ts = String(options.ts ?? Date.now());
    return call(
      'POST',
      `/api/payments/webhook/?source_news=webhooks&data.id=${dataId}&type=payment`,
      {
        'x-request-id': requestId,
        'x-signature': signatureHeader(options.secret ?? stack.secret, { dataId, requestId, ts }),
      },
      { action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type: 'payment' },
    );
  };
  const onlineOrder = async (buyerIndex = 0, quantity = 2, price = 1500) => {
    const product = await createPlainProduct(db(), { price, stock: 10 });
    const order = await stack.order(stack.buyers[buyerIndex], [{ product_id: product.id, quantity }], {
      payment_method: 'online',
    });
    return { product, order };
  };

  beforeAll(async () => {
    stack = await startPaymentsStack({ buyers: 4 });
  });
  afterAll(() => stack?.stop());
  beforeEach(() => stack.double.reset());

  it('says online payment is on, and guards every route by role', async () => {
    const config = await call('GET', '/api/payments/config/');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ online: true });
    const { order } = await onlineOrder();
    for (const [method, url, payload] of [
      ['POST', `/api/payments/checkout/${order.id}/`],
      ['GET', `/api/payments/status/${order.id}/`],
      ['POST', '/api/payments/refund/', { order_id: order.id }],
    ] as const) {
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
    }
    const asBuyer = await call('POST', '/api/payments/refund/', stack.buyers[0].headers, {
      order_id: order.id,
    });
    expect(asBuyer.statusCode).toBe(403);
    // Another buyer's order does not exist for them.
    expect((await call('GET', `/api/payments/status/${order.id}/`, stack.buyers[1].headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/payments/checkout/${order.id}/`, stack.buyers[1].headers)).statusCode,
    ).toBe(404);
  });

  it('creates an online order awaiting its payment, not a sale yet, with a preference of its lines', async () => {
    const before = Date.now();
    const buyer = stack.buyers[0];
    const salesBefore = await keptSales(buyer.id);
    const { product, order } = await onlineOrder(0, 2, 1500.5);
    expect(order).toMatchObject({
      status: 'payment_pending',
      payment_status: 'pending',
      payment_method: 'online',
      total: 3001,
      payment_message: null,
    });
    const due = Date.parse(order.payment_due_at!);
    expect(due).toBeGreaterThanOrEqual(before + 48 * 3600_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 48 * 3600_000 + 1000);
    expect(await stockOf(db(), product.id)).toBe(8);
    expect(await keptSales(buyer.id)).toEqual(salesBefore);

    const preference = stack.double.preferences.get(preferenceIdOf(order.payment_url!))!;
    expect(order.payment_url).toBe(preference.init_point);
    expect(preference).toMatchObject({
      external_reference: String(order.id),
      items: [{ title: product.name, quantity: 2, unit_price: 1500.5, currency_id: 'ARS' }],
      back_urls: {
        success: `${stack.config.siteUrl}/payment/result?order=${order.id}`,
        failure: `${stack.config.siteUrl}/payment/result?order=${order.id}`,
        pending: `${stack.config.siteUrl}/payment/result?order=${order.id}`,
      },
      notification_url: `${stack.config.siteUrl}/api/payments/webhook/?source_news=webhooks`,
      expires: true,
    });
    expect(Date.parse(preference.expiration_date_to!)).toBe(Math.floor(due));

    const state = await status(order.id);
    expect(state).toMatchObject({ state: 'pending', can_pay: true, order_status: 'payment_pending' });
    const [confirmation] = await waitForOutbox(
      db(),
      (row) => row.kind === 'order_confirmation' && row.subject === `Recibimos tu pedido #${order.id}`,
      1,
    );
    expect(confirmation.text).toContain('Pago: online con Mercado Pago. Si todavía no lo pagaste');
  });

  it('sends one item for the whole order when a coupon makes the lines differ from the total', async () => {
    const [a, b] = [
      await createPlainProduct(db(), { price: 333.33 }),
      await createPlainProduct(db(), { price: 1000 }),
    ];
    await createCoupon(db(), { code: `PAGO${Date.now()}`, type: 'percentage', value: 7 });
    const [coupon] = await queryRows<{ code: string }>(
      db(),
      sql`select code from coupons order by id desc limit 1`,
    );
    const order = await stack.order(
      stack.buyers[0],
      [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 1 },
      ],
      { payment_method: 'online', coupon_code: coupon.code },
    );
    const preference = stack.double.preferences.get(preferenceIdOf(order.payment_url!))!;
    const cents = preference.items.reduce(
      (sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity,
      0,
    );
    expect(cents).toBe(Math.round(order.total * 100));
    expect(order.total).toBe(1859.99);
    expect(preference.items).toEqual([
      expect.objectContaining({
        title: `Pedido #${order.id} (4 unidades)`,
        quantity: 1,
        unit_price: 1859.99,
      }),
    ]);
  });

  it('marks the order paid on an approved payment of its total, once, and counts the sale then', async () => {
    const buyer = stack.buyers[1];
    const salesBefore = await keptSales(buyer.id);
    const { order } = await onlineOrder(1, 3, 1000);
    const { payment, redirect } = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    const back = new URL(redirect);
    expect(back.pathname).toBe('/payment/result');
    expect(back.searchParams.get('order')).toBe(String(order.id));
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('payment_id')).toBe(String(payment.id));
    expect(stack.double.webhooks.at(-1)?.status).toBe(200);

    const state = await status(order.id, buyer.headers);
    expect(state).toEqual({
      order_id: order.id,
      order_status: 'paid',
      payment_status: 'paid',
      payment_method: 'online',
      state: 'approved',
      status_detail: 'accredited',
      payment_id: String(payment.id),
      total: 3000,
      can_pay: false,
      payment_due_at: order.payment_due_at,
    });
    const detail = (await call('GET', `/api/orders/${order.id}/`, stack.staff)).json();
    expect(detail).toMatchObject({ payment_id: String(payment.id), payment_status_detail: 'accredited' });
    expect(await keptSales(buyer.id)).toEqual({
      orders: salesBefore.orders + 1,
      revenue: salesBefore.revenue + 3000,
    });
    const entries = await timeline(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'payment', user_id: null });
    expect(entries[0].summary).toContain(`Pago aprobado por Mercado Pago (pago ${payment.id}, visa)`);
    expect(entries[0].summary).toContain('Pagado');

    // The same notification again, and twice at once: nothing moves a second time.
    const again = await Promise.all([
      webhook(String(payment.id)),
      webhook(String(payment.id)),
      webhook(String(payment.id)),
    ]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await timeline(order.id)).toHaveLength(1);
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await keptSales(buyer.id)).toEqual({
      orders: salesBefore.orders + 1,
      revenue: salesBefore.revenue + 3000,
    });
  });

  it("invoices an order its verified payment paid, with auto_invoice 'paid' (issue 31)", async () => {
    await setFiscal(stack.app, stack.staff, { auto_invoice: 'paid' });
    try {
      const { order } = await onlineOrder(3, 1, 2500);
      // Awaiting its payment it is not a sale yet: the staff cannot invoice it either.
      const early = await call('POST', `/api/orders/${order.id}/invoice/`, stack.staff);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({ detail: INVOICE_MESSAGES.orderAwaitingPayment });
      await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
      let invoice: typeof invoices.$inferSelect | undefined;
      for (const deadline = Date.now() + 5_000; Date.now() < deadline && invoice?.state !== 'autorizada'; ) {
        [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(invoice).toMatchObject({ state: 'autorizada', kind: 'invoice', letter: 'B', total: 2500 });
    } finally {
      await setFiscal(stack.app, stack.staff, { auto_invoice: 'off' });
    }
  });

  it('refuses staff marking an online order paid, or its payment refunded, by hand', async () => {
    const { order } = await onlineOrder(2, 1, 1200);
    const put = (body: object) => call('PUT', `/api/orders/${order.id}/`, stack.staff, body);
    for (const body of [{ status: 'paid' }, { payment_status: 'paid' }]) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ detail: ORDER_CHANGE_MESSAGES.onlinePaidByPayment });
    }
    expect((await status(order.id, stack.buyers[2].headers)).order_status).toBe('payment_pending');

    await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    const refunded = await put({ status: 'cancelled', payment_status: 'refunded' });
    expect(refunded.statusCode).toBe(400);
    expect(refunded.json()).toEqual({ detail: ORDER_CHANGE_MESSAGES.onlineRefundThroughProvider });
    expect((await status(order.id, stack.buyers[2].headers)).order_status).toBe('paid');
  });

  it("pays from the double's checkout page: items, total, three buttons, then back to the store", async () => {
    const { product, order } = await onlineOrder(3, 2, 1234.5);
    const page = await fetch(order.payment_url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`Pagar pedido #${order.id}`);
    expect(html).toContain(product.name);
    expect(html).toContain('Total: $ 2.469,00');
    for (const label of ['Aprobar', 'Rechazar', 'Dejar pendiente'])
      expect(html).toContain(`>${label}</button>`);
    const form = new URLSearchParams({ pref_id: preferenceIdOf(order.payment_url!), outcome: 'pending' });
    const sent = await fetch(`${stack.double.url}/checkout/v1/pay`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(sent.status).toBe(302);
    const back = new URL(sent.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${stack.config.siteUrl}/payment/result`);
    expect(back.searchParams.get('order')).toBe(String(order.id));
    expect(back.searchParams.get('collection_status')).toBe('pending');
    expect(await status(order.id, stack.buyers[3].headers)).toMatchObject({ state: 'pending' });
  });

  it('moves the order once when the first notification comes twice at the same time', async () => {
    const { order } = await onlineOrder(2);
    stack.double.control.webhook = 'twice';
    const { payment } = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    await stack.double.settle();
    const sent = stack.double.webhooks.filter((hook) => hook.dataId === String(payment.id));
    expect(sent.map((hook) => hook.status)).toEqual([200, 200]);
    expect((await status(order.id, stack.buyers[2].headers)).state).toBe('approved');
    expect(await timeline(order.id)).toHaveLength(1);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it('keeps a rejected order payable: Pagar ahora opens a new preference that pays it', async () => {
    const { order } = await onlineOrder(0);
    const rejected = await stack.double.pay(preferenceIdOf(order.payment_url!), 'reject');
    expect(new URL(rejected.redirect).searchParams.get('status')).toBe('rejected');
    const state = await status(order.id);
    expect(state).toMatchObject({
      state: 'rejected',
      order_status: 'payment_pending',
      status_detail: 'cc_rejected_other_reason',
      can_pay: true,
    });
    const entries = await timeline(order.id);
    expect(entries.map((entry) => entry.summary)).toEqual([
      `Pago rechazado por Mercado Pago (pago ${rejected.payment.id}: cc_rejected_other_reason); el pedido sigue pendiente de pago`,
    ]);

    const again = await call('POST', `/api/payments/checkout/${order.id}/`, stack.buyers[0].headers);
    expect(again.statusCode, again.body).toBe(200);
    const url = again.json().payment_url as string;
    expect(preferenceIdOf(url)).not.toBe(preferenceIdOf(order.payment_url!));
    await stack.double.pay(preferenceIdOf(url), 'approve');
    expect(await status(order.id)).toMatchObject({ state: 'approved', order_status: 'paid' });
    // Paid: no more 'Pagar ahora'.
    const paidAgain = await call('POST', `/api/payments/checkout/${order.id}/`, stack.buyers[0].headers);
    expect(paidAgain.statusCode).toBe(400);
    expect(paidAgain.json()).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaid });
  });

  it('leaves a pending payment pending, and answers 400 to Pagar ahora on a cash order', async () => {
    const { order } = await onlineOrder(3);
    await stack.double.pay(preferenceIdOf(order.payment_url!), 'pending');
    expect(await status(order.id, stack.buyers[3].headers)).toMatchObject({
      state: 'pending',
      status_detail: 'pending_waiting_payment',
      can_pay: true,
    });
    expect(await timeline(order.id)).toEqual([]);
    const product = await createPlainProduct(db());
    const cash = await stack.order(stack.buyers[3], [{ product_id: product.id, quantity: 1 }]);
    expect(cash).toMatchObject({
      status: 'pending',
      payment_method: 'cash',
      payment_url: null,
      payment_message: null,
    });
    expect(await status(cash.id, stack.buyers[3].headers)).toMatchObject({ state: 'none', can_pay: false });
    const pay = await call('POST', `/api/payments/checkout/${cash.id}/`, stack.buyers[3].headers);
    expect(pay.statusCode).toBe(400);
    expect(pay.json()).toEqual({ detail: PAYMENT_MESSAGES.notPayable });
  });

  it('refuses a payment of another amount or currency: recorded, the order not paid', async () => {
    const { order } = await onlineOrder(0, 1, 2000);
    stack.double.control.amountDeltaCents = -1;
    const short = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    expect(short.payment.transaction_amount).toBe(1999.99);
    stack.double.control.amountDeltaCents = 0;
    stack.double.control.currency = 'USD';
    const dollars = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    const state = await status(order.id);
    expect(state).toMatchObject({ state: 'pending', order_status: 'payment_pending', payment_id: null });
    const summaries = (await timeline(order.id)).map((entry) => entry.summary);
    expect(summaries).toEqual([
      `Pago ${short.payment.id} aprobado por $ 1.999,99 ARS, distinto del total $ 2.000,00 ARS: el pedido no se marcó pagado`,
      `Pago ${dollars.payment.id} aprobado por $ 2.000,00 USD, distinto del total $ 2.000,00 ARS: el pedido no se marcó pagado`,
    ]);
    expect(await paymentRows(order.id)).toHaveLength(2);
  });

  it('refuses a notification without a valid, recent signature with 401 and reads nothing', async () => {
    const { order } = await onlineOrder(1);
    stack.double.control.webhook = 'never';
    const { payment } = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    const id = String(payment.id);
    let stockMoves = 0;
    stack.app.caches.onMove(['stock'], () => stockMoves++);
    const reads = () => stack.double.calls.filter((c) => c.path === `/v1/payments/${id}`).length;
    const cases = [
      await webhook(id, { secret: 'otro-secreto' }),
      await webhook(id, { ts: Date.now() - 11 * 60_000 }),
      await call('POST', `/api/payments/webhook/?data.id=${id}&type=payment`, { 'x-request-id': 'r1' }, {}),
      await call('POST', `/api/payments/webhook/?type=payment`, {
        'x-request-id': 'r1',
        'x-signature': signatureHeader(stack.secret, { dataId: id, requestId: 'r1', ts: String(Date.now()) }),
      }),
      await call('POST', `/api/payments/webhook/?data.id=${id}&type=payment`, {
        'x-signature': signatureHeader(stack.secret, { dataId: id, requestId: 'r1', ts: String(Date.now()) }),
      }),
    ];
    for (const response of cases) {
      // Refused before anything is read or written: no cached answer moves either.
      expect(stockMoves).toBe(0);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.badSignature });
    }
    expect(reads()).toBe(0);
    // The double's own bad signature too.
    stack.double.control.webhook = 'bad_signature';
    const second = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    expect(stack.double.webhooks.at(-1)).toMatchObject({ dataId: String(second.payment.id), status: 401 });
    expect((await paymentRows(order.id)).length).toBe(0);
    // A good one is read back and acted on.
    expect((await webhook(id)).statusCode).toBe(200);
    expect(reads()).toBe(1);
  });

  it('gives back an approved payment for an order that no longer waits for one', async () => {
    const { order } = await onlineOrder(2);
    const first = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    const second = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    expect(stack.double.payments.get(first.payment.id)?.status).toBe('approved');
    expect(stack.double.payments.get(second.payment.id)?.status).toBe('refunded');
    const summaries = (await timeline(order.id)).map((entry) => entry.summary);
    expect(summaries).toHaveLength(2);
    expect(summaries[1]).toMatch(
      new RegExp(`^Pago ${second.payment.id} aprobado cuando el pedido ya no esperaba un pago: se devolvió`),
    );
    expect((await status(order.id, stack.buyers[2].headers)).payment_id).toBe(String(first.payment.id));
  });

  it('refunds a paid online order: Mercado Pago refunds it, the order is cancelled and its stock returns', async () => {
    const { product, order } = await onlineOrder(0, 3, 1000);
    const { payment } = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    expect(await stockOf(db(), product.id)).toBe(7);
    const refund = await call('POST', '/api/payments/refund/', stack.staff, { order_id: order.id });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({
      detail: PAYMENT_MESSAGES.refunded,
      order: { id: order.id, status: 'cancelled', payment_status: 'refunded' },
    });
    expect(await stockOf(db(), product.id)).toBe(10);
    const refundCall = stack.double.calls.find((c) => c.path === `/v1/payments/${payment.id}/refunds`);
    expect(refundCall?.idempotencyKey).toBe(`reembolso-${order.id}-${payment.id}`);
    expect(stack.double.payments.get(payment.id)?.status).toBe('refunded');
    const [row] = await paymentRows(order.id);
    expect(row).toMatchObject({
      status: 'refunded',
      refundId: String(stack.double.payments.get(payment.id)?.refunds[0].id),
    });
    const entries = await timeline(order.id);
    expect(entries.at(-1)).toMatchObject({ action: 'refund' });
    expect(entries.at(-1)?.summary).toContain(`Reembolso por Mercado Pago (pago ${payment.id}`);
    expect(entries.at(-1)?.summary).toContain('stock devuelto: 3 unidades');
    expect(await status(order.id)).toMatchObject({ state: 'refunded', order_status: 'cancelled' });
    // The refund's own notification (payment.updated, refunded) changes nothing more.
    await stack.double.settle();
    expect(await stockOf(db(), product.id)).toBe(10);
    expect((await timeline(order.id)).length).toBe(entries.length);
    // Twice: the order is no longer paid.
    const twice = await call('POST', '/api/payments/refund/', stack.staff, { order_id: order.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ detail: PAYMENT_MESSAGES.refundNotPaid });
  });

  it("cancels a paid order refunded from Mercado Pago's own panel when its notification comes", async () => {
    const { product, order } = await onlineOrder(2, 2, 1000);
    const { payment } = await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    let stockMoves = 0;
    stack.app.caches.onMove(['stock'], () => stockMoves++);
    const panel = await fetch(`${stack.double.url}/v1/payments/${payment.id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.token}`, 'x-idempotency-key': `panel-${payment.id}` },
    });
    expect(panel.status).toBe(201);
    await stack.double.settle();
    expect(await status(order.id, stack.buyers[2].headers)).toMatchObject({
      state: 'refunded',
      order_status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await stockOf(db(), product.id)).toBe(10);
    expect(stockMoves).toBe(1);
    const last = (await timeline(order.id)).at(-1);
    expect(last).toMatchObject({ action: 'refund', user_id: null });
    expect(last?.summary).toContain(`Reembolso hecho en Mercado Pago (pago ${payment.id})`);
  });

  it('changes nothing when Mercado Pago refuses the refund', async () => {
    const { product, order } = await onlineOrder(1, 2, 1000);
    await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    stack.double.control.refuseRefunds = true;
    const before = await timeline(order.id);
    const refund = await call('POST', '/api/payments/refund/', stack.staff, { order_id: order.id });
    expect(refund.statusCode).toBe(502);
    expect(refund.json()).toEqual({ detail: PAYMENT_MESSAGES.refundFailed });
    expect(await stockOf(db(), product.id)).toBe(8);
    expect(await status(order.id, stack.buyers[1].headers)).toMatchObject({
      state: 'approved',
      order_status: 'paid',
    });
    expect(await timeline(order.id)).toEqual(before);
  });

  it("keeps today's 400 for cash orders and 404 for missing ones", async () => {
    const product = await createPlainProduct(db());
    const cash = await stack.order(stack.buyers[0], [{ product_id: product.id, quantity: 1 }]);
    const refund = await call('POST', '/api/payments/refund/', stack.staff, { order_id: cash.id });
    expect(refund.statusCode).toBe(400);
    expect(refund.json()).toEqual({ detail: ORDER_CHANGE_MESSAGES.onlinePaymentOff });
    const missing = await call('POST', '/api/payments/refund/', stack.staff, { order_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    const { order } = await onlineOrder(0);
    const unpaid = await call('POST', '/api/payments/refund/', stack.staff, { order_id: order.id });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toEqual({ detail: PAYMENT_MESSAGES.refundNotPaid });
  });

  it('keeps an order whose preference failed payable later, with a Spanish message', async () => {
    stack.double.control.refusePreferences = true;
    const product = await createPlainProduct(db(), { price: 500, stock: 5 });
    const order: OrderAnswer = await stack.order(stack.buyers[2], [{ product_id: product.id, quantity: 1 }], {
      payment_method: 'online',
    });
    expect(order).toMatchObject({
      status: 'payment_pending',
      payment_url: null,
      payment_message: PAYMENT_MESSAGES.preferenceFailed,
    });
    const failed = await call('POST', `/api/payments/checkout/${order.id}/`, stack.buyers[2].headers);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: PAYMENT_MESSAGES.checkoutFailed });
    stack.double.control.refusePreferences = false;
    const later = await call('POST', `/api/payments/checkout/${order.id}/`, stack.buyers[2].headers);
    expect(later.statusCode, later.body).toBe(200);
    await stack.double.pay(preferenceIdOf(later.json().payment_url), 'approve');
    expect((await status(order.id, stack.buyers[2].headers)).state).toBe('approved');
  });

  it('asks Mercado Pago on the status page when the notification has not come', async () => {
    const { order } = await onlineOrder(3);
    stack.double.control.webhook = 'never';
    await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    expect(await status(order.id, stack.buyers[3].headers)).toMatchObject({
      state: 'approved',
      order_status: 'paid',
    });
  });

  it('answers 502 with the spec message when Mercado Pago cannot be asked', async () => {
    const { order } = await onlineOrder(3);
    const apiUrl = stack.config.mercadoPago!.apiUrl;
    await stack.double.close();
    try {
      const response = await call('GET', `/api/payments/status/${order.id}/`, stack.buyers[3].headers);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.statusFailed });
    } finally {
      expect(apiUrl).toBe(stack.double.url);
    }
  });
});
