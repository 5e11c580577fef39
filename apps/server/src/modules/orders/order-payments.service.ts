/**
 * What an online payment does to an order (issue 30, decision 054). The payments module reads
 * Mercado Pago and decides; the order's rows move only here, through the one path of every status
 * change (`applyStatusChange`: stock, supplier order, coupon, daily sales, timeline):
 * - an approved payment of the exact total: payment_pending -> paid, once (the order row is locked and
 *   the move is conditional on payment_pending, so two notifications at once move it once);
 * - a payment that did not pay: its status detail kept on the order, a timeline entry;
 * - expiry: payment_pending past its payment_due_at -> cancelled, stock back;
 * - a refund: paid -> cancelled, payment refunded, stock back.
 */
import { ORDER_CHANGE_MESSAGES, type Order } from '@mayorista/shared/orders';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { applyStatusChange, lockOrder, ORDER_ENTITY } from './order-changes.service.ts';
import { sendPaymentExpiredEmail } from './order-emails.ts';
import { ORDER_NOT_FOUND, type OrderRow, toOrderDto } from './orders.service.ts';

/** What the payments module needs of an order: its state, its total and its lines (for the preference). */
export type PaymentOrder = {
  id: number;
  userId: number | null;
  status: OrderRow['status'];
  paymentStatus: string;
  paymentMethod: OrderRow['paymentMethod'];
  paymentId: string | null;
  paymentStatusDetail: string;
  paymentDueAt: Date | null;
  total: number;
  subtotal: number;
  couponDiscount: number;
  shippingCost: number;
  lines: { id: number; title: string; quantity: number; unitPrice: number }[];
};

/** The order for a payment, or null. */
export async function findPaymentOrder(db: Db, id: number): Promise<PaymentOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const lines = await db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      variantDisplay: orderItems.variantDisplay,
      quantity: orderItems.quantity,
      priceAtTime: orderItems.priceAtTime,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.id);
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    paymentId: row.paymentId ?? null,
    paymentStatusDetail: row.paymentStatusDetail,
    paymentDueAt: row.paymentDueAt ?? null,
    total: Number(row.total),
    subtotal: Number(row.subtotal),
    couponDiscount: Number(row.couponDiscount),
    shippingCost: Number(row.shippingCost),
    lines: lines.map((line) => ({
      id: line.id,
      title: line.variantDisplay ? `${line.productName} (${line.variantDisplay})` : line.productName,
      quantity: line.quantity,
      unitPrice: Number(line.priceAtTime),
    })),
  };
}

/** The order of its buyer, or of anyone for staff (`staffToo`); anyone else gets the same 404 as a missing one. */
export async function findOwnPaymentOrder(
  db: Db,
  id: number,
  viewer: NonNullable<Viewer>,
  options: { staffToo: boolean },
): Promise<PaymentOrder> {
  const order = await findPaymentOrder(db, id);
  const allowed = order && (order.userId === viewer.userId || (options.staffToo && viewer.isStaff));
  if (!order || !allowed) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Online orders still waiting for their payment, oldest first; `dueBy`: only those due by then. */
export async function findUnpaidOnlineOrders(
  db: Db,
  options: { dueBy?: Date; limit: number },
): Promise<{ id: number; paymentDueAt: Date | null }[]> {
  const where = [eq(orders.status, 'payment_pending'), eq(orders.paymentMethod, 'online')];
  if (options.dueBy) where.push(lte(orders.paymentDueAt, options.dueBy));
  return db
    .select({ id: orders.id, paymentDueAt: orders.paymentDueAt })
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.paymentDueAt), asc(orders.id))
    .limit(options.limit);
}

export type ApprovedPayment = { id: string; method: string; statusDetail: string };

/**
 * An approved payment of the order's exact total (checked by the caller): payment_pending -> paid,
 * the payment's id and status detail kept on the order, one timeline entry. 'paid' when this call
 * moved it; 'same' when this payment had already paid it; 'not_payable' when the order is no longer
 * waiting (paid by another payment, cancelled): the caller gives that money back.
 */
export async function payOnlineOrder(
  tx: Db,
  orderId: number,
  payment: ApprovedPayment,
): Promise<'paid' | 'same' | 'not_payable'> {
  const order = await lockOrder(tx, orderId);
  if (order.paymentId === payment.id) return 'same';
  if (order.status !== 'payment_pending' || order.paymentMethod !== 'online') return 'not_payable';
  await applyStatusChange(
    tx,
    order,
    { status: 'paid', paymentStatus: 'paid' },
    {
      actorId: null,
      action: 'payment',
      lead: `Pago aprobado por Mercado Pago (pago ${payment.id}${payment.method ? `, ${payment.method}` : ''})`,
      set: { paymentId: payment.id, paymentStatusDetail: payment.statusDetail },
      details: { payment_id: payment.id, status_detail: payment.statusDetail },
    },
  );
  return 'paid';
}

/**
 * A payment attempt that did not pay (rejected, cancelled, still pending): its status detail is kept
 * on the order while it waits, and `summary` (when given) goes to the timeline.
 */
export async function recordPaymentAttempt(
  tx: Db,
  orderId: number,
  attempt: { statusDetail: string; summary: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatusDetail: attempt.statusDetail.slice(0, 80), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'payment_pending')));
  if (attempt.summary) await recordPaymentNote(tx, orderId, attempt.summary, attempt.details);
}

/** A payment event on the order's timeline, by the system (a mismatch, a payment given back). */
export async function recordPaymentNote(
  tx: Db,
  orderId: number,
  summary: string,
  details?: Record<string, unknown>,
  action: 'payment' | 'refund' = 'payment',
): Promise<void> {
  await recordActivity(tx, {
    userId: null,
    action,
    entity: ORDER_ENTITY,
    entityId: orderId,
    summary,
    details: details ?? null,
  });
}

/**
 * Cancels an online order still unpaid past its payment_due_at (the expiry job, with its clock):
 * stock back, the supplier order cancelled, the coupon released, a timeline entry. null when it is
 * no longer due (paid meanwhile, cancelled, its deadline not reached).
 */
export async function expireOnlineOrder(db: Db, orderId: number, now: Date): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const due = order.paymentDueAt;
    if (order.status !== 'payment_pending' || order.paymentMethod !== 'online' || !due || due > now)
      return null;
    const { order: updated, lines } = await applyStatusChange(
      tx,
      order,
      { status: 'cancelled', paymentStatus: order.paymentStatus },
      { actorId: null, action: 'cancel', lead: 'Pago online vencido: el pedido no se pagó a tiempo' },
    );
    return toOrderDto(updated, lines, null);
  });
}

/** The expiry's e-mail to the buyer's verified address (order-emails.ts), for the expiry job. */
export const notifyPaymentExpired = sendPaymentExpiredEmail;

/** Why an order cannot be refunded online, or null when it can (a paid online order with its payment). */
export function refundRefusal(order: PaymentOrder): string | null {
  if (order.paymentMethod !== 'online') return ORDER_CHANGE_MESSAGES.onlinePaymentOff;
  if (order.status !== 'paid' || order.paymentStatus !== 'paid' || !order.paymentId)
    return PAYMENT_MESSAGES.refundNotPaid;
  return null;
}

/**
 * After Mercado Pago refunded the order's payment in full: paid -> cancelled, payment refunded, stock
 * back, the refund in the timeline (by `actorId`, or the system for a refund made in Mercado Pago's
 * own panel). null when the order is not the paid order of that payment anymore (nothing changes).
 */
export async function refundOnlineOrder(
  db: Db,
  orderId: number,
  refund: { paymentId: string; refundId: string | null; actorId: number | null; lead: string },
): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'paid' || order.paymentId !== refund.paymentId) return null;
    const { order: updated, lines } = await applyStatusChange(
      tx,
      order,
      { status: 'cancelled', paymentStatus: 'refunded' },
      {
        actorId: refund.actorId,
        action: 'refund',
        lead: refund.lead,
        set: { paymentStatusDetail: 'refunded' },
        details: { payment_id: refund.paymentId, refund_id: refund.refundId },
      },
    );
    return toOrderDto(updated, lines, null);
  });
}
