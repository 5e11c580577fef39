import { formatAmount2 } from '@mayorista/shared/format';
import { BarChart3, DollarSign, Receipt, ShoppingBag, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/data-state';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../api/get-analytics';
import { InactiveCustomers } from '../components/inactive-customers';
import { PerformanceSummary } from '../components/performance-summary';
import { StatCard, StatCardSkeleton } from '../components/stat-card';
import { TopProducts } from '../components/top-products';
import { DEFAULT_PERIOD, rangeText, SKELETON_KEYS } from '../lib/period';
import { useReveal } from '../lib/use-reveal';

const RevenueChart = lazy(() =>
  import('../components/stats-charts').then((module) => ({ default: module.RevenueChart })),
);
const CustomersDoughnut = lazy(() =>
  import('../components/stats-charts').then((module) => ({ default: module.CustomersDoughnut })),
);

export const STATS_LOAD_FAILED = 'No se pudieron cargar las métricas.';

function Panel({
  title,
  description,
  children,
  className = '',
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {description ? <p className="mb-3 text-xs text-stone-600">{description}</p> : <div className="mb-3" />}
      {children}
    </section>
  );
}

/** Métricas (backoffice §2.11): four cards, revenue and customers charts, top products, inactive customers, summary. */
export default function StatsPage() {
  const [period, setPeriod] = useState<DateRangeValue>(DEFAULT_PERIOD);
  const analytics = useAnalytics(period);
  const stats = analytics.data?.stats;
  const revealed = useReveal(Boolean(stats));

  // backoffice §8: the statistics screen only logs its load errors (the page shows an empty state).
  useEffect(() => {
    if (analytics.error) console.error('Error al cargar las estadísticas', analytics.error);
  }, [analytics.error]);

  const failed = analytics.isError && !stats;

  return (
    <section>
      <title>Métricas | Mayorista</title>
      <PageHeader
        title="Métricas"
        description={stats ? `Período: ${rangeText(stats.range)}` : 'Cómo vienen las ventas y los clientes.'}
      />
      <div className="mb-5">
        <DateRangePicker value={period} onChange={setPeriod} label="Período de las métricas" />
      </div>

      {failed ? (
        <div className="rounded-xl border border-stone-200 bg-white">
          <EmptyState
            icon={<BarChart3 aria-hidden="true" />}
            message={STATS_LOAD_FAILED}
            action={
              <button type="button" className="btn-secondary" onClick={() => analytics.refetch()}>
                Reintentar
              </button>
            }
          />
        </div>
      ) : (
        <div aria-busy={analytics.isFetching} className={analytics.isPlaceholderData ? 'opacity-60' : ''}>
          <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
            {stats && revealed
              ? [
                  <StatCard
                    key="facturacion"
                    label="Facturación"
                    icon={<DollarSign aria-hidden="true" />}
                    value={formatAmount2(stats.facturacion)}
                    change={stats.changes.facturacion}
                  />,
                  <StatCard
                    key="ventas"
                    label="Ventas"
                    icon={<ShoppingBag aria-hidden="true" />}
                    value={stats.ventas.toLocaleString('es-AR')}
                    change={stats.changes.ventas}
                  />,
                  <StatCard
                    key="ticket"
                    label="Ticket promedio"
                    icon={<Receipt aria-hidden="true" />}
                    value={formatAmount2(stats.ticketPromedio)}
                    hint="Facturación / ventas"
                  />,
                  <StatCard
                    key="clientes"
                    label="Clientes"
                    icon={<Users aria-hidden="true" />}
                    value={stats.clientes.toLocaleString('es-AR')}
                    hint={`${stats.customers.new} ${stats.customers.new === 1 ? 'nuevo' : 'nuevos'} en el período`}
                  />,
                ].map((card, index) => (
                  <div
                    key={card.key}
                    className="animate-fade-in [&>article]:h-full"
                    style={{ animationDelay: `${index * 60}ms`, animationFillMode: 'both' }}
                  >
                    {card}
                  </div>
                ))
              : SKELETON_KEYS.map((key) => <StatCardSkeleton key={key} />)}
          </div>

          {stats ? (
            <>
              <div className="mb-5 grid gap-5 lg:grid-cols-3">
                <Panel
                  title="Facturación y ticket promedio"
                  description={
                    stats.range.groupBy === 'month'
                      ? 'Barras: facturación de cada mes. Línea: ticket promedio (facturación / ventas).'
                      : 'Barras: facturación de cada día. Línea: ticket promedio (facturación / ventas).'
                  }
                  className="lg:col-span-2"
                >
                  <Suspense fallback={<Skeleton className="h-72 w-full sm:h-80" />}>
                    <RevenueChart stats={stats} />
                  </Suspense>
                </Panel>
                <Panel title="Clientes nuevos y existentes" description="Quienes compraron en el período.">
                  <Suspense
                    fallback={<Skeleton className="mx-auto aspect-square w-full max-w-64 rounded-full" />}
                  >
                    <CustomersDoughnut stats={stats} />
                  </Suspense>
                  <ul className="mt-4 flex justify-center gap-5 text-sm">
                    <li className="flex items-center gap-2">
                      <span aria-hidden="true" className="size-3 rounded-full bg-brand-400" />
                      Nuevos <strong className="tabular-nums">{stats.customers.new}</strong>
                    </li>
                    <li className="flex items-center gap-2">
                      <span aria-hidden="true" className="size-3 rounded-full bg-brand-800" />
                      Existentes{' '}
                      <strong className="tabular-nums">
                        {Math.max(0, stats.customers.total - stats.customers.new)}
                      </strong>
                    </li>
                  </ul>
                </Panel>
              </div>
              <div className="grid gap-5 lg:grid-cols-3">
                <Panel title="Productos más vendidos" description="Por facturación en el período.">
                  <TopProducts products={stats.topProducts} />
                </Panel>
                <Panel title="Clientes inactivos" description="Sin compras en los últimos 30 días.">
                  <InactiveCustomers customers={stats.inactiveCustomers} />
                </Panel>
                <Panel title="Resumen de rendimiento">
                  <PerformanceSummary stats={stats} />
                </Panel>
              </div>
            </>
          ) : (
            <div className="grid gap-5 lg:grid-cols-3">
              <Skeleton className="h-80 lg:col-span-2" />
              <Skeleton className="h-80" />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
