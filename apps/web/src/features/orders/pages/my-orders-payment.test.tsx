// @vitest-environment happy-dom
import type { Order } from '@mayorista/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSiteTo } from '@/lib/leave-site';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage } from '@/test/render';
import MyOrdersPage from './my-orders-page';
import OrderDetailsPage from './order-details-page';

vi.mock('@/lib/leave-site', () => ({ leaveSiteTo: vi.fn(() => true) }));

const order = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  user: 12,
  status: 'pending',
  status_label: 'Pendiente',
  created_at: '2026-11-20T15:00:00.000Z',
  payment_status: 'pending',
  payment_method: 'cash',
  delivery_type: 'pickup',
  delivery_time: '',
  shipping_method: 'Retiro',
  recipient_name: 'Ana Pérez',
  customer_email: 'ana@example.com',
  customer_phone: '1122334455',
  customer_dni_cuit: '',
  shipping_address: 'Coordinar entrega',
  shipping_street: '',
  shipping_number: '',
  shipping_city: '',
  shipping_postal_code: '',
  subtotal: 1000,
  coupon_code: null,
  coupon_discount: 0,
  shipping_cost: 0,
  total: 1000,
  original_order: null,
  payment_id: null,
  payment_status_detail: '',
  payment_due_at: null,
  items: [],
  ...overrides,
});

/** Waiting for Mercado Pago (its payment was rejected once), a paid online one and a cash one. */
const unpaid = order(61, {
  status: 'payment_pending',
  payment_method: 'online',
  payment_status_detail: 'cc_rejected_other_reason',
  payment_due_at: '2026-11-22T15:00:00.000Z',
});
const paid = order(60, {
  status: 'paid',
  payment_status: 'paid',
  payment_method: 'online',
  payment_id: '77',
});
const cash = order(59);

const MP_CHECKOUT = 'http://127.0.0.1:3475/checkout/v1/redirect?pref_id=202809963-r2';

beforeEach(() => window.localStorage.setItem(SESSION_KEYS.accessToken, 'token'));
afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe("Mis Pedidos: 'Pagar ahora' on unpaid online orders (issue 30)", () => {
  it('shows how each order is paid and offers to pay only the one still waiting for Mercado Pago', async () => {
    const { api } = renderPage(<MyOrdersPage />, {
      at: '/configuracion/mis-pedidos',
      fetch: {
        'GET /api/orders/my-orders/': [unpaid, paid, cash],
        'GET /api/config/': {},
        'POST /api/payments/checkout/61/': { payment_url: MP_CHECKOUT },
      },
    });
    const card = (id: number) => screen.getByRole('article', { name: `Pedido #${id}` });
    await screen.findByRole('article', { name: 'Pedido #61' });
    expect(within(card(61)).getByText(/Pago: Mercado Pago/).textContent).toContain(
      'Esperando el pago online',
    );
    expect(within(card(60)).getByText(/Pago: Mercado Pago/).textContent).not.toContain('Esperando');
    expect(within(card(59)).getByText(/Pago: Efectivo o transferencia/)).toBeTruthy();
    expect(within(card(60)).queryByRole('button', { name: /Pagar ahora/ })).toBeNull();
    expect(within(card(59)).queryByRole('button', { name: /Pagar ahora/ })).toBeNull();

    fireEvent.click(
      within(card(61)).getByRole('button', { name: 'Pagar ahora el pedido #61 con Mercado Pago' }),
    );
    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(MP_CHECKOUT));
    expect(api?.callsTo('POST', '/api/payments/checkout/61/')).toHaveLength(1);
  });

  it("offers 'Pagar ahora' and the deadline on the unpaid order's page too", async () => {
    renderPage(<OrderDetailsPage />, {
      at: '/configuracion/pedidos/61',
      path: '/configuracion/pedidos/:id',
      fetch: { 'GET /api/orders/61/': unpaid, 'GET /api/config/': {} },
    });
    expect(await screen.findByRole('button', { name: /Pagar ahora/ })).toBeTruthy();
    expect(screen.getByText(/Puedes pagarlo con "Pagar ahora" hasta el/)).toBeTruthy();
    expect(screen.getByText('El banco emisor no aprobó el pago.')).toBeTruthy();
    expect(screen.getByText('Mercado Pago')).toBeTruthy();
  });
});
