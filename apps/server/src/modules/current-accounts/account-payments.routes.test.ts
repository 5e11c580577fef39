/**
 * 'Pagar saldo' with Mercado Pago (issue 32, decision 056) against the Mercado Pago double: the request
 * and its preference (`cc-{id}`), a verified payment becoming ONE receipt (the same notification twice,
 * three at once, a lost one found by the status call), chosen debits paid first, a payment for a
 * request already paid or expired given back, and the refusals.
 */
import { toCents } from '@mayorista/shared/order-totals';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPaymentRequests,
  ledgerAllocations,
  payments,
  receiptLines,
  receipts,
} from '../../db/schema/index.ts';
import { createTestApp, dbKind } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';
import {
  type PaymentsStack,
  preferenceIdOf,
  signedWebhook,
  startPaymentsStack,
} from '../payments/payments.test-support.ts';
import { ACCOUNT_PAYMENT_MESSAGES } from './account-payments.service.ts';
import { balanceOf, entriesOf, setTerms } from './checkout.test-support.ts';

describe(`cuenta corriente: Pagar saldo with Mercado Pago (${dbKind})`, () => {
  let stack: PaymentsStack;
  const db = () => stack.database.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    stack.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    stack = await startPaymentsStack({ buyers: 7 });
  });
  afterAll(() => stack?.stop());

  /** A buyer with an enabled account and orders on account of `totals` (the store does not invoice: each is a debit). */
  async function indebted(buyer: Buyer, totals: number[]) {
    await setTerms(db(), buyer.id, { enabled: true, creditLimit: 1_000_000 });
    const orders = [];
    for (const total of totals) {
      const product = await createPlainProduct(db(), { price: total, stock: 10 });
      orders.push(
        await stack.order(buyer, [{ product_id: product.id, quantity: 1 }], { payment_method: 'account' }),
      );
    }
    return orders;
  }
  const payBalance = (buyer: Buyer, entryIds: number[] = []) =>
    call('POST', '/api/me/account/payments/', buyer.headers, { entry_ids: entryIds });
  const requestStatus = async (buyer: Buyer, id: number) => {
    const response = await call('GET', `/api/me/account/payments/${id}/`, buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const receiptsOf = (userId: number) => db().select().from(receipts).where(eq(receipts.userId, userId));

  it('turns a verified payment of the whole balance into one receipt, also when notified twice and three times at once', async () => {
    const buyer = stack.buyers[0];
    await indebted(buyer, [1_500, 2_500.5]);
    expect(await balanceOf(db(), buyer.id)).toBe(toCents(4_000.5));
    const created = await payBalance(buyer);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({ amount: 4_000.5 });
    const preference = stack.double.preferences.get(preferenceIdOf(request.payment_url))!;
    expect(preference.external_reference).toBe(`cc-${request.id}`);
    expect(preference.back_urls.success).toBe(
      `${stack.config.siteUrl}/configuracion/mi-cuenta-corriente?pago=${request.id}`,
    );
    expect(await requestStatus(buyer, request.id)).toMatchObject({ status: 'pending', receipt_id: null });

    // Its notification three times at once: one receipt.
    stack.double.control.webhook = 'never';
    try {
      const { payment } = await stack.double.pay(preference.id, 'approve');
      const atOnce = await Promise.all([1, 2, 3].map(() => signedWebhook(stack, String(payment.id))));
      expect(atOnce.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(atOnce.map((response) => response.json().detail).sort()).toEqual([
        'Notificación procesada: paid',
        'Notificación procesada: unchanged',
        'Notificación procesada: unchanged',
      ]);
      const made = await receiptsOf(buyer.id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ source: 'mercadopago', providerPaymentId: String(payment.id) });
      expect(toCents(Number(made[0].total))).toBe(toCents(4_000.5));
      const lines = await db().select().from(receiptLines).where(eq(receiptLines.receiptId, made[0].id));
      expect(lines).toMatchObject([{ method: 'mercadopago', reference: String(payment.id) }]);
      const rows = await db().select().from(payments).where(eq(payments.accountRequestId, request.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].orderId).toBeNull();
      expect(await balanceOf(db(), buyer.id)).toBe(0);
      const status = await requestStatus(buyer, request.id);
      expect(status).toMatchObject({ status: 'paid', receipt_id: made[0].id, amount: 4_000.5 });
      expect(status.receipt_title).toMatch(/^Recibo \d{4}-\d{8}$/);
    } finally {
      stack.double.reset();
    }
    // Nothing left to pay.
    const nothing = await payBalance(buyer);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toBe(ACCOUNT_PAYMENT_MESSAGES.nothingToPay);
    expect(ACCOUNT_PAYMENT_MESSAGES.nothingToPay).toBe('No tienes saldo para pagar.');
  });

  it('pays the chosen debit first, and finds a payment whose notification was lost when asked', async () => {
    const buyer = stack.buyers[1];
    await indebted(buyer, [1_000, 3_000]);
    const [, newer] = await entriesOf(db(), buyer.id);
    const created = (await payBalance(buyer, [newer.id])).json();
    expect(created.amount).toBe(3_000);
    stack.double.control.webhook = 'never';
    try {
      await stack.double.pay(preferenceIdOf(created.payment_url), 'approve');
    } finally {
      stack.double.reset();
    }
    expect(await receiptsOf(buyer.id)).toHaveLength(0);
    // The buyer comes back: the status call asks Mercado Pago and makes the receipt.
    expect(await requestStatus(buyer, created.id)).toMatchObject({ status: 'paid' });
    const [receipt] = await receiptsOf(buyer.id);
    const receiptEntry = (await entriesOf(db(), buyer.id)).find((entry) => entry.receiptId === receipt.id)!;
    const paid = await db()
      .select()
      .from(ledgerAllocations)
      .where(eq(ledgerAllocations.creditEntryId, receiptEntry.id));
    expect(paid.map((row) => [row.debitEntryId, toCents(Number(row.amount))])).toEqual([
      [newer.id, toCents(3_000)],
    ]);
    expect(await balanceOf(db(), buyer.id)).toBe(toCents(1_000));

    // The store gives the money back from Mercado Pago's own panel: the receipt is annulled, once.
    const refund = await fetch(`${stack.double.url}/v1/payments/${receipt.providerPaymentId}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.token}`,
        'content-type': 'application/json',
        'x-idempotency-key': 'panel-1',
      },
      body: '{}',
    });
    expect(refund.status).toBe(201);
    await stack.double.settle();
    expect((await signedWebhook(stack, receipt.providerPaymentId!)).statusCode).toBe(200);
    const entries = await entriesOf(db(), buyer.id);
    expect(entries.filter((entry) => entry.kind === 'reversal')).toHaveLength(1);
    expect(entries.at(-1)).toMatchObject({ kind: 'reversal', reversesEntryId: receiptEntry.id });
    expect(await balanceOf(db(), buyer.id)).toBe(toCents(4_000));
  });

  it('gives back a payment for a request already paid or expired, without a second receipt', async () => {
    const buyer = stack.buyers[2];
    await indebted(buyer, [2_000]);
    const first = (await payBalance(buyer)).json();
    const second = (await payBalance(buyer)).json();
    await stack.double.pay(preferenceIdOf(first.payment_url), 'approve');
    await stack.double.settle();
    expect(await receiptsOf(buyer.id)).toHaveLength(1);
    // The other tab: its request is for debts already paid, and the buyer pays it too.
    const { payment } = await stack.double.pay(preferenceIdOf(second.payment_url), 'approve');
    await stack.double.settle();
    expect(await receiptsOf(buyer.id)).toHaveLength(1);
    // Its debts were paid already: its money went back, and the request is no longer payable.
    expect(stack.double.payments.get(payment.id)?.status).toBe('refunded');
    expect(await balanceOf(db(), buyer.id)).toBe(0);
    expect(await requestStatus(buyer, second.id)).toMatchObject({ status: 'expired', receipt_id: null });
    // A payment for the request already paid (a second payment of the first link): given back too.
    const twice = stack.double.createPayment({ externalReference: `cc-${first.id}`, amount: 2_000 });
    expect((await signedWebhook(stack, String(twice.id))).statusCode).toBe(200);
    await stack.double.settle();
    expect(stack.double.payments.get(twice.id)?.status).toBe('refunded');
    expect(await receiptsOf(buyer.id)).toHaveLength(1);

    // A request past its deadline: a late payment goes back, and the request says expired.
    const other = stack.buyers[3];
    await indebted(other, [700]);
    const late = (await payBalance(other)).json();
    await db()
      .update(accountPaymentRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accountPaymentRequests.id, late.id));
    const { payment: latePayment } = await stack.double.pay(preferenceIdOf(late.payment_url), 'approve');
    await stack.double.settle();
    expect(stack.double.payments.get(latePayment.id)?.status).toBe('refunded');
    expect(await receiptsOf(other.id)).toHaveLength(0);
    expect(await requestStatus(other, late.id)).toMatchObject({ status: 'expired', receipt_id: null });
  });

  it('gives back a payment of another amount than its request, which stays payable', async () => {
    const buyer = stack.buyers[6];
    await indebted(buyer, [1_500]);
    const request = (await payBalance(buyer)).json();
    const short = stack.double.createPayment({ externalReference: `cc-${request.id}`, amount: 1_000 });
    expect((await signedWebhook(stack, String(short.id))).statusCode).toBe(200);
    await stack.double.settle();
    expect(stack.double.payments.get(short.id)?.status).toBe('refunded');
    expect(await receiptsOf(buyer.id)).toHaveLength(0);
    expect(await balanceOf(db(), buyer.id)).toBe(toCents(1_500));
    expect(await requestStatus(buyer, request.id)).toMatchObject({ status: 'pending', receipt_id: null });
    // The same notification again: the same refund, nothing else.
    expect((await signedWebhook(stack, String(short.id))).statusCode).toBe(200);
    await stack.double.settle();
    expect(await receiptsOf(buyer.id)).toHaveLength(0);
    // The exact amount still pays it.
    await stack.double.pay(preferenceIdOf(request.payment_url), 'approve');
    await stack.double.settle();
    expect(await receiptsOf(buyer.id)).toHaveLength(1);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
  });

  it("refuses another buyer's debits and requests, and an empty account", async () => {
    const [owner, stranger] = [stack.buyers[4], stack.buyers[5]];
    await indebted(owner, [900]);
    const [debit] = await entriesOf(db(), owner.id);
    const foreign = await payBalance(stranger, [debit.id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(ACCOUNT_PAYMENT_MESSAGES.notOpen);
    const empty = await payBalance(stranger);
    expect(empty.json().detail).toBe(ACCOUNT_PAYMENT_MESSAGES.nothingToPay);
    const mine = (await payBalance(owner)).json();
    const peek = await call('GET', `/api/me/account/payments/${mine.id}/`, stranger.headers);
    expect(peek.statusCode).toBe(404);
    const anonymous = await call('POST', '/api/me/account/payments/', {}, { entry_ids: [] });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`cuenta corriente: Pagar saldo without Mercado Pago (${dbKind})`, () => {
  it('answers the offline message', async () => {
    const ctx = await createTestApp();
    try {
      const [buyer] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: `sinmp${process.pid}-` });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/account/payments/',
        headers: buyer.headers,
        payload: { entry_ids: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(PAYMENT_MESSAGES.onlineOff);
    } finally {
      await closeTestApp(ctx);
    }
  });
});
