// @vitest-environment happy-dom
import type { Product } from '@mayorista/shared/catalog';
import type { RepeatOrder } from '@mayorista/shared/repeat-order';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/lib/cart-storage';
import { SESSION_KEYS } from '@/lib/session';
import { testProduct } from '@/test/products';
import { renderPage } from '@/test/render';
import { RepeatOrderButton } from './repeat-order-button';

const card = (id: number, name: string, stock = 40): Product => testProduct({ id, name, stock });

const line = (product: Product, quantity: number, notes: string[] = []) => ({
  product,
  variants: null,
  variant_display: '',
  ordered_quantity: quantity,
  quantity,
  unit_price: 1000,
  subtotal: 1000 * quantity,
  notes,
});

const withSkipped: RepeatOrder = {
  order: 5,
  lines: [
    line(card(1, 'Yerba'), 4),
    line(card(2, 'Galletitas', 3), 3, ['Solo hay 3 disponibles: se agregan 3']),
  ],
  skipped: [
    {
      product_id: null,
      product_name: 'Producto borrado',
      variant_display: '',
      quantity: 2,
      code: 'deleted',
      reason: 'El producto ya no existe',
    },
  ],
};

const renderButton = (answer: RepeatOrder) =>
  renderPage(<RepeatOrderButton orderId={5} />, {
    at: '/configuracion/mis-pedidos',
    path: '/configuracion/mis-pedidos',
    routes: <Route path="/carrito" element={<p>Página del carrito</p>} />,
    fetch: { 'POST /api/orders/5/repeat/': answer },
  });

const cartLines = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

beforeEach(() => window.localStorage.setItem(SESSION_KEYS.accessToken, 'token'));
afterEach(() => window.localStorage.clear());

describe('Repetir pedido', () => {
  it('puts the lines in the cart and lists what changed and what was left out, with the way to the cart', async () => {
    const { api } = renderButton(withSkipped);
    fireEvent.click(screen.getByRole('button', { name: /Repetir pedido/ }));
    const dialog = await screen.findByRole('dialog');
    expect(api?.callsTo('POST', '/api/orders/5/repeat/')).toHaveLength(1);
    expect(within(dialog).getByText('Se agregaron 2 productos al carrito')).toBeTruthy();
    expect(within(dialog).getByText('Solo hay 3 disponibles: se agregan 3')).toBeTruthy();
    expect(within(dialog).getByText('Producto borrado')).toBeTruthy();
    expect(within(dialog).getByText('El producto ya no existe')).toBeTruthy();
    expect(cartLines()).toEqual([
      expect.objectContaining({ id: 1, quantity: 4 }),
      expect.objectContaining({ id: 2, quantity: 3 }),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ir al carrito' }));
    expect(await screen.findByText('Página del carrito')).toBeTruthy();
  });

  it('goes straight to the cart when every line went in as it was', async () => {
    renderButton({ order: 5, lines: [line(card(1, 'Yerba'), 4)], skipped: [] });
    fireEvent.click(screen.getByRole('button', { name: /Repetir pedido/ }));
    expect(await screen.findByText('Página del carrito')).toBeTruthy();
    expect(cartLines()).toEqual([expect.objectContaining({ id: 1, quantity: 4 })]);
  });

  it('says so when nothing can be added today', async () => {
    renderButton({ order: 5, lines: [], skipped: withSkipped.skipped });
    fireEvent.click(screen.getByRole('button', { name: /Repetir pedido/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ningún producto de este pedido se puede agregar hoy')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ir al carrito' })).toBeNull();
  });
});
