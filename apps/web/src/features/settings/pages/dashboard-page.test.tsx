// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage } from '@/test/render';
import DashboardPage from './dashboard-page';

const account = (enabled: boolean, balance: number) => ({
  summary: {
    customer: { id: 3, username: 'ana', business_name: '', email: 'ana@example.com' },
    terms: { enabled, credit_limit: 100_000, payment_terms_days: 30 },
    balance,
    pending_orders: 0,
    available_credit: 100_000 - balance,
    overdue: 0,
    aging: { d0_30: balance, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
    as_of: '2026-11-20',
  },
});

function renderAs(isAdmin: boolean, myAccount = account(false, 0)) {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.username, 'ana');
  if (isAdmin) window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  // A buyer's panel lists their stock alerts (issue 29 item 6) and reads their cuenta corriente.
  return renderPage(<DashboardPage />, {
    fetch: { 'GET /api/me/stock-alerts/': [], 'GET /api/me/account/': myAccount },
  });
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

  it('shows a buyer with a cuenta corriente its balance and credit left, and no card to others', async () => {
    renderAs(false, account(true, 25_000.5));
    const card = await screen.findByRole('link', { name: /Mi cuenta corriente/ });
    expect(card.getAttribute('href')).toBe('/configuracion/mi-cuenta-corriente');
    expect(card.textContent).toMatch(/Saldo \$\s25\.000,50\. Crédito disponible \$\s74\.999,50\./);
    cleanup();
    window.localStorage.clear();
    const { api } = renderAs(false);
    await waitFor(() => expect(api?.callsTo('GET', '/api/me/account/')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Mi cuenta corriente/ })).toBeNull();
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
