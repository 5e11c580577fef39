import {
  type DeliveryType,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type OrderPaymentStatus,
  type OrderStatus,
  type PaymentMethod,
} from '@mayorista/shared/orders';
import type { StatusTone } from '@/components/ui/status-badge';

/** Delivery types as the checkout names them (storefront §5). */
export const DELIVERY_LABELS: Record<DeliveryType, string> = {
  delivery: 'Envío a domicilio',
  pickup: 'Retiro / Coordinar entrega',
};

/** The list's column: short, so it does not wrap. */
export const DELIVERY_SHORT_LABELS: Record<DeliveryType, string> = {
  delivery: 'Envío',
  pickup: 'Retiro',
};

/** The list's column: short, so it does not wrap (the full names are PAYMENT_METHOD_LABELS, shared). */
export const PAYMENT_METHOD_SHORT_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  online: 'Mercado Pago',
  account: 'Cta. cte.',
};

export const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  payment_pending: 'warning',
  paid: 'success',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

export const PAYMENT_TONES: Record<OrderPaymentStatus, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'neutral',
};

export const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status] ?? status;

export const paymentLabel = (status: string) =>
  ORDER_PAYMENT_STATUS_LABELS[status as OrderPaymentStatus] ?? status;

export const paymentTone = (status: string): StatusTone =>
  PAYMENT_TONES[status as OrderPaymentStatus] ?? 'neutral';

/** The status filter: 'Pendiente' once (pending; payment_pending has the same label and is rarer). */
export const STATUS_FILTER_OPTIONS: { value: OrderStatus; label: string }[] = [
  { value: 'pending', label: 'Pendiente' },
  { value: 'payment_pending', label: 'Pago online pendiente' },
  { value: 'paid', label: 'Pagado' },
  { value: 'shipped', label: 'Enviado' },
  { value: 'delivered', label: 'Entregado' },
  { value: 'cancelled', label: 'Cancelado' },
];

const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit' });

/** The hour of an order in es-AR ('01:27 p. m.'), or '' for an invalid value. */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}
