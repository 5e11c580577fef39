// @vitest-environment happy-dom
import type { Order } from '@mayorista/shared/orders';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { mockFetch, renderPage } from '@/test/render';
import OrderDetailsPage from './order-details-page';

const order: Order = {
  id: 5,
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
  shipping_address: '',
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
};

function renderAs(isAdmin: boolean) {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  if (isAdmin) window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  renderPage(
    <Routes>
      <Route path="/configuracion/pedidos/:id" element={<OrderDetailsPage />} />
    </Routes>,
    { at: '/configuracion/pedidos/5' },
  );
}

beforeEach(() => {
  mockFetch(
    vi.fn(async (url: string) => {
      const body = String(url).startsWith('/api/orders/5/') ? order : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  window.localStorage.clear();
});

describe('order details', () => {
  it('gives the buyer the way back to Mis Pedidos and the WhatsApp consult', async () => {
    renderAs(false);
    expect(await screen.findByRole('link', { name: /Volver a Mis Pedidos/ })).toHaveProperty(
      'pathname',
      '/configuracion/mis-pedidos',
    );
    expect(screen.getByRole('link', { name: /Consultar por WhatsApp/ })).toBeTruthy();
  });

  it('gives an admin the order desk: back to Ventas, the customer profile and no WhatsApp', async () => {
    renderAs(true);
    // The desk is a chunk of its own: on a busy machine it takes more than findBy's default second.
    expect(await screen.findByRole('link', { name: /Volver a Ventas/ }, { timeout: 10_000 })).toHaveProperty(
      'pathname',
      '/configuracion/ventas',
    );
    expect(screen.getByRole('link', { name: /ana@example.com/ })).toHaveProperty(
      'pathname',
      '/configuracion/clientes/12',
    );
    expect(screen.getByRole('link', { name: /Ver ventas del cliente/ }).getAttribute('href')).toBe(
      '/configuracion/ventas?search=ana%40example.com&customer_id=12',
    );
    expect(screen.queryByText(/Mis Pedidos/)).toBeNull();
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
  });
});
