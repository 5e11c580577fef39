import { formatAmount2 } from '@mayorista/shared/format';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@mayorista/shared/orders';
import type { DashboardStatusList } from '@mayorista/shared/statistics';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';

const TITLES: Record<string, string> = {
  pending: 'Pendientes',
  paid: 'Pagados',
  shipped: 'Enviados',
  delivered: 'Entregados',
};

const ACCENTS: Record<string, string> = {
  pending: 'bg-accent-400',
  paid: 'bg-sky-500',
  shipped: 'bg-violet-500',
  delivered: 'bg-brand-600',
};

/** One of the overview's four lists: a status, its count and its 5 newest orders (backoffice §2.12). */
export function StatusOrderList({ list }: { list: DashboardStatusList }) {
  const title = TITLES[list.status] ?? ORDER_STATUS_LABELS[list.status as OrderStatus] ?? list.status;
  const headingId = `pedidos-${list.status}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-stone-900">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${ACCENTS[list.status] ?? 'bg-stone-400'}`}
          />
          {title}
        </h3>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700 tabular-nums">
          {list.count} {list.count === 1 ? 'pedido' : 'pedidos'}
        </span>
      </header>
      {list.orders.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-stone-600">No hay pedidos {title.toLowerCase()}.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {list.orders.map((order) => (
            <li key={order.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-stone-900">
                  #{order.id} · {order.customer}
                </p>
                <p className="text-xs text-stone-600">
                  {formatDateTime(order.created_at)} ·{' '}
                  <span className="font-medium text-stone-800 tabular-nums">
                    {formatAmount2(order.total)}
                  </span>
                </p>
              </div>
              <Link
                to={paths.orderDetails(order.id)}
                aria-label={`Ver detalles del pedido #${order.id}`}
                className="inline-flex shrink-0 items-center gap-0.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Ver detalles
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
