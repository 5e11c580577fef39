// @vitest-environment happy-dom
import type { FavoriteList } from '@mayorista/shared/favorites';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '@/components/product-card';
import { SESSION_KEYS } from '@/lib/session';
import { testProduct } from '@/test/products';
import { renderPage, reply } from '@/test/render';
import FavoritesPage, { FAVORITES_TEXTS } from './favorites-page';

const yerba = testProduct({ id: 7, name: 'Yerba 1 kg', final_price: 1120, price_in_ars: 1120 });
const list: FavoriteList = {
  count: 2,
  results: [
    {
      product_id: 7,
      name: 'Yerba 1 kg',
      image: null,
      added_at: '2026-11-01T00:00:00Z',
      available: true,
      product: yerba,
    },
    {
      product_id: 9,
      name: 'Café viejo',
      image: null,
      added_at: '2026-10-01T00:00:00Z',
      available: false,
      product: null,
    },
  ],
};

beforeEach(() => window.localStorage.setItem(SESSION_KEYS.accessToken, 'token'));
afterEach(() => window.localStorage.clear());

describe('Mis favoritos', () => {
  it('shows each favourite as a card with its heart pressed, and one no longer shown as not available', async () => {
    renderPage(<FavoritesPage />, {
      fetch: { 'GET /api/favorites/': list, 'GET /api/favorites/ids/': { ids: [7, 9] } },
    });
    expect(await screen.findByRole('link', { name: 'Yerba 1 kg' })).toBeTruthy();
    expect(screen.getByText('Café viejo')).toBeTruthy();
    expect(screen.getByText('No disponible')).toBeTruthy();
    const heart = await screen.findByRole('button', { name: 'Quitar de favoritos: Yerba 1 kg' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('removes a favourite at once (the heart turns before the server answers) through DELETE', async () => {
    let release: () => void = () => undefined;
    const { api } = renderPage(<FavoritesPage />, {
      fetch: {
        'GET /api/favorites/': list,
        'GET /api/favorites/ids/': { ids: [7, 9] },
        'DELETE /api/favorites/:id/': () => new Promise((resolve) => (release = () => resolve(reply(204)))),
      },
    });
    const heart = await screen.findByRole('button', { name: 'Quitar de favoritos: Yerba 1 kg' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    const turned = await screen.findByRole('button', { name: 'Agregar a favoritos: Yerba 1 kg' });
    expect(turned.getAttribute('aria-pressed')).toBe('false');
    expect(api?.callsTo('DELETE', '/api/favorites/7/')).toHaveLength(1);
    release();
  });

  it('says how to start when there are none, and offers a retry when the list fails', async () => {
    renderPage(<FavoritesPage />, { fetch: { 'GET /api/favorites/': { count: 0, results: [] } } });
    expect(await screen.findByText(FAVORITES_TEXTS.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toBeTruthy();
  });

  it('shows a retry when the list cannot load', async () => {
    renderPage(<FavoritesPage />, { fetch: { 'GET /api/favorites/': reply(500, { detail: 'x' }) } });
    expect(await screen.findByText(FAVORITES_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('the heart on a catalogue card', () => {
  it('is not shown to visitors', () => {
    window.localStorage.clear();
    renderPage(<ProductCard product={yerba} />, { fetch: {} });
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
  });

  it('adds a favourite for a buyer (aria-pressed turns true) with POST {product}', async () => {
    const ids: number[] = [];
    const { api } = renderPage(<ProductCard product={yerba} />, {
      fetch: {
        'GET /api/favorites/ids/': () => ({ ids }),
        'POST /api/favorites/': () => {
          ids.push(7);
          return reply(201, { product_id: 7, is_favorite: true });
        },
      },
    });
    const heart = await screen.findByRole('button', { name: 'Agregar a favoritos: Yerba 1 kg' });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    fireEvent.click(heart);
    expect(
      (await screen.findByRole('button', { name: 'Quitar de favoritos: Yerba 1 kg' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
    expect(api?.callsTo('POST', '/api/favorites/')[0].body).toEqual({ product: 7 });
  });
});
