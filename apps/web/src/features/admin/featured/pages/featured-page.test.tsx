// @vitest-environment happy-dom
import type { Featured, Product } from '@mayorista/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import FeaturedPage from './featured-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const product = (id: number, name: string) =>
  ({
    id,
    name,
    image: null,
    image_small: null,
    brand_name: 'Marca',
    final_price: 1500,
    is_available: true,
    sku: `SKU-${id}`,
  }) as Product;
const FEATURED: Featured[] = [
  { id: 1, position: 1, product: 101, product_details: product(101, 'Lámpara') },
  { id: 2, position: 2, product: 102, product_details: product(102, 'Sustrato') },
  { id: 3, position: 3, product: 103, product_details: product(103, 'Picador') },
];

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let failReorder = false;

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  calls.push({ url: String(url), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (String(url).startsWith('/api/featured-products/reorder/'))
    return failReorder ? Response.json({ detail: 'x' }, { status: 400 }) : Response.json(FEATURED);
  if (String(url).startsWith('/api/products/'))
    return Response.json({
      count: 2,
      next: null,
      previous: null,
      current_page: 1,
      total_pages: 1,
      results: [product(101, 'Lámpara'), product(104, 'Lámpara nueva')],
    });
  if (method === 'DELETE') return new Response(null, { status: 204 });
  if (method === 'POST') return Response.json(FEATURED[0], { status: 201 });
  return Response.json(FEATURED);
});

beforeEach(() => {
  calls = [];
  failReorder = false;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
  renderPage(<FeaturedPage />);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

const names = () =>
  within(screen.getByRole('list', { name: 'Productos destacados' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('featured products screen', () => {
  it('moves the last product to first and saves positions 1..n', async () => {
    expect(await screen.findByText('Picador')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Guardar orden' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Subir Picador' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir Picador' }));
    expect(names()).toEqual(['Picador', 'Lámpara', 'Sustrato']);
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Orden de los destacados guardado'));
    expect(calls.find((call) => call.url === '/api/featured-products/reorder/')?.body).toEqual({
      items: [
        { id: 3, position: 1 },
        { id: 1, position: 2 },
        { id: 2, position: 3 },
      ],
    });
  });

  it("says 'Error al reordenar los productos destacados' when the save fails", async () => {
    failReorder = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Bajar Lámpara' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al reordenar los productos destacados'),
    );
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
  });

  it('asks before removing a product', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Sustrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar producto destacado' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Producto quitado de destacados'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/featured-products/2/')).toBe(
      true,
    );
  });

  it('searches products and features one; featured ones are marked', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar producto destacado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar producto destacado' });
    fireEvent.change(within(dialog).getByLabelText('Buscar productos'), { target: { value: 'lam' } });
    const add = await within(dialog).findByRole(
      'button',
      { name: 'Agregar Lámpara nueva' },
      { timeout: 2000 },
    );
    expect(calls.some((call) => call.url.startsWith('/api/products/?search=lam'))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Agregar Lámpara' })).toBeNull();
    expect(within(dialog).getByText('Destacado')).toBeTruthy();
    fireEvent.click(add);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Producto agregado a destacados'));
    expect(
      calls.find((call) => call.method === 'POST' && call.url === '/api/featured-products/')?.body,
    ).toEqual({
      product: 104,
    });
  });
});
