/**
 * Online payment with Mercado Pago (issue 30, decision 054). This module owns the `payments` table:
 * every payment Mercado Pago reports for an order, as read back from Mercado Pago (a notification's
 * body is never trusted). What a payment does to the order is orders' job (order-payments.service.ts);
 * this module decides it from what Mercado Pago answers:
 * - approved, of the order's exact total in ARS, while the order waits: the order is paid (once);
 * - approved but the order is no longer waiting (paid by another payment, cancelled): given back;
 * - approved of another amount or currency: recorded, the order unchanged, a timeline entry;
 * - rejected or cancelled: recorded, the order stays payable ('Pagar ahora');
 * - pending or in process: recorded, nothing else;
 * - refunded by Mercado Pago's own panel while the order is paid: the order is cancelled and refunded.
 */

import { randomUUID } from 'node:crypto';
import { formatAmount2 } from '@mayorista/shared/format';
import { toCents } from '@mayorista/shared/order-totals';
import {
  type MpPayment,
  type MpPreferenceRequest,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type PaymentState,
  type PaymentStatus,
} from '@mayorista/shared/payments';
import { roundMoney } from '@mayorista/shared/pricing';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  expireOnlineOrder,
  findOwnPaymentOrder,
  findPaymentOrder,
  findUnpaidOnlineOrders,
  notifyPaymentExpired,
  type PaymentOrder,
  payOnlineOrder,
  recordPaymentAttempt,
  recordPaymentNote,
  refundOnlineOrder,
  refundRefusal,
} from '../orders/order-payments.service.ts';
import type { MercadoPago } from './mercadopago-client.ts';

export type PaymentsDeps = {
  db: Db;
  /** null: Mercado Pago is not configured (cash only). */
  mp: MercadoPago | null;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /**
   * Stock came back outside a route that declares it (a job, a notification): the cached catalogue
   * moves on (app.caches.move('stock'), decision 046). The webhook itself declares nothing, so a
   * refused notification moves nothing.
   */
  stockMoved: () => Promise<void>;
  /** A verified payment paid the order (its transaction committed): the auto-invoice of issue 31. */
  orderPaid: (orderId: number) => void;
  /** The cuenta corriente's 'Pagar saldo' requests (issue 32, handed in by app.ts); absent: none. */
  accountPayments?: AccountPaymentHooks;
};

/** A 'Pagar saldo' request as the payments module needs it (external_reference `cc-{id}`). */
export type AccountPaymentRequest = {
  id: number;
  userId: number;
  amountCents: number;
  status: 'pending' | 'paid' | 'expired';
  expiresAt: Date;
};

/**
 * What the cuenta corriente (which reads this module) hands it through app.ts, so a verified payment
 * of a `cc-` reference becomes one receipt (decision 056).
 */
export type AccountPaymentHooks = {
  find: (db: Db, requestId: number) => Promise<AccountPaymentRequest | null>;
  /**
   * An approved payment of the request's exact amount, in the caller's transaction (its payment row
   * written): 'paid' when this call made the receipt, 'same' when this payment already had, and
   * 'not_payable' when the request was paid by another payment or had expired (the money goes back).
   */
  pay: (
    tx: Db,
    requestId: number,
    payment: { id: string; method: string; approvedAt: Date | null },
  ) => Promise<'paid' | 'same' | 'not_payable'>;
  /** Requests still waiting for their payment (the reconciliation asks Mercado Pago about each). */
  waiting: (db: Db, limit: number) => Promise<number[]>;
  /**
   * The payment was given back (refunded or charged back in Mercado Pago's own panel), in the
   * caller's transaction: the receipt it made, if any, is annulled so the debts are open again.
   */
  givenBack: (tx: Db, requestId: number, paymentId: string) => Promise<boolean>;
};

export const PROVIDER = 'mercadopago';
const DEFAULT_PENDING_HOURS = 48;

const siteOf = (config: Pick<Config, 'siteUrl' | 'port'>) =>
  config.siteUrl ?? `http://localhost:${config.port}`;

/** When a new online order stops waiting for its payment: now + PAYMENT_PENDING_HOURS. */
export function paymentDueAt(config: Pick<Config, 'paymentPendingHours'>, now = new Date()): Date {
  return new Date(now.getTime() + (config.paymentPendingHours ?? DEFAULT_PENDING_HOURS) * 3600_000);
}

/** Mercado Pago's dates: ISO with milliseconds and Argentina's offset (-03:00, no daylight saving). */
export function mpDate(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 23)}-03:00`;
}

/**
 * The preference's items: the order's lines at their sold price when they add up to the total to the
 * cent; otherwise (a coupon, a shipping cost) one item for the whole order, since a Checkout Pro item
 * cannot be negative. Either way the items sum to the total (a test holds it).
 */
export function preferenceItems(order: PaymentOrder): MpPreferenceRequest['items'] {
  const lines = order.lines.map((line) => ({
    id: String(line.id),
    title: line.title.slice(0, 250),
    quantity: line.quantity,
    unit_price: roundMoney(line.unitPrice),
    currency_id: PAYMENT_CURRENCY,
  }));
  const sum = lines.reduce((total, line) => total + toCents(line.unit_price) * line.quantity, 0);
  if (lines.length > 0 && sum === toCents(order.total)) return lines;
  const units = order.lines.reduce((total, line) => total + line.quantity, 0);
  return [
    {
      id: `pedido-${order.id}`,
      title: `Pedido #${order.id} (${units} ${units === 1 ? 'unidad' : 'unidades'})`,
      description: order.lines
        .map((line) => `${line.quantity} x ${line.title}`)
        .join(', ')
        .slice(0, 250),
      quantity: 1,
      unit_price: roundMoney(order.total),
      currency_id: PAYMENT_CURRENCY,
    },
  ];
}

/** The Checkout Pro preference of an order: its items, where the buyer comes back, where MP notifies, until when. */
export function preferenceOf(
  order: PaymentOrder,
  config: Pick<Config, 'siteUrl' | 'port' | 'paymentPendingHours'>,
  now: Date,
): MpPreferenceRequest {
  const site = siteOf(config);
  const back = `${site}/payment/result?order=${order.id}`;
  const due = order.paymentDueAt && order.paymentDueAt > now ? order.paymentDueAt : paymentDueAt(config, now);
  return {
    items: preferenceItems(order),
    back_urls: { success: back, failure: back, pending: back },
    auto_return: 'approved',
    // source_news=webhooks: the signed webhooks only, not the older unsigned IPN notifications.
    notification_url: `${site}/api/payments/webhook/?source_news=webhooks`,
    external_reference: String(order.id),
    expires: true,
    expiration_date_from: mpDate(now),
    expiration_date_to: mpDate(due),
  };
}

/** Creates a preference for an order waiting for its payment and answers where the buyer pays. */
export async function createCheckout(
  deps: PaymentsDeps & { mp: MercadoPago },
  order: PaymentOrder,
): Promise<string> {
  const preference = await deps.mp.createPreference(
    preferenceOf(order, deps.config, new Date()),
    `preferencia-${order.id}-${randomUUID()}`,
  );
  return preference.init_point;
}

/**
 * Right after an online order is created (its transaction committed): its preference. A failure
 * leaves the order waiting (payable later with 'Pagar ahora') and answers why in Spanish.
 */
export async function checkoutAtCreation(
  deps: PaymentsDeps,
  orderId: number,
): Promise<{ payment_url: string | null; payment_message: string | null }> {
  const order = await findPaymentOrder(deps.db, orderId);
  if (!deps.mp || !order) return { payment_url: null, payment_message: PAYMENT_MESSAGES.preferenceFailed };
  try {
    return { payment_url: await createCheckout({ ...deps, mp: deps.mp }, order), payment_message: null };
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'Mercado Pago: no se creó la preferencia del pedido');
    return { payment_url: null, payment_message: PAYMENT_MESSAGES.preferenceFailed };
  }
}

// ---- Reading a payment back and acting on it ----

const APPROVED = new Set(['approved']);
const FAILED = new Set(['rejected', 'cancelled']);
const GIVEN_BACK = new Set(['refunded', 'charged_back']);

export type SyncResult =
  | 'paid'
  | 'unchanged'
  | 'rejected'
  | 'mismatch'
  | 'given_back'
  | 'refunded'
  | 'ignored';

/** Records the payment; true when the row is new or its status or detail changed (only then an event). */
async function upsertPayment(
  tx: Db,
  pays: { orderId: number } | { accountRequestId: number },
  payment: MpPayment,
): Promise<boolean> {
  const values = {
    ...pays,
    provider: PROVIDER,
    providerPaymentId: String(payment.id),
    status: payment.status.slice(0, 30),
    statusDetail: (payment.status_detail ?? '').slice(0, 80),
    amount: roundMoney(payment.transaction_amount),
    currency: payment.currency_id.slice(0, 3),
    method: (payment.payment_method_id ?? '').slice(0, 40),
  };
  const rows = await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: {
        status: values.status,
        statusDetail: values.statusDetail,
        amount: values.amount,
        currency: values.currency,
        method: values.method,
        updatedAt: new Date(),
      },
      // Another notification of the same state changes nothing (and answers no row).
      setWhere: sql`(${payments.status}, ${payments.statusDetail}) is distinct from (excluded.status, excluded.status_detail)`,
    })
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The order id a payment names in external_reference, or null. */
function orderIdOf(payment: MpPayment): number | null {
  const reference = payment.external_reference ?? '';
  return /^\d{1,9}$/.test(reference) ? Number(reference) : null;
}

/**
 * Acts on a payment as Mercado Pago answers it (the webhook, the reconciliation, the status page).
 * Its external_reference names the order; the amount and currency must equal the order's total.
 * Idempotent: the same payment twice, or at once, records one row and moves the order once.
 */
export async function syncPayment(deps: PaymentsDeps, payment: MpPayment): Promise<SyncResult> {
  const requestId = accountRequestIdOf(payment);
  if (requestId !== null) return syncAccountPayment(deps, payment, requestId);
  const orderId = orderIdOf(payment);
  const order = orderId === null ? null : await findPaymentOrder(deps.db, orderId);
  if (order?.paymentMethod !== 'online') {
    deps.log.warn(
      { paymentId: payment.id, externalReference: payment.external_reference },
      'Mercado Pago: pago sin pedido online de esta tienda',
    );
    return 'ignored';
  }
  const id = String(payment.id);
  const amountOk =
    toCents(payment.transaction_amount) === toCents(order.total) && payment.currency_id === PAYMENT_CURRENCY;
  const detail = payment.status_detail ?? '';
  const outcome = await deps.db.transaction(async (tx): Promise<SyncResult> => {
    const changed = await upsertPayment(tx, { orderId: order.id }, payment);
    if (APPROVED.has(payment.status)) {
      if (!amountOk) {
        if (changed)
          await recordPaymentNote(
            tx,
            order.id,
            `Pago ${id} aprobado por ${formatAmount2(payment.transaction_amount)} ${payment.currency_id}, distinto del total ${formatAmount2(order.total)} ${PAYMENT_CURRENCY}: el pedido no se marcó pagado`,
            { payment_id: id, amount: payment.transaction_amount, currency: payment.currency_id },
          );
        return 'mismatch';
      }
      const moved = await payOnlineOrder(tx, order.id, {
        id,
        method: payment.payment_method_id ?? '',
        statusDetail: detail,
      });
      return moved === 'paid' ? 'paid' : moved === 'same' ? 'unchanged' : 'given_back';
    }
    if (FAILED.has(payment.status)) {
      if (changed)
        await recordPaymentAttempt(tx, order.id, {
          statusDetail: detail,
          summary: `Pago rechazado por Mercado Pago (pago ${id}${detail ? `: ${detail}` : ''}); el pedido sigue pendiente de pago`,
          details: { payment_id: id, status: payment.status, status_detail: detail },
        });
      return changed ? 'rejected' : 'unchanged';
    }
    if (GIVEN_BACK.has(payment.status))
      return order.paymentId === id && order.status === 'paid' ? 'refunded' : 'unchanged';
    if (changed) await recordPaymentAttempt(tx, order.id, { statusDetail: detail, summary: null });
    return 'unchanged';
  });
  if (outcome === 'paid') deps.orderPaid(order.id);
  if (outcome === 'given_back') await giveBack(deps, order, id);
  if (outcome === 'refunded') {
    const refunded = await refundOnlineOrder(deps.db, order.id, {
      paymentId: id,
      refundId: null,
      actorId: null,
      lead: `Reembolso hecho en Mercado Pago (pago ${id})`,
    });
    if (refunded) await deps.stockMoved();
  }
  return outcome;
}

/**
 * An approved payment for an order that no longer waits for one (paid by another payment, or
 * cancelled): refunded in full, once (the idempotency key is the payment's), and said on the
 * order's timeline. A refusal is thrown, so the notification is answered 502 and comes again.
 */
async function giveBack(deps: PaymentsDeps, order: PaymentOrder, paymentId: string): Promise<void> {
  if (!deps.mp) return;
  const refund = await deps.mp.refundPayment(paymentId, `devolucion-${paymentId}`);
  await recordPaymentNote(
    deps.db,
    order.id,
    `Pago ${paymentId} aprobado cuando el pedido ya no esperaba un pago: se devolvió (reembolso ${refund.id})`,
    { payment_id: paymentId, refund_id: String(refund.id) },
    'refund',
  );
}

/** Asks Mercado Pago for every payment of an order and acts on each (oldest first). */
export async function reconcileOrder(
  deps: PaymentsDeps & { mp: MercadoPago },
  orderId: number,
): Promise<SyncResult[]> {
  const found = await deps.mp.searchPayments(String(orderId));
  const results: SyncResult[] = [];
  for (const payment of [...found].reverse()) {
    if (orderIdOf(payment) !== orderId) continue;
    results.push(await syncPayment(deps, payment));
  }
  return results;
}

// ---- The buyer's and staff's calls ----

/** 'Pagar ahora': a new preference for the buyer's own order, while it waits for its payment. */
export async function payAgain(
  deps: PaymentsDeps & { mp: MercadoPago },
  orderId: number,
  viewer: NonNullable<Viewer>,
): Promise<{ payment_url: string } | { refused: string }> {
  let order = await findOwnPaymentOrder(deps.db, orderId, viewer, { staffToo: false });
  if (order.status === 'payment_pending') {
    // A payment may have arrived without its notification: never ask a paid order to pay again.
    await reconcileOrder(deps, orderId);
    order = (await findPaymentOrder(deps.db, orderId)) ?? order;
  }
  if (order.paymentMethod === 'online' && order.paymentStatus === 'paid')
    return { refused: PAYMENT_MESSAGES.alreadyPaid };
  if (!canPay(deps, order)) return { refused: PAYMENT_MESSAGES.notPayable };
  return { payment_url: await createCheckout(deps, order) };
}

/** An order that waits for an online payment, not yet past its deadline, with Mercado Pago configured. */
function canPay(deps: PaymentsDeps, order: PaymentOrder, now = new Date()): boolean {
  return (
    Boolean(deps.mp) &&
    order.paymentMethod === 'online' &&
    order.status === 'payment_pending' &&
    (!order.paymentDueAt || order.paymentDueAt > now)
  );
}

async function latestPayment(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, PROVIDER)))
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

function stateOf(order: PaymentOrder, latest: { status: string } | null): PaymentState {
  if (order.paymentMethod !== 'online') return 'none';
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.paymentStatus === 'paid') return 'approved';
  if (order.status === 'cancelled') return 'expired';
  return latest && FAILED.has(latest.status) ? 'rejected' : 'pending';
}

/**
 * GET /api/payments/status/{id}/: the payment state of an order for its buyer or staff. While an
 * online order still waits, Mercado Pago is asked first (a payment whose notification has not come
 * yet is acted on here); a failure to ask is thrown (the route answers 502).
 */
export async function paymentStatusOf(
  deps: PaymentsDeps,
  orderId: number,
  viewer: NonNullable<Viewer>,
): Promise<PaymentStatus> {
  let order = await findOwnPaymentOrder(deps.db, orderId, viewer, { staffToo: true });
  if (deps.mp && order.paymentMethod === 'online' && order.status === 'payment_pending') {
    await reconcileOrder({ ...deps, mp: deps.mp }, orderId);
    order = (await findPaymentOrder(deps.db, orderId)) ?? order;
  }
  const latest = order.paymentMethod === 'online' ? await latestPayment(deps.db, orderId) : null;
  return {
    order_id: order.id,
    order_status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    state: stateOf(order, latest),
    status_detail: order.paymentStatusDetail || latest?.statusDetail || '',
    payment_id: order.paymentId,
    total: order.total,
    can_pay: canPay(deps, order),
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
  };
}

export type RefundOutcome = { refused: string } | { notFound: true } | { failed: true } | { refunded: true };

/**
 * POST /api/payments/refund/: a paid online order refunded in full through Mercado Pago, then
 * cancelled with its stock back. Cash orders keep their 400; Mercado Pago refusing changes nothing.
 * The idempotency key is the order's and its payment's: a second click does not refund twice.
 */
export async function refundOrder(
  deps: PaymentsDeps,
  orderId: number,
  actorId: number,
): Promise<RefundOutcome> {
  const order = await findPaymentOrder(deps.db, orderId);
  if (!order) return { notFound: true };
  const refusal = refundRefusal(order);
  if (refusal) return { refused: refusal };
  if (!deps.mp) return { refused: PAYMENT_MESSAGES.onlineOff };
  const paymentId = order.paymentId!;
  let refundId: string;
  try {
    refundId = String((await deps.mp.refundPayment(paymentId, `reembolso-${order.id}-${paymentId}`)).id);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'Mercado Pago: el reembolso no se hizo');
    return { failed: true };
  }
  await deps.db
    .update(payments)
    .set({ status: 'refunded', statusDetail: 'refunded', refundId, updatedAt: new Date() })
    .where(and(eq(payments.provider, PROVIDER), eq(payments.providerPaymentId, paymentId)));
  await refundOnlineOrder(deps.db, order.id, {
    paymentId,
    refundId,
    actorId,
    lead: `Reembolso por Mercado Pago (pago ${paymentId}, reembolso ${refundId})`,
  });
  return { refunded: true };
}

// ---- Jobs ----

const JOB_BATCH = 200;

/**
 * Expiry (the job, with its clock): each online order unpaid past its deadline is first asked about
 * (a payment whose notification was lost pays it instead), then cancelled with its stock back, and its
 * buyer gets an e-mail. An order Mercado Pago cannot be asked about now is left for the next run.
 */
export async function expireUnpaidOrders(
  deps: PaymentsDeps,
  now: Date,
): Promise<{ expired: number; paid: number }> {
  const due = await findUnpaidOnlineOrders(deps.db, { dueBy: now, limit: JOB_BATCH });
  let expired = 0;
  let paid = 0;
  for (const { id } of due) {
    if (deps.mp) {
      try {
        if ((await reconcileOrder({ ...deps, mp: deps.mp }, id)).includes('paid')) {
          paid++;
          continue;
        }
      } catch (error) {
        deps.log.warn(
          { err: error, orderId: id },
          'Vencimiento: Mercado Pago no respondió; se reintenta luego',
        );
        continue;
      }
    }
    const order = await expireOnlineOrder(deps.db, id, now);
    if (!order) continue;
    expired++;
    await deps.stockMoved();
    await notifyPaymentExpired(deps, order);
  }
  return { expired, paid };
}

/**
 * Reconciliation (every 15 minutes): Mercado Pago is asked about each online order still waiting,
 * so a lost notification cannot leave a paid order unpaid. A failure is logged and the next order is
 * asked; the next run asks again.
 */
export async function reconcileUnpaidOrders(
  deps: PaymentsDeps & { mp: MercadoPago },
): Promise<{ asked: number; paid: number; failed: number }> {
  const waiting = await findUnpaidOnlineOrders(deps.db, { limit: JOB_BATCH });
  let paid = 0;
  let failed = 0;
  for (const { id } of waiting) {
    try {
      if ((await reconcileOrder(deps, id)).includes('paid')) paid++;
    } catch (error) {
      failed++;
      deps.log.warn({ err: error, orderId: id }, 'Conciliación: Mercado Pago no respondió');
    }
  }
  // 'Pagar saldo' requests still waiting (issue 32): a lost notification must not leave a receipt unmade.
  const requests = deps.accountPayments ? await deps.accountPayments.waiting(deps.db, JOB_BATCH) : [];
  for (const requestId of requests) {
    try {
      if ((await reconcileAccountRequest(deps, requestId)).includes('paid')) paid++;
    } catch (error) {
      failed++;
      deps.log.warn({ err: error, requestId }, 'Conciliación: Mercado Pago no respondió');
    }
  }
  return { asked: waiting.length + requests.length, paid, failed };
}

// ---- 'Pagar saldo' of a cuenta corriente (issue 32, decision 056) ----

/** The reference of a balance payment request: `cc-{id}`. */
export const accountReference = (requestId: number) => `cc-${requestId}`;

/** The request id a payment names in external_reference (`cc-{id}`), or null. */
function accountRequestIdOf(payment: MpPayment): number | null {
  const match = /^cc-(\d{1,9})$/.exec(payment.external_reference ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The Checkout Pro preference of a balance payment: one item of the whole amount; the buyer comes back
 * to 'Mi cuenta corriente' (`?pago={id}`); it expires when the request does.
 */
export function accountPreferenceOf(
  request: AccountPaymentRequest,
  config: Pick<Config, 'siteUrl' | 'port'>,
  now: Date,
): MpPreferenceRequest {
  const site = siteOf(config);
  const back = `${site}/configuracion/mi-cuenta-corriente?pago=${request.id}`;
  return {
    items: [
      {
        id: accountReference(request.id),
        title: 'Pago de saldo de cuenta corriente',
        quantity: 1,
        unit_price: request.amountCents / 100,
        currency_id: PAYMENT_CURRENCY,
      },
    ],
    back_urls: { success: back, failure: back, pending: back },
    auto_return: 'approved',
    notification_url: `${site}/api/payments/webhook/?source_news=webhooks`,
    external_reference: accountReference(request.id),
    expires: true,
    expiration_date_from: mpDate(now),
    expiration_date_to: mpDate(request.expiresAt > now ? request.expiresAt : now),
  };
}

/** Creates the preference of a balance payment request and answers where the buyer pays. */
export async function createAccountCheckout(
  deps: PaymentsDeps & { mp: MercadoPago },
  request: AccountPaymentRequest,
): Promise<string> {
  const preference = await deps.mp.createPreference(
    accountPreferenceOf(request, deps.config, new Date()),
    `preferencia-${accountReference(request.id)}-${randomUUID()}`,
  );
  return preference.init_point;
}

/**
 * A payment of a `cc-` reference, as Mercado Pago answers it: recorded with its request, and an
 * approved payment of the request's exact amount in ARS handed to the cuenta corriente, in the same
 * transaction, which makes one receipt of it. The same payment twice, or at once, makes one receipt.
 * Approved for a request already paid by another payment, or expired, or of another amount: given back.
 */
async function syncAccountPayment(
  deps: PaymentsDeps,
  payment: MpPayment,
  requestId: number,
): Promise<SyncResult> {
  const hooks = deps.accountPayments;
  const request = hooks ? await hooks.find(deps.db, requestId) : null;
  if (!hooks || !request) {
    deps.log.warn(
      { paymentId: payment.id, externalReference: payment.external_reference },
      'Mercado Pago: pago de saldo sin solicitud de esta tienda',
    );
    return 'ignored';
  }
  const id = String(payment.id);
  const amountOk =
    toCents(payment.transaction_amount) === request.amountCents && payment.currency_id === PAYMENT_CURRENCY;
  const outcome = await deps.db.transaction(async (tx): Promise<SyncResult> => {
    const changed = await upsertPayment(tx, { accountRequestId: request.id }, payment);
    if (APPROVED.has(payment.status)) {
      if (!amountOk) {
        // No receipt for another amount than the request's: the money goes back (below) and the
        // request stays payable for its own amount.
        if (changed)
          deps.log.warn(
            { paymentId: id, requestId, amount: payment.transaction_amount, currency: payment.currency_id },
            'Mercado Pago: pago de saldo por otro importe; no se hizo el recibo y se devuelve',
          );
        return 'mismatch';
      }
      const moved = await hooks.pay(tx, request.id, {
        id,
        method: payment.payment_method_id ?? '',
        approvedAt: payment.date_approved ? new Date(payment.date_approved) : null,
      });
      return moved === 'paid' ? 'paid' : moved === 'same' ? 'unchanged' : 'given_back';
    }
    if (FAILED.has(payment.status)) return changed ? 'rejected' : 'unchanged';
    if (GIVEN_BACK.has(payment.status) && changed)
      return (await hooks.givenBack(tx, request.id, id)) ? 'refunded' : 'unchanged';
    return 'unchanged';
  });
  // Given back: for a request already paid or expired, or of another amount (the refund's idempotency
  // key makes a repeated notification ask for the same refund).
  if ((outcome === 'given_back' || outcome === 'mismatch') && deps.mp) {
    const refund = await deps.mp.refundPayment(id, `devolucion-${id}`);
    deps.log.warn(
      { paymentId: id, requestId, refundId: refund.id },
      outcome === 'mismatch'
        ? 'Mercado Pago: pago de saldo por otro importe; se devolvió'
        : 'Mercado Pago: pago de saldo de una solicitud ya pagada o vencida; se devolvió',
    );
  }
  return outcome;
}

/** Asks Mercado Pago for every payment of a balance payment request and acts on each (oldest first). */
export async function reconcileAccountRequest(
  deps: PaymentsDeps & { mp: MercadoPago },
  requestId: number,
): Promise<SyncResult[]> {
  const found = await deps.mp.searchPayments(accountReference(requestId));
  const results: SyncResult[] = [];
  for (const payment of [...found].reverse()) {
    if (accountRequestIdOf(payment) !== requestId) continue;
    results.push(await syncPayment(deps, payment));
  }
  return results;
}
