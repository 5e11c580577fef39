// @vitest-environment happy-dom
import type { Brand } from '@mayorista/shared/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import BrandsPage from './brands-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const brand = (id: number, name: string, order: number, is_active = true): Brand => ({
  id,
  name,
  logo: null,
  logo_url: null,
  website_url: '',
  is_active,
  order,
});

let brands: Brand[] = [];
let failList = false;
let failReorder = false;
const calls: { method: string; url: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url: String(url), body });
  if (String(url) === '/api/brands/' && method === 'GET') {
    return failList ? Response.json({ detail: 'caído' }, { status: 500 }) : Response.json(brands);
  }
  if (String(url) === '/api/brands/reorder/') {
    if (failReorder) return Response.json({ detail: 'No' }, { status: 400 });
    const items = (body as { items: { id: number; order: number }[] }).items;
    brands = items.map(({ id, order }) => ({ ...(brands.find((item) => item.id === id) as Brand), order }));
    return Response.json(brands);
  }
  const toggle = String(url).match(/^\/api\/brands\/(\d+)\/toggle_active\/$/);
  if (toggle) {
    brands = brands.map((item) =>
      item.id === Number(toggle[1]) ? { ...item, is_active: !item.is_active } : item,
    );
    return Response.json(brands.find((item) => item.id === Number(toggle[1])));
  }
  const remove = String(url).match(/^\/api\/brands\/(\d+)\/$/);
  if (remove && method === 'DELETE') {
    brands = brands.filter((item) => item.id !== Number(remove[1]));
    return new Response(null, { status: 204 });
  }
  return Response.json({ detail: 'inesperado' }, { status: 404 });
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BrandsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Orden de las marcas' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

beforeEach(() => {
  brands = [brand(1, 'Alfa', 0), brand(2, 'Beta', 1), brand(3, 'Gama', 2, false)];
  failList = false;
  failReorder = false;
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('brands page', () => {
  it('lists the brands in order, inactive ones marked, with a count', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Orden de las marcas' });
    expect(names()).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(screen.getByText('3 marcas, 2 activas')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Marca Gama activa' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('shows an empty state with the create button', async () => {
    brands = [];
    renderPage();
    expect(await screen.findByText('Todavía no cargaste marcas.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Nueva marca' })).toHaveLength(2);
  });

  it('shows the load error with Reintentar', async () => {
    failList = true;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar las marcas');
    failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('list', { name: 'Orden de las marcas' });
  });

  it('saves a move with every brand and its new position', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Orden de las marcas' });
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Alfa' }));
    await waitFor(() => expect(names()).toEqual(['Beta', 'Alfa', 'Gama']));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/brands/reorder/')).toBe(true));
    expect(calls.find((call) => call.url === '/api/brands/reorder/')?.body).toEqual({
      items: [
        { id: 2, order: 0 },
        { id: 1, order: 1 },
        { id: 3, order: 2 },
      ],
    });
  });

  it('puts the saved order back when the move fails', async () => {
    failReorder = true;
    renderPage();
    await screen.findByRole('list', { name: 'Orden de las marcas' });
    fireEvent.click(screen.getByRole('button', { name: 'Subir Gama' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al actualizar el orden de las marcas'),
    );
    await waitFor(() => expect(names()).toEqual(['Alfa', 'Beta', 'Gama']));
  });

  it('toggles a brand from its row and deletes one after confirming', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Orden de las marcas' });
    fireEvent.click(screen.getByRole('switch', { name: 'Marca Beta activa' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marca desactivada'));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Marca Beta activa' }).getAttribute('aria-checked')).toBe(
        'false',
      ),
    );

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Acciones de Alfa' }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar marca' });
    expect(dialog.textContent).toContain('Alfa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Marca eliminada'));
    await waitFor(() => expect(names()).toEqual(['Beta', 'Gama']));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/brands/1/')).toBe(true);
  });
});
