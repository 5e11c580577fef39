/**
 * Order changes by staff (DOMAIN.md "Order changes by staff", decision 022): status and payment
 * status along the flow, line edits and additions while the order is pending with stock moved by
 * exactly the difference, totals recomputed from the lines, the shipping notice, the timeline and
 * the payment calls. Every change runs in one transaction with its activity entry.
 */
import type { ActivityAction } from '@mayorista/shared/activity';
import { formatPrice } from '@mayorista/shared/format';
import { orderTotals } from '@mayorista/shared/order-totals';
import {
  couponDiscount as discountOf,
  nextOrderStatuses,
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
} from '@mayorista/shared/orders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { activityOf } from '../activity/activity.service.ts';
import { findUserSummaries, getUser } from '../auth/auth.service.ts';
import { couponMathById, releaseCouponUse } from '../marketing/coupons.service.ts';
import { getCurrentDollarRate } from '../settings/settings.service.ts';
import {
  type BuyerTerms,
  checkQuantity,
  findVariantGroups,
  linePrice,
  loadBuyerTerms,
  lockProductsForSale,
  lockVariantOptions,
  moveStockExactly,
  pricedWith,
  resolveSelection,
  returnStock,
  type SaleOption,
  type SaleProduct,
  saleSku,
  selectionFromOptionIds,
  unsellableReason,
} from '../stock/selling.service.ts';
import { cancelDistributorOrderOf, syncDistributorOrder } from './distributor-orders.service.ts';
import { applySales } from './order-stats.service.ts';
import {
  type AccountSales,
  type ItemRow,
  ORDER_NOT_FOUND,
  type OrderRow,
  toOrderDto,
} from './orders.service.ts';

export const ORDER_ENTITY = 'order';

type Staff = NonNullable<Viewer>;

/**
 * What a staff change does to an order on cuenta corriente (issue 32, decision 056), handed in by
 * app.ts from current-accounts (which reads orders). Both run in the change's transaction, the order
 * locked, and answer what the timeline should say (null: nothing was posted).
 */
export type AccountOrderHooks = {
  /** The order is cancelled: its own debit (when the store does not invoice) is reversed. */
  cancelled: (tx: Db, order: OrderRow, actor: Staff | null) => Promise<string | null>;
  /** Its total changed while pending: its own debit follows with an adjustment of the difference. */
  totalChanged: (
    tx: Db,
    order: OrderRow,
    before: number,
    after: number,
    actor: Staff,
  ) => Promise<string | null>;
};

/** Everything the orders module is handed of the cuenta corriente (orders.routes.ts `account`). */
export type AccountOrders = {
  sales: AccountSales;
  changes: AccountOrderHooks;
  /** A sale on account was made (committed): invoicing's auto-invoice counts it as 'paid'. */
  saleMade?: (orderId: number) => void;
};

const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status] ?? status;
const paymentLabel = (status: string) => ORDER_PAYMENT_STATUS_LABELS[status as OrderPaymentStatus] ?? status;
const lineLabel = (item: { productName: string; variantDisplay: string }) =>
  item.variantDisplay ? `${item.productName} (${item.variantDisplay})` : item.productName;

/** Locks the order row: changes of one order wait for each other (always before products and options). */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow> {
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

export type Plan = { status: OrderStatus; paymentStatus: string };

/**
 * Where a PUT takes the order: the status along ORDER_TRANSITIONS; entering `paid` records the
 * payment (and paying a pending order by its payment status alone marks it paid); a paid, shipped or
 * delivered order has its payment paid; `refunded` only for a cancelled order that was paid.
 */
function planChange(order: OrderRow, body: OrderUpdate): Plan {
  if (order.paymentMethod === 'account') return planAccountChange(order, body);
  const from = order.status;
  let to: OrderStatus = body.status ?? from;
  const payFrom = order.paymentStatus;
  const unpaid = from === 'pending' || from === 'payment_pending';
  if (body.status === undefined && body.payment_status === 'paid' && unpaid) to = 'paid';
  if (to !== from && !nextOrderStatuses({ status: from, payment_method: order.paymentMethod }).includes(to))
    throw invalid(ORDER_CHANGE_MESSAGES.statusMove(statusLabel(from), statusLabel(to)));
  const payTo = body.payment_status ?? (to === 'paid' && from !== 'paid' ? 'paid' : payFrom);
  if (payTo !== payFrom) {
    const legal =
      (payFrom === 'pending' && payTo === 'paid' && to === 'paid') ||
      (payFrom === 'paid' && payTo === 'refunded' && to === 'cancelled');
    if (!legal) throw invalid(ORDER_CHANGE_MESSAGES.paymentMove(paymentLabel(payFrom), paymentLabel(payTo)));
  }
  // An online order is paid by a verified payment and refunded through the provider, never by hand.
  if (order.paymentMethod === 'online' && payTo !== payFrom)
    throw invalid(
      payTo === 'paid'
        ? ORDER_CHANGE_MESSAGES.onlinePaidByPayment
        : ORDER_CHANGE_MESSAGES.onlineRefundThroughProvider,
    );
  const needsPaid = to === 'paid' || to === 'shipped' || to === 'delivered';
  if ((needsPaid && payTo !== 'paid') || (to !== 'cancelled' && !needsPaid && payTo !== 'pending'))
    throw invalid(ORDER_CHANGE_MESSAGES.paymentWithStatus(paymentLabel(payTo), statusLabel(to)));
  return { status: to, paymentStatus: payTo };
}

/**
 * An order on cuenta corriente (issue 32) is paid in the ledger by receipts: never marked paid (nor
 * its payment moved) by hand; it goes pending -> shipped -> delivered, or is cancelled while pending.
 */
function planAccountChange(order: OrderRow, body: OrderUpdate): Plan {
  const from = order.status;
  const to: OrderStatus = body.status ?? from;
  const paymentMoves = body.payment_status !== undefined && body.payment_status !== order.paymentStatus;
  if (paymentMoves || (to === 'paid' && from !== 'paid'))
    throw invalid(ORDER_CHANGE_MESSAGES.accountPaidByReceipt);
  if (to !== from && !nextOrderStatuses({ status: from, payment_method: 'account' }).includes(to))
    throw invalid(ORDER_CHANGE_MESSAGES.statusMove(statusLabel(from), statusLabel(to)));
  return { status: to, paymentStatus: order.paymentStatus };
}

/**
 * PUT /api/orders/{id}/: moves the status and payment status; cancelling gives every unit of every
 * line back to its product and options and cancels the pending supplier order, all in the same
 * transaction (an order on account also has its own debit reversed: `account`). A body that changes
 * nothing answers the order and records nothing.
 */
export async function updateOrderStatus(
  db: Db,
  id: number,
  body: OrderUpdate,
  actor: Staff,
  account?: AccountOrderHooks,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const plan = planChange(order, body);
    const { order: updated, lines } = await applyStatusChange(
      tx,
      order,
      plan,
      { actorId: actor.userId },
      { account, actor },
    );
    return toOrderDto(updated, lines, actor);
  });
}

export type StatusChangeNote = {
  /** Who acted: staff, or null for the system (a payment, a job). */
  actorId: number | null;
  /** The timeline's action; 'cancel' or 'update' by default. */
  action?: ActivityAction;
  /** Said first in the timeline's summary (e.g. the payment that moved the order). */
  lead?: string;
  /** Other columns the same UPDATE writes (the payment's id and status detail). */
  set?: Partial<Pick<OrderRow, 'paymentId' | 'paymentStatusDetail'>>;
  details?: Record<string, unknown>;
};

/**
 * Moves a locked order to `plan` in the caller's transaction: cancelling returns every unit to stock,
 * cancels the pending supplier order and releases the coupon (and reverses an account order's own
 * debit through `hooks.account`); the daily sales follow the status; one timeline entry. The one path
 * of every status change: staff (PUT), a payment, its expiry, a refund. Nothing to change: nothing
 * written.
 */
export async function applyStatusChange(
  tx: Db,
  order: OrderRow,
  plan: Plan,
  note: StatusChangeNote,
  hooks: { account?: AccountOrderHooks; actor?: Staff } = {},
): Promise<{ order: OrderRow; lines: ItemRow[] }> {
  const id = order.id;
  const lines = await linesOf(tx, id);
  if (plan.status === order.status && plan.paymentStatus === order.paymentStatus) return { order, lines };
  const changes: string[] = note.lead ? [note.lead] : [];
  if (plan.status !== order.status)
    changes.push(`Estado: ${statusLabel(order.status as OrderStatus)} → ${statusLabel(plan.status)}`);
  if (plan.paymentStatus !== order.paymentStatus)
    changes.push(`Pago: ${paymentLabel(order.paymentStatus)} → ${paymentLabel(plan.paymentStatus)}`);
  let returned = 0;
  const cancelling = plan.status === 'cancelled' && order.status !== 'cancelled';
  if (cancelling) {
    await returnStock(tx, lines);
    returned = lines.reduce((sum, line) => sum + line.quantity, 0);
    changes.push(`stock devuelto: ${returned} ${returned === 1 ? 'unidad' : 'unidades'}`);
    await cancelDistributorOrderOf(tx, id, note.actorId);
    if (await releaseCouponUse(tx, id)) changes.push(`cupón ${order.couponCode} liberado`);
    if (order.paymentMethod === 'account') {
      // Never a cancelled account order whose debit stays: without the ledger the change is refused.
      if (!hooks.account) throw new Error('account order cancelled without the cuenta corriente hooks');
      const posted = await hooks.account.cancelled(tx, order, hooks.actor ?? null);
      if (posted) changes.push(posted);
    }
  }
  // The daily sales follow the status (a cancelled order stops being a sale, a paid online one starts).
  if (plan.status !== order.status) await applySales(tx, id, -1);
  const [updated] = await tx
    .update(orders)
    .set({ ...note.set, status: plan.status, paymentStatus: plan.paymentStatus, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  if (plan.status !== order.status) await applySales(tx, id, 1);
  await recordActivity(tx, {
    userId: note.actorId,
    action: note.action ?? (cancelling ? 'cancel' : 'update'),
    entity: ORDER_ENTITY,
    entityId: id,
    summary: changes.join('; '),
    details: {
      status: [order.status, plan.status],
      payment_status: [order.paymentStatus, plan.paymentStatus],
      ...note.details,
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
  return { order: updated, lines };
}

// ---- Lines ----

/**
 * An account order's total changed while pending (issue 32): its own debit follows (an adjustment of
 * the difference, posted by current-accounts), said on the timeline.
 */
async function accountTotalFollows(
  tx: Db,
  before: OrderRow,
  after: OrderRow,
  actor: Staff,
  account: AccountOrderHooks | undefined,
) {
  if (before.paymentMethod !== 'account' || Number(after.total) === Number(before.total)) return;
  if (!account) throw new Error('account order changed without the cuenta corriente hooks');
  const posted = await account.totalChanged(tx, after, Number(before.total), Number(after.total), actor);
  if (posted)
    await recordActivity(tx, {
      userId: actor.userId,
      action: 'update',
      entity: ORDER_ENTITY,
      entityId: after.id,
      summary: posted,
    });
}

function assertPending(order: OrderRow) {
  if (order.status !== 'pending') throw invalid(ORDER_CHANGE_MESSAGES.notPending);
}

/** The price list the order's buyer buys with today: their account's, else the default (null). */
async function buyerListId(tx: Db, order: OrderRow): Promise<number | null> {
  if (order.userId == null) return null;
  const user = await getUser(tx, order.userId).catch((error) => {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  });
  return user?.priceListId ?? null;
}

type LinePrice = Pick<
  typeof orderItems.$inferInsert,
  | 'price'
  | 'discount'
  | 'priceAtTime'
  | 'costPrice'
  | 'priceListId'
  | 'priceListName'
  | 'tierMinQuantity'
  | 'tierDiscount'
  | 'saleUnit'
  | 'unitsPerPack'
  | 'ivaRate'
>;

/** A line's price columns by the buyer's list and the tier of `quantity` (decision 052). */
function linePriceColumns(
  buyer: BuyerTerms,
  line: { product: SaleProduct; options: SaleOption[]; quantity: number },
  dollarRate: number,
): LinePrice {
  const price = linePrice(buyer, line, dollarRate);
  return {
    price: price.price,
    discount: price.discount,
    priceAtTime: price.finalPrice,
    costPrice: price.costPrice,
    ...pricedWith(buyer.priceList, price, line.product),
  };
}

/**
 * A line whose quantity changes keeps its sold price while the same tier applies (decision 022);
 * when the new quantity reaches another tier, or leaves its own, the line is priced again by today's
 * rule with the buyer's list (decision 052). Null when it keeps its price (also when its product or
 * an option is gone).
 */
function repriceOnTierChange(
  line: ItemRow,
  sale: { product: SaleProduct | undefined; options: (SaleOption | undefined)[]; quantity: number },
  buyer: BuyerTerms,
  dollarRate: number,
): LinePrice | null {
  const { product, options } = sale;
  if (!product || options.some((option) => !option)) return null;
  const columns = linePriceColumns(
    buyer,
    { product, options: options as SaleOption[], quantity: sale.quantity },
    dollarRate,
  );
  const sameTier =
    columns.tierMinQuantity === line.tierMinQuantity &&
    Number(columns.tierDiscount) === Number(line.tierDiscount);
  return sameTier ? null : columns;
}

const priceChange = (line: ItemRow, columns: LinePrice | null) =>
  columns
    ? ` (precio por cantidad: ${formatPrice(Number(line.priceAtTime))} → ${formatPrice(Number(columns.priceAtTime))} c/u)`
    : '';

/**
 * The lines' new quantities checked against their products' rule (400 naming the product), and the
 * new price of each line whose tier changes with it. Products and options are locked (id order,
 * before moveStockExactly locks them again in the same order).
 */
async function checkNewQuantities(
  tx: Db,
  order: OrderRow,
  changes: { line: ItemRow; quantity: number }[],
): Promise<Map<number, LinePrice>> {
  const kept = changes.filter((change) => change.quantity > 0 && change.line.productId != null);
  const repriced = new Map<number, LinePrice>();
  if (kept.length === 0) return repriced;
  const productIds = kept.map((change) => change.line.productId!);
  const saleProducts = await lockProductsForSale(tx, productIds);
  for (const { line, quantity } of kept) {
    const product = saleProducts.get(line.productId!);
    if (product) checkQuantity({ ...product, name: line.productName }, quantity);
  }
  const options = await lockVariantOptions(
    tx,
    kept.flatMap((change) => change.line.optionIds),
  );
  const dollarRate = (await getCurrentDollarRate(tx)).value;
  const buyer = await loadBuyerTerms(tx, await buyerListId(tx, order), productIds);
  for (const { line, quantity } of kept) {
    const sale = {
      product: saleProducts.get(line.productId!),
      options: line.optionIds.map((id) => options.get(id)),
      quantity,
    };
    const columns = repriceOnTierChange(line, sale, buyer, dollarRate);
    if (columns) repriced.set(line.id, columns);
  }
  return repriced;
}

/**
 * PATCH /api/orders/{id}/items/: new quantities (0 removes the line) while the order is pending,
 * each checked against its product's rule (minimum, multiple). Stock moves by exactly each
 * difference (409 with the checkout message when short), lines keep their sold price unless the new
 * quantity changes their tier, the totals and the supplier order follow, one activity entry per
 * changed line.
 */
export async function updateOrderItems(
  db: Db,
  id: number,
  body: OrderItemsUpdate,
  actor: Staff,
  account?: AccountOrderHooks,
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
    const repriced = await checkNewQuantities(
      tx,
      order,
      changed.map((line) => ({ line, quantity: wanted.get(line.id)! })),
    );

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
      const columns = repriced.get(line.id) ?? null;
      if (quantity === 0) await tx.delete(orderItems).where(eq(orderItems.id, line.id));
      else
        await tx
          .update(orderItems)
          .set({ quantity, ...columns })
          .where(eq(orderItems.id, line.id));
      await recordActivity(tx, {
        userId: actor.userId,
        action: 'update',
        entity: ORDER_ENTITY,
        entityId: id,
        summary:
          quantity === 0
            ? `Producto quitado: ${lineLabel(line)} (${line.quantity} u.)`
            : `Cantidad de ${lineLabel(line)}: ${line.quantity} → ${quantity}${priceChange(line, columns)}`,
        details: {
          item: line.id,
          product: line.productId,
          quantity: [line.quantity, quantity],
          ...(columns ? { price_at_time: [Number(line.priceAtTime), columns.priceAtTime] } : {}),
        },
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
    await accountTotalFollows(tx, order, updated, actor, account);
    return toOrderDto(updated, after, actor);
  });
}

/**
 * POST /api/orders/{id}/add_item/: a product with its options, while the order is pending, checked
 * like checkout (available in this channel, a valid choice per variant group, options available,
 * the product's quantity rule, stock), at today's price by the buyer's list and the tier of its
 * quantity (the one price rule). The same choice already in the order grows that line (decision
 * 010: one line per product and choice), which keeps its sold price unless its tier changes.
 */
export async function addOrderItem(
  db: Db,
  id: number,
  body: OrderAddItem,
  actor: Staff,
  account?: AccountOrderHooks,
): Promise<Order> {
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
    const quantity = (same?.quantity ?? 0) + body.quantity;
    checkQuantity(product, quantity);
    const buyer = await loadBuyerTerms(tx, await buyerListId(tx, order), [product.id]);
    const sale = { product, options: options as SaleOption[], quantity };
    await moveStockExactly(tx, [{ productId: product.id, optionIds, quantity: body.quantity, label }]);
    await applySales(tx, id, -1);
    let summary: string;
    if (same) {
      const columns = repriceOnTierChange(same, sale, buyer, dollarRate);
      await tx
        .update(orderItems)
        .set({ quantity, ...columns })
        .where(eq(orderItems.id, same.id));
      summary = `Cantidad de ${lineLabel(same)}: ${same.quantity} → ${quantity}${priceChange(same, columns)}`;
    } else {
      const columns = linePriceColumns(buyer, sale, dollarRate);
      await tx.insert(orderItems).values({
        orderId: id,
        productId: product.id,
        productName: product.name,
        sku: saleSku(product, options as SaleOption[]),
        productImage: product.image,
        selectedVariants: selection.selectedVariants,
        optionIds,
        variantDisplay: selection.variantDisplay,
        quantity,
        isOwnProduct: product.isOwnProduct,
        ...columns,
      });
      summary = `Producto agregado: ${label} x ${quantity} a ${formatPrice(Number(columns.priceAtTime))} c/u`;
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
    await accountTotalFollows(tx, order, updated, actor, account);
    return toOrderDto(updated, after, actor);
  });
}

/** POST /api/orders/{id}/recalculate_total/: subtotal, coupon and total again from the lines. */
export async function recalculateOrderTotal(
  db: Db,
  id: number,
  actor: Staff,
  account?: AccountOrderHooks,
): Promise<Order> {
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
    await accountTotalFollows(tx, order, updated, actor, account);
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
