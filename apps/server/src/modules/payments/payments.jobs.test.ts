import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { dbKind } from '../../test/helpers.ts';
import { stockOf } from '../../test/order-fixtures.ts';
import { createPlainProduct } from '../orders/orders.test-support.ts';
import { paymentsDeps } from './payments.deps.ts';
import { PAYMENT_EXPIRY_JOB, paymentExpiryJob, paymentReconciliationJob } from './payments.jobs.ts';
import { expireUnpaidOrders, reconcileUnpaidOrders } from './payments.service.ts';
import { type PaymentsStack, preferenceIdOf, startPaymentsStack } from './payments.test-support.ts';

const HOUR = 3600_000;

describe(`payment jobs: expiry and reconciliation (${dbKind})`, () => {
  let stack: PaymentsStack;
  const deps = () => paymentsDeps(stack.app);
  const mp = () => {
    const value = deps();
    return { ...value, mp: value.mp! };
  };
  const orderOf = async (id: number) =>
    (await stack.app.inject({ method: 'GET', url: `/api/orders/${id}/`, headers: stack.staff })).json();
  const onlineOrder = async (buyerIndex: number, quantity = 2) => {
    const product = await createPlainProduct(stack.database.db, { price: 1200, stock: 10 });
    const order = await stack.order(stack.buyers[buyerIndex], [{ product_id: product.id, quantity }], {
      payment_method: 'online',
    });
    return { product, order };
  };
  const expiredMails = async () =>
    (await stack.database.db.select().from(outbox)).filter((row) => row.kind === 'payment_expired');

  beforeAll(async () => {
    stack = await startPaymentsStack({ buyers: 3, overrides: { paymentPendingHours: 2 } });
  });
  afterAll(() => stack?.stop());
  beforeEach(() => stack.double.reset());

  it('cancels an online order unpaid past PAYMENT_PENDING_HOURS: stock back, timeline, e-mail to the verified buyer', async () => {
    const { product, order } = await onlineOrder(0, 3);
    const created = Date.parse(order.payment_due_at!) - 2 * HOUR;
    expect(Math.abs(created - Date.now())).toBeLessThan(60_000);
    expect(await stockOf(stack.database.db, product.id)).toBe(7);
    const mailsBefore = (await expiredMails()).length;

    // One minute before its deadline nothing happens; one minute after, it is cancelled.
    const early = await expireUnpaidOrders(deps(), new Date(created + 2 * HOUR - 60_000));
    expect(early.expired).toBe(0);
    expect((await orderOf(order.id)).status).toBe('payment_pending');
    let stockMoves = 0;
    stack.app.caches.onMove(['stock'], () => stockMoves++);
    const late = await expireUnpaidOrders(deps(), new Date(created + 2 * HOUR + 60_000));
    expect(late).toEqual({ expired: 1, paid: 0 });
    // The cached catalogue (stock) moves on, as after a staff cancellation.
    expect(stockMoves).toBe(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await stockOf(stack.database.db, product.id)).toBe(10);
    const timeline = (
      await stack.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/timeline/`,
        headers: stack.staff,
      })
    ).json() as { action: string; summary: string; user_id: number | null }[];
    expect(timeline.at(-1)).toMatchObject({ action: 'cancel', user_id: null });
    expect(timeline.at(-1)?.summary).toContain('Pago online vencido');
    expect(timeline.at(-1)?.summary).toContain('stock devuelto: 3 unidades');
    const mails = await expiredMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ to: `${stack.buyers[0].username}@example.com` });
    expect(mails.at(-1)?.subject).toBe(`Tu pedido #${order.id} se canceló: no recibimos el pago`);
    const status = (
      await stack.app.inject({
        method: 'GET',
        url: `/api/payments/status/${order.id}/`,
        headers: stack.buyers[0].headers,
      })
    ).json();
    expect(status).toMatchObject({ state: 'expired', can_pay: false });

    // Run again: nothing more.
    expect(await expireUnpaidOrders(deps(), new Date(created + 3 * HOUR))).toEqual({ expired: 0, paid: 0 });
    expect(await stockOf(stack.database.db, product.id)).toBe(10);
  });

  it('mails only a verified address: an unverified buyer gets no e-mail', async () => {
    const buyer = stack.buyers[1];
    await stack.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, buyer.id));
    try {
      const { order } = await onlineOrder(1);
      const before = (await expiredMails()).length;
      const at = new Date(Date.parse(order.payment_due_at!) + 60_000);
      expect((await expireUnpaidOrders(deps(), at)).expired).toBeGreaterThanOrEqual(1);
      expect((await orderOf(order.id)).status).toBe('cancelled');
      expect((await expiredMails()).length).toBe(before);
    } finally {
      await stack.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, buyer.id));
    }
  });

  it('asks Mercado Pago before cancelling: a payment whose notification never came pays the order', async () => {
    const { product, order } = await onlineOrder(2);
    stack.double.control.webhook = 'never';
    await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    const result = await expireUnpaidOrders(deps(), new Date(Date.parse(order.payment_due_at!) + 60_000));
    expect(result.paid).toBe(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(await stockOf(stack.database.db, product.id)).toBe(8);
  });

  it('leaves an order Mercado Pago cannot be asked about for the next run', async () => {
    const { order } = await onlineOrder(0);
    const due = new Date(Date.parse(order.payment_due_at!) + 60_000);
    const broken = {
      ...deps(),
      mp: { ...mp().mp, searchPayments: () => Promise.reject(new Error('caído')) },
    };
    expect((await expireUnpaidOrders(broken, due)).expired).toBe(0);
    expect((await orderOf(order.id)).status).toBe('payment_pending');
    expect((await expireUnpaidOrders(deps(), due)).expired).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.id)).status).toBe('cancelled');
  });

  it('reconciliation finds a payment whose webhook never came, and the job runs once across processes', async () => {
    const { order } = await onlineOrder(1);
    stack.double.control.webhook = 'never';
    await stack.double.pay(preferenceIdOf(order.payment_url!), 'approve');
    expect((await orderOf(order.id)).status).toBe('payment_pending');
    const result = await reconcileUnpaidOrders(mp());
    expect(result.paid).toBe(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect((await reconcileUnpaidOrders(mp())).paid).toBe(0);

    // The runner claims each interval once: a second process in the same interval skips it.
    const job = paymentReconciliationJob(mp());
    expect(job.everyMs).toBe(15 * 60_000);
    const runs = await Promise.all([runJobOnce(stack.database.db, job), runJobOnce(stack.database.db, job)]);
    expect(runs.sort()).toEqual(['ran', 'skipped']);
  });

  it('runs the expiry job with the clock it is given', async () => {
    const { order } = await onlineOrder(2, 1);
    const job = paymentExpiryJob(deps(), () => new Date(Date.parse(order.payment_due_at!) + 60_000));
    expect(job.name).toBe(PAYMENT_EXPIRY_JOB);
    expect(await runJobOnce(stack.database.db, job)).toBe('ran');
    expect((await orderOf(order.id)).status).toBe('cancelled');
  });
});
