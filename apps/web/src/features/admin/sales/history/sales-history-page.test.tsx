// @vitest-environment happy-dom
import type { Order, OrderPage } from '@mayorista/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import SalesHistoryPage from '../pages/sales-history-page';
import { presetRange } from './lib/filters';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

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
    customer_dni_cuit: '',
    shipping_address: 'Mitre 10, Quilmes (1878)',
    shipping_street: 'Mitre',
    shipping_number: '10',
    shipping_city: 'Quilmes',
    shipping_postal_code: '1878',
    subtotal: 12500,
    coupon_code: null,
    coupon_discount: 0,
    shipping_cost: 0,
    total: 12500,
    original_order: null,
    payment_id: null,
    payment_status_detail: '',
    payment_due_at: null,
    ...overrides,
  };
}

let rows: Order[];
let totals: { count: number; total: number };
let listAnswer: 'ok' | 'message' | 'plain';
const calls: { url: URL; headers: Headers }[] = [];

const page = (): OrderPage => ({
  count: totals.count,
  next: null,
  previous: null,
  current_page: 1,
  total_pages: Math.max(1, Math.ceil(totals.count / 20)),
  results: rows,
  totals,
});

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  calls.push({ url, headers: new Headers(init?.headers) });
  if (url.pathname === '/api/orders/') {
    if (listAnswer === 'message') return Response.json({ detail: 'Base de datos ocupada' }, { status: 503 });
    if (listAnswer === 'plain') return new Response('', { status: 500 });
    return Response.json(page());
  }
  if (url.pathname === '/api/orders/export/')
    return new Response('\uFEFFPedido;Total\n42;12500\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="ventas-2026-11-23.csv"',
      },
    });
  if (url.pathname === '/api/auth/customers/7/')
    return Response.json({
      id: 7,
      username: 'ana',
      name: 'Ana Pérez',
      business_name: '',
      email: 'ana@example.com',
    });
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(entry = '/configuracion/ventas') {
  renderWithProviders(
    <>
      <SalesHistoryPage />
      <Location />
    </>,
    { at: entry },
  );
}

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/orders/');
const lastList = () => listCalls().at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;
const table = async () => {
  const element = await screen.findByRole('table', { name: 'Ventas' }, { timeout: 5_000 });
  await waitFor(() => expect(element.querySelector('[data-skeleton]')).toBeNull(), { timeout: 5_000 });
  return element;
};

beforeEach(() => {
  rows = [makeOrder(), makeOrder({ id: 41, status: 'paid', payment_status: 'paid', total: 3000 })];
  totals = { count: 2, total: 15500.5 };
  listAnswer = 'ok';
  calls.length = 0;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('sales history list', () => {
  it('asks for 20 orders with no filter and shows the totals of the set and the rows', async () => {
    renderPage();
    const element = await table();
    expect(Object.fromEntries(lastList())).toEqual({ page_size: '20' });
    expect(screen.getByTestId('sales-count').textContent).toBe('2');
    expect(screen.getByTestId('sales-sum').textContent).toBe('$ 15.501');
    // Cancelled and unpaid online orders are listed but not summed, and the label says so (issues 26, 30).
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'DT' &&
          element.textContent === 'Total vendido (sin cancelados ni pagos online pendientes)',
      ),
    ).toBeTruthy();
    const first = within(element).getAllByRole('row')[1];
    expect(within(first).getByRole('link', { name: 'Pedido #42' }).getAttribute('href')).toBe(
      '/configuracion/pedidos/42',
    );
    expect(within(first).getByText('Ana Pérez')).toBeTruthy();
    expect(within(first).getByText('ana@example.com')).toBeTruthy();
    expect(within(first).getByText('Envío')).toBeTruthy();
    expect(within(first).getByText('20/11/2026')).toBeTruthy();
    expect(within(first).getByText('Pendiente')).toBeTruthy();
    expect(within(first).getByText('Pago: Pendiente')).toBeTruthy();
    expect(within(first).getByText('$ 12.500')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nueva venta/ }).getAttribute('href')).toBe(
      '/configuracion/ventas/nueva',
    );
  });

  it('reads the filters of the URL into the controls and the request, with the customer chip', async () => {
    renderPage(
      '/configuracion/ventas?search=ana%40example.com&customer_id=7&status=paid&payment_status=paid&delivery_type=pickup&date_from=2026-11-01&date_to=2026-11-15&page=2',
    );
    await table();
    expect(Object.fromEntries(lastList())).toEqual({
      search: 'ana@example.com',
      customer_id: '7',
      status: 'paid',
      payment_status: 'paid',
      delivery_type: 'pickup',
      date_from: '2026-11-01',
      date_to: '2026-11-15',
      page: '2',
      page_size: '20',
    });
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('paid');
    expect((screen.getByLabelText('Pago') as HTMLSelectElement).value).toBe('paid');
    expect((screen.getByLabelText('Entrega') as HTMLSelectElement).value).toBe('pickup');
    expect((screen.getByLabelText('Buscar por email del cliente') as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
    expect(await screen.findByText('Cliente: Ana Pérez')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el filtro de cliente' }));
    expect(location()).toBe(
      '?search=ana%40example.com&status=paid&payment_status=paid&delivery_type=pickup&date_from=2026-11-01&date_to=2026-11-15',
    );
    await waitFor(() => expect(lastList().get('customer_id')).toBeNull());
  });

  it("folds the filters on a phone behind 'Filtros (N)', which counts the chosen ones", async () => {
    renderPage('/configuracion/ventas?status=paid&date_from=2026-11-01&date_to=2026-11-15');
    await table();
    const toggle = screen.getByRole('button', { name: 'Filtros (2)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toContain('max-sm:hidden');
    expect(within(panel).getByLabelText('Estado')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toContain('max-sm:hidden');
  });

  it('shows #id on the chip while the customer name is unknown', async () => {
    renderPage('/configuracion/ventas?customer_id=99');
    await table();
    expect(screen.getByText('Cliente: #99')).toBeTruthy();
  });

  it('writes a changed filter to the URL and goes back to page 1', async () => {
    renderPage('/configuracion/ventas?page=3');
    await table();
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'pending' } });
    expect(location()).toBe('?status=pending');
    await waitFor(() => expect(lastList().get('status')).toBe('pending'));
    expect(lastList().get('page')).toBeNull();
    fireEvent.change(screen.getByLabelText('Entrega'), { target: { value: 'delivery' } });
    expect(location()).toBe('?status=pending&delivery_type=delivery');
  });

  it('filters by payment method and names the method of each order', async () => {
    rows = [
      makeOrder({ id: 43, payment_method: 'online', status: 'paid', payment_status: 'paid' }),
      makeOrder(),
    ];
    renderPage();
    const element = await table();
    const [, online, cash] = within(element).getAllByRole('row');
    expect(within(online).getByText('Mercado Pago')).toBeTruthy();
    expect(within(cash).getByText('Efectivo')).toBeTruthy();
    const select = screen.getByLabelText('Medio de pago') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Todos',
      'Efectivo o transferencia',
      'Mercado Pago',
      'Cuenta corriente',
    ]);
    fireEvent.change(select, { target: { value: 'online' } });
    expect(location()).toBe('?payment_method=online');
    await waitFor(() => expect(lastList().get('payment_method')).toBe('online'));
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeTruthy();
  });

  it('sets the days of a preset of the date picker and clears them with Todas las fechas', async () => {
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    const today = presetRange('day');
    expect(location()).toBe(`?date_from=${today.start}&date_to=${today.end}`);
    await waitFor(() => expect(lastList().get('date_from')).toBe(today.start));
    fireEvent.click(screen.getByRole('button', { name: 'Todas las fechas' }));
    expect(location()).toBe('');
  });

  it('searches 300 ms after the last key, on page 1', async () => {
    renderPage('/configuracion/ventas?page=2');
    await table();
    const before = listCalls().length;
    const box = screen.getByLabelText('Buscar por email del cliente');
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ana@' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(location()).toBe('?page=2');
    await waitFor(() => expect(location()).toBe('?search=ana%40'));
    await waitFor(() => expect(lastList().get('search')).toBe('ana@'));
    expect(
      listCalls()
        .slice(before)
        .map((call) => call.url.searchParams.get('search')),
    ).toEqual(['ana@']);
  });

  it('exports the filtered set with the bearer token and saves the file under the server name', async () => {
    const createObjectURL = vi.fn(() => 'blob:ventas');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage('/configuracion/ventas?status=pending&payment_method=online&search=ana%40example.com&page=2');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Descargado ventas-2026-11-23.csv'));
    const exportCall = calls.find((call) => call.url.pathname === '/api/orders/export/')!;
    expect(Object.fromEntries(exportCall.url.searchParams)).toEqual({
      search: 'ana@example.com',
      status: 'pending',
      payment_method: 'online',
      format: 'csv',
    });
    expect(exportCall.headers.get('authorization')).toBe('Bearer token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('exports Excel with format=xlsx', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    const exportCall = calls.find((call) => call.url.pathname === '/api/orders/export/')!;
    expect(exportCall.url.searchParams.get('format')).toBe('xlsx');
    click.mockRestore();
  });
});

describe('sales history states', () => {
  it("says there are no sales yet, or offers 'Limpiar filtros' when filters match nothing", async () => {
    rows = [];
    totals = { count: 0, total: 0 };
    renderPage('/configuracion/ventas?status=cancelled');
    await screen.findByText('No hay pedidos que coincidan con los filtros.');
    expect(screen.getByTestId('sales-count').textContent).toBe('0');
    const clear = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    fireEvent.click(clear.at(-1)!);
    expect(location()).toBe('');
    await screen.findByText('Todavía no hay ventas.');
  });

  it("shows the server's message, else 'Error al cargar los pedidos', and retries", async () => {
    listAnswer = 'message';
    renderPage();
    expect(await screen.findByText('Base de datos ocupada')).toBeTruthy();
    listAnswer = 'plain';
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Error al cargar los pedidos')).toBeTruthy();
    listAnswer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await table();
    expect(screen.getByRole('link', { name: 'Pedido #42' })).toBeTruthy();
  });
});
