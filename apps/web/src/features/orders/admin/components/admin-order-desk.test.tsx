// @vitest-environment happy-dom
import type { Product } from '@mayorista/shared/catalog';
import type { Order, OrderItem, OrderStatus } from '@mayorista/shared/orders';
import type { PaymentStatus } from '@mayorista/shared/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import { formatOrderDate } from '../../lib/orders';
import OrderDetailsPage from '../../pages/order-details-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const line = (id: number, name: string, quantity: number, price: number): OrderItem => ({
  id,
  product: id * 10,
  product_name: name,
  sku: null,
  variant_display: '',
  selected_variants: null,
  quantity,
  price,
  discount: 0,
  price_at_time: price,
  subtotal: price * quantity,
  product_details: { id: id * 10, name, image: null },
  price_list_id: 1,
  price_list_name: 'General',
  tier_min_quantity: null,
  tier_discount: 0,
  sale_unit: 'unidad',
  units_per_pack: 1,
  unit_label: 'Unidad',
  iva_rate: 21,
});

const baseOrder: Order = {
  id: 5,
  user: 12,
  status: 'pending',
  status_label: 'Pendiente',
  created_at: '2026-11-20T15:00:00.000Z',
  payment_status: 'pending',
  payment_method: 'cash',
  delivery_type: 'delivery',
  delivery_time: '',
  shipping_method: '',
  recipient_name: 'Ana Pérez',
  customer_email: 'ana@example.com',
  customer_phone: '1122334455',
  customer_dni_cuit: '',
  shipping_address: 'Calle 1 123, Rosario (2000)',
  shipping_street: 'Calle 1',
  shipping_number: '123',
  shipping_city: 'Rosario',
  shipping_postal_code: '2000',
  subtotal: 3000,
  coupon_code: null,
  coupon_discount: 0,
  shipping_cost: 0,
  total: 3000,
  original_order: null,
  payment_id: null,
  payment_status_detail: '',
  payment_due_at: null,
  items: [line(1, 'Maceta 10 L', 2, 1000), line(2, 'Sustrato 25 L', 1, 1000)],
};

const productWithSizes = {
  id: 70,
  name: 'Remera logo',
  sku: 'REM-1',
  stock: 20,
  has_variants: true,
  final_price: 5000,
  variants: [
    {
      id: 8,
      variant_name: 'Talle',
      options: [
        { id: 81, name: 'S', sku: null, stock: 0, is_available: true },
        { id: 82, name: 'M', sku: null, stock: 4, is_available: true },
      ],
    },
  ],
} as unknown as Product;

/** GET /api/payments/status/ as the server answers it for the order of the test. */
function paymentStatusOf(current: Order): PaymentStatus {
  const online = current.payment_method === 'online';
  return {
    order_id: current.id,
    order_status: current.status,
    payment_status: current.payment_status,
    payment_method: current.payment_method,
    state: !online
      ? 'none'
      : current.payment_status === 'paid'
        ? 'approved'
        : current.payment_status === 'refunded'
          ? 'refunded'
          : 'pending',
    status_detail: current.payment_status_detail,
    payment_id: current.payment_id,
    total: current.total,
    can_pay: online && current.status === 'payment_pending',
    payment_due_at: current.payment_due_at,
  };
}

/** A paid Mercado Pago order. */
const paidOnline: Partial<Order> = {
  payment_status: 'paid',
  payment_method: 'online',
  payment_id: '1319981624',
  payment_status_detail: 'accredited',
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
let order: Order = baseOrder;
/** Answers for writes, by `METHOD path`; unlisted writes answer the order unchanged. */
let answers: Record<string, () => Response> = {};

const json = (body: unknown, status = 200) => Response.json(body, { status });

beforeEach(() => {
  calls = [];
  answers = {};
  order = baseOrder;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const path = url.split('?')[0];
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`];
      if (answer) return answer();
      if (path === '/api/orders/5/timeline/') return json([]);
      if (path === '/api/payments/status/5/') return json(paymentStatusOf(order));
      if (path === '/api/products/')
        return json({ count: 1, next: null, previous: null, results: [productWithSizes] });
      if (path === '/api/products/70/') return json(productWithSizes);
      return json(order);
    }),
  );
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

function renderDesk(status: OrderStatus = 'pending', extra: Partial<Order> = {}) {
  order = { ...baseOrder, status, ...extra };
  renderPage(
    <Routes>
      <Route path="/configuracion/pedidos/:id" element={<OrderDetailsPage />} />
    </Routes>,
    { at: '/configuracion/pedidos/5' },
  );
  // The desk is a lazy chunk: the first import may take a moment.
  return screen.findByRole('heading', { name: 'Estado del pedido' }, { timeout: 5000 });
}

const writes = () => calls.filter((call) => call.method !== 'GET');
const statusButtons = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((text) => /^(Marcar como|Cancelar pedido)/.test(text));

describe('admin order desk: status', () => {
  it.each([
    ['pending', ['Marcar como pagado', 'Cancelar pedido']],
    ['paid', ['Marcar como enviado', 'Cancelar pedido']],
    ['shipped', ['Marcar como entregado']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('offers only the legal next steps of a %s order', async (status, expected) => {
    await renderDesk(status, { payment_status: status === 'pending' ? 'pending' : 'paid' });
    expect(statusButtons()).toEqual(expected);
  });

  it('marks an order paid with one PUT of the new status', async () => {
    await renderDesk('pending');
    answers['PUT /api/orders/5/'] = () => json({ ...order, status: 'paid', payment_status: 'paid' });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como pagado' }));
    await waitFor(() => expect(statusButtons()).toEqual(['Marcar como enviado', 'Cancelar pedido']));
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/orders/5/', body: { status: 'paid' } }]);
    expect(notify.success).toHaveBeenCalledWith('Pedido marcado como pagado');
  });

  it('asks before cancelling, says the stock returns, and sends nothing when the admin steps back', async () => {
    await renderDesk('paid', { payment_status: 'paid' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar el pedido #5?' });
    expect(dialog.textContent).toMatch(/stock de sus productos vuelve al inventario/);
    // 'Volver' and 'Cancelar pedido': never two 'Cancelar' buttons side by side.
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual(['Cerrar', 'Volver', 'Cancelar pedido']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    answers['PUT /api/orders/5/'] = () => json({ ...order, status: 'cancelled' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/orders/5/', body: { status: 'cancelled' } }]);
    expect(await screen.findByText(/El pedido está cancelado/)).toBeTruthy();
  });

  it("shows 'Error al actualizar el pedido' with the server's reason", async () => {
    await renderDesk('pending');
    answers['PUT /api/orders/5/'] = () =>
      json({ detail: 'No se puede cambiar el estado del pedido de Pendiente a Pagado' }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como pagado' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al actualizar el pedido');
    expect(alert.textContent).toContain('No se puede cambiar el estado del pedido de Pendiente a Pagado');
  });
});

describe('admin order desk: lines', () => {
  it('sends only the changed quantities', async () => {
    await renderDesk('pending');
    answers['PATCH /api/orders/5/items/'] = () =>
      json({ ...order, items: [line(1, 'Maceta 10 L', 3, 1000), line(2, 'Sustrato 25 L', 1, 1000)] });
    const save = screen.getByRole('button', { name: 'Guardar cantidades' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Cantidad de Maceta 10 L'), { target: { value: '3' } });
    fireEvent.click(save);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PATCH',
      url: '/api/orders/5/items/',
      body: { items: [{ id: 1, quantity: 3 }] },
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Productos del pedido actualizados'));
  });

  it("shows the server's stock message on a 409", async () => {
    await renderDesk('pending');
    answers['PATCH /api/orders/5/items/'] = () =>
      json({ detail: 'No hay suficiente stock de Maceta 10 L. Stock disponible: 1' }, 409);
    fireEvent.change(screen.getByLabelText('Cantidad de Maceta 10 L'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cantidades' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al actualizar los productos');
    expect(alert.textContent).toContain('No hay suficiente stock de Maceta 10 L. Stock disponible: 1');
  });

  it('removes a line with quantity 0 only after confirming', async () => {
    await renderDesk('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Sustrato 25 L' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar el producto del pedido?' });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toEqual({ items: [{ id: 2, quantity: 0 }] });
  });

  it('adds a product found by SKU with the chosen option', async () => {
    await renderDesk('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar producto' }));
    fireEvent.change(screen.getByLabelText('Buscar producto por nombre o SKU'), {
      target: { value: 'REM-1' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Remera logo/ }, { timeout: 2000 }));
    expect(
      calls.some((call) => call.url.startsWith('/api/products/?') && call.url.includes('search=REM-1')),
    ).toBe(true);
    const size = await screen.findByLabelText('Talle');
    const add = screen.getByRole('button', { name: 'Agregar al pedido' });
    expect(add).toHaveProperty('disabled', true);
    expect(within(size).getByRole('option', { name: 'S (sin stock)' })).toHaveProperty('disabled', true);
    fireEvent.change(size, { target: { value: '82' } });
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '2' } });
    fireEvent.click(add);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      url: '/api/orders/5/add_item/',
      body: { product: 70, quantity: 2, option_ids: [82] },
    });
  });

  it('shows no editor once the order is not pending', async () => {
    await renderDesk('paid', { payment_status: 'paid' });
    expect(screen.queryByRole('button', { name: 'Guardar cantidades' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar producto' })).toBeNull();
    expect(screen.getByText('Maceta 10 L')).toBeTruthy();
  });
});

describe('admin order desk: notice, payment, totals', () => {
  it('sends the shipping notice after confirming and says so', async () => {
    await renderDesk('shipped', { payment_status: 'paid' });
    answers['POST /api/orders/5/notify_shipping/'] = () =>
      json({ detail: 'Notificación de envío enviada a ana@example.com', email: 'ana@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Notificar envío' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar aviso' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Notificación de envío enviada a ana@example.com'),
    );
  });

  it('says the shipping notice failed', async () => {
    await renderDesk('paid', { payment_status: 'paid' });
    answers['POST /api/orders/5/notify_shipping/'] = () =>
      json({ detail: 'Error al enviar la notificación de envío' }, 502);
    fireEvent.click(screen.getByRole('button', { name: 'Notificar envío' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar aviso' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al enviar la notificación de envío'),
    );
  });

  it('offers no shipping notice nor refund for a pending order', async () => {
    await renderDesk('pending');
    expect(screen.queryByRole('button', { name: 'Notificar envío' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });

  it('never offers to mark an online order paid by hand, and shows its deadline', async () => {
    await renderDesk('payment_pending', {
      payment_method: 'online',
      payment_status_detail: 'cc_rejected_insufficient_amount',
      payment_due_at: '2026-11-22T15:00:00.000Z',
    });
    expect(statusButtons()).toEqual(['Cancelar pedido']);
    expect(screen.queryByLabelText('Estado del pago')).toBeNull();
    const card = screen.getByRole('region', { name: 'Pago' });
    expect(await within(card).findByText('Mercado Pago: Pendiente')).toBeTruthy();
    expect(within(card).getByText('La tarjeta no tiene fondos suficientes.')).toBeTruthy();
    expect(within(card).getByText(formatOrderDate('2026-11-22T15:00:00.000Z', true))).toBeTruthy();
  });

  it("warns that cancelling a paid online order gives no money back ('Reembolsar' does)", async () => {
    await renderDesk('paid', paidOnline);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancelar no le devuelve el pago al comprador');
  });

  it('shows the Mercado Pago payment id and status detail of an online order', async () => {
    await renderDesk('paid', paidOnline);
    const card = screen.getByRole('region', { name: 'Pago' });
    expect(within(card).getByText('Mercado Pago')).toBeTruthy();
    expect(await within(card).findByText('Mercado Pago: Aprobado')).toBeTruthy();
    expect(within(card).getByText('1319981624')).toBeTruthy();
    expect(within(card).getByText('accredited')).toBeTruthy();
    expect(within(card).getByText('El pago se acreditó.')).toBeTruthy();
  });

  it('offers no refund for a paid cash order (its money is given back by hand)', async () => {
    await renderDesk('paid', { payment_status: 'paid' });
    expect(await screen.findByText('Efectivo o transferencia')).toBeTruthy();
    expect(screen.queryByText('ID de pago (Mercado Pago)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });

  it('refunds a paid online order after confirming: the order comes back cancelled and refunded', async () => {
    await renderDesk('paid', paidOnline);
    answers['POST /api/payments/refund/'] = () => {
      order = { ...order, status: 'cancelled', status_label: 'Cancelado', payment_status: 'refunded' };
      return json({
        detail: 'Reembolso realizado: el pedido se canceló y el stock volvió al inventario.',
        order,
      });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('$ 3.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Reembolso realizado: el pedido se canceló y el stock volvió al inventario.',
      ),
    );
    expect(writes()).toEqual([{ method: 'POST', url: '/api/payments/refund/', body: { order_id: 5 } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull());
    expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0);
  });

  it("shows the server's reason when a refund is refused with one", async () => {
    await renderDesk('paid', paidOnline);
    answers['POST /api/payments/refund/'] = () =>
      json({ detail: 'Solo se puede reembolsar un pedido pagado online.' }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Solo se puede reembolsar un pedido pagado online.',
    );
  });

  it('uses the generic refund message when Mercado Pago refuses or the server gives no reason', async () => {
    await renderDesk('paid', paidOnline);
    answers['POST /api/payments/refund/'] = () => new Response('', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error al procesar el reembolso. Por favor, inténtelo de nuevo.',
    );
  });

  it("shows 'Error al obtener el estado del pago.' with a retry", async () => {
    answers['GET /api/payments/status/5/'] = () => new Response('', { status: 500 });
    await renderDesk('pending');
    expect(
      (await screen.findByText('Error al obtener el estado del pago.')).closest('[role="alert"]'),
    ).toBeTruthy();
    delete answers['GET /api/payments/status/5/'];
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('Error al obtener el estado del pago.')).toBeNull());
  });

  it('recalculates the total and shows the new one', async () => {
    await renderDesk('pending');
    answers['POST /api/orders/5/recalculate_total/'] = () => json({ ...order, total: 2500, subtotal: 2500 });
    fireEvent.click(screen.getByRole('button', { name: 'Recalcular total' }));
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toMatch(/2\.500/));
  });

  it('lists the timeline with who, when and what in Spanish', async () => {
    answers['GET /api/orders/5/timeline/'] = () =>
      json([
        {
          id: 1,
          created_at: '2026-11-21T13:05:00.000Z',
          user_id: 1,
          username: 'admin',
          action: 'update',
          summary: 'Estado: pending -> paid; Pago: pending -> paid',
        },
      ]);
    await renderDesk('paid', { payment_status: 'paid' });
    const entry = await screen.findByText(/Estado: Pendiente → Pagado; Pago: Pendiente → Pagado/);
    const text = entry.closest('li')?.textContent ?? '';
    expect(text).toContain(`admin · ${formatOrderDate('2026-11-21T13:05:00.000Z', true)}`);
    expect(text).toMatch(/21 de noviembre de 2026.*\d{2}:05/);
  });

  it('links the sales note in a new tab', async () => {
    await renderDesk('pending');
    const link = screen.getByRole('link', { name: /Imprimir nota de venta/ });
    expect(link.getAttribute('href')).toBe('/configuracion/ventas/5/imprimir');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("says 'La orden solicitada no existe' for a missing order, with the way back to Ventas", async () => {
    answers['GET /api/orders/5/'] = () => json({ detail: 'La orden solicitada no existe' }, 404);
    order = baseOrder;
    renderPage(
      <Routes>
        <Route path="/configuracion/pedidos/:id" element={<OrderDetailsPage />} />
      </Routes>,
      { at: '/configuracion/pedidos/5' },
    );
    expect(await screen.findByRole('heading', { name: 'La orden solicitada no existe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver a Ventas/ })).toHaveProperty(
      'pathname',
      '/configuracion/ventas',
    );
  });
});
