/** Wording and rules of the admin order desk (backoffice §2.10, §8; accounts §4; decision 022). */
import {
  nextOrderStatuses,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderItemsUpdate,
  type OrderPaymentStatus,
  type OrderStatus,
} from '@mayorista/shared/orders';

export const DESK_MESSAGES = {
  updateFailed: 'Error al actualizar el pedido',
  itemsFailed: 'Error al actualizar los productos',
  addFailed: 'Error al agregar el producto',
  recalculateFailed: 'Error al recalcular el total',
  shippingFailed: 'Error al enviar la notificación de envío',
  paymentFailed: 'Error al obtener el estado del pago.',
  refundFailed: 'Error al procesar el reembolso. Por favor, inténtelo de nuevo.',
  timelineFailed: 'Error al cargar el historial del pedido',
  searchFailed: 'Error al buscar productos',
  productFailed: 'Error al cargar el producto',
} as const;

/** The button that moves an order to each status. */
export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Marcar como pendiente',
  payment_pending: 'Marcar como pendiente de pago',
  paid: 'Marcar como pagado',
  shipped: 'Marcar como enviado',
  delivered: 'Marcar como entregado',
  cancelled: 'Cancelar pedido',
};

/** What the toast says after each move. */
export const STATUS_DONE_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Pedido marcado como pendiente',
  payment_pending: 'Pedido marcado como pendiente de pago',
  paid: 'Pedido marcado como pagado',
  shipped: 'Pedido marcado como enviado',
  delivered: 'Pedido marcado como entregado',
  cancelled: 'Pedido cancelado. El stock volvió al inventario.',
};

/**
 * Only the legal next steps (nextOrderStatuses, the server's rule), cancelling last. An online order
 * waiting for its payment is paid by a verified Mercado Pago payment only (DOMAIN.md "Payments"),
 * never by hand; an order on cuenta corriente goes pending -> shipped -> delivered and is paid by
 * receipts on the account (decision 056).
 */
export function nextStatuses(order: Pick<Order, 'status' | 'payment_method'>): OrderStatus[] {
  const next = (nextOrderStatuses(order) ?? []).filter(
    (to) => !(order.payment_method === 'online' && to === 'paid'),
  );
  return [...next.filter((to) => to !== 'cancelled'), ...next.filter((to) => to === 'cancelled')];
}

/** Lines can be changed only while the order is pending (decision 022). */
export const canEditLines = (order: Pick<Order, 'status'>) => order.status === 'pending';

/** The shipping notice goes for paid, shipped and delivered orders. */
export const canNotifyShipping = (order: Pick<Order, 'status'>) =>
  order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered';

export function paymentStatusLabel(value: string): string {
  return ORDER_PAYMENT_STATUS_LABELS[value as OrderPaymentStatus] ?? value;
}

/**
 * The payment statuses the admin may choose now (decision 022): the current one; 'Pagado' while the
 * order is pending (the same as marking it paid); 'Reembolsado' for a cancelled order that was paid.
 * An online order's payment moves only with Mercado Pago (its payment, or 'Reembolsar'); an order on
 * cuenta corriente is paid by receipts on the account, never here.
 */
export function paymentChoices(
  order: Pick<Order, 'status' | 'payment_status' | 'payment_method'>,
): OrderPaymentStatus[] {
  const current = order.payment_status as OrderPaymentStatus;
  const choices = new Set<OrderPaymentStatus>([current]);
  if (order.payment_method === 'online' || order.payment_method === 'account') return [current];
  if ((order.status === 'pending' || order.status === 'payment_pending') && current === 'pending')
    choices.add('paid');
  if (order.status === 'cancelled' && current === 'paid') choices.add('refunded');
  return (['pending', 'paid', 'refunded'] as const).filter((value) => choices.has(value));
}

/**
 * A refund goes back through Mercado Pago (issue 30): offered only for an online order whose payment
 * was received. A cash payment is given back by hand, outside the store.
 */
export const canRefund = (order: Pick<Order, 'payment_status' | 'payment_method'>) =>
  order.payment_method === 'online' && order.payment_status === 'paid';

/** The PATCH body for the lines whose quantity changed (null when nothing changed). */
export function changedItems(
  items: { id: number; quantity: number }[],
  drafts: Record<number, number>,
): OrderItemsUpdate | null {
  const changed = items
    .filter((item) => drafts[item.id] !== undefined && drafts[item.id] !== item.quantity)
    .map((item) => ({ id: item.id, quantity: drafts[item.id] }));
  return changed.length ? { items: changed } : null;
}

const STATUS_WORDS: Record<string, string> = { ...ORDER_STATUS_LABELS };
const PAYMENT_WORDS: Record<string, string> = { ...ORDER_PAYMENT_STATUS_LABELS };

/** 'Estado: pending -> paid; Pago: pending -> paid' in Spanish: 'Estado: Pendiente → Pagado; Pago: …'. */
export function timelineSummary(summary: string): string {
  return summary
    .replace(/Estado: (\w+) -> (\w+)/g, (_, from: string, to: string) => {
      return `Estado: ${STATUS_WORDS[from] ?? from} → ${STATUS_WORDS[to] ?? to}`;
    })
    .replace(/Pago: (\w+) -> (\w+)/g, (_, from: string, to: string) => {
      return `Pago: ${PAYMENT_WORDS[from] ?? from} → ${PAYMENT_WORDS[to] ?? to}`;
    })
    .replace(/ -> /g, ' → ');
}

/** Words for the kind of each timeline entry. */
export const TIMELINE_ACTIONS: Record<string, string> = {
  create: 'Pedido creado',
  update: 'Cambio',
  cancel: 'Cancelación',
  notify: 'Correo',
  delete: 'Eliminación',
  // Mercado Pago's events (issue 30): written by the system, a refund by the staff member who asked it.
  payment: 'Pago online',
  refund: 'Reembolso',
};
