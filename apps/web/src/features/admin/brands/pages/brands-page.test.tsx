// @vitest-environment happy-dom
import type { Brand } from '@mayorista/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render, reply } from '@/test/render';
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
let api: FetchRouter | undefined;

/** The brands API of the server, on an in-memory list. */
function renderPage() {
  ({ api } = render(<BrandsPage />, {
    fetch: {
      'GET /api/brands/': () => (failList ? reply(500, { detail: 'caído' }) : brands),
      'POST /api/brands/reorder/': ({ body }) => {
        if (failReorder) return reply(400, { detail: 'No' });
        const items = (body as { items: { id: number; order: number }[] }).items;
        brands = items.map(({ id, order }) => ({
          ...(brands.find((item) => item.id === id) as Brand),
          order,
        }));
        return brands;
      },
      'POST /api/brands/:id/toggle_active/': ({ params }) => {
        brands = brands.map((item) =>
          item.id === Number(params.id) ? { ...item, is_active: !item.is_active } : item,
        );
        return brands.find((item) => item.id === Number(params.id));
      },
      'DELETE /api/brands/:id/': ({ params }) => {
        brands = brands.filter((item) => item.id !== Number(params.id));
        return undefined;
      },
    },
  }));
}

const names = () =>
  within(screen.getByRole('list', { name: 'Orden de las marcas' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

beforeEach(() => {
  brands = [brand(1, 'Alfa', 0), brand(2, 'Beta', 1), brand(3, 'Gama', 2, false)];
  failList = false;
  failReorder = false;
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
    await waitFor(() => expect(api?.callsTo('POST', '/api/brands/reorder/')).toHaveLength(1));
    expect(api?.callsTo('POST', '/api/brands/reorder/')[0].body).toEqual({
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
    expect(api?.callsTo('DELETE', '/api/brands/1/')).toHaveLength(1);
  });
});
