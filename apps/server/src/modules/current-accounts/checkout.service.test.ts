/**
 * Buying on cuenta corriente (issue 32, decision 056): the checkout's refusals, the credit limit under
 * 50 orders at once (never over: the account's lock), the staff sale's override in Actividad, and
 * what staff changes do to an order on account and its debit.
 */
import { ACCOUNT_MESSAGES, addDays, storeDayOf } from '@mayorista/shared/current-account-rules';
import { toCents } from '@mayorista/shared/order-totals';
import { ORDER_CHANGE_MESSAGES } from '@mayorista/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers, orderPayload } from '../../test/order-fixtures.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';
import { balanceOf, entriesOf, postDebit, setTerms } from './checkout.test-support.ts';

const AVAILABLE = /Tu crédito disponible es \$ [\d.]+,\d\d\.$/;

describe(`cuenta corriente: buying on account (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let buyers: Buyer[];
  let product: { id: number };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyers = await createBuyers(ctx.app, ctx.database.db, 6, { prefix: `cc${process.pid}-` });
    product = await createPlainProduct(ctx.database.db, { price: 1000, stock: 10_000 });
  });
  afterAll(() => closeTestApp(ctx));

  const order = (buyer: Buyer, quantity = 1, productId = product.id) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: orderPayload([{ product_id: productId, quantity }], { payment_method: 'account' }),
    });

  it('refuses an account that is not enabled, with the message and nothing recorded', async () => {
    const [buyer] = buyers;
    const first = await order(buyer);
    expect(first.statusCode).toBe(400);
    expect(first.json().detail).toBe(ACCOUNT_MESSAGES.notEnabled);
    await setTerms(ctx.database.db, buyer.id, { enabled: false, creditLimit: 100_000 });
    const second = await order(buyer);
    expect(second.json().detail).toBe(ACCOUNT_MESSAGES.notEnabled);
    expect(await entriesOf(ctx.database.db, buyer.id)).toEqual([]);
  });

  it('lets 50 orders at once pass only up to the limit; the others say the credit available', {
    timeout: 180_000,
  }, async () => {
    const buyer = buyers[1];
    const db = ctx.database.db;
    await setTerms(db, buyer.id, { enabled: true, creditLimit: 10_500 });
    // Each order its own product: no product lock lines them up, only the account's.
    const goods = [];
    for (let index = 0; index < 50; index++)
      goods.push(await createPlainProduct(db, { price: 1000, stock: 10 }));
    const responses = await Promise.all(goods.map((good) => order(buyer, 1, good.id)));
    const accepted = responses.filter((response) => response.statusCode === 201).map((r) => r.json());
    const refused = responses.filter((response) => response.statusCode !== 201);
    // $ 1.000 each against $ 10.500: ten pass, never an eleventh.
    expect(accepted).toHaveLength(10);
    expect(accepted.every((body) => body.status === 'pending' && body.payment_method === 'account')).toBe(
      true,
    );
    const acceptedCents = accepted.reduce((sum, body) => sum + toCents(body.total), 0);
    expect(acceptedCents).toBeLessThanOrEqual(toCents(10_500));
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 400));
    for (const response of refused) {
      expect(response.json().detail).toMatch(AVAILABLE);
      expect(response.json().detail.startsWith(ACCOUNT_MESSAGES.overLimit)).toBe(true);
    }
    // The last ones were refused with what is left: $ 500.
    expect(refused.some((r) => r.json().detail.endsWith('Tu crédito disponible es $ 500,00.'))).toBe(true);
    // The store does not invoice (no fiscal data): each order is its own debit, 'Pedido #N'.
    const entries = await entriesOf(db, buyer.id);
    expect(entries.map((entry) => entry.kind)).toEqual(accepted.map(() => 'order'));
    expect(entries.map((entry) => entry.orderId).sort()).toEqual(accepted.map((body) => body.id).sort());
    expect(entries.every((entry) => entry.description === `Pedido #${entry.orderId}`)).toBe(true);
    expect(await balanceOf(db, buyer.id)).toBe(acceptedCents);
  });

  it('refuses a customer with a debit overdue, saying the credit available', async () => {
    const buyer = buyers[2];
    const db = ctx.database.db;
    await setTerms(db, buyer.id, { enabled: true, creditLimit: 50_000, paymentTermsDays: 30 });
    await postDebit(db, buyer.id, 2_000, addDays(storeDayOf(), -45));
    const response = await order(buyer);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`${ACCOUNT_MESSAGES.overdue} Tu crédito disponible es $ 48.000,00.`);
  });

  it('lets staff sell on account past the limit and overdue, logged with the figures; never to a disabled account', async () => {
    const db = ctx.database.db;
    const buyer = buyers[2];
    const sale = (customerId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/admin-create/',
        headers: staff,
        payload: {
          ...orderPayload([{ product_id: product.id, quantity: 60 }]),
          customer_id: customerId,
          payment_method: 'account',
        },
      });
    const response = await sale(buyer.id);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.payment_method).toBe('account');
    expect(body.account_warning).toBe(
      `${ACCOUNT_MESSAGES.staffOverride} ${ACCOUNT_MESSAGES.overdue} Tu crédito disponible es $ 48.000,00.`,
    );
    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'order'), eq(activityLog.entityId, body.id)));
    const override = logged.find((row) => row.summary.startsWith(ACCOUNT_MESSAGES.staffOverride));
    expect(override?.details).toMatchObject({
      account_override: true,
      customer_id: buyer.id,
      order_total: 60_000,
      credit_limit: 50_000,
      balance: 2_000,
      available_credit: 48_000,
      overdue: 2_000,
    });
    // A sale within the terms records no override.
    const fine = buyers[3];
    await setTerms(db, fine.id, { enabled: true, creditLimit: 100_000 });
    const plain = await sale(fine.id);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().account_warning).toBeNull();
    // Not enabled: refused for staff too.
    const disabled = await sale(buyers[0].id);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().detail).toBe(ACCOUNT_MESSAGES.notEnabled);
  });

  it('never marks an order on account paid by hand; it ships and is delivered unpaid', async () => {
    const buyer = buyers[4];
    await setTerms(ctx.database.db, buyer.id, { enabled: true, creditLimit: 100_000 });
    const created = (await order(buyer)).json();
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: `/api/orders/${created.id}/`, headers: staff, payload });
    for (const payload of [
      { status: 'paid' },
      { payment_status: 'paid' },
      { status: 'paid', payment_status: 'paid' },
    ]) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(ORDER_CHANGE_MESSAGES.accountPaidByReceipt);
    }
    expect(ORDER_CHANGE_MESSAGES.accountPaidByReceipt).toBe(
      'Un pedido en cuenta corriente se cobra con un recibo.',
    );
    const shipped = await put({ status: 'shipped' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', payment_status: 'pending' });
    const delivered = await put({ status: 'delivered' });
    expect(delivered.json()).toMatchObject({ status: 'delivered', payment_status: 'pending' });
  });

  it('reverses the debit of a cancelled order and follows a changed total with an adjustment', async () => {
    const db = ctx.database.db;
    const buyer = buyers[5];
    await setTerms(db, buyer.id, { enabled: true, creditLimit: 100_000 });
    const created = (await order(buyer, 3)).json();
    expect(await balanceOf(db, buyer.id)).toBe(toCents(3_000));
    const item = created.items[0];
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${created.id}/items/`,
      headers: staff,
      payload: { items: [{ id: item.id, quantity: 2 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await balanceOf(db, buyer.id)).toBe(toCents(2_000));
    const adjustment = (await entriesOf(db, buyer.id)).find((entry) => entry.kind === 'adjustment');
    expect(adjustment).toMatchObject({
      orderId: created.id,
      description: `Pedido #${created.id} modificado`,
    });
    expect(toCents(Number(adjustment?.amount))).toBe(-toCents(1_000));

    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${created.id}/`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(db, buyer.id)).toBe(0);
    const entries = await entriesOf(db, buyer.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['order', 'adjustment', 'reversal', 'reversal']);
    const timeline = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${created.id}/timeline/`,
      headers: staff,
    });
    expect(JSON.stringify(timeline.json())).toContain('débito en cuenta corriente anulado ($ 2.000,00)');
  });
});
