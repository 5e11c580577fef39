/** Display rules of My Orders and the order details (accounts §2, §3, §4). */
import { formatDate, formatPrice } from '@mayorista/shared/format';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@mayorista/shared/orders';

export const ORDERS_MESSAGES = {
  loadFailed: 'Error al cargar los pedidos',
  notFound: 'La orden solicitada no existe',
} as const;

/** 'Todos' and one entry per label of accounts §4 (payment_pending shares 'Pendiente' with pending). */
export const ORDER_FILTERS: { value: OrderStatus | null; label: string }[] = [
  { value: null, label: 'Todos' },
  ...ORDER_STATUSES.filter((status) => status !== 'payment_pending').map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status],
  })),
];

/** The status of the URL (?estado=), when it is one the filter offers. */
export function parseStatusFilter(value: string | null): OrderStatus | null {
  return ORDER_FILTERS.find((filter) => filter.value !== null && filter.value === value)?.value ?? null;
}

export function statusLabel(status: OrderStatus, label?: string | null): string {
  return ORDER_STATUS_LABELS[status] ?? label ?? status;
}

export const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  payment_pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  paid: 'bg-sky-100 text-sky-900 ring-sky-200',
  shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-200',
  delivered: 'bg-brand-100 text-brand-900 ring-brand-200',
  cancelled: 'bg-stone-200 text-stone-700 ring-stone-300',
};

const longDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
const longDateTime = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '21 de noviembre de 2026' (with the time when asked); '' for a date it cannot read. */
export function formatOrderDate(value: string, withTime = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (withTime ? longDateTime : longDate).format(date);
}

/** The consult link of an order: the store's WhatsApp with the order id, total and date (accounts §2). */
export function whatsappOrderUrl(
  whatsappNumber: string,
  order: { id: number; total: number; created_at: string },
): string {
  const date = Number.isNaN(new Date(order.created_at).getTime()) ? '' : formatDate(order.created_at);
  const text = `¡Hola! Quisiera consultar por mi pedido #${order.id} por un total de ${formatPrice(order.total)}${
    date ? `, realizado el ${date}` : ''
  }.`;
  return `https://wa.me/${whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** Delivery types as the checkout names them (storefront §5). */
export const DELIVERY_TYPE_LABELS: Record<'delivery' | 'pickup', string> = {
  delivery: 'Envío a domicilio',
  pickup: 'Retiro / Coordinar entrega',
};
