import { formatPrice } from '@mayorista/shared/format';
import { type Order, PAYMENT_METHOD_LABELS } from '@mayorista/shared/orders';
import { ChevronRight, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { formatOrderDate, whatsappOrderUrl } from '../lib/orders';
import { canPayNow, PAY_TEXTS } from '../lib/payments';
import { OrderItemList } from './order-item-list';
import { OrderStatusBadge } from './order-status-badge';
import { PayNowButton } from './pay-now-button';
import { RepeatOrderButton } from './repeat-order-button';

export function OrderCard({ order, whatsappNumber }: { order: Order; whatsappNumber: string }) {
  const titleId = `order-${order.id}-title`;
  const payable = canPayNow(order);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-stone-100 bg-stone-50 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold text-stone-900">
            Pedido #{order.id}
          </h2>
          <p className="text-xs text-stone-600">
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} label={order.status_label} />
      </header>
      <div className="px-4 sm:px-5">
        <OrderItemList items={order.items ?? []} />
      </div>
      <footer className="flex flex-col gap-3 border-t border-stone-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="text-sm text-stone-600">
          <p>
            Total <strong className="ml-1 text-lg text-stone-900">{formatPrice(order.total)}</strong>
          </p>
          <p className="text-xs">
            Pago: {PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}
            {payable ? <span className="font-semibold text-amber-800"> · {PAY_TEXTS.waiting}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {payable ? <PayNowButton orderId={order.id} className="w-full sm:w-auto" /> : null}
          <a
            href={whatsappOrderUrl(whatsappNumber, order)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary flex-1 px-3 py-2 sm:flex-none"
          >
            <MessageCircle className="size-4 text-[#128c4a]" aria-hidden="true" />
            Consultar por WhatsApp
            <span className="sr-only"> sobre el pedido #{order.id} (se abre en una pestaña nueva)</span>
          </a>
          <RepeatOrderButton orderId={order.id} className="flex-1 sm:flex-none" />
          <Link to={paths.orderDetails(order.id)} className="btn-primary flex-1 px-3 py-2 sm:flex-none">
            Ver detalle
            <span className="sr-only"> del pedido #{order.id}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </footer>
    </article>
  );
}
