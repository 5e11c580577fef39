import { formatPrice } from '@mayorista/shared/format';
import type { Order } from '@mayorista/shared/orders';
import { ArrowLeft, Calculator, Mail, Printer, Receipt, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { OrderInvoicesCard } from '@/features/invoices';
import { adminSalesUrl, paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { OrderItemList } from '../../components/order-item-list';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { DELIVERY_TYPE_LABELS, formatOrderDate } from '../../lib/orders';
import { useNotifyShipping } from '../api/notify-shipping';
import { useRecalculateOrderTotal } from '../api/recalculate-order-total';
import { failureText } from '../lib/errors';
import { canEditLines, canNotifyShipping, DESK_MESSAGES, paymentStatusLabel } from '../lib/order-desk';
import { DeskCard, Info } from './desk-card';
import { OrderLinesEditor } from './order-lines-editor';
import { OrderPaymentCard } from './order-payment-card';
import { OrderStatusActions } from './order-status-actions';
import { OrderTimeline } from './order-timeline';

const PAYMENT_TONES: Record<string, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'neutral',
};

/** The print route of the sales note (accounts §2); opened in a new tab. */
const salesNotePath = (id: number) => `${paths.adminSales}/${id}/imprimir`;

/**
 * The admin desk of /configuracion/pedidos/:id (issue 10, backoffice §2.10 and §8): the order's
 * customer, delivery and payment, its status buttons, the lines editor while pending, totals with
 * 'Recalcular total', the shipping notice and the timeline. Loaded lazily: buyers never download it.
 */
export default function AdminOrderDesk({ order }: { order: Order }) {
  const editable = canEditLines(order);
  return (
    <section>
      <title>{`Pedido #${order.id} | Mayorista`}</title>
      <Link
        to={paths.adminSales}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Volver a Ventas
      </Link>
      <PageHeader
        title={`Pedido #${order.id}`}
        description={
          <>
            Realizado el <time dateTime={order.created_at}>{formatOrderDate(order.created_at, true)}</time>
          </>
        }
        actions={
          <>
            <span className="flex items-center gap-1.5 text-sm text-stone-600">
              Estado <OrderStatusBadge status={order.status} label={order.status_label} />
            </span>
            <span className="flex items-center gap-1.5 text-sm text-stone-600">
              Pago{' '}
              <StatusBadge tone={PAYMENT_TONES[order.payment_status] ?? 'neutral'}>
                {paymentStatusLabel(order.payment_status)}
              </StatusBadge>
            </span>
            <a
              href={salesNotePath(order.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary w-full px-3 py-2 sm:w-auto"
            >
              <Printer className="size-4" aria-hidden="true" />
              Imprimir nota de venta
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </>
        }
      />

      {/* Phones: status, products, customer, delivery, payment, then the timeline. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_21rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
          <DeskCard title="Estado del pedido">
            <OrderStatusActions order={order} />
          </DeskCard>

          <DeskCard
            title="Productos"
            actions={
              editable ? (
                <span className="text-xs text-stone-600">Editable mientras el pedido esté pendiente</span>
              ) : null
            }
          >
            {editable ? (
              <OrderLinesEditor order={order} />
            ) : (
              <OrderItemList items={order.items ?? []} detailed />
            )}
            <OrderTotals order={order} />
          </DeskCard>
        </div>

        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <DeskCard title="Cliente">
            <dl className="flex flex-col gap-2.5 text-sm">
              <Info label="Nombre">{order.recipient_name || '—'}</Info>
              <Info label="Email">
                {order.user ? (
                  <Link
                    to={paths.adminCustomer(order.user)}
                    className="font-medium break-all text-brand-800 underline-offset-2 hover:underline"
                  >
                    {order.customer_email}
                    <span className="sr-only"> (ver perfil del cliente)</span>
                  </Link>
                ) : (
                  <span className="break-all">{order.customer_email || '—'}</span>
                )}
              </Info>
              <Info label="Teléfono">
                {order.customer_phone ? (
                  <a href={`tel:${order.customer_phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                    {order.customer_phone}
                  </a>
                ) : (
                  '—'
                )}
              </Info>
              {order.customer_dni_cuit ? <Info label="DNI / CUIT">{order.customer_dni_cuit}</Info> : null}
            </dl>
            <Link
              to={adminSalesUrl({ search: order.customer_email, customer_id: order.user ?? undefined })}
              className="btn-secondary mt-4 w-full px-3 py-2"
            >
              <Receipt className="size-4" aria-hidden="true" />
              Ver ventas del cliente
            </Link>
          </DeskCard>

          <DeskCard title="Entrega">
            <dl className="flex flex-col gap-2.5 text-sm">
              <Info label="Tipo de entrega">
                {DELIVERY_TYPE_LABELS[order.delivery_type] ?? order.shipping_method}
              </Info>
              <Info label={order.delivery_type === 'pickup' ? 'Entrega' : 'Dirección'}>
                {order.shipping_address || '—'}
              </Info>
              {order.delivery_time ? <Info label="Horario">{order.delivery_time}</Info> : null}
            </dl>
            {canNotifyShipping(order) ? <NotifyShippingButton order={order} /> : null}
          </DeskCard>

          <OrderPaymentCard order={order} />

          <OrderInvoicesCard orderId={order.id} orderStatus={order.status} />
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <OrderTimeline orderId={order.id} />
        </div>
      </div>
    </section>
  );
}

function OrderTotals({ order }: { order: Order }) {
  const recalculate = useRecalculateOrderTotal(order.id);
  return (
    <div className="mt-4 border-t border-stone-100 pt-4">
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="font-semibold whitespace-nowrap text-stone-900">{formatPrice(order.subtotal)}</dd>
        </div>
        {order.coupon_discount > 0 ? (
          <div className="flex justify-between gap-3 text-brand-800">
            <dt>Descuento por cupón{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
            <dd className="font-semibold whitespace-nowrap">- {formatPrice(order.coupon_discount)}</dd>
          </div>
        ) : null}
        {order.shipping_cost > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">Envío</dt>
            <dd className="font-semibold whitespace-nowrap text-stone-900">
              {formatPrice(order.shipping_cost)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-3 border-t border-stone-200 pt-3">
          <dt className="text-base font-semibold text-stone-900">Total</dt>
          <dd className="text-xl font-bold whitespace-nowrap text-stone-900" data-testid="order-total">
            {formatPrice(order.total)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn-secondary mt-3 w-full px-3 py-2 sm:w-auto"
        disabled={recalculate.isPending}
        aria-busy={recalculate.isPending || undefined}
        onClick={() =>
          recalculate.mutate(undefined, {
            onSuccess: () => notify.success('Total recalculado'),
            onError: (error) => notify.error(failureText(DESK_MESSAGES.recalculateFailed, error)),
          })
        }
      >
        {recalculate.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Calculator className="size-4" aria-hidden="true" />
        )}
        Recalcular total
      </button>
    </div>
  );
}

function NotifyShippingButton({ order }: { order: Order }) {
  const notifyShipping = useNotifyShipping(order.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary mt-4 w-full px-3 py-2"
        onClick={() => setConfirming(true)}
      >
        <Send className="size-4" aria-hidden="true" />
        Notificar envío
      </button>
      <ConfirmDialog
        open={confirming}
        title="¿Notificar el envío al cliente?"
        message={
          <p>
            <Mail className="mr-1 inline size-4 align-[-3px]" aria-hidden="true" />
            Se enviará un aviso al email verificado de la cuenta del cliente: el pedido #{order.id}{' '}
            {order.delivery_type === 'pickup' ? 'está listo para retirar' : 'está en camino'}.
          </p>
        }
        confirmLabel="Enviar aviso"
        pendingLabel="Enviando…"
        pending={notifyShipping.isPending}
        onConfirm={() =>
          notifyShipping.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              notify.success(answer?.detail || `Notificación de envío enviada a ${order.customer_email}`);
            },
            onError: () => {
              setConfirming(false);
              notify.error(DESK_MESSAGES.shippingFailed);
            },
          })
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
