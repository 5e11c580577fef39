// @vitest-environment happy-dom
import type { OrderingProduct } from '@mayorista/shared/catalog-admin';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import OrderingPage from './ordering-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const product = (id: number, name: string, order: number): OrderingProduct => ({
  id,
  name,
  order,
  sku: null,
  image: null,
  image_small: null,
  category: 1,
  category_name: 'Sustratos',
  brand_name: null,
  stock: 1,
  is_available: true,
});
const PRODUCTS = [product(1, 'Uno', 3), product(2, 'Dos', 7), product(3, 'Tres', 12)];

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let failUpdate = false;
let router: ReturnType<typeof createMemoryRouter>;

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  calls.push({ url: String(url), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (String(url).startsWith('/api/categories/')) return Response.json([]);
  if (method === 'POST')
    return failUpdate
      ? Response.json({ detail: 'x' }, { status: 400 })
      : Response.json({ detail: 'Orden actualizado', updated: 3 });
  return Response.json({
    count: 3,
    next: null,
    previous: null,
    current_page: 1,
    total_pages: 1,
    results: PRODUCTS,
  });
});

beforeEach(() => {
  calls = [];
  failUpdate = false;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
  router = createMemoryRouter([
    { path: '/', element: <OrderingPage /> },
    { path: '/otra', element: <p>Otra pantalla</p> },
  ]);
  renderPage(<RouterProvider router={router} />, { router: false });
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

const names = () =>
  within(screen.getByRole('list', { name: 'Productos en el orden del catálogo' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('catalogue order screen', () => {
  it('loads 50 per page in the order and saves the moved products in the slots they held', async () => {
    expect(await screen.findByText('Tres')).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/update-order/?page=1&page_size=50&ordering=order');
    fireEvent.click(screen.getByRole('button', { name: 'Mover Tres al principio' }));
    expect(names()).toEqual(['Tres', 'Uno', 'Dos']);
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
    expect((screen.getByLabelText('Categoría') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Mover Tres al principio' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Orden del catálogo guardado'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      products: [
        { id: 3, order: 3 },
        { id: 1, order: 7 },
        { id: 2, order: 12 },
      ],
    });
    expect(screen.queryByText('Cambios sin guardar')).toBeNull();
  });

  it("says 'Error al actualizar el orden de los productos' and keeps the changes when saving fails", async () => {
    failUpdate = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Mover Uno al final' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al actualizar el orden de los productos'),
    );
    expect(names()).toEqual(['Dos', 'Tres', 'Uno']);
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
  });

  it('asks before leaving with an unsaved order', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Bajar Uno' }));
    await act(() => router.navigate('/otra'));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Uno')).toBeTruthy();

    await act(() => router.navigate('/otra'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    expect(await screen.findByText('Otra pantalla')).toBeTruthy();
  });
});
