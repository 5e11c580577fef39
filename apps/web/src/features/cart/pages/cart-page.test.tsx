// @vitest-environment happy-dom
import type { CartQuote } from '@mayorista/shared/catalog';
import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '@/lib/cart-storage';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import CartPage from './cart-page';

/** A cart as an earlier version stored it, prices included. */
const storedCart = [
  {
    id: 7,
    name: 'Sustrato Premium 50 L',
    price: 1000,
    discount: 10,
    final_price: 900,
    currency: 'ARS',
    image: null,
    brand: 'Tierra Viva',
    stock: 5,
    quantity: 2,
    selected_variants: null,
    variant_display: '',
  },
];

const baseQuote: CartQuote = {
  lines: [
    {
      product: 7,
      quantity: 2,
      variants: null,
      variant_display: '',
      stock: 5,
      price: 5000,
      discount: 10,
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
let quote = baseQuote;

let quoteStatus = 200;
let checkoutStartedStatus = 200;
let ivaCondition = '';
const TOO_MANY = 'Hiciste demasiados pedidos en poco tiempo. Intenta nuevamente en unos minutos.';
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (String(url).startsWith('/api/orders/checkout-started/') && checkoutStartedStatus !== 200) {
    return new Response(JSON.stringify({ detail: TOO_MANY }), {
      status: checkoutStartedStatus,
      headers: { 'content-type': 'application/json' },
    });
  }
  if (String(url).startsWith('/api/cart/quote/')) {
    return new Response(JSON.stringify(quoteStatus === 200 ? quote : { detail: 'Token inválido' }), {
      status: quoteStatus,
      headers: { 'content-type': 'application/json' },
    });
  }
  if (String(url).startsWith('/api/auth/profile/')) return Response.json({ iva_condition: ivaCondition });
  return new Response('{}', { headers: { 'content-type': 'application/json' } });
});

function renderCart() {
  renderPage(<CartPage />, { at: '/carrito' });
}

const anyAmount = () => screen.queryAllByText(/\$\s?\d/);

beforeEach(() => {
  quoteStatus = 200;
  checkoutStartedStatus = 200;
  ivaCondition = '';
  quote = baseQuote;
  fetchMock.mockClear();
  mockFetch(fetchMock);
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(storedCart));
});

afterEach(() => {
  window.localStorage.clear();
});

describe('CartPage prices', () => {
  it('shows no price nor total to a visitor without a session, even when the browser kept some', async () => {
    renderCart();
    expect(await screen.findByRole('link', { name: 'Sustrato Premium 50 L' })).toBeTruthy();
    expect(anyAmount()).toEqual([]);
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.getByText('Inicia sesión para ver el precio')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/cart/quote/'), expect.anything());
  });

  it("shows the server's quote to a buyer, never the stored prices", async () => {
    window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    renderCart();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$ 9.000'));
    expect(screen.getByText('$ 4.500')).toBeTruthy();
    expect(screen.queryByText('$ 900')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/cart/quote/'))!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      items: [{ product: 7, quantity: 2, variants: null }],
    });
  });

  it('shows every buyer the IVA the total contains, and a Responsable Inscripto its net and rates', async () => {
    window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    quote = {
      ...baseQuote,
      iva: toIvaContained(
        ivaContained({
          lines: [
            { amount: 6050, rate: 21 },
            { amount: 2210, rate: 10.5 },
            { amount: 740, rate: 0 },
          ],
        }),
      ),
    };
    renderCart();
    const summary = await screen.findByLabelText('IVA incluido en el total');
    await waitFor(() => expect(summary.textContent).toBe('IVA contenido$ 1.260,00'));
    cleanup();

    ivaCondition = 'responsable_inscripto';
    renderCart();
    const detailed = await screen.findByLabelText('IVA incluido en el total');
    await waitFor(() => expect(detailed.textContent).toContain('Neto gravado$ 7.740,00'));
    expect(detailed.textContent).toBe(
      'IVA contenido$ 1.260,00' + 'Neto gravado$ 7.740,00' + 'IVA 10,5 %$ 210,00' + 'IVA 21 %$ 1.050,00',
    );
  });

  it("says the server's words when a buyer started too many checkouts (429), not the generic failure", async () => {
    window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    checkoutStartedStatus = 429;
    const shown = vi.spyOn(notify, 'error');
    renderCart();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$ 9.000'));
    fireEvent.click(screen.getByRole('button', { name: /Finalizar compra/ }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(TOO_MANY));
    shown.mockRestore();
  });

  it('drops the prices when the session turns out to have expired', async () => {
    window.localStorage.setItem(SESSION_KEYS.accessToken, 'expired');
    quoteStatus = 401;
    renderCart();
    await waitFor(() => expect(screen.getByText('Inicia sesión para ver el precio')).toBeTruthy());
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(anyAmount()).toEqual([]);
  });
});
