// @vitest-environment happy-dom
import type { Order, OrderItem } from '@mayorista/shared/orders';
import { cleanup, screen, waitFor } from '@testing-library/react';
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

let shown: Order = order;
let ivaCondition = '';

beforeEach(() => {
  shown = order;
  ivaCondition = '';
  mockFetch(
    vi.fn(async (url: string) => {
      const body = String(url).startsWith('/api/orders/5/')
        ? shown
        : String(url).startsWith('/api/auth/profile/')
          ? { iva_condition: ivaCondition }
          : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

const item = (id: number, subtotal: number, ivaRate: number): OrderItem => ({
  id,
  product: id,
  product_name: `Producto ${id}`,
  sku: null,
  variant_display: '',
  selected_variants: null,
  quantity: 1,
  price: subtotal,
  discount: 0,
  price_at_time: subtotal,
  subtotal,
  product_details: { id, name: `Producto ${id}`, image: null },
  price_list_id: 1,
  price_list_name: 'General',
  tier_min_quantity: null,
  tier_discount: 0,
  sale_unit: 'unidad',
  units_per_pack: 1,
  unit_label: 'Unidad',
  iva_rate: ivaRate,
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

  it('shows the IVA the order contains from its lines; a Responsable Inscripto sees net and rates', async () => {
    // 12.100 at 21 % and 2.210 at 10,5 %, less a 10 % coupon spread over both.
    shown = {
      ...order,
      items: [item(1, 12100, 21), item(2, 2210, 10.5)],
      subtotal: 14310,
      coupon_code: 'DIEZ',
      coupon_discount: 1431,
      total: 12879,
    };
    renderAs(false);
    const summary = await screen.findByLabelText('IVA incluido en el total');
    expect(summary.textContent).toBe('IVA contenido$ 2.079,00');
    cleanup();
    window.localStorage.clear();

    ivaCondition = 'responsable_inscripto';
    renderAs(false);
    const detailed = await screen.findByLabelText('IVA incluido en el total');
    await waitFor(() => expect(detailed.textContent).toContain('Neto gravado'));
    expect(detailed.textContent).toBe(
      'IVA contenido$ 2.079,00Neto gravado$ 10.800,00IVA 10,5 %$ 189,00IVA 21 %$ 1.890,00',
    );
  });
});
