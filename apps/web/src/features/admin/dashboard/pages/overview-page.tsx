import { formatAmount2 } from '@mayorista/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, DollarSign, Receipt, RefreshCw, ShoppingBag, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import { ErrorState } from '@/components/ui/data-state';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { analyticsQueryOptions, useAnalytics } from '../api/get-analytics';
import { dashboardOrdersQueryOptions, useDashboardOrders } from '../api/get-dashboard-orders';
import { ReceivablesCards } from '../components/receivables-cards';
import { StatCard, StatCardSkeleton } from '../components/stat-card';
import { StatusOrderList } from '../components/status-order-list';
import { DEFAULT_PERIOD, rangeText, SKELETON_KEYS } from '../lib/period';

/** backoffice §8 Dashboards. */
export const REFRESHED = '¡Datos actualizados correctamente!';
export const ORDERS_FAILED = 'Error al cargar los pedidos';
export const DATA_FAILED = 'Error al cargar los datos';
const UNKNOWN = 'intenta nuevamente';

/** General (backoffice §2.12): the period's four figures and the four order lists by status. */
export default function OverviewPage() {
  const [period, setPeriod] = useState<DateRangeValue>(DEFAULT_PERIOD);
  const [refreshing, setRefreshing] = useState(false);
  const queryClient = useQueryClient();
  const analytics = useAnalytics(period);
  const orders = useDashboardOrders(period);
  const stats = analytics.data?.stats;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.fetchQuery({ ...analyticsQueryOptions(period), staleTime: 0 }),
        queryClient.fetchQuery({ ...dashboardOrdersQueryOptions(period), staleTime: 0 }),
      ]);
      notify.success(REFRESHED, { duration: 2000 });
    } catch (error) {
      const message = `${DATA_FAILED}: ${errorMessage(error, UNKNOWN)}`;
      notify.error(message, { duration: 3000 });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section>
      <title>General | Mayorista</title>
      <PageHeader
        title="General"
        description={stats ? `Resumen del ${rangeText(stats.range)}` : 'Cómo viene el negocio.'}
        actions={
          <>
            <Link to={paths.adminStats} className="btn-secondary">
              <BarChart3 aria-hidden="true" className="size-4" /> Métricas
            </Link>
            <button type="button" className="btn-primary" onClick={refresh} disabled={refreshing}>
              <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
              {refreshing ? 'Actualizando…' : 'Actualizar'}
            </button>
          </>
        }
      />

      <div className="mb-5">
        <DateRangePicker value={period} onChange={setPeriod} label="Período del resumen" />
      </div>

      <div aria-busy={analytics.isFetching} className="mb-8">
        {analytics.isError && !stats ? (
          <div className="rounded-xl border border-stone-200 bg-white">
            <ErrorState
              message={`${DATA_FAILED}: ${errorMessage(analytics.error, UNKNOWN)}`}
              onRetry={() => analytics.refetch()}
            />
          </div>
        ) : (
          <div
            className={`grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4 ${analytics.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {stats ? (
              <>
                <StatCard
                  label="Ventas"
                  icon={<ShoppingBag aria-hidden="true" />}
                  value={stats.ventas.toLocaleString('es-AR')}
                  change={stats.changes.ventas}
                />
                <StatCard
                  label="Facturación"
                  icon={<DollarSign aria-hidden="true" />}
                  value={formatAmount2(stats.facturacion)}
                  change={stats.changes.facturacion}
                />
                <StatCard
                  label="Ticket promedio"
                  icon={<Receipt aria-hidden="true" />}
                  value={formatAmount2(stats.ticketPromedio)}
                  hint="Facturación / ventas"
                />
                <StatCard
                  label="Nuevos usuarios"
                  icon={<UserPlus aria-hidden="true" />}
                  value={stats.visitas.toLocaleString('es-AR')}
                  hint="Visitas: cuentas creadas en el período"
                />
              </>
            ) : (
              SKELETON_KEYS.map((key) => <StatCardSkeleton key={key} />)
            )}
          </div>
        )}
      </div>

      <ReceivablesCards />

      <h2 className="mb-3 text-lg font-bold text-stone-900">Pedidos por estado</h2>
      {stats ? (
        <p className="-mt-2 mb-3 text-sm text-stone-600">Pedidos del {rangeText(stats.range)}</p>
      ) : null}
      {orders.isError ? (
        <div className="rounded-xl border border-stone-200 bg-white">
          <ErrorState
            message={`${ORDERS_FAILED}: ${errorMessage(orders.error, UNKNOWN)}`}
            onRetry={() => orders.refetch()}
          />
        </div>
      ) : (
        <div
          aria-busy={orders.isFetching}
          className={`grid gap-4 md:grid-cols-2 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {orders.data
            ? orders.data.statuses.map((list) => <StatusOrderList key={list.status} list={list} />)
            : SKELETON_KEYS.map((key) => (
                <div key={key} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
                  <Skeleton className="h-5 w-28" />
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ))}
        </div>
      )}
    </section>
  );
}
