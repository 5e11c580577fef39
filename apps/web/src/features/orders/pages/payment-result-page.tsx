import { formatPrice } from '@mayorista/shared/format';
import type { PaymentState, PaymentStatus } from '@mayorista/shared/payments';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertCircle,
  Banknote,
  CalendarX,
  CircleCheck,
  CircleX,
  Clock,
  FileQuestion,
  type LucideIcon,
  RotateCcw,
  RotateCw,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { usePaymentStatus } from '../api/get-payment-status';
import { orderKeys } from '../api/order-keys';
import { PayNowButton } from '../components/pay-now-button';
import { formatOrderDate, ORDERS_MESSAGES } from '../lib/orders';
import { statusDetailText } from '../lib/payments';

export const PAYMENT_RESULT_TEXTS = {
  title: 'Resultado del pago',
  loading: 'Consultando el estado del pago…',
  failed: 'Error al obtener el estado del pago.',
  noOrder: 'No encontramos el pedido de este pago. Puedes ver todos tus pedidos en Mis Pedidos.',
} as const;

/** Where the result page reads its order: ours (?order=), Mercado Pago's return (external_reference), older links (order_id). */
export function resultOrderId(params: URLSearchParams): string | null {
  for (const name of ['order', 'external_reference', 'order_id']) {
    const value = params.get(name);
    if (value && /^\d{1,9}$/.test(value)) return value;
  }
  return null;
}

/** The checkout sends its `payment_message` here (the order was kept, its payment could not be opened). */
type ResultState = { notice?: string } | null;

type Tone = 'success' | 'warning' | 'danger' | 'neutral';
const TONE_CLASSES: Record<Tone, string> = {
  success: 'bg-brand-50 text-brand-700',
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-red-50 text-red-700',
  neutral: 'bg-stone-100 text-stone-600',
};

type View = { icon: LucideIcon; tone: Tone; title: string; body: ReactNode };

/** Mercado Pago is processing a payment made (a ticket to pay in cash, a review): the next step is to wait. */
const inProcess = (status: PaymentStatus) =>
  status.state === 'pending' && status.status_detail.startsWith('pending');

const dueText = (status: PaymentStatus) =>
  status.payment_due_at
    ? ` Puedes pagarlo hasta el ${formatOrderDate(status.payment_due_at, true)}; después el pedido se cancela.`
    : '';

/** Each state with its next step, in the buyer's words. */
function viewOf(status: PaymentStatus): View {
  const order = `tu pedido #${status.order_id}`;
  const detail = statusDetailText(status.status_detail);
  const views: Record<PaymentState, () => View> = {
    approved: () => ({
      icon: CircleCheck,
      tone: 'success',
      title: '¡Pago aprobado!',
      body: `Recibimos el pago de ${formatPrice(status.total)} de ${order}. Ahora lo preparamos y puedes seguir su estado en Mis Pedidos.`,
    }),
    pending: () => ({
      icon: Clock,
      tone: 'warning',
      title: 'Tu pago está pendiente',
      body: inProcess(status)
        ? `${detail ?? 'Mercado Pago todavía no confirmó el pago.'} Te mostramos aquí el resultado en cuanto se acredite; también lo verás en Mis Pedidos.`
        : `Todavía no recibimos el pago de ${order}. Si no llegaste a pagar, puedes hacerlo ahora.${dueText(status)}`,
    }),
    rejected: () => ({
      icon: CircleX,
      tone: 'danger',
      title: 'El pago fue rechazado',
      body: `${detail ?? 'Mercado Pago no aprobó el pago.'} ${order[0].toUpperCase()}${order.slice(1)} sigue reservado: puedes intentarlo de nuevo con otro medio de pago.${dueText(status)}`,
    }),
    expired: () => ({
      icon: CalendarX,
      tone: 'neutral',
      title: 'El plazo de pago venció',
      body: `El pedido #${status.order_id} se canceló porque no se pagó a tiempo y sus productos volvieron al stock. Puedes hacer un pedido nuevo cuando quieras.`,
    }),
    refunded: () => ({
      icon: RotateCcw,
      tone: 'neutral',
      title: 'Pago reembolsado',
      body: `Devolvimos el pago de ${formatPrice(status.total)} del pedido #${status.order_id} a tu cuenta o medio de pago de Mercado Pago. El pedido quedó cancelado.`,
    }),
    none: () => ({
      icon: Banknote,
      tone: 'neutral',
      title: 'Este pedido se paga al vendedor',
      body: `El pedido #${status.order_id} se paga en efectivo o por transferencia, coordinado con el vendedor. Te contactaremos para acordarlo.`,
    }),
  };
  return views[status.state]();
}

/**
 * /payment/result (login required; issue 30): where Mercado Pago sends the buyer back. Shows the
 * order's payment state as the server reads it (asking Mercado Pago while it is not final, again every
 * few seconds while pending), each state with its next step; 'Pagar ahora' while it can still be paid.
 */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const notice = (useLocation().state as ResultState)?.notice ?? null;
  const orderId = resultOrderId(params);
  const status = usePaymentStatus(orderId ?? '', { enabled: orderId !== null, poll: true });
  const client = useQueryClient();
  const state = status.data?.state;

  // A state that moved (paid, rejected...) makes the buyer's lists and the order old news.
  useEffect(() => {
    if (!state || !orderId) return;
    void client.invalidateQueries({ queryKey: orderKeys.lists() });
    void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  }, [state, orderId, client]);

  return (
    <section className="container-page py-10 sm:py-16">
      <title>{`${PAYMENT_RESULT_TEXTS.title} | Mayorista`}</title>
      <div className="mx-auto flex max-w-xl flex-col gap-5">
        {notice ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {notice}
          </p>
        ) : null}
        <div
          aria-live="polite"
          aria-busy={status.isFetching || undefined}
          className="rounded-2xl border border-stone-200 bg-white px-5 py-8 text-center shadow-sm sm:px-8"
        >
          {orderId === null ? (
            <Message icon={FileQuestion} tone="neutral" title={PAYMENT_RESULT_TEXTS.title}>
              {PAYMENT_RESULT_TEXTS.noOrder}
            </Message>
          ) : status.isPending ? (
            <Loading />
          ) : isApiError(status.error, 404) ? (
            <Message icon={FileQuestion} tone="neutral" title={PAYMENT_RESULT_TEXTS.title}>
              {ORDERS_MESSAGES.notFound}
            </Message>
          ) : status.isError ? (
            <Message icon={AlertCircle} tone="danger" title={PAYMENT_RESULT_TEXTS.title}>
              <span role="alert">{PAYMENT_RESULT_TEXTS.failed}</span>
              <span className="mt-4 block">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => status.refetch()}
                  disabled={status.isFetching}
                >
                  <RotateCw className="size-4" aria-hidden="true" />
                  Reintentar
                </button>
              </span>
            </Message>
          ) : (
            <Result status={status.data} />
          )}
          <Actions status={status.data} orderId={orderId} />
        </div>
      </div>
    </section>
  );
}

function Result({ status }: { status: PaymentStatus }) {
  const view = viewOf(status);
  return (
    <Message icon={view.icon} tone={view.tone} title={view.title} eyebrow={`Pedido #${status.order_id}`}>
      {view.body}
      {status.state === 'approved' && status.payment_id ? (
        <span className="mt-3 block text-sm text-stone-600">
          Número de pago de Mercado Pago:{' '}
          <span className="font-semibold tabular-nums">{status.payment_id}</span>
        </span>
      ) : null}
    </Message>
  );
}

function Message({
  icon: Icon,
  tone,
  title,
  eyebrow,
  children,
}: {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className={`mx-auto mb-4 grid size-16 place-items-center rounded-full ${TONE_CLASSES[tone]}`}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      {eyebrow ? <p className="text-sm font-semibold text-stone-600">{eyebrow}</p> : null}
      <h1 className="mt-1 text-2xl font-bold text-balance text-stone-900">{title}</h1>
      <p className="mt-3 text-pretty text-stone-700">{children}</p>
    </>
  );
}

function Loading() {
  return (
    <div role="status" className="flex flex-col items-center">
      <Skeleton className="mb-4 size-16 rounded-full" />
      <h1 className="text-2xl font-bold text-stone-900">{PAYMENT_RESULT_TEXTS.title}</h1>
      <p className="mt-3 text-stone-600">{PAYMENT_RESULT_TEXTS.loading}</p>
    </div>
  );
}

/** The next steps: pay again while it can be paid, the order, the buyer's orders or the shop. */
function Actions({ status, orderId }: { status: PaymentStatus | undefined; orderId: string | null }) {
  const finished = status?.state === 'expired' || status?.state === 'refunded';
  // While Mercado Pago processes a payment, paying again is offered but is not the first step.
  const payFirst = Boolean(status?.can_pay) && !(status && inProcess(status));
  return (
    <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">
      {status?.can_pay && payFirst ? <PayNowButton orderId={status.order_id} /> : null}
      {status && !finished ? (
        <Link to={paths.orderDetails(status.order_id)} className={payFirst ? 'btn-secondary' : 'btn-primary'}>
          Ver pedido #{status.order_id}
        </Link>
      ) : null}
      {finished ? (
        <Link to={paths.products} className="btn-primary">
          Ir a la tienda
        </Link>
      ) : null}
      {status?.can_pay && !payFirst ? <PayNowButton orderId={status.order_id} variant="secondary" /> : null}
      <Link to={paths.myOrders} className="btn-secondary">
        Ir a Mis Pedidos
      </Link>
      {orderId === null || status?.state === 'approved' ? (
        <Link to={paths.products} className="btn-secondary">
          Seguir comprando
        </Link>
      ) : null}
    </div>
  );
}
