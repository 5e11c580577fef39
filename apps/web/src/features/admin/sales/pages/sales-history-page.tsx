import { formatDate } from '@mayorista/shared/format';
import type { Order } from '@mayorista/shared/orders';
import { Eye, Plus, Printer, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import type { ActionMenuItem } from '@/components/ui/action-menu';
import { type Column, DataTable } from '@/components/ui/data-table';
import { MoneyCell } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useUrlFilters } from '@/lib/use-url-filters';
import { SALES_LOAD_FAILED, SALES_PAGE_SIZE, useSales, useSalesCustomerName } from '../history/api/sales';
import { SalesExportButtons } from '../history/components/export-buttons';
import { SalesFiltersBar } from '../history/components/sales-filters';
import { SalesTotals } from '../history/components/sales-totals';
import { hasSalesFilters, SALES_FILTERS_CODEC, salesApiParams } from '../history/lib/filters';
import {
  DELIVERY_SHORT_LABELS,
  formatTime,
  PAYMENT_METHOD_SHORT_LABELS,
  PAYMENT_TONES,
  paymentLabel,
  STATUS_TONES,
  statusLabel,
} from '../history/lib/labels';
import { NEW_SALE_PATH, salesNotePath } from '../history/lib/links';

/** Ventas (route AdminSalesHistory, accounts §2): every order, newest first, filtered in the URL. */
export default function SalesHistoryPage() {
  const { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters } =
    useUrlFilters(SALES_FILTERS_CODEC);
  const apiParams = salesApiParams(filters);
  const sales = useSales({ ...apiParams, page: filters.page });
  const customer = useSalesCustomerName(filters.customer_id);
  const data = sales.data;
  const active = hasSalesFilters(filters);

  const menuItems = (order: Order): ActionMenuItem[] => [
    { label: 'Ver', icon: <Eye aria-hidden="true" className="size-4" />, to: paths.orderDetails(order.id) },
    {
      label: 'Imprimir nota',
      icon: <Printer aria-hidden="true" className="size-4" />,
      onSelect: () => window.open(salesNotePath(order.id), '_blank', 'noopener'),
    },
  ];

  const columns: Column<Order>[] = [
    {
      id: 'number',
      header: 'Pedido',
      card: 'title',
      cell: (order, view) => (
        <Link
          to={paths.orderDetails(order.id)}
          aria-label={`Pedido #${order.id}`}
          className="font-semibold whitespace-nowrap text-stone-900 tabular-nums hover:text-brand-800 hover:underline"
        >
          {view === 'card' ? `Pedido #${order.id}` : `#${order.id}`}
        </Link>
      ),
    },
    {
      id: 'date',
      header: 'Fecha',
      card: 'subtitle',
      cell: (order, view) =>
        view === 'card' ? (
          <time dateTime={order.created_at} className="tabular-nums">
            {formatDateTime(order.created_at)}
          </time>
        ) : (
          <time dateTime={order.created_at} className="block whitespace-nowrap tabular-nums">
            {formatDate(order.created_at)}
            <span className="block text-xs text-stone-600">{formatTime(order.created_at)}</span>
          </time>
        ),
    },
    {
      id: 'customer',
      header: 'Cliente',
      card: 'subtitle',
      className: 'max-w-56',
      cell: (order, view) =>
        view === 'card' ? (
          <span>
            {order.recipient_name || '-'} · {order.customer_email}
          </span>
        ) : (
          <div className="min-w-0">
            <p className="truncate font-medium text-stone-900">{order.recipient_name || '-'}</p>
            <p className="truncate text-xs text-stone-600">{order.customer_email}</p>
          </div>
        ),
    },
    {
      id: 'delivery',
      header: 'Entrega',
      className: 'whitespace-nowrap',
      cell: (order) => DELIVERY_SHORT_LABELS[order.delivery_type],
    },
    {
      id: 'method',
      header: 'Medio de pago',
      className: 'whitespace-nowrap',
      cell: (order) => PAYMENT_METHOD_SHORT_LABELS[order.payment_method] ?? order.payment_method,
    },
    {
      id: 'status',
      header: 'Estado',
      card: 'badge',
      cell: (order) => (
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge tone={STATUS_TONES[order.status] ?? 'neutral'}>
            {statusLabel(order.status)}
          </StatusBadge>
          <StatusBadge tone={PAYMENT_TONES[order.payment_status as keyof typeof PAYMENT_TONES] ?? 'neutral'}>
            Pago: {paymentLabel(order.payment_status)}
          </StatusBadge>
        </span>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      className: 'font-semibold text-stone-900',
      cell: (order) => <MoneyCell value={order.total} />,
    },
  ];

  return (
    <section>
      <title>Ventas | Mayorista</title>
      <PageHeader
        title="Ventas"
        description="Todos los pedidos, los más nuevos primero."
        actions={
          <>
            <SalesExportButtons filters={apiParams} />
            <Link to={NEW_SALE_PATH} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" /> Nueva venta
            </Link>
          </>
        }
      />
      <SalesTotals totals={data?.totals} pending={sales.status === 'pending'} />
      <DataTable
        label="Ventas"
        columns={columns}
        rows={data?.results}
        rowKey={(order) => order.id}
        status={sales.status}
        dimmed={sales.isPlaceholderData}
        errorMessage={errorMessage(sales.error, SALES_LOAD_FAILED)}
        onRetry={() => sales.refetch()}
        loadingMessage="Cargando ventas..."
        empty={
          active
            ? {
                icon: <Receipt aria-hidden="true" />,
                message: 'No hay pedidos que coincidan con los filtros.',
                action: (
                  <button type="button" className="btn-secondary" onClick={clearFilters}>
                    Limpiar filtros
                  </button>
                ),
              }
            : { icon: <Receipt aria-hidden="true" />, message: 'Todavía no hay ventas.' }
        }
        rowActions={{ label: (order) => `Acciones para el pedido #${order.id}`, items: menuItems }}
        pagination={
          data
            ? {
                page: filters.page,
                pageCount: data.total_pages,
                onPageChange: (page) => {
                  setPage(page);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                },
                pageSize: SALES_PAGE_SIZE,
                total: data.count,
              }
            : undefined
        }
        toolbar={
          <SalesFiltersBar
            filters={filters}
            searchDraft={searchDraft}
            onSearchChange={setSearchDraft}
            onChange={setFilters}
            onClear={clearFilters}
            customerName={customer.data}
            active={active}
          />
        }
      />
    </section>
  );
}
