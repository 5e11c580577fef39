// @vitest-environment happy-dom
import type { CartQuote } from '@mayorista/shared/catalog';
import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart-storage';
import { leaveSiteTo } from '@/lib/leave-site';
import { SESSION_KEYS } from '@/lib/session';
import { type FetchRoutes, renderPage, reply } from '@/test/render';
import CartPage from './cart-page';

vi.mock('@/lib/leave-site', () => ({ leaveSiteTo: vi.fn(() => true) }));

const item: CartItem = {
  id: 7,
  name: 'Sustrato Premium 50 L',
  image: null,
  brand: 'Tierra Viva',
  stock: 5,
  quantity: 2,
  selected_variants: null,
  variant_display: '',
};

const quote: CartQuote = {
  lines: [
    {
      product: 7,
      quantity: 2,
      variants: null,
      variant_display: '',
      stock: 5,
      price: 4500,
      discount: 0,
      final_price: 4500,
      subtotal: 9000,
      tier_min_quantity: null,
      tier_discount: 0,
      sale_unit: 'unidad',
      units_per_pack: 1,
      unit_label: 'Unidad',
      iva_rate: 21,
      error: null,
    },
  ],
  subtotal: 9000,
  coupon_code: null,
  coupon_discount: 0,
  coupon_error: null,
  total: 9000,
  price_list: { id: 1, name: 'General', min_order_amount: null },
  min_order_missing: 0,
  iva: toIvaContained(ivaContained({ lines: [{ amount: 9000, rate: 21 }] })),
};

const profile = {
  username: 'demo',
  first_name: 'Lucía',
  last_name: 'Fernández',
  email: 'demo@example.com',
  phone_number: '1134567890',
  is_blocked: false,
};

const MP_CHECKOUT = 'http://127.0.0.1:3475/checkout/v1/redirect?pref_id=202809963-abc';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.search}|{(location.state as { notice?: string } | null)?.notice ?? ''}
    </output>
  );
}

function renderCart(routes: FetchRoutes) {
  return renderPage(<CartPage />, {
    at: '/carrito',
    path: '/carrito',
    routes: <Route path="*" element={<Where />} />,
    fetch: {
      'POST /api/cart/quote/': quote,
      'GET /api/auth/profile/': profile,
      'POST /api/orders/checkout-started/': reply(204),
      ...routes,
    },
  });
}

/** Opens the checkout and fills what the profile did not: pickup, so no address is needed. */
async function openCheckout() {
  await screen.findByTestId('cart-total');
  fireEvent.click(screen.getByRole('button', { name: /Finalizar compra/ }));
  await screen.findByLabelText(/Nombre del destinatario/);
  fireEvent.click(screen.getByLabelText(/Retiro \/ Coordinar entrega/));
}

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([item]));
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('checkout payment choice (issue 30)', () => {
  it('offers no choice while the store takes no online payments, and orders cash as before', async () => {
    const { api } = renderCart({
      'GET /api/payments/config/': { online: false },
      'POST /api/orders/': { id: 31, payment_url: null, payment_message: null },
    });
    await openCheckout();
    expect(screen.queryByRole('group', { name: 'Forma de pago' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/|'));
    expect(api?.callsTo('POST', '/api/orders/')[0].body).toMatchObject({ payment_method: 'cash' });
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('defaults to cash and sends the buyer to Mercado Pago when they choose to pay online', async () => {
    const { api } = renderCart({
      'GET /api/payments/config/': { online: true },
      'POST /api/orders/': { id: 32, payment_url: MP_CHECKOUT, payment_message: null },
    });
    await openCheckout();
    const group = await screen.findByRole('group', { name: 'Forma de pago' });
    const cash = screen.getByRole('radio', { name: /Efectivo o transferencia/ }) as HTMLInputElement;
    const online = screen.getByRole('radio', { name: /Pagar online con Mercado Pago/ }) as HTMLInputElement;
    expect(group).toBeTruthy();
    expect(cash.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeTruthy();

    fireEvent.click(online);
    expect(online.checked).toBe(true);
    expect(screen.getByText(/Al confirmar te llevamos a Mercado Pago para pagar/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));

    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(MP_CHECKOUT));
    expect(api?.callsTo('POST', '/api/orders/')[0].body).toMatchObject({
      payment_method: 'online',
      delivery_type: 'pickup',
    });
    expect(await screen.findByText(/Te llevamos a Mercado Pago para pagar/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it("keeps the order when Mercado Pago could not be opened: the result page says so and offers 'Pagar ahora'", async () => {
    renderCart({
      'GET /api/payments/config/': { online: true },
      'POST /api/orders/': { id: 33, payment_url: null, payment_message: PAYMENT_MESSAGES.preferenceFailed },
    });
    await openCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Pagar online con Mercado Pago/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/payment/result?order=33|${PAYMENT_MESSAGES.preferenceFailed}`,
      ),
    );
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('keeps the form and the cart when the server refuses the online order (Mercado Pago turned off)', async () => {
    renderCart({
      'GET /api/payments/config/': { online: true },
      'POST /api/orders/': reply(400, { payment_method: [PAYMENT_MESSAGES.onlineOff] }),
    });
    await openCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Pagar online con Mercado Pago/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(screen.getAllByText(PAYMENT_MESSAGES.onlineOff).length).toBeGreaterThan(0));
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });
});
