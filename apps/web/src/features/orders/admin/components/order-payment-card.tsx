import { formatPrice } from '@mayorista/shared/format';
import { type Order, PAYMENT_METHOD_LABELS } from '@mayorista/shared/orders';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payment-messages';
import type { PaymentState } from '@mayorista/shared/payments';
import { useState } from 'react';
import { isApiError } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { notify } from '@/lib/toast';
import { usePaymentStatus } from '../../api/get-payment-status';
import { formatOrderDate } from '../../lib/orders';
import { PAYMENT_STATE_LABELS, statusDetailText } from '../../lib/payments';
import { useRefundPayment } from '../api/refund-payment';
import { serverReason } from '../lib/errors';
import { canRefund, DESK_MESSAGES, paymentStatusLabel } from '../lib/order-desk';
import { DeskCard, Info } from './desk-card';

const PAYMENT_TONES: Record<string, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'neutral',
};

const STATE_TONES: Record<PaymentState, StatusTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  refunded: 'neutral',
  expired: 'neutral',
  none: 'neutral',
};

/** A refund that failed: the server's reason for a 400 (a cash order), else the spec's text. */
function refundFailure(error: unknown): string {
  return isApiError(error, 400)
    ? (serverReason(error) ?? DESK_MESSAGES.refundFailed)
    : DESK_MESSAGES.refundFailed;
}

/**
 * The payment of the order as GET /api/payments/status/{id}/ tells it: method, state and, for Mercado
 * Pago, the provider's payment id and status detail and the deadline of an unpaid order; 'Reembolsar'
 * on a paid online order (issue 30).
 */
export function OrderPaymentCard({ order }: { order: Order }) {
  const payment = usePaymentStatus(order.id);
  const refund = useRefundPayment(order.id);
  const [confirming, setConfirming] = useState(false);
  const online = order.payment_method === 'online';
  const paymentId = payment.data?.payment_id ?? order.payment_id;
  const detail = payment.data?.status_detail ?? order.payment_status_detail;
  const detailText = statusDetailText(detail);

  return (
    <DeskCard title="Pago">
      <dl className="flex flex-col gap-2.5 text-sm">
        <Info label="Forma de pago">
          {PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}
        </Info>
        <Info label="Estado del pago">
          {payment.isPending ? (
            <Skeleton className="mt-1 h-5 w-24" />
          ) : payment.isError ? (
            <span role="alert" className="flex flex-wrap items-center gap-2 text-red-700">
              {DESK_MESSAGES.paymentFailed}
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                onClick={() => payment.refetch()}
                disabled={payment.isFetching}
              >
                Reintentar
              </button>
            </span>
          ) : (
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge tone={PAYMENT_TONES[payment.data.payment_status] ?? 'neutral'}>
                {paymentStatusLabel(payment.data.payment_status)}
              </StatusBadge>
              {online && payment.data.state !== 'none' ? (
                <StatusBadge tone={STATE_TONES[payment.data.state]}>
                  Mercado Pago: {PAYMENT_STATE_LABELS[payment.data.state]}
                </StatusBadge>
              ) : null}
            </span>
          )}
        </Info>
        {online ? (
          <>
            <Info label="ID de pago (Mercado Pago)">
              {paymentId ? <span className="font-mono tabular-nums">{paymentId}</span> : '—'}
            </Info>
            {detail ? (
              <Info label="Detalle del pago">
                <code className="text-xs break-all text-stone-700">{detail}</code>
                {detailText ? <span className="block">{detailText}</span> : null}
              </Info>
            ) : null}
            {order.status === 'payment_pending' && order.payment_due_at ? (
              <Info label="Vence">
                <time dateTime={order.payment_due_at}>{formatOrderDate(order.payment_due_at, true)}</time>
                <span className="block text-xs text-stone-600">
                  Si no se paga, el pedido se cancela solo.
                </span>
              </Info>
            ) : null}
          </>
        ) : null}
      </dl>
      {canRefund(order) ? (
        <button type="button" className="btn-secondary mt-4 w-full" onClick={() => setConfirming(true)}>
          Reembolsar
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`¿Reembolsar el pago del pedido #${order.id}?`}
        message={
          <>
            <p>
              Mercado Pago le devolverá al comprador {formatPrice(order.total)}, todo lo que pagó por el
              pedido #{order.id}. El pedido se cancela y sus productos vuelven al stock. No se puede deshacer.
            </p>
            {refund.isError ? (
              <p role="alert" className="mt-3 font-semibold text-red-700">
                {refundFailure(refund.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Reembolsar"
        cancelLabel="Volver"
        pendingLabel="Procesando…"
        tone="danger"
        pending={refund.isPending}
        onConfirm={() =>
          refund.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              notify.success(answer?.detail || PAYMENT_MESSAGES.refunded);
            },
          })
        }
        onClose={() => {
          setConfirming(false);
          refund.reset();
        }}
      />
    </DeskCard>
  );
}
