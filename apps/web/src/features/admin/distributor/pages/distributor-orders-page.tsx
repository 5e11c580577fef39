import {
  DISTRIBUTOR_ORDERS_PAGE_SIZE,
  DISTRIBUTOR_PAYMENT_STATUS_LABELS,
  DISTRIBUTOR_PAYMENT_STATUSES,
  type DistributorOrder,
} from '@mayorista/shared/orders';
import { ChevronDown, CircleCheck, Printer, Truck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { DESKTOP_QUERY } from '@/components/ui/data-table';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';
import { DISTRIBUTOR_ORDERS_LOAD_FAILED, useDistributorOrders } from '../api/distributor-orders';
import { MARK_PAID_FAILED, useMarkDistributorOrderPaid } from '../api/mark-distributor-order-paid';
import { DiscountCard } from '../components/discount-card';
import { DistributorStatusBadge } from '../components/distributor-status-badge';
import { OrderItems } from '../components/order-items';
import { filtersFromParams, pickerValue, rangeOf } from '../lib/filters';
import { money2, percentText, remitoTotals } from '../lib/remito';

export const remitoPath = (id: number) => `${paths.adminDistributorOrders}/${id}/imprimir`;

/** The picker has no "every day" state: a period it does not know leaves every button unpressed. */
const ANY_DAY = { period: 'any' } as unknown as DateRangeValue;

const selectClass = 'form-input w-full sm:w-44';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How many lines the order has, and how many units in all. */
function ItemsCount({ order }: { order: DistributorOrder }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="font-medium text-stone-900">
        {plural(order.items.length, 'producto', 'productos')}
      </span>
      <span className="block text-xs text-stone-600">{plural(units, 'unidad', 'unidades')}</span>
    </span>
  );
}

/**
 * Pedidos distribuidor (backoffice §2.9), titled as the supplier's products: the supplier's discount,
 * then the store's orders to the supplier, 10 per page, filtered by payment status, days and search;
 * each order expands to its lines, pending ones can be marked as paid, and any prints its REMITO.
 */
export default function DistributorOrdersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [draft, setDraft] = useState(filters.search);
  const debounced = useDebouncedValue(draft, 300);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<DistributorOrder | null>(null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const orders = useDistributorOrders(filters);
  const markPaid = useMarkDistributorOrderPaid();

  const update = (changes: Record<string, string | undefined>, resetPage = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed search moves the address.
  useEffect(() => {
    if (debounced.trim() === filters.search) return;
    update({ search: debounced.trim() || undefined });
  }, [debounced]);

  const hasFilters = Boolean(filters.payment_status || filters.start_date || filters.search);
  const clearFilters = () => {
    setDraft('');
    update({ payment_status: undefined, start_date: undefined, end_date: undefined, search: undefined });
  };

  const toggle = (orderId: number) =>
    setExpanded((current) =>
      current.includes(orderId) ? current.filter((value) => value !== orderId) : [...current, orderId],
    );

  const confirmPaid = () => {
    if (!confirming) return;
    const order = confirming;
    markPaid.mutate(order.id, {
      onSuccess: () => {
        notify.success(`La orden #${order.id} quedó como pagada`);
        setConfirming(null);
      },
      onError: (failure) => {
        const detail = errorMessage(failure, MARK_PAID_FAILED);
        notify.error(detail === MARK_PAID_FAILED ? MARK_PAID_FAILED : `${MARK_PAID_FAILED} ${detail}`);
        setConfirming(null);
      },
    });
  };

  const range = pickerValue(filters.start_date, filters.end_date);
  const data = orders.data;

  const toolbar = (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <div className="min-w-0 lg:w-80">
        <SearchField
          label="Buscar órdenes al proveedor"
          value={draft}
          onChange={setDraft}
          placeholder="Número, producto o cliente..."
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          Estado de pago
        </label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={filters.payment_status}
          onChange={(event) => update({ payment_status: event.target.value || undefined })}
        >
          <option value="">Todos los estados</option>
          {DISTRIBUTOR_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DISTRIBUTOR_PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DateRangePicker
          label="Fechas"
          value={range ?? ANY_DAY}
          onChange={(value) => {
            const days = rangeOf(value);
            update({ start_date: days.start, end_date: days.end });
          }}
        />
        {range ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-800 hover:underline"
            onClick={() => update({ start_date: undefined, end_date: undefined })}
          >
            Todas las fechas
          </button>
        ) : null}
      </div>
    </div>
  );

  let body: React.ReactNode;
  if (orders.status === 'pending') {
    body = (
      <div className="space-y-3 p-4">
        <p role="status" className="sr-only">
          Cargando órdenes al proveedor...
        </p>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  } else if (orders.status === 'error') {
    body = (
      <ErrorState
        message={errorMessage(orders.error, DISTRIBUTOR_ORDERS_LOAD_FAILED)}
        onRetry={() => orders.refetch()}
      />
    );
  } else if (!data || data.results.length === 0) {
    body = hasFilters ? (
      <EmptyState
        icon={<Truck aria-hidden="true" />}
        message="No hay órdenes al proveedor que coincidan con los filtros."
        action={
          <button type="button" className="btn-secondary" onClick={clearFilters}>
            Limpiar filtros
          </button>
        }
      />
    ) : (
      <EmptyState
        icon={<Truck aria-hidden="true" />}
        message="Todavía no hay órdenes al proveedor. Se crean solas cuando un cliente compra productos que no son propios."
      />
    );
  } else {
    const rows = data.results;
    body = (
      <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {isDesktop ? (
          <OrdersTable rows={rows} expanded={expanded} onToggle={toggle} onMarkPaid={setConfirming} />
        ) : (
          <OrderCards rows={rows} expanded={expanded} onToggle={toggle} onMarkPaid={setConfirming} />
        )}
      </div>
    );
  }

  return (
    <section>
      <title>Productos del proveedor | Mayorista</title>
      <PageHeader
        title="Productos del proveedor"
        description={
          data
            ? `${data.count} ${data.count === 1 ? 'orden al proveedor' : 'órdenes al proveedor'}`
            : 'Las órdenes al distribuidor por los productos que no son propios.'
        }
      />
      <DiscountCard />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="border-b border-stone-200 p-4">{toolbar}</div>
        {body}
      </div>
      {data && data.total_pages > 1 && orders.status === 'success' ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <Pagination
            page={filters.page}
            pageCount={data.total_pages}
            onPageChange={(page) => {
              update({ page: page > 1 ? String(page) : undefined }, false);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
          <p className="text-xs text-stone-600">
            Mostrando {(filters.page - 1) * DISTRIBUTOR_ORDERS_PAGE_SIZE + 1}–
            {(filters.page - 1) * DISTRIBUTOR_ORDERS_PAGE_SIZE + data.results.length} de {data.count}
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Marcar como pagada"
        message={
          confirming ? (
            <>
              ¿Confirmas que la orden <strong>#{confirming.id}</strong> al proveedor ya está pagada? Total a
              pagar: <strong>{money2(remitoTotals(confirming).total)}</strong>. Este cambio no se puede
              deshacer.
            </>
          ) : null
        }
        confirmLabel="Marcar como Pagado"
        pendingLabel="Guardando..."
        pending={markPaid.isPending}
        onConfirm={confirmPaid}
        onClose={() => {
          if (!markPaid.isPending) setConfirming(null);
        }}
      />
    </section>
  );
}

type ListProps = {
  rows: DistributorOrder[];
  expanded: number[];
  onToggle: (id: number) => void;
  onMarkPaid: (order: DistributorOrder) => void;
};

function ExpandButton({
  order,
  open,
  onToggle,
  compact = false,
}: {
  order: DistributorOrder;
  open: boolean;
  onToggle: () => void;
  compact?: boolean;
}) {
  const label = `${open ? 'Ocultar' : 'Ver'} productos de la orden ${order.id}`;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={`distributor-order-${order.id}-items`}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={onToggle}
      className={`inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-800 hover:bg-brand-50 ${compact ? 'size-8 justify-center' : 'px-2 py-1'}`}
    >
      <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      {compact ? null : (
        <>
          {open ? 'Ocultar productos' : 'Ver productos'}
          <span className="sr-only"> de la orden {order.id}</span>
        </>
      )}
    </button>
  );
}

function OrderActions({
  order,
  onMarkPaid,
  stacked = false,
}: {
  order: DistributorOrder;
  onMarkPaid: () => void;
  stacked?: boolean;
}) {
  return (
    <div
      className={
        stacked
          ? 'flex flex-col items-stretch gap-1.5 [&>*]:whitespace-nowrap'
          : 'flex flex-wrap items-center gap-2'
      }
    >
      {order.payment_status === 'pending' ? (
        <button type="button" className="btn-primary px-3 py-1.5" onClick={onMarkPaid}>
          <CircleCheck aria-hidden="true" className="size-4" /> Marcar como Pagado
          <span className="sr-only"> (orden {order.id})</span>
        </button>
      ) : null}
      <a href={remitoPath(order.id)} target="_blank" rel="noopener" className="btn-secondary px-3 py-1.5">
        <Printer aria-hidden="true" className="size-4" /> Imprimir remito
        <span className="sr-only"> de la orden {order.id} (se abre en otra pestaña)</span>
      </a>
    </div>
  );
}

function Totals({ order }: { order: DistributorOrder }) {
  const totals = remitoTotals(order);
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="font-semibold text-stone-900">{money2(totals.total)}</span>
      {totals.showDiscount ? (
        <span className="block text-xs text-stone-600">−{percentText(totals.discountPercentage)}</span>
      ) : null}
    </span>
  );
}

function OrdersTable({ rows, expanded, onToggle, onMarkPaid }: ListProps) {
  const th = 'px-2 py-3 whitespace-nowrap';
  return (
    <div className="overflow-x-auto">
      <table aria-label="Órdenes al proveedor" className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="w-10 py-3 pr-0 pl-2">
              <span className="sr-only">Productos de la orden</span>
            </th>
            <th scope="col" className={th}>
              Orden
            </th>
            <th scope="col" className={th}>
              Pedido original
            </th>
            <th scope="col" className={th}>
              Estado
            </th>
            <th scope="col" className={`${th} text-right`}>
              Productos
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
            <th scope="col" className={`${th} text-right`}>
              Con descuento
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        {rows.map((order) => {
          const open = expanded.includes(order.id);
          return (
            <tbody key={order.id} className="border-b border-stone-100 last:border-b-0">
              <tr className={open ? 'bg-stone-50/70' : 'hover:bg-stone-50/70'}>
                <td className="py-3 pr-0 pl-2">
                  <ExpandButton order={order} open={open} onToggle={() => onToggle(order.id)} compact />
                </td>
                <td className="px-2 py-3 whitespace-nowrap">
                  <span className="font-semibold text-stone-900">#{order.id}</span>
                  <span className="block text-xs text-stone-600">{formatDateTime(order.created_at)}</span>
                </td>
                <td className="px-2 py-3 whitespace-nowrap">
                  <Link
                    to={paths.orderDetails(order.original_order)}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    Pedido #{order.original_order}
                  </Link>
                </td>
                <td className="px-2 py-3">
                  <DistributorStatusBadge status={order.payment_status} />
                </td>
                <td className="px-2 py-3 text-right">
                  <ItemsCount order={order} />
                </td>
                <td className="px-2 py-3 text-right whitespace-nowrap text-stone-700 tabular-nums">
                  {money2(order.total)}
                </td>
                <td className="px-2 py-3 text-right">
                  <Totals order={order} />
                </td>
                <td className="py-3 pr-3 pl-2">
                  <div className="flex justify-end">
                    <OrderActions order={order} onMarkPaid={() => onMarkPaid(order)} stacked />
                  </div>
                </td>
              </tr>
              {open ? (
                <tr id={`distributor-order-${order.id}-items`} className="bg-stone-50/70">
                  <td colSpan={8} className="px-2 pb-4">
                    <div className="rounded-xl border border-stone-200 bg-white p-2">
                      <OrderItems items={order.items} view="table" orderId={order.id} />
                    </div>
                  </td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

function OrderCards({ rows, expanded, onToggle, onMarkPaid }: ListProps) {
  return (
    <ul aria-label="Órdenes al proveedor" className="divide-y divide-stone-100">
      {rows.map((order) => {
        const open = expanded.includes(order.id);
        const totals = remitoTotals(order);
        return (
          <li key={order.id} className="p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">Orden #{order.id}</p>
                <p className="text-sm text-stone-600">{formatDateTime(order.created_at)}</p>
              </div>
              <DistributorStatusBadge status={order.payment_status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-stone-600">Pedido original</dt>
                <dd>
                  <Link
                    to={paths.orderDetails(order.original_order)}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    Pedido #{order.original_order}
                  </Link>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Productos</dt>
                <dd>
                  <ItemsCount order={order} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Total</dt>
                <dd className="font-medium text-stone-900 tabular-nums">{money2(order.total)}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">
                  {totals.showDiscount
                    ? `Con descuento (−${percentText(totals.discountPercentage)})`
                    : 'Con descuento'}
                </dt>
                <dd className="font-semibold text-stone-900 tabular-nums">{money2(totals.total)}</dd>
              </div>
            </dl>
            <div className="mt-3">
              <ExpandButton order={order} open={open} onToggle={() => onToggle(order.id)} />
            </div>
            {open ? (
              <div id={`distributor-order-${order.id}-items`} className="mt-1 rounded-xl bg-stone-50 px-3">
                <OrderItems items={order.items} view="card" orderId={order.id} />
              </div>
            ) : null}
            <div className="mt-3 [&>div]:justify-start">
              <OrderActions order={order} onMarkPaid={() => onMarkPaid(order)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
