// @vitest-environment happy-dom
import type { DistributorOrder } from '@mayorista/shared/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import DistributorOrdersPage from './distributor-orders-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// Desktop width: the orders show as a table.
vi.mock('@/lib/use-media-query', () => ({ useMediaQuery: () => true }));

const order = (
  id: number,
  payment_status: DistributorOrder['payment_status'],
  discount = 0,
): DistributorOrder => ({
  id,
  created_at: '2026-11-20T15:00:00.000Z',
  original_order: id + 100,
  payment_status,
  paid_at: null,
  total: 1500.5,
  discount_percentage: discount,
  discounted_total: discount ? Math.round(1500.5 * (100 - discount)) / 100 : 1500.5,
  items: [
    {
      id: id * 10,
      product_name: `Maceta ${id}`,
      variant_display: 'Talle: XL',
      quantity: 2,
      cost_price: null,
      price: 750.25,
      price_at_time: 750.25,
      product: { id: 55, image: null },
      sku: 'MAC-1',
    },
  ],
});

type Reply = (url: URL, init?: RequestInit) => Response | Promise<Response>;
let orders: DistributorOrder[] = [];
let discount = 0;
let listFails = 0;
let markReply: Reply | null = null;
let discountReply: Reply | null = null;
const calls: { url: URL; init?: RequestInit }[] = [];

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  calls.push({ url, init });
  if (url.pathname === '/api/distributor-discount/') return Response.json({ discount_percentage: discount });
  if (url.pathname === '/api/distributor-discount/update/') {
    if (discountReply) return discountReply(url, init);
    discount = JSON.parse(String(init?.body)).discount_percentage;
    return Response.json({ discount_percentage: discount });
  }
  const paid = url.pathname.match(/^\/api\/orders\/distributor\/(\d+)\/mark_as_paid\/$/);
  if (paid) {
    if (markReply) return markReply(url, init);
    const target = orders.find((item) => item.id === Number(paid[1]))!;
    target.payment_status = 'paid';
    return Response.json(target);
  }
  if (url.pathname === '/api/orders/distributor/') {
    if (listFails > 0) {
      listFails -= 1;
      return new Response('', { status: 500 });
    }
    return Response.json({
      data: {
        count: orders.length,
        total_pages: 1,
        current_page: 1,
        next: null,
        previous: null,
        results: orders,
      },
    });
  }
  return new Response('not found', { status: 404 });
});

function renderPage(entry = '/configuracion/distributor-orders') {
  renderWithProviders(
    <Routes>
      <Route path="/configuracion/distributor-orders" element={<DistributorOrdersPage />} />
    </Routes>,
    { at: entry },
  );
}

beforeEach(() => {
  orders = [order(7, 'pending'), order(8, 'paid'), order(9, 'cancelled')];
  discount = 0;
  listFails = 0;
  markReply = null;
  discountReply = null;
  calls.length = 0;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

const rowOf = async (id: number) => {
  const table = await screen.findByRole('table', { name: 'Órdenes al proveedor' });
  const row = within(table)
    .getAllByRole('row')
    .find(
      (candidate) => candidate.textContent?.includes(`#${id}`) && candidate.textContent.includes('Pedido #'),
    );
  if (!row) throw new Error(`row ${id} not found`);
  return row;
};

describe('distributor orders list', () => {
  it('offers Marcar como Pagado only on pending orders, with a link to the original order and the remito', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Productos del proveedor', level: 1 })).toBeTruthy();
    const pending = await rowOf(7);
    expect(within(pending).getByRole('button', { name: /Marcar como Pagado/ })).toBeTruthy();
    expect(within(pending).getByText('Pendiente')).toBeTruthy();
    expect(within(pending).getByText('1 producto')).toBeTruthy();
    expect(within(pending).getByText('2 unidades')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Pedido #107' }).getAttribute('href')).toBe(
      '/configuracion/pedidos/107',
    );
    const remito = within(pending).getByRole('link', { name: /Imprimir remito/ });
    expect(remito.getAttribute('href')).toBe('/configuracion/distributor-orders/7/imprimir');
    expect(remito.getAttribute('target')).toBe('_blank');
    for (const id of [8, 9]) {
      const row = await rowOf(id);
      expect(within(row).queryByRole('button', { name: /Marcar como Pagado/ })).toBeNull();
    }
    expect(within(await rowOf(8)).getByText('Pagado')).toBeTruthy();
    expect(within(await rowOf(9)).getByText('Cancelado')).toBeTruthy();
  });

  it('shows totals with two decimals, equal without a discount and reduced with one', async () => {
    renderPage();
    const row = await rowOf(7);
    expect(within(row).getAllByText('$ 1.500,50')).toHaveLength(2);
    cleanup();
    orders = [order(7, 'pending', 10)];
    discount = 10;
    renderPage();
    const discounted = await rowOf(7);
    expect(within(discounted).getByText('$ 1.500,50')).toBeTruthy();
    expect(within(discounted).getByText('$ 1.350,45')).toBeTruthy();
    expect(within(discounted).getByText('−10 %')).toBeTruthy();
  });

  it('expands an order to its items, with the product linked to its edit page', async () => {
    renderPage();
    const row = await rowOf(7);
    const toggle = within(row).getByRole('button', { name: /Ver productos/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const items = await screen.findByRole('table', { name: 'Productos de la orden 7' });
    expect(within(items).getByRole('link', { name: 'Maceta 7' }).getAttribute('href')).toBe(
      '/configuracion/productos/editar/55',
    );
    expect(within(items).getByText('Talle: XL')).toBeTruthy();
    expect(within(items).getByText('$ 750,25')).toBeTruthy();
    expect(within(items).getByText('$ 1.500,50')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Ocultar productos/ }));
    expect(screen.queryByRole('table', { name: 'Productos de la orden 7' })).toBeNull();
  });

  it('marks a pending order as paid after confirming, and reloads the list', async () => {
    renderPage();
    fireEvent.click(within(await rowOf(7)).getByRole('button', { name: /Marcar como Pagado/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como pagada' });
    expect(calls.some((call) => call.url.pathname.includes('mark_as_paid'))).toBe(false);
    const listCalls = calls.filter((call) => call.url.pathname === '/api/orders/distributor/').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como Pagado' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('La orden #7 quedó como pagada'));
    const mark = calls.find((call) => call.url.pathname === '/api/orders/distributor/7/mark_as_paid/');
    expect(mark?.init?.method).toBe('PATCH');
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/orders/distributor/').length).toBeGreaterThan(
        listCalls,
      ),
    );
    await waitFor(async () =>
      expect(within(await rowOf(7)).queryByRole('button', { name: /Marcar como Pagado/ })).toBeNull(),
    );
  });

  it('says so when marking as paid fails', async () => {
    markReply = () => new Response('', { status: 500 });
    renderPage();
    fireEvent.click(within(await rowOf(7)).getByRole('button', { name: /Marcar como Pagado/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como pagada' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como Pagado' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error al marcar la orden como pagada.'));
  });

  it('shows the load error with a retry that works', async () => {
    listFails = 1;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al cargar las órdenes de distribuidor.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf(7)).toBeTruthy();
  });

  it('sends the filters from the address and offers to clear them when nothing matches', async () => {
    orders = [];
    renderPage(
      '/configuracion/distributor-orders?payment_status=paid&start_date=2026-11-01&end_date=2026-11-20&search=maceta',
    );
    expect(
      await screen.findByText('No hay órdenes al proveedor que coincidan con los filtros.'),
    ).toBeTruthy();
    const list = calls.find((call) => call.url.pathname === '/api/orders/distributor/')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      payment_status: 'paid',
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      search: 'maceta',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/orders/distributor/').at(-1)!;
      expect([...last.url.searchParams.keys()]).toEqual([]);
    });
  });

  it('a period button filters by its days, and Todas las fechas drops them', async () => {
    renderPage();
    await rowOf(7);
    fireEvent.click(screen.getByRole('button', { name: 'Mes' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/orders/distributor/').at(-1)!;
      expect(last.url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01$/);
      expect(last.url.searchParams.get('end_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Todas las fechas' }));
    // Back to the first list (already read, so no new call): the button goes away with the days.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Todas las fechas' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the empty state without filters', async () => {
    orders = [];
    renderPage();
    expect(await screen.findByText(/Todavía no hay órdenes al proveedor/)).toBeTruthy();
  });
});

describe('distributor discount card', () => {
  it('refuses values out of range without calling the server, then saves a valid one', async () => {
    renderPage();
    expect((await screen.findByTestId('distributor-discount')).textContent).toBe('0 %');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const input = screen.getByLabelText('Descuento del proveedor (%)') as HTMLInputElement;
    expect(input.getAttribute('min')).toBe('0');
    expect(input.getAttribute('max')).toBe('100');
    expect(input.getAttribute('step')).toBe('0.01');
    for (const value of ['101', '-1', '12.345']) {
      fireEvent.change(input, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(screen.getByText('El descuento debe estar entre 0% y 100%')).toBeTruthy();
    }
    expect(calls.some((call) => call.url.pathname === '/api/distributor-discount/update/')).toBe(false);
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('distributor-discount').textContent).toBe('12,5 %'));
    const update = calls.find((call) => call.url.pathname === '/api/distributor-discount/update/');
    expect(JSON.parse(String(update?.init?.body))).toEqual({ discount_percentage: 12.5 });
  });

  it('Cancelar leaves the discount as it was', async () => {
    discount = 5;
    renderPage();
    expect((await screen.findByTestId('distributor-discount')).textContent).toBe('5 %');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Descuento del proveedor (%)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('distributor-discount').textContent).toBe('5 %');
    expect(calls.some((call) => call.url.pathname === '/api/distributor-discount/update/')).toBe(false);
  });

  it('says so when saving fails and stays in edit mode', async () => {
    discountReply = () => new Response('', { status: 500 });
    renderPage();
    await screen.findByTestId('distributor-discount');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Descuento del proveedor (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error al actualizar el descuento'));
    expect(screen.getByLabelText('Descuento del proveedor (%)')).toBeTruthy();
  });
});
