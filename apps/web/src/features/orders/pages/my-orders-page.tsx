import type { OrderStatus } from '@mayorista/shared/orders';
import { AlertCircle, PackageOpen, RotateCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useSiteConfig } from '@/api/site-config';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { ORDER_FILTERS, ORDERS_MESSAGES, parseStatusFilter, statusLabel } from '../lib/orders';

const STATUS_PARAM = 'estado';

/** Mis Pedidos (accounts §2): status filter, order cards, empty state and a WhatsApp consult per order. */
export default function MyOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get(STATUS_PARAM));
  const orders = useMyOrders(status);
  const config = useSiteConfig();

  const choose = (value: OrderStatus | null) =>
    setParams(value ? { [STATUS_PARAM]: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <section>
      <title>Mis Pedidos | Mayorista</title>
      <PageHeader
        title="Mis Pedidos"
        description="Sigue el estado de tus compras y consúltanos por cualquiera."
      />

      <fieldset className="mb-5 min-w-0">
        <legend className="sr-only">Filtrar por estado</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
          {ORDER_FILTERS.map((filter) => {
            const active = filter.value === status;
            return (
              <button
                key={filter.label}
                type="button"
                aria-pressed={active}
                onClick={() => choose(filter.value)}
                className={`shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
                  active
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-800'
                }`}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      </fieldset>

      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
        >
          <AlertCircle className="size-9 text-red-600" aria-hidden="true" />
          <p className="font-medium text-red-900">{ORDERS_MESSAGES.loadFailed}</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => orders.refetch()}
            disabled={orders.isFetching}
          >
            <RotateCw className={`size-4 ${orders.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
            Reintentar
          </button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <PackageOpen className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-bold text-stone-900">
            {status ? `No tienes pedidos en estado ${statusLabel(status)}` : 'Todavía no hiciste pedidos'}
          </h2>
          <p className="max-w-sm text-sm text-stone-600">
            Cuando compres, vas a ver acá el estado de cada pedido.
          </p>
          <div className="mt-1 flex flex-wrap justify-center gap-2">
            {status && (
              <button type="button" className="btn-secondary" onClick={() => choose(null)}>
                Ver todos
              </button>
            )}
            <Link to={paths.products} className="btn-primary">
              Ir a la tienda
            </Link>
          </div>
        </div>
      ) : (
        <ul className={`flex flex-col gap-4 transition-opacity ${orders.isFetching ? 'opacity-70' : ''}`}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} whatsappNumber={config.whatsapp_number} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrdersSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Cargando pedidos">
      {[0, 1, 2].map((card) => (
        <div key={card} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <div className="flex items-center justify-between border-b border-stone-100 bg-stone-50 px-5 py-3">
            <div className="flex flex-col gap-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-36" />
            </div>
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <div className="flex flex-col gap-3 px-5 py-4">
            {[0, 1].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-14 rounded-lg" />
                <div className="flex flex-1 flex-col gap-1.5">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
