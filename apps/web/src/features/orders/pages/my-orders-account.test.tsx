// @vitest-environment happy-dom
import type { Order } from '@mayorista/shared/orders';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage } from '@/test/render';
import MyOrdersPage from './my-orders-page';
import OrderDetailsPage from './order-details-page';

const onAccount: Order = {
  id: 71,
  user: 12,
  status: 'pending',
  status_label: 'Pendiente',
  created_at: '2026-11-20T15:00:00.000Z',
  payment_status: 'pending',
  payment_method: 'account',
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
};

beforeEach(() => window.localStorage.setItem(SESSION_KEYS.accessToken, 'token'));
afterEach(() => window.localStorage.clear());

describe('orders on cuenta corriente (issue 32)', () => {
  it("Mis Pedidos names the method 'Cuenta corriente' and offers no online payment", async () => {
    renderPage(<MyOrdersPage />, {
      at: '/configuracion/mis-pedidos',
      fetch: { 'GET /api/orders/my-orders/': [onAccount], 'GET /api/config/': {} },
    });
    const card = await screen.findByRole('article', { name: 'Pedido #71' });
    expect(within(card).getByText('Pago: Cuenta corriente')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Pagar ahora/ })).toBeNull();
  });

  it("the order's page says it goes to the account and links to Mi cuenta corriente", async () => {
    renderPage(<OrderDetailsPage />, {
      at: '/configuracion/pedidos/71',
      path: '/configuracion/pedidos/:id',
      fetch: { 'GET /api/orders/71/': onAccount, 'GET /api/config/': {} },
    });
    expect(await screen.findByText('Cuenta corriente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'cuenta corriente' }).getAttribute('href')).toBe(
      '/configuracion/mi-cuenta-corriente',
    );
  });
});
