/**
 * The Métricas charts (backoffice §2.11), in their own lazy chunk: Chart.js is loaded only here and
 * registers only the parts these two charts use.
 */
import { formatAmount2 } from '@mayorista/shared/format';
import type { AnalyticsStats } from '@mayorista/shared/statistics';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart, Doughnut } from 'react-chartjs-2';
import { timelineLabel } from '../lib/period';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const BRAND = '#166534';
const BRAND_LIGHT = '#4ade80';
const ACCENT = '#b45309';
const compact = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });
const money = (value: number | string) => formatAmount2(Number(value));

/** Revenue per day (or month) as bars, with the average ticket (value / orders) as a line. */
export function RevenueChart({ stats }: { stats: AnalyticsStats }) {
  const labels = stats.timeline.map((point) => timelineLabel(point.date, stats.range.groupBy));
  const average = stats.timeline.map((point) =>
    point.orders ? Math.round((point.value / point.orders) * 100) / 100 : null,
  );
  const total = stats.timeline.reduce((sum, point) => sum + point.value, 0);
  return (
    <div className="relative h-72 w-full sm:h-80">
      <Chart
        type="bar"
        role="img"
        aria-label={`Facturación del período: ${money(total)} en ${stats.ventas} ventas`}
        data={{
          labels,
          datasets: [
            {
              type: 'bar' as const,
              label: 'Facturación',
              data: stats.timeline.map((point) => point.value),
              backgroundColor: BRAND,
              borderRadius: 4,
              maxBarThickness: 36,
              yAxisID: 'y',
              order: 2,
            },
            {
              type: 'line' as const,
              label: 'Ticket promedio',
              data: average,
              borderColor: ACCENT,
              backgroundColor: ACCENT,
              pointRadius: 3,
              cubicInterpolationMode: 'monotone',
              spanGaps: true,
              yAxisID: 'y1',
              order: 1,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: {
                label: (item) =>
                  `${item.dataset.label}: ${item.raw == null ? '—' : money(item.raw as number)}`,
                afterBody: (items) => {
                  const orders = stats.timeline[items[0]?.dataIndex ?? 0]?.orders ?? 0;
                  return `${orders} ${orders === 1 ? 'venta' : 'ventas'}`;
                },
              },
            },
          },
          scales: {
            x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
            y: {
              beginAtZero: true,
              ticks: { callback: (value) => `$ ${compact.format(Number(value))}` },
            },
            y1: {
              beginAtZero: true,
              position: 'right',
              grid: { drawOnChartArea: false },
              ticks: { callback: (value) => `$ ${compact.format(Number(value))}` },
            },
          },
        }}
      />
    </div>
  );
}

/** New versus existing buyers of the period, 70% cutout, the total in the middle. */
export function CustomersDoughnut({ stats }: { stats: AnalyticsStats }) {
  const existing = Math.max(0, stats.customers.total - stats.customers.new);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-64">
      <Doughnut
        role="img"
        aria-label={`Clientes del período: ${stats.customers.new} nuevos y ${existing} existentes`}
        data={{
          labels: ['Nuevos', 'Existentes'],
          datasets: [
            {
              data: [stats.customers.new, existing],
              backgroundColor: [BRAND_LIGHT, BRAND],
              borderWidth: 2,
              borderColor: '#ffffff',
            },
          ],
        }}
        options={{
          cutout: '70%',
          responsive: true,
          maintainAspectRatio: true,
          plugins: { legend: { display: false } },
        }}
      />
      <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
        <div>
          <p className="text-3xl font-bold text-stone-900 tabular-nums">{stats.customers.total}</p>
          <p className="text-xs text-stone-600">{stats.customers.total === 1 ? 'cliente' : 'clientes'}</p>
        </div>
      </div>
    </div>
  );
}
