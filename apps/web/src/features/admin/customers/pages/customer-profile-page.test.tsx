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
  iva_condition: '',
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
  price_list: null,
  price_list_name: 'General',
};

const lists = [
  { id: 1, name: 'General', adjustment_percent: 0, min_order_amount: null, is_default: true },
  { id: 2, name: 'Kiosco', adjustment_percent: 12, min_order_amount: null, is_default: false },
];
let priceList: number | null = null;
let tax: Partial<CustomerDetail> = {};
let refuse = false;

/** The customer's cuenta corriente (issue 32): GET /api/accounts/7/ and PUT .../terms/. */
let terms = { enabled: false, credit_limit: 0, payment_terms_days: 30 };
const accountSummary = () => ({
  customer: { id: 7, username: 'duena', business_name: '', email: 'duena@example.com' },
  terms,
  balance: 12_500.5,
  pending_orders: 0,
  available_credit: terms.credit_limit - 12_500.5,
  overdue: 2_000,
  aging: { d0_30: 10_500.5, d31_60: 2_000, d61_90: 0, d90_plus: 0, credit: 0 },
  as_of: '2026-11-20',
});

let locked = true;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (String(url) === '/api/accounts/7/terms/' && init?.method === 'PUT') {
    terms = JSON.parse(String(init.body));
    return Response.json(accountSummary());
  }
  if (String(url).startsWith('/api/accounts/7/')) return Response.json(accountSummary());
  if (String(url).startsWith('/api/price-lists/')) return Response.json(lists);
  if (String(url).startsWith('/api/auth/customers/7/') && init?.method === 'PATCH') {
    const body = JSON.parse(String(init.body));
    if (refuse) return Response.json({ dni: ['El DNI debe tener 7 u 8 dígitos'] }, { status: 400 });
    if ('price_list' in body) priceList = body.price_list;
    else tax = body;
    return Response.json({ ...customer, ...tax, price_list: priceList, price_list_name: 'Kiosco' });
  }
  if (String(url).startsWith('/api/auth/customers/7/unlock/') && init?.method === 'POST') {
    locked = false;
    return Response.json({ message: 'Inicio de sesión desbloqueado correctamente', id: 7 });
  }
  return Response.json({
    ...customer,
    login_locked: locked,
    login_locked_until: locked ? customer.login_locked_until : null,
    ...tax,
    price_list: priceList,
    price_list_name: priceList ? 'Kiosco' : 'General',
  });
});

beforeEach(() => {
  locked = true;
  terms = { enabled: false, credit_limit: 0, payment_terms_days: 30 };
  priceList = null;
  tax = {};
  refuse = false;
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

describe('customer profile price list', () => {
  it('shows the list the customer buys with and moves them to another', async () => {
    const card = (await screen.findByRole('heading', { name: 'Lista de precios' }))
      .parentElement as HTMLElement;
    expect(card.textContent).toContain('Compra con General');
    const select = within(card).getByLabelText('Cambiar a') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('1'));
    const save = within(card).getByRole('button', { name: 'Guardar lista' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Lista de precios del cliente actualizada'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/customers/7/',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ price_list: 2 }) }),
    );
    expect(await screen.findByText('Kiosco', { selector: 'strong' })).toBeTruthy();
  });
});

describe('customer profile tax data', () => {
  it("checks the CUIT's digit before sending, then saves the CUIT and the IVA condition", async () => {
    const card = (await screen.findByRole('heading', { name: 'Datos fiscales' })).closest('section')!;
    const save = within(card).getByRole('button', { name: 'Guardar datos fiscales' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const condition = within(card).getByLabelText('Condición frente al IVA') as HTMLSelectElement;
    fireEvent.change(condition, { target: { value: 'responsable_inscripto' } });
    fireEvent.click(save);
    expect(await within(card).findByText('El CUIT es obligatorio para Responsable Inscripto')).toBeTruthy();
    const cuit = within(card).getByLabelText('CUIT/CUIL');
    fireEvent.change(cuit, { target: { value: '20-30111222-1' } });
    fireEvent.click(save);
    expect(await within(card).findByText('CUIT inválido')).toBeTruthy();
    expect(cuit.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(cuit, { target: { value: '20-30111222-0' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Datos fiscales del cliente actualizados'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/customers/7/',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ cuit: '20301112220', dni: '', iva_condition: 'responsable_inscripto' }),
      }),
    );
    const data = (await screen.findByRole('heading', { name: 'Datos del cliente' })).parentElement!;
    await waitFor(() => expect(data.textContent).toContain('Responsable Inscripto'));
  });

  it('puts the server refusal on its field and keeps what was typed', async () => {
    refuse = true;
    const card = (await screen.findByRole('heading', { name: 'Datos fiscales' })).closest('section')!;
    const dni = within(card).getByLabelText('DNI') as HTMLInputElement;
    fireEvent.change(dni, { target: { value: '30111222' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await within(card).findByText('El DNI debe tener 7 u 8 dígitos')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Error al guardar los datos fiscales');
    expect(dni.value).toBe('30111222');
  });
});

describe('customer profile cuenta corriente', () => {
  it('shows the account and enables it with a limit and terms', async () => {
    const card = (await screen.findByRole('heading', { name: 'Cuenta corriente' })).closest('section')!;
    expect(await within(card).findByText('Deshabilitada')).toBeTruthy();
    expect(card.textContent).toContain('Saldo$ 12.500,50');
    expect(card.textContent).toContain('Vencido$ 2.000,00');
    expect(
      within(card)
        .getByRole('link', { name: /Ver cuenta corriente/ })
        .getAttribute('href'),
    ).toBe('/configuracion/cuentas-corrientes/7');
    const save = within(card).getByRole('button', { name: 'Guardar condiciones' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(card).getByLabelText(/Cuenta corriente habilitada/));
    fireEvent.change(within(card).getByLabelText('Límite de crédito ($)'), { target: { value: '-5' } });
    fireEvent.click(save);
    expect(await within(card).findByText('Ingresa un límite de crédito válido (0 o más)')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Límite de crédito ($)'), { target: { value: '150000' } });
    fireEvent.change(within(card).getByLabelText('Plazo de pago en días'), { target: { value: '45' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Condiciones de la cuenta corriente guardadas'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/accounts/7/terms/',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ enabled: true, credit_limit: 150000, payment_terms_days: 45 }),
      }),
    );
    expect(await within(card).findByText('Habilitada')).toBeTruthy();
    await waitFor(() => expect(card.textContent).toContain('Disponible$ 137.499,50'));
  });
});
