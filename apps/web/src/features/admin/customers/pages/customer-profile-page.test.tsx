// @vitest-environment happy-dom
import type { CustomerDetail } from '@mayorista/shared/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import CustomerProfilePage from './customer-profile-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const customer: CustomerDetail = {
  id: 7,
  username: 'duena',
  email: 'duena@example.com',
  first_name: 'Ana',
  last_name: 'Pérez',
  dni: '',
  business_name: '',
  business_address: '',
  phone_number: '',
  instagram: '',
  facebook: '',
  cuit: '',
  business_type: '',
  extra_info: '',
  date_joined: '2026-01-10T12:00:00.000Z',
  name: 'Ana Pérez',
  is_active: true,
  is_blocked: false,
  email_verified: true,
  last_login: null,
  login_locked: true,
  login_locked_until: '2026-11-23T15:30:00.000Z',
  total_orders: 0,
  total_spent: 0,
  last_purchase: null,
  recent_orders: [],
};

let locked = true;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (String(url).startsWith('/api/auth/customers/7/unlock/') && init?.method === 'POST') {
    locked = false;
    return Response.json({ message: 'Inicio de sesión desbloqueado correctamente', id: 7 });
  }
  return Response.json({
    ...customer,
    login_locked: locked,
    login_locked_until: locked ? customer.login_locked_until : null,
  });
});

beforeEach(() => {
  locked = true;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
  renderPage(
    <Routes>
      <Route path="/configuracion/clientes/:id" element={<CustomerProfilePage />} />
    </Routes>,
    { at: '/configuracion/clientes/7' },
  );
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('customer profile login lock', () => {
  it('shows the lock and lifts it after confirmation', async () => {
    expect(await screen.findByText('Acceso bloqueado por intentos fallidos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear acceso' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '¿Desbloquear el acceso de Ana Pérez? Podrá volver a iniciar sesión desde cualquier dirección.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desbloquear acceso' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Acceso desbloqueado'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/customers/7/unlock/', expect.anything());
    await waitFor(() => expect(screen.queryByText('Acceso bloqueado por intentos fallidos')).toBeNull());
  });
});
