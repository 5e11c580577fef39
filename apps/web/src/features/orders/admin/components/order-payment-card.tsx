import type { Order } from '@mayorista/shared/orders';
import { useState } from 'react';
import { isApiError } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { notify } from '@/lib/toast';
import { PAYMENT_METHOD_LABELS } from '../../lib/orders';
import { usePaymentStatus } from '../api/get-payment-status';
import { useRefundPayment } from '../api/refund-payment';
import { serverReason } from '../lib/errors';
import { canRefund, DESK_MESSAGES, paymentStatusLabel } from '../lib/order-desk';
import { DeskCard, Info } from './desk-card';

const PAYMENT_TONES: Record<string, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'neutral',
};

/** A refund that failed: the server's reason for a 400 (a cash order), else the spec's text. */
function refundFailure(error: unknown): string {
  return isApiError(error, 400)
    ? (serverReason(error) ?? DESK_MESSAGES.refundFailed)
    : DESK_MESSAGES.refundFailed;
}

/** The payment of the order as GET /api/payments/status/{id}/ tells it, and 'Reembolsar' when it was paid. */
export function OrderPaymentCard({ order }: { order: Order }) {
  const payment = usePaymentStatus(order.id);
  const refund = useRefundPayment(order.id);
  const [confirming, setConfirming] = useState(false);

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
            <StatusBadge tone={PAYMENT_TONES[payment.data.payment_status] ?? 'neutral'}>
              {paymentStatusLabel(payment.data.payment_status)}
            </StatusBadge>
          )}
        </Info>
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
            <p>Se pedirá la devolución al comprador de lo que pagó por el pedido #{order.id}.</p>
            {refund.isError ? (
              <p role="alert" className="mt-3 font-semibold text-red-700">
                {refundFailure(refund.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Reembolsar"
        pendingLabel="Procesando…"
        tone="danger"
        pending={refund.isPending}
        onConfirm={() =>
          refund.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.success('Reembolso procesado');
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
