// @vitest-environment happy-dom
import type { CategoryTree } from '@mayorista/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import CategoriesPage from './categories-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// Desktop layout: the table, with the sub-lists in the Nombre column.
vi.mock('@/lib/use-media-query', () => ({ useMediaQuery: () => true }));

const node = (
  id: number,
  name: string,
  parent: number | null,
  children: CategoryTree[] = [],
): CategoryTree => ({
  id,
  name,
  slug: name.toLowerCase(),
  parent,
  order: 0,
  product_count: 2,
  children,
});

const TREE: CategoryTree[] = [
  node(1, 'CULTIVO', null, [node(11, 'Sustratos', 1), node(12, 'Macetas', 1), node(13, 'Riego', 1)]),
  node(2, 'ILUMINARIA', null, [node(21, 'Paneles LED', 2), node(22, 'Timers', 2)]),
  node(3, 'OTROS', null),
];

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let reorderStatus = 200;
let treeAnswer: unknown = TREE;
const notFound = () => Response.json({ detail: 'Categoría no encontrada' }, { status: 404 });
let deleteAnswer = notFound;

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  calls.push({ url: String(url), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (method === 'POST' && String(url) === '/api/categories/')
    return Response.json(
      { name: ['Ya existe una categoría con ese nombre en el mismo nivel'] },
      { status: 400 },
    );
  if (method === 'DELETE') return deleteAnswer();
  if (String(url).includes('/reorder_children/')) {
    return reorderStatus === 200
      ? Response.json(TREE[0])
      : Response.json({ child_order: ['child_order no coincide'] }, { status: reorderStatus });
  }
  return Response.json(treeAnswer);
});

beforeEach(() => {
  calls = [];
  reorderStatus = 200;
  treeAnswer = TREE;
  deleteAnswer = notFound;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

function renderPage() {
  renderWithProviders(<CategoriesPage />);
}

const rowNames = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('category manager: reorder mode', () => {
  it('shows the sub-lists, numbers the rows in reorder mode and keeps the ends from moving out', async () => {
    renderPage();
    expect(await screen.findByText('CULTIVO')).toBeTruthy();
    expect(screen.getAllByText('Subcategorías (arrastra para reordenar)')).toHaveLength(2);
    expect(screen.getByText('Sin subcategorías')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar orden' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reordenar subcategorías de CULTIVO' }));
    const list = screen.getByRole('list', { name: 'Subcategorías de CULTIVO' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.match(/^\d+\./)?.[0])).toEqual(['1.', '2.', '3.']);
    expect(screen.getByRole('button', { name: 'Mover Sustratos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir Sustratos' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Bajar Sustratos' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Subir Riego' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Bajar Riego' }).hasAttribute('disabled')).toBe(true);
  });

  it('allows one category at a time and saves the new order, leaving the mode', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reordenar subcategorías de CULTIVO' }));
    expect(
      screen.getByRole('button', { name: 'Reordenar subcategorías de ILUMINARIA' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Reordenar subcategorías de CULTIVO' })).toBeNull();
    // Only the category in reorder mode has handles.
    expect(screen.queryByRole('button', { name: 'Mover Paneles LED' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Subir Riego' }));
    expect(rowNames('Subcategorías de CULTIVO')).toEqual(['Sustratos', 'Riego', 'Macetas']);
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
    // Moving back does not clear the flag: only a save does.
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Riego' }));
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Sustratos' }));

    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Orden de las subcategorías guardado'));
    const save = calls.find((call) => call.url.includes('/reorder_children/'));
    expect(save).toMatchObject({ url: '/api/categories/1/reorder_children/', method: 'POST' });
    expect(save?.body).toEqual({ child_order: [12, 11, 13] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar orden' })).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Reordenar subcategorías de ILUMINARIA' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('reports a failed save with the server reason and reloads the list', async () => {
    reorderStatus = 400;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reordenar subcategorías de ILUMINARIA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Paneles LED' }));
    const loadsBefore = calls.filter((call) => call.url.includes('ordered_hierarchy')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al guardar el orden: child_order no coincide'),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('ordered_hierarchy')).length).toBeGreaterThan(
        loadsBefore,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Guardar orden' })).toBeNull();
  });

  it("says 'Formato de datos inesperado' when the answer is not a list", async () => {
    treeAnswer = { unexpected: true };
    renderPage();
    expect(await screen.findByText('Formato de datos inesperado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('category manager: modals', () => {
  it('creates a category: save disabled while the name is empty, no slug field', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Crear Categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByLabelText('Slug (generado automáticamente)')).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('Nombre'), { target: { value: '   ' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    fireEvent.input(within(dialog).getByLabelText('Nombre'), { target: { value: 'VIVERO' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('edits a category with its slug shown disabled', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar CULTIVO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Categoría' });
    const slug = within(dialog).getByLabelText('Slug (generado automáticamente)') as HTMLInputElement;
    expect(slug.value).toBe('cultivo');
    expect(slug.disabled).toBe(true);
    const name = within(dialog).getByLabelText('Nombre') as HTMLInputElement;
    expect(name.value).toBe('CULTIVO');
    fireEvent.input(name, { target: { value: '' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('creates and edits a subcategory with the parent read-only and no slug', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subcategoría nueva en ILUMINARIA' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nueva Subcategoría' });
    const parent = within(dialog).getByLabelText('Categoría padre') as HTMLInputElement;
    expect(parent.value).toBe('ILUMINARIA');
    expect(parent.disabled).toBe(true);
    // The focus goes to the name, the one field to fill.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Nombre')));
    expect(within(dialog).queryByLabelText('Slug (generado automáticamente)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Editar Timers' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar Subcategoría' });
    expect((within(dialog).getByLabelText('Categoría padre') as HTMLInputElement).value).toBe('ILUMINARIA');
    expect(within(dialog).queryByLabelText('Slug (generado automáticamente)')).toBeNull();
  });

  it('warns before deleting: a category takes its subcategories; a subcategory asks', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar CULTIVO' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(within(dialog).getByText('Esta acción también eliminará todas sus subcategorías')).toBeTruthy();
    expect(within(dialog).getByText(/quedan como 'Sin categoría'/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Macetas' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(within(dialog).getByText(/¿Estás seguro de eliminar esta subcategoría\?/)).toBeTruthy();
    expect(within(dialog).queryByText('Esta acción también eliminará todas sus subcategorías')).toBeNull();
  });

  it('shows a refused save on the name and in the prefixed message', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Crear Categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
    fireEvent.input(within(dialog).getByLabelText('Nombre'), { target: { value: 'cultivo' } });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    const message = 'Error al guardar la categoría: Ya existe una categoría con ese nombre en el mismo nivel';
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(within(dialog).getByRole('alert').textContent).toContain(message);
    expect(within(dialog).getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'cultivo', parent: null });
  });

  it('deletes with X-Delete-Operation: TRUE and reports a failure with the server detail', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Macetas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al eliminar la categoría: Categoría no encontrada'),
    );
    const init = fetchMock.mock.calls.find(([, options]) => options?.method === 'DELETE');
    expect(init?.[0]).toBe('/api/categories/12/');
    expect(new Headers(init?.[1]?.headers).get('X-Delete-Operation')).toBe('TRUE');
  });

  it('says the category may be in use when a delete fails without a reason', async () => {
    deleteAnswer = () => new Response(null, { status: 500 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Macetas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Error al eliminar la categoría. Es posible que esté siendo utilizada por productos.',
      ),
    );
  });
});
