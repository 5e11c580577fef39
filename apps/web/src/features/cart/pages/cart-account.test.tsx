// @vitest-environment happy-dom
import type { CartQuote } from '@mayorista/shared/catalog';
import { ACCOUNT_MESSAGES } from '@mayorista/shared/current-account-rules';
import type { MyAccount } from '@mayorista/shared/current-accounts';
import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart-storage';
import { SESSION_KEYS } from '@/lib/session';
import { type FetchRoutes, renderPage, reply } from '@/test/render';
import CartPage from './cart-page';

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
  email: 'demo@example.com',
  phone_number: '1134567890',
};

function myAccount(summary: Partial<MyAccount['summary']> = {}, enabled = true): MyAccount {
  return {
    summary: {
      customer: { id: 3, username: 'demo', business_name: 'Almacén Demo', email: 'demo@example.com' },
      terms: { enabled, credit_limit: 50_000, payment_terms_days: 30 },
      balance: 0,
      pending_orders: 0,
      available_credit: 50_000,
      overdue: 0,
      aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
      as_of: '2026-11-29',
      ...summary,
    },
    open_debits: [],
    recent: [],
    can_pay_online: false,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
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
      'GET /api/payments/config/': { online: false },
      ...routes,
    },
  });
}

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

afterEach(() => window.localStorage.clear());

describe('checkout on cuenta corriente (issue 32)', () => {
  it('reads the account only at checkout, offers it with the credit left and orders on account', async () => {
    const { api } = renderCart({
      'GET /api/me/account/': myAccount({ available_credit: 12_345.67 }),
      'POST /api/orders/': { id: 41, payment_url: null, payment_message: null },
    });
    await screen.findByTestId('cart-total');
    expect(api?.callsTo('GET', '/api/me/account/')).toHaveLength(0);

    await openCheckout();
    const account = (await screen.findByRole('radio', { name: /Cuenta corriente/ })) as HTMLInputElement;
    expect(api?.callsTo('GET', '/api/me/account/')).toHaveLength(1);
    expect(screen.getByText('Crédito disponible: $ 12.345,67')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /Efectivo o transferencia/ }) as HTMLInputElement).checked,
    ).toBe(true);
    // Online payments are off here: cash and the account only.
    expect(screen.queryByRole('radio', { name: /Mercado Pago/ })).toBeNull();
    expect(account.disabled).toBe(false);

    fireEvent.click(account);
    expect(account.checked).toBe(true);
    expect(
      screen.getByText(/se suma al saldo de tu cuenta corriente y lo pagas dentro de tu plazo de 30 días/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(api?.callsTo('POST', '/api/orders/')[0].body).toMatchObject({ payment_method: 'account' });
  });

  it('says why before the buyer confirms when the total is over the credit, with the choice disabled', async () => {
    const { api } = renderCart({
      'GET /api/me/account/': myAccount({ available_credit: 8999.99, balance: 41_000.01 }),
      'POST /api/orders/': { id: 42, payment_url: null, payment_message: null },
    });
    await openCheckout();
    const account = (await screen.findByRole('radio', { name: /Cuenta corriente/ })) as HTMLInputElement;
    const refusal = `${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 8.999,99.`;
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(account.disabled).toBe(true);
    expect(account.getAttribute('aria-describedby')).toBe(screen.getByText(refusal).id);
    expect(screen.getByText('No disponible para este pedido')).toBeTruthy();
    fireEvent.click(account);
    expect(account.checked).toBe(false);
    // Cash still works.
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(api?.callsTo('POST', '/api/orders/')).toHaveLength(1));
    expect(api?.callsTo('POST', '/api/orders/')[0].body).toMatchObject({ payment_method: 'cash' });
  });

  it('refuses on account while a debit is overdue, whatever the total', async () => {
    renderCart({ 'GET /api/me/account/': myAccount({ overdue: 1200, available_credit: 30_000 }) });
    await openCheckout();
    const account = (await screen.findByRole('radio', { name: /Cuenta corriente/ })) as HTMLInputElement;
    expect(account.disabled).toBe(true);
    expect(
      screen.getByText(`${ACCOUNT_MESSAGES.overdue} Tu crédito disponible es $ 30.000,00.`),
    ).toBeTruthy();
  });

  it("shows the server's refusal as it comes and reads the account again", async () => {
    const refusal = `${ACCOUNT_MESSAGES.overLimit} Tu crédito disponible es $ 1.000,00.`;
    const { api } = renderCart({
      'GET /api/me/account/': myAccount(),
      'POST /api/orders/': reply(400, { payment_method: [refusal] }),
    });
    await openCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Cuenta corriente/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    await waitFor(() => expect(api?.callsTo('GET', '/api/me/account/')).toHaveLength(2));
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('offers nothing to choose for a buyer whose account is not enabled (or when it cannot be read)', async () => {
    renderCart({ 'GET /api/me/account/': myAccount({}, false) });
    await openCheckout();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Forma de pago' })).toBeNull());
    expect(screen.queryByRole('radio', { name: /Cuenta corriente/ })).toBeNull();
  });
});
