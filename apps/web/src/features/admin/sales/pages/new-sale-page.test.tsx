// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import NewSalePage from './new-sale-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const listed = {
  id: 7,
  username: 'anag',
  email: 'ana@example.com',
  dni: '',
  business_name: 'Vivero Ana',
  phone_number: '11 3456-7890',
  is_active: true,
  is_blocked: false,
  total_orders: 0,
  total_spent: 0,
  last_purchase: null,
  date_joined: '2026-01-10T12:00:00.000Z',
  name: 'Ana Gómez',
};
const detail = {
  ...listed,
  first_name: 'Ana',
  last_name: 'Gómez',
  business_address: 'Calle 14 1450, Berazategui (1884)',
  instagram: '',
  facebook: '',
  cuit: '27301234564',
  business_type: '',
  extra_info: '',
  email_verified: true,
  last_login: null,
  login_locked: false,
  login_locked_until: null,
  recent_orders: [],
};
const product = {
  id: 5,
  name: 'Maceta Terracota',
  sku: 'MAC-01',
  stock: 5,
  has_variants: false,
  variants: [],
  final_price: 1500,
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let createAnswer: () => Response = () => Response.json({ id: 42 }, { status: 201 });
/** The customer's list minimum the quote answers (none unless a test sets one). */
let listMinimum: number | null = null;
/** Ana's cuenta corriente (GET /api/accounts/7/): not enabled unless a test enables it. */
const accountOf = (
  enabled: boolean,
  figures: { balance?: number; overdue?: number; limit?: number } = {},
) => {
  const limit = figures.limit ?? 0;
  const balance = figures.balance ?? 0;
  return {
    customer: { id: 7, username: 'anag', business_name: 'Vivero Ana', email: 'ana@example.com' },
    terms: { enabled, credit_limit: limit, payment_terms_days: 30 },
    balance,
    pending_orders: 0,
    available_credit: limit - balance,
    overdue: figures.overdue ?? 0,
    aging: { d0_30: balance, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
    as_of: '2026-11-20',
  };
};
let account = accountOf(false);

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ url, method, body });
  if (url.startsWith('/api/auth/customers/?'))
    return Response.json({ count: 1, next: null, previous: null, results: [listed] });
  if (url.startsWith('/api/auth/customers/7/')) return Response.json(detail);
  if (url.startsWith('/api/accounts/7/')) return Response.json(account);
  if (url === '/api/auth/customers/' && method === 'POST') {
    const input = body as { username: string; email: string };
    if (input.username === 'repetido')
      return Response.json(
        { username: ['Este nombre de usuario ya está en uso. Por favor elige otro.'] },
        { status: 400 },
      );
    return Response.json(
      {
        ...detail,
        id: 8,
        username: input.username,
        email: input.email,
        first_name: '',
        last_name: '',
        name: '',
        business_name: '',
        cuit: '',
        business_address: '',
        message: 'Cliente creado exitosamente',
      },
      { status: 201 },
    );
  }
  if (url.startsWith('/api/auth/customers/8/'))
    return Response.json({
      ...detail,
      id: 8,
      username: 'nuevo',
      email: 'nuevo@example.com',
      first_name: '',
      last_name: '',
      name: '',
      business_name: '',
      cuit: '',
      business_address: '',
    });
  if (url.startsWith('/api/products/?')) return Response.json({ count: 1, results: [product] });
  if (url.startsWith('/api/products/5/')) return Response.json(product);
  if (url.startsWith('/api/cart/quote/')) {
    const items = (body as { items: { product: number; quantity: number }[] }).items;
    const lines = items.map((item) => ({
      product: item.product,
      quantity: item.quantity,
      variants: null,
      variant_display: '',
      stock: 5,
      price: 1500,
      discount: 0,
      final_price: 1500,
      subtotal: 1500 * item.quantity,
      tier_min_quantity: null,
      tier_discount: 0,
      sale_unit: 'unidad',
      units_per_pack: 1,
      unit_label: 'Unidad',
      error: null,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
    return Response.json({
      lines,
      subtotal,
      coupon_code: null,
      coupon_discount: 0,
      coupon_error: null,
      total: subtotal,
      price_list: { id: 2, name: 'Club', min_order_amount: listMinimum },
      min_order_missing: listMinimum == null ? 0 : Math.max(0, listMinimum - subtotal),
    });
  }
  if (url.startsWith('/api/orders/admin-create/')) return createAnswer();
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

beforeEach(() => {
  calls = [];
  createAnswer = () => Response.json({ id: 42 }, { status: 201 });
  listMinimum = null;
  account = accountOf(false);
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
  renderPage(
    <Routes>
      <Route path="/configuracion/ventas/nueva" element={<NewSalePage />} />
      <Route path="/configuracion/pedidos/:id" element={<p>Pedido abierto</p>} />
    </Routes>,
    { at: '/configuracion/ventas/nueva' },
  );
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

async function pickCustomerAndProduct() {
  fireEvent.change(screen.getByLabelText('Buscar cliente por nombre, usuario, email o DNI'), {
    target: { value: 'ana' },
  });
  fireEvent.click(await screen.findByRole('button', { name: /Ana Gómez/ }));
  await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'ana@example.com'));
  fireEvent.change(screen.getByLabelText('Buscar producto por nombre o SKU'), { target: { value: 'MAC' } });
  fireEvent.click(await screen.findByRole('button', { name: /Maceta Terracota/ }));
  const quantity = screen.getByLabelText('Cantidad');
  fireEvent.change(quantity, { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Agregar a la venta' }));
  const list = await screen.findByRole('list', { name: 'Productos de la venta' });
  await within(list).findByText('$ 3.000');
}

const createCalls = () => calls.filter((call) => call.url.startsWith('/api/orders/admin-create/'));

describe('Nueva venta', () => {
  it('creates the sale for the chosen customer with the server quote and opens the order', async () => {
    await pickCustomerAndProduct();
    expect(screen.getByLabelText(/^Nombre y apellido/)).toHaveProperty('value', 'Ana Gómez');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveProperty('value', '1134567890');
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    expect(await screen.findByText('Pedido abierto')).toBeTruthy();
    expect(createCalls()).toHaveLength(1);
    expect(createCalls()[0].body).toMatchObject({
      customer_id: 7,
      recipient_name: 'Ana Gómez',
      customer_email: 'ana@example.com',
      customer_phone: '1134567890',
      customer_dni_cuit: '27301234564',
      delivery_type: 'pickup',
      shipping_address: 'Coordinar entrega',
      coupon_code: null,
      products: [{ product_id: 5, quantity: 2, selected_variants: null }],
    });
    expect(notify.success).toHaveBeenCalledWith('Venta #42 creada correctamente');
  });

  it("warns under the customer's list minimum and still creates the sale", async () => {
    listMinimum = 10_000;
    createAnswer = () =>
      Response.json(
        { id: 43, min_order_warning: 'El pedido mínimo para tu lista de precios es de $ 10.000,00' },
        { status: 201 },
      );
    await pickCustomerAndProduct();
    expect(
      await screen.findByText(
        'Bajo el pedido mínimo de la lista Club ($ 10.000,00): faltan $ 7.000,00. Puedes crear la venta igual.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/cart/quote/'))?.body).toMatchObject({
      customer_id: 7,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    expect(await screen.findByText('Pedido abierto')).toBeTruthy();
    expect(notify.info).toHaveBeenCalledWith('El pedido mínimo para tu lista de precios es de $ 10.000,00');
  });

  it('prefills the delivery address from the customer and sends it', async () => {
    await pickCustomerAndProduct();
    fireEvent.click(screen.getByLabelText(/Envío a domicilio/));
    expect(await screen.findByLabelText(/^Calle/)).toHaveProperty('value', 'Calle 14');
    expect(screen.getByLabelText(/^Número/)).toHaveProperty('value', '1450');
    expect(screen.getByLabelText(/^Ciudad/)).toHaveProperty('value', 'Berazategui');
    expect(screen.getByLabelText(/^Código postal/)).toHaveProperty('value', '1884');
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    await screen.findByText('Pedido abierto');
    expect(createCalls()[0].body).toMatchObject({
      delivery_type: 'delivery',
      shipping_address: 'Calle 14 1450, Berazategui (1884)',
    });
  });

  it('asks for a customer and a product before calling the server', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    expect(await screen.findByText('Elige un cliente para la venta')).toBeTruthy();
    expect(createCalls()).toHaveLength(0);
  });

  it("shows the server's field errors and its stock message with 'Error al crear la orden'", async () => {
    await pickCustomerAndProduct();
    createAnswer = () =>
      Response.json(
        { customer_phone: ['Ingresa un teléfono válido'], coupon_code: ['Cupón inválido'] },
        { status: 400 },
      );
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    expect(await screen.findByText('Ingresa un teléfono válido')).toBeTruthy();
    expect(screen.getByText('Cupón inválido')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Error al crear la orden');

    createAnswer = () =>
      Response.json(
        { detail: 'No hay suficiente stock de Maceta Terracota. Stock disponible: 1' },
        { status: 409 },
      );
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    expect(
      await screen.findByText('No hay suficiente stock de Maceta Terracota. Stock disponible: 1'),
    ).toBeTruthy();
    expect(screen.queryByText('Pedido abierto')).toBeNull();
  });

  it('creates a customer in the dialog, keeps its errors there, and chooses the new account', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false, selector: 'input' }), {
        target: { value },
      });
    fill('Nombre de usuario', 'repetido');
    fill('Correo electrónico', 'nuevo@example.com');
    fill('Contraseña', 'secreta1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
    expect(
      await within(dialog).findByText('Este nombre de usuario ya está en uso. Por favor elige otro.'),
    ).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Error al crear la cuenta');

    fill('Nombre de usuario', 'nuevo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cliente' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Cliente creado exitosamente');
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'nuevo@example.com'));
    expect(screen.getByLabelText(/^Nombre y apellido/)).toHaveProperty('value', 'nuevo');
    expect(calls.some((call) => call.url.startsWith('/api/orders/admin-create/'))).toBe(false);
  });

  it('does not sell to a blocked customer', async () => {
    listed.is_blocked = true;
    try {
      fireEvent.change(screen.getByLabelText('Buscar cliente por nombre, usuario, email o DNI'), {
        target: { value: 'ana' },
      });
      fireEvent.click(await screen.findByRole('button', { name: /Ana Gómez/ }));
      expect(await screen.findByText('Cliente bloqueado: no puede realizar pedidos')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Crear venta' })).toHaveProperty('disabled', true);
    } finally {
      listed.is_blocked = false;
    }
  });

  it('offers only cash to a customer without an enabled cuenta corriente', async () => {
    await pickCustomerAndProduct();
    expect(screen.getByText('Efectivo o transferencia')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Cuenta corriente/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    await screen.findByText('Pedido abierto');
    expect(createCalls()[0].body).toMatchObject({ payment_method: 'cash' });
  });

  it('sells on the cuenta corriente of an enabled customer, within the credit without a warning', async () => {
    account = accountOf(true, { limit: 100_000, balance: 20_000 });
    await pickCustomerAndProduct();
    fireEvent.click(await screen.findByRole('radio', { name: /Cuenta corriente/ }));
    expect(screen.getByText(/Crédito disponible \$ 80\.000,00 · 30 días/)).toBeTruthy();
    expect(screen.queryByText(/Puedes venderle en cuenta corriente igual/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    await screen.findByText('Pedido abierto');
    expect(createCalls()[0].body).toMatchObject({ customer_id: 7, payment_method: 'account' });
  });

  it('warns the staff past the credit or with debts overdue, and still sells, telling what was logged', async () => {
    account = accountOf(true, { limit: 10_000, balance: 8_000, overdue: 1_500 });
    createAnswer = () =>
      Response.json(
        {
          id: 44,
          min_order_warning: null,
          account_warning:
            'Venta en cuenta corriente fuera del crédito del cliente, autorizada por el personal.',
        },
        { status: 201 },
      );
    await pickCustomerAndProduct();
    fireEvent.click(await screen.findByRole('radio', { name: /Cuenta corriente/ }));
    expect(
      await screen.findByText(
        'El cliente tiene deuda vencida por $ 1.500,00 y la venta supera su crédito disponible ($ 2.000,00). Puedes venderle en cuenta corriente igual: queda registrado en Actividad.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Efectivo o transferencia/ }));
    expect(screen.queryByText(/Puedes venderle en cuenta corriente igual/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Cuenta corriente/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear venta' }));
    await screen.findByText('Pedido abierto');
    expect(createCalls()[0].body).toMatchObject({ payment_method: 'account' });
    expect(notify.info).toHaveBeenCalledWith(
      'Venta en cuenta corriente fuera del crédito del cliente, autorizada por el personal.',
    );
  });
});
