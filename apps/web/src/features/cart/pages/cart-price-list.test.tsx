// @vitest-environment happy-dom
import type { CartQuote, CartQuoteLine } from '@mayorista/shared/catalog';
import { ivaContained, toIvaContained } from '@mayorista/shared/iva-contained';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart-storage';
import { SESSION_KEYS } from '@/lib/session';
import { type FetchCall, renderPage, reply } from '@/test/render';
import CartPage from './cart-page';

/** Two boxes of 12 on a 'Kiosco +12%' list (decision 052): a tier from 2 boxes, 5 % off. */
const boxes: CartItem = {
  id: 9,
  name: 'Yerba Suave 1 kg',
  image: null,
  brand: 'Rosamonte',
  stock: 40,
  quantity: 2,
  selected_variants: null,
  variant_display: '',
  sale_unit: 'caja',
  units_per_pack: 12,
  min_quantity: 2,
  quantity_step: 2,
};

const line = (quantity: number): CartQuoteLine => ({
  product: 9,
  quantity,
  variants: null,
  variant_display: '',
  stock: 40,
  price: 12768,
  discount: 0,
  final_price: 12768,
  subtotal: 12768 * quantity,
  tier_min_quantity: 2,
  tier_discount: 5,
  sale_unit: 'caja',
  units_per_pack: 12,
  unit_label: 'Caja x 12',
  iva_rate: 21,
  error: null,
});

const kiosco = { id: 3, name: 'Kiosco +12%', min_order_amount: 150000 };

function quoteOf(call: FetchCall, minimum = kiosco.min_order_amount): CartQuote {
  const { items } = call.body as { items: { quantity: number }[] };
  const lines = items.map((item) => line(item.quantity));
  const subtotal = lines.reduce((sum, current) => sum + (current.subtotal ?? 0), 0);
  return {
    lines,
    subtotal,
    coupon_code: null,
    coupon_discount: 0,
    coupon_error: null,
    total: subtotal,
    price_list: { ...kiosco, min_order_amount: minimum },
    min_order_missing: Math.max(0, minimum - subtotal),
    iva: toIvaContained(ivaContained({ lines: [{ amount: subtotal, rate: 21 }] })),
  };
}

const MINIMUM_REFUSED = 'El pedido mínimo para tu lista de precios es de $ 150.000,00';

const profile = {
  username: 'kiosco',
  first_name: 'Ana',
  last_name: 'Paz',
  email: 'ana@example.com',
  phone_number: '1123456789',
  is_blocked: false,
};

function renderCart(minimum = kiosco.min_order_amount) {
  return renderPage(<CartPage />, {
    at: '/carrito',
    fetch: {
      'POST /api/cart/quote/': (call) => quoteOf(call, minimum),
      'GET /api/auth/profile/': profile,
      'POST /api/orders/checkout-started/': reply(204),
      'POST /api/orders/': reply(400, { detail: MINIMUM_REFUSED }),
    },
  });
}

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([boxes]));
});

afterEach(() => {
  window.localStorage.clear();
});

describe('cart lines by sale unit and tier', () => {
  it('shows the unit, the rule and the tier that priced the line', async () => {
    renderCart();
    expect(await screen.findByText('Precio por cantidad: desde 2, 5 % menos')).toBeTruthy();
    expect(screen.getByText('Caja x 12 · Mínimo 2 · de a 2')).toBeTruthy();
    expect(screen.getByText('por Caja x 12')).toBeTruthy();
  });

  it("steps by the product's rule, never under its minimum", async () => {
    const { api } = renderCart();
    const less = (await screen.findByRole('button', {
      name: 'Disminuir cantidad de Yerba Suave 1 kg',
    })) as HTMLButtonElement;
    expect(less.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad de Yerba Suave 1 kg' }));
    expect(stored()[0].quantity).toBe(4);
    fireEvent.keyDown(screen.getByLabelText('Cantidad de Yerba Suave 1 kg'), { key: 'ArrowUp' });
    expect(stored()[0].quantity).toBe(6);
    fireEvent.change(screen.getByLabelText('Cantidad de Yerba Suave 1 kg'), { target: { value: '7' } });
    expect(stored()[0].quantity).toBe(8);
    await waitFor(() =>
      expect(api?.callsTo('POST', '/api/cart/quote/').at(-1)?.body).toEqual({
        items: [{ product: 9, quantity: 8, variants: null }],
      }),
    );
  });

  it("shows the server's message on a line it refuses", async () => {
    renderPage(<CartPage />, {
      at: '/carrito',
      fetch: {
        'POST /api/cart/quote/': (call) => {
          const quote = quoteOf(call);
          const refused = 'La cantidad de Yerba Suave 1 kg debe ser múltiplo de 2';
          quote.lines[0] = {
            ...quote.lines[0],
            price: null,
            final_price: null,
            subtotal: null,
            error: refused,
          };
          return quote;
        },
        'GET /api/auth/profile/': profile,
      },
    });
    expect(await screen.findByText('La cantidad de Yerba Suave 1 kg debe ser múltiplo de 2')).toBeTruthy();
  });
});

describe("the list's minimum order", () => {
  it('says what is missing and holds the checkout until it is met', async () => {
    renderCart();
    const note = await screen.findByText(
      'Te faltan $ 124.464,00 para el pedido mínimo de tu lista (Kiosco +12%: $ 150.000,00)',
    );
    const checkout = screen.getByRole('button', { name: /Finalizar compra/ }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('opens the checkout once the minimum is met', async () => {
    renderCart(20000);
    await screen.findByText('Precio por cantidad: desde 2, 5 % menos');
    expect(screen.queryByText(/Te faltan/)).toBeNull();
    const checkout = screen.getByRole('button', { name: /Finalizar compra/ }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
  });

  it("shows the order's refusal for the minimum and keeps the cart and the form", async () => {
    renderCart(20000);
    await screen.findByText('Precio por cantidad: desde 2, 5 % menos');
    fireEvent.click(screen.getByRole('button', { name: /Finalizar compra/ }));
    const name = (await screen.findByLabelText(/Nombre del destinatario/)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ana Paz' } });
    fireEvent.click(screen.getByLabelText(/Retiro \/ Coordinar entrega/));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(MINIMUM_REFUSED).length).toBeGreaterThan(0));
    expect(stored()).toHaveLength(1);
    expect((screen.getByLabelText(/Nombre del destinatario/) as HTMLInputElement).value).toBe('Ana Paz');
  });
});
