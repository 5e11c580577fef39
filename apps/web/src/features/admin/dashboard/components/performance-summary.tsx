import { formatAmount2 } from '@mayorista/shared/format';
import type { AnalyticsStats } from '@mayorista/shared/statistics';
import { timelineLabel } from '../lib/period';

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** The period in a few lines: buyers, new users, abandoned checkouts and how steady the sales were. */
export function PerformanceSummary({ stats }: { stats: AnalyticsStats }) {
  const daysWithSales = stats.timeline.filter((point) => point.orders > 0).length;
  const bestPoint = stats.timeline.reduce<(typeof stats.timeline)[number] | null>(
    (best, point) => (point.value > (best?.value ?? 0) ? point : best),
    null,
  );
  const unit = stats.range.groupBy === 'month' ? 'meses' : 'días';
  const rows: [string, string][] = [
    ['Clientes que compraron', stats.clientes.toLocaleString('es-AR')],
    ['Pedidos por cliente', stats.clientes ? decimal.format(stats.ventas / stats.clientes) : '—'],
    ['Nuevos usuarios (visitas)', stats.visitas.toLocaleString('es-AR')],
    ['Carritos abandonados', stats.carritosAbandonados.toLocaleString('es-AR')],
    [
      'Clientes nuevos',
      stats.customers.total ? percent.format(stats.customers.new / stats.customers.total) : '—',
    ],
    [`${unit[0].toUpperCase()}${unit.slice(1)} con ventas`, `${daysWithSales} de ${stats.timeline.length}`],
    [
      stats.range.groupBy === 'month' ? 'Mejor mes' : 'Mejor día',
      bestPoint
        ? `${timelineLabel(bestPoint.date, stats.range.groupBy)} · ${formatAmount2(bestPoint.value)}`
        : '—',
    ],
  ];
  return (
    <dl className="divide-y divide-stone-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3 py-2">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="text-sm font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
