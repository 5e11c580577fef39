// @vitest-environment happy-dom
import type { AnalyticsStats, DashboardOrders } from '@mayorista/shared/statistics';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import OverviewPage from './overview-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const stats = (ventas: number): AnalyticsStats => ({
  range: { start: '2026-11-01', end: '2026-11-23', groupBy: 'day' },
  ventas,
  facturacion: 12345.5,
  ticketPromedio: 4115.17,
  visitas: 4,
  clientes: 2,
  carritosAbandonados: 1,
  changes: { ventas: 50, facturacion: null },
  timeline: [],
  customers: { new: 1, total: 2 },
  topProducts: [],
  inactiveCustomers: [],
});

const orders: DashboardOrders = {
  statuses: [
    {
      status: 'pending',
      count: 7,
      orders: [{ id: 41, customer: 'Ana Pérez', total: 1500, created_at: '2026-11-23T12:00:00.000Z' }],
    },
    { status: 'paid', count: 0, orders: [] },
    { status: 'shipped', count: 0, orders: [] },
    { status: 'delivered', count: 0, orders: [] },
  ],
};

let failAnalytics = false;
let failOrders = false;
let failReceivables = false;
const fetchMock = vi.fn(async (url: string) => {
  const path = String(url);
  if (path.startsWith('/api/statistics/analytics/')) {
    if (failAnalytics) return Response.json({ detail: 'Base caída' }, { status: 500 });
    return Response.json({ stats: stats(path.includes('period=day') ? 1 : 3) });
  }
  if (path.startsWith('/api/receivables/summary/')) {
    if (failReceivables) return Response.json({ detail: 'Sin saldos' }, { status: 500 });
    return Response.json({
      receivables: 152300.5,
      overdue: 40000,
      customers_with_balance: 3,
      customers_overdue: 1,
    });
  }
  if (failOrders) return Response.json({ detail: 'Sin conexión a pedidos' }, { status: 500 });
  return Response.json(orders);
});

const value = (label: string) =>
  within(screen.getByRole('article', { name: label })).getByTestId('stat-value');

beforeEach(() => {
  failAnalytics = false;
  failOrders = false;
  failReceivables = false;
  fetchMock.mockClear();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});
afterEach(cleanup);

const renderPage = () => renderWithProviders(<OverviewPage />);

describe('General (overview)', () => {
  it('opens on the month with the four figures and the order lists', async () => {
    renderPage();
    await waitFor(() => expect(value('Ventas').textContent).toBe('3'));
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .find((url) => url.startsWith('/api/statistics/analytics/')),
    ).toContain('period=month');
    expect(value('Facturación').textContent).toBe('$ 12.345,50');
    expect(value('Ticket promedio').textContent).toBe('$ 4.115,17');
    expect(value('Nuevos usuarios').textContent).toBe('4');
    expect(screen.getByText('+50 %')).toBeTruthy();
    const pending = await screen.findByRole('region', { name: 'Pendientes' });
    expect(within(pending).getByText('7 pedidos')).toBeTruthy();
    expect(
      within(pending).getByRole('link', { name: 'Ver detalles del pedido #41' }).getAttribute('href'),
    ).toBe('/configuracion/pedidos/41');
    expect(
      within(screen.getByRole('region', { name: 'Pagados' })).getByText('No hay pedidos pagados.'),
    ).toBeTruthy();
  });

  it('switches the period', async () => {
    renderPage();
    await waitFor(() => expect(value('Ventas').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(value('Ventas').textContent).toBe('1'));
    // 'Pedidos por estado' follows the period too (issue 26 item 7).
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/api/statistics/dashboard-orders/'))).toEqual([
      expect.stringContaining('period=month'),
      expect.stringContaining('period=day'),
    ]);
  });

  it('refreshes with the success toast for 2 seconds, errors for 3', async () => {
    renderPage();
    await waitFor(() => expect(value('Ventas').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        '¡Datos actualizados correctamente!',
        expect.objectContaining({ duration: 2000 }),
      ),
    );
    failAnalytics = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Error al cargar los datos: Base caída',
        expect.objectContaining({ duration: 3000 }),
      ),
    );
  });

  it('shows the spec error texts with a retry', async () => {
    failAnalytics = true;
    failOrders = true;
    renderPage();
    expect(await screen.findByText('Error al cargar los datos: Base caída')).toBeTruthy();
    expect(await screen.findByText('Error al cargar los pedidos: Sin conexión a pedidos')).toBeTruthy();
    failOrders = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Reintentar' })[1]);
    expect(await screen.findByRole('region', { name: 'Pendientes' })).toBeTruthy();
  });

  it('shows what customers owe and what is overdue, linking to the cuentas corrientes', async () => {
    renderPage();
    await waitFor(() => expect(value('Cuentas por cobrar').textContent).toBe('$ 152.300,50'));
    expect(value('Vencido').textContent).toBe('$ 40.000,00');
    expect(screen.getByRole('link', { name: '3 clientes con saldo' }).getAttribute('href')).toBe(
      '/configuracion/cuentas-corrientes?only=with_balance',
    );
    expect(screen.getByRole('link', { name: '1 cliente con deuda vencida' }).getAttribute('href')).toBe(
      '/configuracion/cuentas-corrientes?only=overdue',
    );
  });

  it('says when the receivables fail, with a retry', async () => {
    failReceivables = true;
    renderPage();
    expect(await screen.findByText('No pudimos cargar las cuentas por cobrar.')).toBeTruthy();
    failReceivables = false;
    const card = screen
      .getByText('No pudimos cargar las cuentas por cobrar.')
      .closest('div[role="alert"]') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(value('Vencido').textContent).toBe('$ 40.000,00'));
  });
});
