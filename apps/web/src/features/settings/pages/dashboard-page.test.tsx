// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage } from '@/test/render';
import DashboardPage from './dashboard-page';

function renderAs(isAdmin: boolean) {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.username, 'ana');
  if (isAdmin) window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  // A buyer's panel lists their stock alerts (issue 29 item 6).
  return renderPage(<DashboardPage />, { fetch: { 'GET /api/me/stock-alerts/': [] } });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('/configuracion landing', () => {
  it('tells a buyer about their orders and account', () => {
    renderAs(false);
    expect(screen.getByText(/puedes revisar tus pedidos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mis Pedidos/ })).toBeTruthy();
  });

  it("lists a buyer's stock alerts, and none for an admin", async () => {
    renderAs(false);
    expect(await screen.findByText(/No tienes avisos de stock/)).toBeTruthy();
    cleanup();
    window.localStorage.clear();
    const { api } = renderAs(true);
    expect(screen.queryByRole('heading', { name: 'Avisos de stock' })).toBeNull();
    expect(api?.callsTo('GET', '/api/me/stock-alerts/')).toEqual([]);
  });

  it('tells an admin what the back office is for, with its shortcuts', () => {
    renderAs(true);
    expect(screen.queryByText(/revisar tus pedidos/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Mis Pedidos/ })).toBeNull();
    expect(screen.getByText(/administras la tienda/)).toBeTruthy();
    for (const name of ['General', 'Ventas', 'Clientes', 'Aprobar cuentas', 'Productos', 'Mi Cuenta']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeTruthy();
    }
  });
});
