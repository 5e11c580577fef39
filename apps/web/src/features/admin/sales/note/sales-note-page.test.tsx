// @vitest-environment happy-dom
import type { Order } from '@mayorista/shared/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { mockFetch, renderPage } from '@/test/render';
import SalesNotePage from '../pages/sales-note-page';
import { NOTE_PRINT_CSS } from './components/sales-note';
import { deliveryAddress, noteNumber } from './lib/note';

const item = {
  id: 1,
  product: 15,
  product_name: 'Maceta textil 20L',
  sku: 'MAC-20L',
  variant_display: '',
  selected_variants: null,
  quantity: 3,
  price: 1000,
  discount: 0,
  price_at_time: 1000,
  subtotal: 3000,
  product_details: { id: 15, name: 'Maceta textil 20L', image: null },
  price_list_id: 1,
  price_list_name: 'General',
  tier_min_quantity: null,
  tier_discount: 0,
  sale_unit: 'unidad',
  units_per_pack: 1,
  unit_label: 'Unidad',
  iva_rate: 21,
};

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    user: 3,
    status: 'pending',
    status_label: 'Pendiente',
    created_at: '2026-11-20T15:30:00.000Z',
    payment_status: 'pending',
    payment_method: 'cash',
    delivery_type: 'delivery',
    delivery_time: '',
    shipping_method: '',
    recipient_name: 'Ana Pérez',
    customer_email: 'ana@example.com',
    customer_phone: '1122334455',
    customer_dni_cuit: '20-12345678-9',
    shipping_address: 'Mitre 10, Quilmes (1878)',
    shipping_street: 'Mitre',
    shipping_number: '10',
    shipping_city: 'Quilmes',
    shipping_postal_code: '1878',
    subtotal: 4500.5,
    coupon_code: 'VERANO10',
    coupon_discount: 450.05,
    shipping_cost: 0,
    total: 4050.45,
    original_order: null,
    payment_id: null,
    payment_status_detail: '',
    payment_due_at: null,
    items: [
      item,
      {
        ...item,
        id: 2,
        product: 16,
        product_name: 'Remera logo',
        sku: 'REM-LOGO-M',
        selected_variants: { Talle: 'M' },
        quantity: 1,
        price_at_time: 1500.5,
        subtotal: 1500.5,
        sale_unit: 'caja',
        units_per_pack: 12,
        unit_label: 'Caja x 12',
      },
    ],
    ...overrides,
  };
}

let order: Order | null;
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/config/')
    return Response.json({
      store_name: 'Grow Sur',
      store_address: 'Calle 14 N.º 1500, Berazategui',
      phone: '11 5555-0000',
      email: 'hola@growsur.com.ar',
      delivery_note_header: 'CUIT 30-12345678-9 · IVA Responsable Inscripto',
    });
  if (url.pathname === '/api/orders/42/' && order) return Response.json(order);
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

function renderNote(entry = '/configuracion/ventas/42/imprimir') {
  renderPage(
    <Routes>
      <Route path="/configuracion/ventas/:id/imprimir" element={<SalesNotePage />} />
    </Routes>,
    { at: entry },
  );
}

beforeEach(() => {
  order = makeOrder();
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  mockFetch(fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('sales note', () => {
  it('pads the order number to 8 digits', () => {
    expect(noteNumber(42)).toBe('00000042');
    expect(noteNumber(123456789)).toBe('123456789');
  });

  it('prints the store, NOTA DE VENTA with the padded number, the customer, the lines and the totals', async () => {
    renderNote();
    const note = await screen.findByRole('article', { name: 'Nota de venta 00000042' });
    expect(within(note).getByRole('heading', { name: 'NOTA DE VENTA' })).toBeTruthy();
    expect(within(note).getByText('N.º 00000042')).toBeTruthy();
    expect(await within(note).findByText('Grow Sur')).toBeTruthy();
    expect(within(note).getByText('CUIT 30-12345678-9 · IVA Responsable Inscripto')).toBeTruthy();
    expect(within(note).getByText('Calle 14 N.º 1500, Berazategui')).toBeTruthy();
    expect(within(note).getByText('Tel.: 11 5555-0000')).toBeTruthy();
    expect(within(note).getByText('hola@growsur.com.ar')).toBeTruthy();
    expect(within(note).getByText('Ana Pérez')).toBeTruthy();
    expect(within(note).getByText('DNI/CUIT: 20-12345678-9')).toBeTruthy();
    expect(within(note).getByText('Envío a domicilio')).toBeTruthy();
    expect(within(note).getByText('Mitre 10, Quilmes (1878)')).toBeTruthy();
    const rows = within(note).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Código', 'Descripción', 'Variante', 'Cant.', 'Unidad', 'P. unitario', 'Importe'],
      ['MAC-20L', 'Maceta textil 20L', '-', '3', 'Unidad', '$ 1.000,00', '$ 3.000,00'],
      ['REM-LOGO-M', 'Remera logo', 'Talle: M', '1', 'Caja x 12', '$ 1.500,50', '$ 1.500,50'],
    ]);
    expect(within(note).getByText('Descuento (cupón VERANO10)')).toBeTruthy();
    expect(within(note).getByText('-$ 450,05')).toBeTruthy();
    expect(within(note).getByTestId('note-total').textContent).toBe('$ 4.050,45');
    expect(within(note).getByText(/^Impreso el \d{2}\/\d{2}\/\d{4}/)).toBeTruthy();
  });

  it('leaves the discount out when there is no coupon', async () => {
    order = makeOrder({ coupon_code: null, coupon_discount: 0, total: 4500.5 });
    renderNote();
    await screen.findByRole('article', { name: 'Nota de venta 00000042' });
    expect(screen.queryByText(/Descuento/)).toBeNull();
  });

  it('prints from the button, which is hidden on paper, and only the note prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderNote();
    const button = await screen.findByRole('button', { name: 'Imprimir' });
    expect(button.parentElement?.className).toMatch(/\bprint-hidden\b/);
    expect(button.parentElement?.className).toMatch(/\bprint:hidden\b/);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(NOTE_PRINT_CSS).toMatch(/size: A4/);
    expect(NOTE_PRINT_CSS).toMatch(/body \* \{ visibility: hidden !important; \}/);
    expect(NOTE_PRINT_CSS).toMatch(/\.sales-note \.print-hidden \{ display: none !important; \}/);
    expect(document.querySelector('style')?.textContent).toBe(NOTE_PRINT_CSS);
  });

  it("shows the server's message for a missing order", async () => {
    order = null;
    renderNote();
    expect(await screen.findByText('No encontrado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('uses the street parts, or the pickup text, as the delivery address', () => {
    expect(deliveryAddress(makeOrder())).toBe('Mitre 10, Quilmes (1878)');
    expect(
      deliveryAddress(makeOrder({ delivery_type: 'pickup', shipping_address: '', shipping_street: '' })),
    ).toBe('Coordinar entrega');
  });
});
