// @vitest-environment happy-dom
import type { FrequentProduct, FrequentProducts } from '@mayorista/shared/repeat-order';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/lib/cart-storage';
import { SESSION_KEYS } from '@/lib/session';
import { testProduct } from '@/test/products';
import { renderPage, reply } from '@/test/render';
import FrequentProductsPage, { FREQUENT_TEXTS } from './frequent-products-page';

const row = (
  values: Partial<FrequentProduct> & Pick<FrequentProduct, 'product_id' | 'name'>,
): FrequentProduct => ({
  image: null,
  orders_count: 3,
  total_quantity: 12,
  last_quantity: 7,
  last_variants: null,
  last_variant_display: '',
  last_ordered_at: '2026-11-10T12:00:00Z',
  quantity: 7,
  unit_price: 1100,
  available: true,
  reason: null,
  notes: [],
  product: testProduct({ id: values.product_id, name: values.name }),
  ...values,
});

const answer: FrequentProducts = {
  results: [
    row({ product_id: 7, name: 'Yerba 1 kg', quantity: 10, notes: ['Redondeado a 10 (múltiplos de 5)'] }),
    row({
      product_id: 8,
      name: 'Café',
      orders_count: 1,
      available: false,
      unit_price: null,
      quantity: 0,
      reason: 'Sin stock',
    }),
  ],
};

beforeEach(() => window.localStorage.setItem(SESSION_KEYS.accessToken, 'token'));
afterEach(() => window.localStorage.clear());

describe('Lo que más compras', () => {
  it('lists the products with the last purchase, today’s price and what changed', async () => {
    renderPage(<FrequentProductsPage />, { fetch: { 'GET /api/me/frequent-products/': answer } });
    expect(await screen.findByRole('link', { name: 'Yerba 1 kg' })).toBeTruthy();
    expect(screen.getByText(/En 3 pedidos · la última vez 7/)).toBeTruthy();
    expect(screen.getByText('Redondeado a 10 (múltiplos de 5)')).toBeTruthy();
    expect(screen.getByText('Sin stock')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Agregar 0 de Café al carrito' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('adds the product with one click, with the quantity the server gave', async () => {
    renderPage(<FrequentProductsPage />, { fetch: { 'GET /api/me/frequent-products/': answer } });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar 10 de Yerba 1 kg al carrito' }));
    const cart = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    expect(cart).toEqual([expect.objectContaining({ id: 7, quantity: 10 })]);
  });

  it('has an empty state and an error state', async () => {
    const empty = renderPage(<FrequentProductsPage />, {
      fetch: { 'GET /api/me/frequent-products/': { results: [] } },
    });
    expect(await screen.findByText(FREQUENT_TEXTS.empty)).toBeTruthy();
    empty.unmount();
    renderPage(<FrequentProductsPage />, {
      fetch: { 'GET /api/me/frequent-products/': reply(500, { detail: 'x' }) },
    });
    expect(await screen.findByText(FREQUENT_TEXTS.loadFailed)).toBeTruthy();
  });
});
