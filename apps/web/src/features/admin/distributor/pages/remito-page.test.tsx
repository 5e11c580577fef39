// @vitest-environment happy-dom
import type { DistributorOrder } from '@mayorista/shared/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import RemitoPage from './remito-page';

const base: DistributorOrder = {
  id: 42,
  created_at: '2026-11-20T15:00:00.000Z',
  original_order: 310,
  payment_status: 'pending',
  paid_at: null,
  total: 2000,
  discount_percentage: 0,
  discounted_total: 2000,
  items: [
    {
      id: 1,
      product_name: 'Sustrato premium',
      variant_display: 'Tamaño: 50L',
      quantity: 4,
      cost_price: 500,
      price: 900,
      price_at_time: 500,
      product: { id: 3, image: null },
      sku: 'SUS-50',
    },
  ],
};

let order: DistributorOrder = base;
let status = 200;
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/config/')
    return Response.json({
      store_name: 'Tienda Prueba',
      store_address: 'Calle Falsa 123, Quilmes',
      phone: '11 5555-0000',
      email: 'hola@prueba.test',
    });
  if (url.pathname === '/api/orders/distributor/42/')
    return status === 200 ? Response.json(order) : Response.json({ detail: 'No encontrado.' }, { status });
  return new Response('', { status: 404 });
});

function renderPage(id = 42) {
  renderWithProviders(
    <Routes>
      <Route path="/configuracion/distributor-orders/:id/imprimir" element={<RemitoPage />} />
    </Routes>,
    { at: `/configuracion/distributor-orders/${id}/imprimir` },
  );
}

beforeEach(() => {
  order = base;
  status = 200;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('REMITO', () => {
  it('shows the store data from the settings, the padded number and the lines', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'REMITO' })).toBeTruthy();
    expect(screen.getByText('N° 00000042')).toBeTruthy();
    expect(screen.getByText('Tienda Prueba')).toBeTruthy();
    expect(screen.getByText('Calle Falsa 123, Quilmes')).toBeTruthy();
    expect(screen.getByText('Tel.: 11 5555-0000')).toBeTruthy();
    expect(screen.getByText('hola@prueba.test')).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(screen.getByText('#310')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Sustrato premium/ });
    for (const text of ['SUS-50', 'Tamaño: 50L', '4', '$ 500,00', '$ 2.000,00']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/^Impreso el \d{2}\/\d{2}\/\d{4}/)).toBeTruthy();
  });

  it('hides the subtotal and discount rows when the discount is 0', async () => {
    renderPage();
    expect((await screen.findByTestId('remito-total')).textContent).toBe('$ 2.000,00');
    expect(screen.queryByTestId('remito-subtotal')).toBeNull();
    expect(screen.queryByTestId('remito-discount')).toBeNull();
    expect(screen.queryByText('Subtotal')).toBeNull();
  });

  it('shows subtotal, discount and the discounted total above 0', async () => {
    order = { ...base, discount_percentage: 15, discounted_total: 1700 };
    renderPage();
    expect((await screen.findByTestId('remito-subtotal')).textContent).toBe('$ 2.000,00');
    expect(screen.getByTestId('remito-discount').textContent).toBe('−$ 300,00');
    expect(screen.getByText('Descuento (15 %)')).toBeTruthy();
    expect(screen.getByTestId('remito-total').textContent).toBe('$ 1.700,00');
  });

  it('prints from the browser with a button kept off paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();
    await screen.findByTestId('remito-total');
    const button = screen.getByRole('button', { name: 'Imprimir' });
    expect(button.closest('.remito-no-print')).toBeTruthy();
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('style')?.textContent).toContain('size: A4');
  });

  it('says so when the order does not exist', async () => {
    status = 404;
    renderPage();
    expect(await screen.findByText('La orden al proveedor no existe.')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    status = 500;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
