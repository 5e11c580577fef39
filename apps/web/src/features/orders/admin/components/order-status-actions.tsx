import type { Order, OrderStatus } from '@mayorista/shared/orders';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { serverReason } from '../lib/errors';
import {
  DESK_MESSAGES,
  nextStatuses,
  paymentChoices,
  paymentStatusLabel,
  STATUS_ACTION_LABELS,
  STATUS_DONE_MESSAGES,
} from '../lib/order-desk';

/**
 * The status buttons of an order: only the legal next steps of ORDER_TRANSITIONS; cancelling asks
 * first (the stock comes back). Below, the payment status among the choices the server accepts.
 */
export function OrderStatusActions({ order }: { order: Order }) {
  const update = useUpdateOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [moving, setMoving] = useState<OrderStatus | 'payment' | null>(null);
  const steps = nextStatuses(order);
  const paidOnline = order.payment_method === 'online' && order.payment_status === 'paid';
  const choices = paymentChoices(order);

  const move = (status: OrderStatus) => {
    setMoving(status);
    update.mutate(
      { status },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          notify.success(STATUS_DONE_MESSAGES[status]);
        },
        onSettled: () => setMoving(null),
      },
    );
  };

  const changePayment = (value: string) => {
    if (value === order.payment_status) return;
    setMoving('payment');
    update.mutate(
      { payment_status: value as 'pending' | 'paid' | 'refunded' },
      {
        onSuccess: () => notify.success(`Estado de pago: ${paymentStatusLabel(value)}`),
        onSettled: () => setMoving(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {steps.length ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {steps.map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'cancelled' ? 'btn-secondary text-red-700' : 'btn-primary'}
              disabled={update.isPending}
              aria-busy={moving === status || undefined}
              onClick={() => (status === 'cancelled' ? setConfirmCancel(true) : move(status))}
            >
              {moving === status && status !== 'cancelled' ? <Spinner className="size-4" /> : null}
              {STATUS_ACTION_LABELS[status]}
            </button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          {order.status === 'cancelled'
            ? 'El pedido está cancelado: su estado ya no cambia.'
            : 'El pedido fue entregado: su estado ya no cambia.'}
        </p>
      )}

      {/* The payment status is chosen here only when it can change (the badge above shows it). */}
      {choices.length > 1 ? (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={`payment-status-${order.id}`} className="text-sm font-medium text-stone-700">
            Estado del pago
          </label>
          <select
            id={`payment-status-${order.id}`}
            className="form-input"
            value={order.payment_status}
            disabled={update.isPending}
            onChange={(event) => changePayment(event.target.value)}
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {paymentStatusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {update.isError && !confirmCancel ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p className="font-semibold">{DESK_MESSAGES.updateFailed}</p>
          {serverReason(update.error) ? <p>{serverReason(update.error)}</p> : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmCancel}
        title={`¿Cancelar el pedido #${order.id}?`}
        message={
          <>
            <p>El stock de sus productos vuelve al inventario. Un pedido cancelado ya no cambia de estado.</p>
            {paidOnline ? (
              <p className="mt-3 font-semibold text-amber-800">
                Cancelar no le devuelve el pago al comprador. Para devolvérselo por Mercado Pago usa
                "Reembolsar" en el recuadro Pago: también cancela el pedido.
              </p>
            ) : null}
            {update.isError ? (
              <p role="alert" className="mt-3 font-semibold text-red-700">
                {DESK_MESSAGES.updateFailed}
                {serverReason(update.error) ? `: ${serverReason(update.error)}` : ''}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Cancelar pedido"
        cancelLabel="Volver"
        pendingLabel="Cancelando…"
        tone="danger"
        pending={moving === 'cancelled'}
        onConfirm={() => move('cancelled')}
        onClose={() => {
          setConfirmCancel(false);
          update.reset();
        }}
      />
    </div>
  );
}
