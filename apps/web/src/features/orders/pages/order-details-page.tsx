import { formatPrice } from '@mayorista/shared/format';
import { orderIvaContained } from '@mayorista/shared/iva-contained';
import { ORDER_PAYMENT_STATUS_LABELS, type Order, PAYMENT_METHOD_LABELS } from '@mayorista/shared/orders';
import { AlertCircle, ArrowLeft, FileQuestion, MessageCircle, RotateCw } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, isApiError } from '@/api/client';
import { useProfile } from '@/api/profile';
import { useSiteConfig } from '@/api/site-config';
import { IvaSummary } from '@/components/iva-summary';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderInvoiceLinks } from '@/features/invoices';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useOrder } from '../api/get-order';
import { OrderItemList } from '../components/order-item-list';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PayNowButton } from '../components/pay-now-button';
import { RepeatOrderButton } from '../components/repeat-order-button';
import { DELIVERY_TYPE_LABELS, formatOrderDate, ORDERS_MESSAGES, whatsappOrderUrl } from '../lib/orders';
import { canPayNow, statusDetailText } from '../lib/payments';

/** The admin desk (issue 10) is its own chunk: a buyer never downloads it. */
const AdminOrderDesk = lazy(() => import('../admin/components/admin-order-desk'));

type Back = { to: string; label: string };

/** Where 'back' goes when there is no order to show: Mis Pedidos for a buyer, the sales for an admin. */
function backTarget(isAdmin: boolean): Back {
  if (!isAdmin) return { to: paths.myOrders, label: 'Volver a Mis Pedidos' };
  return { to: paths.adminSales, label: 'Volver a Ventas' };
}

function BackLink({ to, label }: Back) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** /configuracion/pedidos/:id (accounts §2, §3, §8): items, totals, shipping and status of one order. */
export default function OrderDetailsPage() {
  const { id = '' } = useParams();
  const validId = /^\d{1,9}$/.test(id);
  const order = useOrder(id, validId);
  const { isAdmin } = useSession();

  if (!validId || isApiError(order.error, 404)) return <OrderNotFound back={backTarget(isAdmin)} />;

  if (order.isPending) return <OrderDetailsSkeleton />;

  if (order.isError) {
    return (
      <section>
        <BackLink {...backTarget(isAdmin)} />
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
        >
          <AlertCircle className="size-9 text-red-600" aria-hidden="true" />
          <p className="font-medium text-red-900">{errorMessage(order.error, ORDERS_MESSAGES.loadFailed)}</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => order.refetch()}
            disabled={order.isFetching}
          >
            <RotateCw className="size-4" aria-hidden="true" />
            Reintentar
          </button>
        </div>
      </section>
    );
  }

  if (isAdmin) {
    return (
      <Suspense fallback={<OrderDetailsSkeleton />}>
        <AdminOrderDesk order={order.data} />
      </Suspense>
    );
  }

  return <OrderDetails order={order.data} />;
}

/** The buyer's view of an order (admins get the order desk instead). */
function OrderDetails({ order }: { order: Order }) {
  const config = useSiteConfig();
  const profile = useProfile(true);
  const pickup = order.delivery_type === 'pickup';
  const payable = canPayNow(order);
  const lastAttempt = statusDetailText(order.payment_status_detail);
  return (
    <section>
      <title>{`Pedido #${order.id} | Mayorista`}</title>
      <BackLink {...backTarget(false)} />
      <PageHeader
        title={`Pedido #${order.id}`}
        description={
          <>
            Realizado el <time dateTime={order.created_at}>{formatOrderDate(order.created_at, true)}</time>
          </>
        }
        actions={
          <>
            <OrderStatusBadge status={order.status} label={order.status_label} />
            {payable ? <PayNowButton orderId={order.id} /> : null}
            <RepeatOrderButton orderId={order.id} />
          </>
        }
      />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <h2 className="border-b border-stone-100 px-4 py-3 font-bold text-stone-900 sm:px-5">Productos</h2>
          <div className="px-4 sm:px-5">
            <OrderItemList items={order.items ?? []} detailed />
          </div>
          <dl className="flex flex-col gap-2 border-t border-stone-100 bg-stone-50 px-4 py-4 text-sm sm:px-5">
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">Subtotal</dt>
              <dd className="font-semibold whitespace-nowrap text-stone-900">
                {formatPrice(order.subtotal)}
              </dd>
            </div>
            {order.coupon_discount > 0 && (
              <div className="flex justify-between gap-3 text-brand-800">
                <dt>Descuento por cupón{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
                <dd className="font-semibold whitespace-nowrap">- {formatPrice(order.coupon_discount)}</dd>
              </div>
            )}
            {order.shipping_cost > 0 && (
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">Envío</dt>
                <dd className="font-semibold whitespace-nowrap text-stone-900">
                  {formatPrice(order.shipping_cost)}
                </dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-3 border-t border-stone-200 pt-3">
              <dt className="text-base font-semibold text-stone-900">Total</dt>
              <dd className="text-xl font-bold whitespace-nowrap text-stone-900">
                {formatPrice(order.total)}
              </dd>
            </div>
          </dl>
          <div className="bg-stone-50 px-4 pb-4 sm:px-5">
            <IvaSummary
              iva={orderIvaContained(order)}
              detailed={profile.data?.iva_condition === 'responsable_inscripto'}
            />
          </div>
        </div>

        <div className="flex flex-col gap-5">
          <InfoCard title="Entrega">
            <Info label="Método">{DELIVERY_TYPE_LABELS[order.delivery_type] ?? order.shipping_method}</Info>
            <Info label={pickup ? 'Entrega' : 'Dirección'}>{order.shipping_address || '—'}</Info>
            <Info label="Destinatario">{order.recipient_name}</Info>
            <Info label="Teléfono">{order.customer_phone || '—'}</Info>
            <Info label="Email">
              <span className="break-all">{order.customer_email || '—'}</span>
            </Info>
            {order.customer_dni_cuit && <Info label="DNI / CUIT">{order.customer_dni_cuit}</Info>}
          </InfoCard>
          <InfoCard title="Pago">
            <Info label="Forma de pago">
              {PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method}
              {order.payment_method === 'cash' ? (
                <span className="block text-xs text-stone-600">A coordinar con el vendedor.</span>
              ) : null}
              {order.payment_method === 'account' ? (
                <span className="block text-xs text-stone-600">
                  Se suma al saldo de tu{' '}
                  <Link
                    to={paths.myCurrentAccount}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    cuenta corriente
                  </Link>
                  .
                </span>
              ) : null}
            </Info>
            <Info label="Estado del pago">
              {ORDER_PAYMENT_STATUS_LABELS[
                order.payment_status as keyof typeof ORDER_PAYMENT_STATUS_LABELS
              ] ?? order.payment_status}
            </Info>
            {payable && lastAttempt ? <Info label="Último intento">{lastAttempt}</Info> : null}
            {payable && order.payment_due_at ? (
              <p className="text-xs text-stone-600">
                Puedes pagarlo con "Pagar ahora" hasta el{' '}
                <time dateTime={order.payment_due_at}>{formatOrderDate(order.payment_due_at, true)}</time>.
                Después el pedido se cancela.
              </p>
            ) : null}
            <OrderInvoiceLinks orderId={order.id} />
          </InfoCard>
          <a
            href={whatsappOrderUrl(config.whatsapp_number, order)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
          >
            <MessageCircle className="size-4 text-[#128c4a]" aria-hidden="true" />
            Consultar por WhatsApp
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      </div>
    </section>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 font-bold text-stone-900">{title}</h2>
      <dl className="flex flex-col gap-2.5 text-sm">{children}</dl>
    </div>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

function OrderNotFound({ back }: { back: Back }) {
  return (
    <section>
      <title>Pedido no encontrado | Mayorista</title>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm">
        <FileQuestion className="size-12 text-stone-400" aria-hidden="true" />
        <h1 className="text-xl font-bold text-stone-900">{ORDERS_MESSAGES.notFound}</h1>
        <Link to={back.to} className="btn-primary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      </div>
    </section>
  );
}

function OrderDetailsSkeleton() {
  return (
    <section role="status" aria-label="Cargando pedido">
      <Skeleton className="mb-4 h-4 w-40" />
      <Skeleton className="mb-6 h-8 w-56" />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </section>
  );
}
