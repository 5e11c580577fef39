// @vitest-environment happy-dom
import type { AnalyticsStats } from '@mayorista/shared/statistics';
import { cleanup, screen, waitFor, within } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import StatsPage, { STATS_LOAD_FAILED } from './stats-page';

// Chart.js needs a real canvas: what the charts are given is what this test checks.
vi.mock('react-chartjs-2', () => ({
  Chart: ({
    data,
  }: {
    data: { labels: string[]; datasets: { label: string; data: (number | null)[] }[] };
  }) => (
    <p>
      {data.datasets.map((set) => `${set.label}: ${set.data.join(' ')}`).join(' | ')} (
      {data.labels.join(', ')})
    </p>
  ),
  Doughnut: ({
    data,
    options,
  }: {
    data: { datasets: { data: number[] }[] };
    options: { cutout: string };
  }) => (
    <p>
      dona {data.datasets[0].data.join('/')} corte {options.cutout}
    </p>
  ),
}));

const stats: AnalyticsStats = {
  range: { start: '2026-11-01', end: '2026-11-03', groupBy: 'day' },
  ventas: 3,
  facturacion: 9000,
  ticketPromedio: 3000,
  visitas: 1,
  clientes: 2,
  carritosAbandonados: 1,
  changes: { ventas: null, facturacion: -10 },
  timeline: [
    { date: '2026-11-01', value: 6000, orders: 2 },
    { date: '2026-11-02', value: 0, orders: 0 },
    { date: '2026-11-03', value: 3000, orders: 1 },
  ],
  customers: { new: 1, total: 2 },
  topProducts: [{ id: 5, name: 'Maceta 20 L', sales: 12, amount: 7200.5 }],
  inactiveCustomers: [
    {
      id: 9,
      name: 'Diego Benítez',
      lastPurchase: '2026-08-16T15:00:00.000Z',
      totalSpent: 1316159,
      daysInactive: 99,
    },
  ],
};

let fail = false;
const fetchMock = vi.fn(async () =>
  fail ? Response.json({ detail: 'Falla' }, { status: 500 }) : Response.json({ stats }),
);

beforeEach(() => {
  fail = false;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});
afterEach(cleanup);

const renderPage = () => renderWithProviders(<StatsPage />);

describe('Métricas', () => {
  it('shows the cards a moment after the data, the charts, lists and summary', async () => {
    renderPage();
    expect(await screen.findByText('Período: 1 al 3 de noviembre de 2026')).toBeTruthy();
    // The data is there; the cards come 300 ms later (backoffice §9).
    expect(screen.queryByRole('article', { name: 'Facturación' })).toBeNull();
    const revenue = await screen.findByRole('article', { name: 'Facturación' });
    // Bars of revenue per day, the line of value / orders (no point on a day without orders).
    await waitFor(
      () =>
        expect(document.body.textContent).toContain(
          'Facturación: 6000 0 3000 | Ticket promedio: 3000  3000 (1 nov, 2 nov, 3 nov)',
        ),
      { timeout: 8000 },
    );
    expect(within(revenue).getByTestId('stat-value').textContent).toBe('$ 9.000,00');
    expect(within(revenue).getByText('−10 %')).toBeTruthy();
    expect(screen.getByText('Sin ventas en el período anterior')).toBeTruthy();
    expect(document.body.textContent).toContain('dona 1/1 corte 70%');
    const top = screen.getByRole('region', { name: 'Productos más vendidos' });
    expect(within(top).getByText('$ 7.200,50')).toBeTruthy();
    expect(within(top).getByText('12 unidades')).toBeTruthy();
    const inactive = screen.getByRole('region', { name: 'Clientes inactivos' });
    expect(within(inactive).getByRole('link').getAttribute('href')).toBe('/configuracion/clientes/9');
    expect(within(inactive).getByText('99 días')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Resumen de rendimiento' });
    expect(within(summary).getByText('2 de 3')).toBeTruthy();
    expect(within(summary).getByText('1 nov · $ 6.000,00')).toBeTruthy();
  });

  it('logs a load error and shows an empty state instead of a blank page', async () => {
    fail = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText(STATS_LOAD_FAILED)).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });
});
