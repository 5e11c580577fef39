// @vitest-environment happy-dom
import type { Product } from '@mayorista/shared/catalog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage, reply } from '@/test/render';
import { BuyerPurchase } from './buyer-purchase';

/** A shirt in two sizes; the stock alert (issue 29 item 6) waits for the product or the chosen size. */
const shirt = (stock: number, sizes: [number, number]): Product => ({
  id: 31,
  name: 'Remera estampada',
  sku: 'REM-1',
  description: '',
  volume: '',
  dimensions: '',
  features: [],
  image: null,
  image_small: null,
  image_2: null,
  brand: null,
  brand_name: null,
  category: null,
  category_name: null,
  category_parent_name: null,
  stock,
  is_available: true,
  is_available_sparta: true,
  is_available_marVerde: true,
  has_variants: true,
  variants: [
    {
      id: 1,
      variant_name: 'Talle',
      options: [
        { id: 301, name: 'S', sku: null, stock: sizes[0], is_available: true },
        { id: 302, name: 'XL', sku: null, stock: sizes[1], is_available: true },
      ],
    },
  ],
  currency: 'ARS',
  order: 0,
  created_at: '2026-01-01T00:00:00Z',
  sale_unit: 'unidad',
  units_per_pack: 1,
  min_quantity: 1,
  quantity_step: 1,
  quantity_breaks: [],
});

const asBuyer = (product: Product, selected: Record<string, string>, isAdmin = false) => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  if (isAdmin) window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  return renderPage(<BuyerPurchase product={product} selected={selected} basePrice={null} unit={null} />, {
    fetch: {
      'GET /api/me/stock-alerts/': [],
      'POST /api/products/:id/stock-alert/': () => reply(201, {}),
    },
  });
};

const askAlert = async () => {
  const button = await screen.findByRole('button', { name: 'Avisarme cuando haya stock' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
};

afterEach(() => window.localStorage.clear());

describe('BuyerPurchase stock alert', () => {
  it('waits for the product when nothing has stock', async () => {
    const { api } = asBuyer(shirt(0, [0, 0]), { Talle: 'S' });
    await askAlert();
    await waitFor(() => expect(api?.callsTo('POST', '/api/products/31/stock-alert/')).toHaveLength(1));
    expect(api?.callsTo('POST', '/api/products/31/stock-alert/')[0].body).toEqual({});
  });

  it('waits for the chosen size when only that one has none', async () => {
    const { api } = asBuyer(shirt(5, [5, 0]), { Talle: 'XL' });
    await askAlert();
    await waitFor(() => expect(api?.callsTo('POST', '/api/products/31/stock-alert/')).toHaveLength(1));
    expect(api?.callsTo('POST', '/api/products/31/stock-alert/')[0].body).toEqual({ option: 302 });
  });

  it('offers none with stock', async () => {
    asBuyer(shirt(5, [5, 0]), { Talle: 'S' });
    expect(await screen.findByRole('button', { name: 'Añadir al Carrito' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avisarme cuando haya stock' })).toBeNull();
  });

  it('offers none to staff', async () => {
    asBuyer(shirt(0, [0, 0]), { Talle: 'S' }, true);
    expect(await screen.findByRole('button', { name: 'Sin stock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avisarme cuando haya stock' })).toBeNull();
  });
});
