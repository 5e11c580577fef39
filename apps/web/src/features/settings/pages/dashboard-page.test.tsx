// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import DashboardPage from './dashboard-page';

function renderAs(isAdmin: boolean) {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.username, 'ana');
  if (isAdmin) window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
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
