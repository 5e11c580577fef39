/**
 * Order changes by staff (DOMAIN.md "Order changes by staff", decision 022): status and payment
 * status along the flow, line edits and additions while the order is pending with stock moved by
 * exactly the difference, totals recomputed from the lines, the shipping notice, the timeline and
 * the payment calls. Every change runs in one transaction with its activity entry.
 */
import { formatPrice } from '@mayorista/shared/format';
import { orderTotals } from '@mayorista/shared/order-totals';
import {
  canMoveOrder,
  couponDiscount as discountOf,
  ORDER_CHANGE_MESSAGES,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderAddItem,
  type OrderItemsUpdate,
  type OrderPaymentStatus,
  type OrderStatus,
  type OrderTimelineEntry,
  type OrderUpdate,
  type PaymentStatus,
} from '@mayorista/shared/orders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { activityOf } from '../activity/activity.service.ts';
import { findUserSummaries } from '../auth/auth.service.ts';
import { couponMathById, releaseCouponUse } from '../marketing/coupons.service.ts';
import { salePrice } from '../pricing/pricing.service.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import {
  findVariantGroups,
  lockProductsForSale,
  lockVariantOptions,
  moveStockExactly,
  resolveSelection,
  returnStock,
  type SaleOption,
  saleSku,
  selectionFromOptionIds,
  unsellableReason,
} from '../stock/selling.service.ts';
import { cancelDistributorOrderOf, syncDistributorOrder } from './distributor-orders.service.ts';
import { applySales } from './order-stats.service.ts';
import { type ItemRow, ORDER_NOT_FOUND, type OrderRow, toOrderDto } from './orders.service.ts';

export const ORDER_ENTITY = 'order';

type Staff = NonNullable<Viewer>;

const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status] ?? status;
const paymentLabel = (status: string) => ORDER_PAYMENT_STATUS_LABELS[status as OrderPaymentStatus] ?? status;
const lineLabel = (item: { productName: string; variantDisplay: string }) =>
  item.variantDisplay ? `${item.productName} (${item.variantDisplay})` : item.productName;

/** Locks the order row: changes of one order wait for each other (always before products and options). */
async function lockOrder(tx: Db, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

async function linesOf(tx: Db, orderId: number): Promise<ItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/**
 * Subtotal from the lines (each at its sold price), the coupon re-applied to it with its math
 * (percentage and cap, or fixed, never above the subtotal; its rules are not re-checked: the buyer
 * already used it; a coupon deleted since keeps its recorded amount, capped), shipping, total.
 */
async function recomputeTotals(tx: Db, order: OrderRow, lines: ItemRow[]): Promise<OrderRow> {
  const math = order.couponId != null ? await couponMathById(tx, order.couponId) : null;
  const recorded = order.couponId != null || order.couponCode ? Number(order.couponDiscount) : 0;
  const { subtotal, couponDiscount, total } = orderTotals({
    lines: lines.map((line) => ({ price: Number(line.priceAtTime), quantity: line.quantity })),
    // orderTotals holds the recorded amount to the new subtotal.
    couponDiscount: math ? (amount) => discountOf(math, amount) : recorded,
    shippingCost: Number(order.shippingCost),
  });
  const [updated] = await tx
    .update(orders)
    .set({ subtotal, couponDiscount, total, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return updated;
}

const totalChange = (before: OrderRow, after: OrderRow) =>
  `Total: ${formatPrice(Number(before.total))} → ${formatPrice(Number(after.total))}`;

// ---- Status and payment status ----

type Plan = { status: OrderStatus; paymentStatus: string };

/**
 * Where a PUT takes the order: the status along ORDER_TRANSITIONS; entering `paid` records the
 * payment (and paying a pending order by its payment status alone marks it paid); a paid, shipped or
 * delivered order has its payment paid; `refunded` only for a cancelled order that was paid.
 */
function planChange(order: OrderRow, body: OrderUpdate): Plan {
  const from = order.status;
  let to: OrderStatus = body.status ?? from;
  const payFrom = order.paymentStatus;
  const unpaid = from === 'pending' || from === 'payment_pending';
  if (body.status === undefined && body.payment_status === 'paid' && unpaid) to = 'paid';
  if (to !== from && !canMoveOrder(from, to))
    throw invalid(ORDER_CHANGE_MESSAGES.statusMove(statusLabel(from), statusLabel(to)));
  const payTo = body.payment_status ?? (to === 'paid' && from !== 'paid' ? 'paid' : payFrom);
  if (payTo !== payFrom) {
    const legal =
      (payFrom === 'pending' && payTo === 'paid' && to === 'paid') ||
      (payFrom === 'paid' && payTo === 'refunded' && to === 'cancelled');
    if (!legal) throw invalid(ORDER_CHANGE_MESSAGES.paymentMove(paymentLabel(payFrom), paymentLabel(payTo)));
  }
  const needsPaid = to === 'paid' || to === 'shipped' || to === 'delivered';
  if ((needsPaid && payTo !== 'paid') || (to !== 'cancelled' && !needsPaid && payTo !== 'pending'))
    throw invalid(ORDER_CHANGE_MESSAGES.paymentWithStatus(paymentLabel(payTo), statusLabel(to)));
  return { status: to, paymentStatus: payTo };
}

/**
 * PUT /api/orders/{id}/: moves the status and payment status; cancelling gives every unit of every
 * line back to its product and options and cancels the pending supplier order, all in the same
 * transaction. A body that changes nothing answers the order and records nothing.
 */
export async function updateOrderStatus(db: Db, id: number, body: OrderUpdate, actor: Staff): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const plan = planChange(order, body);
    const lines = await linesOf(tx, id);
    if (plan.status === order.status && plan.paymentStatus === order.paymentStatus)
      return toOrderDto(order, lines, actor);
    const changes: string[] = [];
    if (plan.status !== order.status)
      changes.push(`Estado: ${statusLabel(order.status as OrderStatus)} → ${statusLabel(plan.status)}`);
    if (plan.paymentStatus !== order.paymentStatus)
      changes.push(`Pago: ${paymentLabel(order.paymentStatus)} → ${paymentLabel(plan.paymentStatus)}`);
    let returned = 0;
    if (plan.status === 'cancelled' && order.status !== 'cancelled') {
      await returnStock(tx, lines);
      returned = lines.reduce((sum, line) => sum + line.quantity, 0);
      changes.push(`stock devuelto: ${returned} ${returned === 1 ? 'unidad' : 'unidades'}`);
      await cancelDistributorOrderOf(tx, id, actor.userId);
      if (await releaseCouponUse(tx, id)) changes.push(`cupón ${order.couponCode} liberado`);
    }
    // The daily sales follow the status (a cancelled order stops being a sale).
    if (plan.status !== order.status) await applySales(tx, id, -1);
    const [updated] = await tx
      .update(orders)
      .set({ status: plan.status, paymentStatus: plan.paymentStatus, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    if (plan.status !== order.status) await applySales(tx, id, 1);
    await recordActivity(tx, {
      userId: actor.userId,
      action: plan.status === 'cancelled' && order.status !== 'cancelled' ? 'cancel' : 'update',
      entity: ORDER_ENTITY,
      entityId: id,
      summary: changes.join('; '),
      details: {
        status: [order.status, plan.status],
        payment_status: [order.paymentStatus, plan.paymentStatus],
        ...(returned > 0
          ? {
              returned: lines.map((line) => ({
                item: line.id,
                product: line.productId,
                options: line.optionIds,
                quantity: line.quantity,
              })),
            }
          : {}),
      },
    });
    return toOrderDto(updated, lines, actor);
  });
}

// ---- Lines ----

function assertPending(order: OrderRow) {
  if (order.status !== 'pending') throw invalid(ORDER_CHANGE_MESSAGES.notPending);
}

/**
 * PATCH /api/orders/{id}/items/: new quantities (0 removes the line) while the order is pending.
 * Stock moves by exactly each difference (409 with the checkout message when short), lines keep
 * their sold price, the totals and the supplier order follow, one activity entry per changed line.
 */
export async function updateOrderItems(
  db: Db,
  id: number,
  body: OrderItemsUpdate,
  actor: Staff,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertPending(order);
    const lines = await linesOf(tx, id);
    const byId = new Map(lines.map((line) => [line.id, line]));
    for (const change of body.items)
      if (!byId.has(change.id)) throw invalid(ORDER_CHANGE_MESSAGES.itemNotInOrder(change.id));
    const wanted = new Map(body.items.map((change) => [change.id, change.quantity]));
    if (lines.every((line) => (wanted.get(line.id) ?? line.quantity) === 0))
      throw invalid(ORDER_CHANGE_MESSAGES.emptyOrder);
    const changed = lines.filter((line) => wanted.has(line.id) && wanted.get(line.id) !== line.quantity);
    if (changed.length === 0) return toOrderDto(order, lines, actor);

    await moveStockExactly(
      tx,
      changed.map((line) => ({
        productId: line.productId,
        optionIds: line.optionIds,
        quantity: wanted.get(line.id)! - line.quantity,
        label: lineLabel(line),
      })),
    );
    // After the stock locks (the lock order of decision 040), before the lines change.
    await applySales(tx, id, -1);
    for (const line of changed) {
      const quantity = wanted.get(line.id)!;
      if (quantity === 0) await tx.delete(orderItems).where(eq(orderItems.id, line.id));
      else await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, line.id));
      await recordActivity(tx, {
        userId: actor.userId,
        action: 'update',
        entity: ORDER_ENTITY,
        entityId: id,
        summary:
          quantity === 0
            ? `Producto quitado: ${lineLabel(line)} (${line.quantity} u.)`
            : `Cantidad de ${lineLabel(line)}: ${line.quantity} → ${quantity}`,
        details: { item: line.id, product: line.productId, quantity: [line.quantity, quantity] },
      });
    }
    const after = await linesOf(tx, id);
    const updated = await recomputeTotals(tx, order, after);
    await applySales(tx, id, 1);
    await syncDistributorOrder(tx, id, after, actor.userId);
    if (Number(updated.total) !== Number(order.total))
      await recordActivity(tx, {
        userId: actor.userId,
        action: 'update',
        entity: ORDER_ENTITY,
        entityId: id,
        summary: totalChange(order, updated),
      });
    return toOrderDto(updated, after, actor);
  });
}

/**
 * POST /api/orders/{id}/add_item/: a product with its options, while the order is pending, checked
 * like checkout (available in this channel, a valid choice per variant group, options available,
 * stock), at today's price (the one price rule). The same choice already in the order grows that
 * line, which keeps its sold price (decision 010: one line per product and choice).
 */
export async function addOrderItem(db: Db, id: number, body: OrderAddItem, actor: Staff): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertPending(order);
    const dollarRate = (await getCurrentDollarRate(tx)).value;
    const product = (await lockProductsForSale(tx, [body.product])).get(body.product);
    const reason = unsellableReason(product, body.product);
    if (reason || !product) throw invalid(reason ?? ORDER_NOT_FOUND);
    const groups =
      (await findVariantGroups(tx, product.hasVariants ? [product.id] : [])).get(product.id) ?? [];
    const selection = body.option_ids
      ? selectionFromOptionIds(product, groups, body.option_ids)
      : resolveSelection(product, groups, body.selected_variants);
    const locked = await lockVariantOptions(
      tx,
      selection.options.map((option) => option.id),
    );
    const options = selection.options.map((option) => locked.get(option.id));
    const label = selection.variantDisplay ? `${product.name} (${selection.variantDisplay})` : product.name;
    if (options.some((option) => !option?.isAvailable)) throw invalid(`Producto no disponible: ${label}`);
    const optionIds = selection.options.map((option) => option.id);
    const key = [...optionIds].sort((a, b) => a - b).join(',');
    const lines = await linesOf(tx, id);
    const same = lines.find(
      (line) => line.productId === product.id && [...line.optionIds].sort((a, b) => a - b).join(',') === key,
    );
    await moveStockExactly(tx, [{ productId: product.id, optionIds, quantity: body.quantity, label }]);
    await applySales(tx, id, -1);
    let summary: string;
    if (same) {
      const quantity = same.quantity + body.quantity;
      await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, same.id));
      summary = `Cantidad de ${lineLabel(same)}: ${same.quantity} → ${quantity}`;
    } else {
      const price = salePrice(product, options as SaleOption[], dollarRate);
      await tx.insert(orderItems).values({
        orderId: id,
        productId: product.id,
        productName: product.name,
        sku: saleSku(product, options as SaleOption[]),
        productImage: product.image,
        selectedVariants: selection.selectedVariants,
        optionIds,
        variantDisplay: selection.variantDisplay,
        quantity: body.quantity,
        price: price.price,
        discount: price.discount,
        priceAtTime: price.finalPrice,
        costPrice: price.costPrice,
        isOwnProduct: product.isOwnProduct,
      });
      summary = `Producto agregado: ${label} x ${body.quantity} a ${formatPrice(price.finalPrice)} c/u`;
    }
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'update',
      entity: ORDER_ENTITY,
      entityId: id,
      summary,
      details: { product: product.id, options: optionIds, quantity: body.quantity, merged: Boolean(same) },
    });
    const after = await linesOf(tx, id);
    const updated = await recomputeTotals(tx, order, after);
    await applySales(tx, id, 1);
    await syncDistributorOrder(tx, id, after, actor.userId);
    if (Number(updated.total) !== Number(order.total))
      await recordActivity(tx, {
        userId: actor.userId,
        action: 'update',
        entity: ORDER_ENTITY,
        entityId: id,
        summary: totalChange(order, updated),
      });
    return toOrderDto(updated, after, actor);
  });
}

/** POST /api/orders/{id}/recalculate_total/: subtotal, coupon and total again from the lines. */
export async function recalculateOrderTotal(db: Db, id: number, actor: Staff): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const lines = await linesOf(tx, id);
    await applySales(tx, id, -1);
    const updated = await recomputeTotals(tx, order, lines);
    await applySales(tx, id, 1);
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'update',
      entity: ORDER_ENTITY,
      entityId: id,
      summary:
        Number(updated.total) === Number(order.total)
          ? `Total recalculado: sin cambios (${formatPrice(Number(order.total))})`
          : `Total recalculado: ${formatPrice(Number(order.total))} → ${formatPrice(Number(updated.total))}`,
      details: {
        subtotal: [Number(order.subtotal), Number(updated.subtotal)],
        coupon_discount: [Number(order.couponDiscount), Number(updated.couponDiscount)],
        total: [Number(order.total), Number(updated.total)],
      },
    });
    return toOrderDto(updated, lines, actor);
  });
}

// ---- Reading ----

/** The order with its lines, for staff (the shipping notice). */
export async function findStaffOrder(db: Db, id: number, actor: Staff): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return toOrderDto(row, await linesOf(db, id), actor);
}

/** The order's activity entries (who, when, what), oldest first. */
export async function orderTimeline(db: Db, id: number): Promise<OrderTimelineEntry[]> {
  const [row] = await db
    .select({ id: orders.id, createdAt: orders.createdAt, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const entries = await activityOf(db, ORDER_ENTITY, id);
  const actors = await findUserSummaries(db, [
    ...(row.userId == null ? [] : [row.userId]),
    ...entries.flatMap((entry) => (entry.userId == null ? [] : [entry.userId])),
  ]);
  // A buyer's checkout is not an admin write, so the log has no entry for it: the timeline starts
  // with the order's own creation (unless staff created it, which the log already holds).
  const placed: OrderTimelineEntry[] = entries.some((entry) => entry.action === 'create')
    ? []
    : [
        {
          id: 0,
          created_at: row.createdAt.toISOString(),
          user_id: row.userId,
          username: row.userId == null ? null : (actors.get(row.userId)?.username ?? null),
          action: 'create',
          summary: 'Pedido realizado',
        },
      ];
  return placed.concat(
    entries.map((entry) => ({
      id: entry.id,
      created_at: entry.createdAt.toISOString(),
      user_id: entry.userId,
      username: entry.userId == null ? null : (actors.get(entry.userId)?.username ?? null),
      action: entry.action,
      summary: entry.summary,
    })),
  );
}

/** Records the shipping notice on the order's timeline (sent or not). */
export async function recordShippingNotice(
  db: Db,
  input: { orderId: number; actorId: number; email: string; delivered: boolean },
): Promise<void> {
  await recordActivity(db, {
    userId: input.actorId,
    action: 'notify',
    entity: ORDER_ENTITY,
    entityId: input.orderId,
    summary: input.delivered
      ? `Aviso de envío enviado a ${input.email}`
      : `Falló el envío del aviso de envío a ${input.email}`,
  });
}

export function assertShippable(order: Order) {
  if (!['paid', 'shipped', 'delivered'].includes(order.status))
    throw invalid(ORDER_CHANGE_MESSAGES.shippingNotice);
}

// ---- Payments ----

/** GET /api/payments/status/{id}/: the order's payment state (its buyer or staff; others get 404). */
export async function paymentStatusOf(
  db: Db,
  id: number,
  viewer: NonNullable<Viewer>,
): Promise<PaymentStatus> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || (!viewer.isStaff && row.userId !== viewer.userId)) throw notFound(ORDER_NOT_FOUND);
  return {
    order_id: row.id,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    status: row.status,
  };
}

/**
 * POST /api/payments/refund/: no online payment provider is configured, so there is nothing to
 * refund online: 400 for every existing order (cash is returned by hand and recorded with PUT),
 * 404 only when the order does not exist.
 */
export async function refundPayment(db: Db, orderId: number): Promise<never> {
  const [row] = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  throw new AppError(
    'invalid',
    row.paymentMethod === 'cash'
      ? ORDER_CHANGE_MESSAGES.onlinePaymentOff
      : 'El pago en línea no está configurado: no se puede reembolsar este pedido.',
  );
}
