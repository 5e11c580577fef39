// @vitest-environment happy-dom
import type { Page } from '@mayorista/shared/api';
import type { Product } from '@mayorista/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import InventoryPage from '../pages/inventory-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Maceta textil 20L',
    sku: 'MAC-20',
    description: '',
    volume: '',
    dimensions: '',
    features: [],
    image: null,
    image_small: null,
    image_2: null,
    brand: 3,
    brand_name: 'GrowMax',
    category: 4,
    category_name: 'Macetas',
    category_parent_name: 'CULTIVO',
    stock: 25,
    is_available: true,
    is_available_sparta: true,
    is_available_marVerde: true,
    is_own_product: true,
    has_variants: false,
    variants: [],
    currency: 'ARS',
    order: 0,
    created_at: '2026-11-01T12:00:00.000Z',
    sale_unit: 'unidad',
    units_per_pack: 1,
    min_quantity: 1,
    quantity_step: 1,
    price: 1500,
    price_in_ars: 1500,
    final_price: 1500,
    discount: 0,
    discount_sparta: 0,
    total_discount: 0,
    cost_price: 900,
    sync_with_external: false,
    ...overrides,
  };
}

const remera = makeProduct({
  id: 2,
  name: 'Remera logo',
  sku: 'REM',
  brand_name: null,
  category_name: null,
  stock: 4,
  has_variants: true,
  variants: [
    {
      id: 20,
      variant_name: 'Talle',
      options: [
        { id: 201, name: 'S', sku: 'REM-S', stock: 1, is_available: true, price: null, price_adjustment: 0 },
        {
          id: 202,
          name: 'M',
          sku: 'REM-M',
          stock: 3,
          is_available: true,
          price: null,
          price_adjustment: 100,
        },
      ],
    },
  ],
});

let rows: Product[];
let count: number;
let failList: boolean;
const calls: { method: string; url: URL; body?: unknown }[] = [];

const page = (results: Product[]): Page<Product> => ({
  count,
  next: null,
  previous: null,
  current_page: 1,
  total_pages: Math.max(1, Math.ceil(count / 12)),
  results,
});

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, url, body });
  // No supplier here (decision 026): the sync banner is one quiet line (sync-banner.test.tsx covers it).
  if (url.pathname === '/api/intelligent-sync-status/')
    return Response.json(
      { detail: 'El sistema externo no está configurado (EXTERNAL_API_URL).' },
      { status: 409 },
    );
  if (url.pathname === '/api/categories/ordered_hierarchy/')
    return Response.json([
      {
        id: 5,
        name: 'CULTIVO',
        slug: 'cultivo',
        parent: null,
        order: 0,
        product_count: 1,
        children: [
          {
            id: 4,
            name: 'Macetas',
            slug: 'cultivo-macetas',
            parent: 5,
            order: 0,
            product_count: 1,
            children: [],
          },
        ],
      },
    ]);
  const match = /^\/api\/products\/(\d+)\/$/.exec(url.pathname);
  if (match && method === 'PATCH') {
    const id = Number(match[1]);
    const saved = { ...rows.find((row) => row.id === id)!, ...body };
    rows = rows.map((row) => (row.id === id ? saved : row));
    return Response.json(saved);
  }
  if (match && method === 'DELETE') {
    rows = rows.filter((row) => row.id !== Number(match[1]));
    count = rows.length;
    return new Response(null, { status: 204 });
  }
  if (url.pathname === '/api/products/') {
    if (failList) return new Response('', { status: 500 });
    return Response.json(page(rows));
  }
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(entry = '/configuracion/productos') {
  renderWithProviders(
    <>
      <InventoryPage />
      <Location />
    </>,
    { at: entry },
  );
}

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/products/');
const lastList = () => listCalls().at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;
/** The table once its rows (not the loading skeleton) are drawn. */
const table = async () => {
  const element = await screen.findByRole('table', { name: 'Productos' });
  await waitFor(() => expect(element.querySelector('[data-skeleton]')).toBeNull());
  return element;
};

beforeEach(() => {
  rows = [makeProduct(), remera];
  count = 2;
  failList = false;
  calls.length = 0;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('inventory filters and the URL', () => {
  it('asks for 12 products a page, newest first, with no other filter by default', async () => {
    renderPage();
    await table();
    expect(Object.fromEntries(lastList())).toEqual({ sort_by: 'newest', page: '1', page_size: '12' });
    expect(screen.getByRole('cell', { name: /Sin marca/ })).toBeTruthy();
    expect(screen.getByText('Sin categoría')).toBeTruthy();
  });

  it('reads the filters of the URL into the panel and the request', async () => {
    renderPage(
      '/configuracion/productos?category_id=4&stock_status=in_stock&own_product=false&sort_by=price_asc&on_sale=true&page=2&search=maceta',
    );
    await table();
    expect(Object.fromEntries(lastList())).toEqual({
      search: 'maceta',
      category_id: '4',
      include_children: 'true',
      stock_status: 'in_stock',
      on_sale: 'true',
      own_product: 'false',
      sort_by: 'price_asc',
      page: '2',
      page_size: '12',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Categoría') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
        'CULTIVO > Macetas',
      ),
    );
    expect((screen.getByLabelText('Stock') as HTMLSelectElement).value).toBe('in_stock');
    expect((screen.getByLabelText('Propiedad') as HTMLSelectElement).value).toBe('false');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('price_asc');
    expect((screen.getByLabelText('En oferta') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Buscar productos') as HTMLInputElement).value).toBe('maceta');
  });

  it('writes a changed filter to the URL and goes back to page 1', async () => {
    renderPage('/configuracion/productos?page=3');
    await table();
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'out_of_stock' } });
    expect(location()).toBe('?stock_status=out_of_stock');
    fireEvent.click(screen.getByLabelText('Sincronizables'));
    expect(location()).toBe('?stock_status=out_of_stock&syncable=true');
    await waitFor(() => expect(lastList().get('syncable')).toBe('true'));
    expect(lastList().get('page')).toBe('1');
  });

  it('searches 300 ms after the last key, on page 1', async () => {
    renderPage('/configuracion/productos?page=2');
    await table();
    const before = listCalls().length;
    fireEvent.change(screen.getByLabelText('Buscar productos'), { target: { value: 'rem' } });
    fireEvent.change(screen.getByLabelText('Buscar productos'), { target: { value: 'remera' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(location()).toBe('?page=2');
    await waitFor(() => expect(location()).toBe('?search=remera'));
    await waitFor(() => expect(lastList().get('search')).toBe('remera'));
    expect(
      listCalls()
        .slice(before)
        .map((call) => call.url.searchParams.get('search')),
    ).toEqual(['remera']);
  });

  it("offers 'Limpiar filtros' when nothing matches, and it clears the URL", async () => {
    rows = [];
    count = 0;
    renderPage('/configuracion/productos?stock_status=out_of_stock&search=zzz');
    await screen.findByText('No hay productos que coincidan con la búsqueda o los filtros.');
    const clear = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    fireEvent.click(clear.at(-1)!);
    expect(location()).toBe('');
    expect((screen.getByLabelText('Buscar productos') as HTMLInputElement).value).toBe('');
  });

  it('shows the page window of §9: first, two each side, last, with ellipses', async () => {
    count = 240;
    renderPage('/configuracion/productos?page=6');
    await table();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '7', '8', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    fireEvent.click(within(nav).getByRole('button', { name: 'Página 8' }));
    expect(location()).toBe('?page=8');
  });

  it("shows 'Error al cargar los productos' with a retry", async () => {
    failList = true;
    renderPage();
    expect(await screen.findByText('Error al cargar los productos')).toBeTruthy();
    failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await table();
  });
});

describe('inventory quick edits', () => {
  it('edits a price in place: Enter sends only the price and the row shows it', async () => {
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '$ 1.500 (editar precio de Maceta textil 20L)' }));
    const input = screen.getByLabelText('Precio de Maceta textil 20L') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2345.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByLabelText('Precio de Maceta textil 20L')).toBeNull());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/products/1/');
    expect(patch?.body).toEqual({ price: 2345.5 });
    expect(screen.getByRole('button', { name: '$ 2.346 (editar precio de Maceta textil 20L)' })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Precio actualizado');
  });

  it('Escape closes the stock editor and sends nothing', async () => {
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '25 (editar stock de Maceta textil 20L)' }));
    const input = screen.getByLabelText('Stock de Maceta textil 20L');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByLabelText('Stock de Maceta textil 20L')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    // The keyboard is back on the value that opened the editor.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '25 (editar stock de Maceta textil 20L)' }),
    );
    expect(screen.getByText('En stock')).toBeTruthy();
  });

  it('opens the variants modal for a product with variants and saves one PATCH keeping option ids', async () => {
    renderPage();
    await table();
    const openers = screen.getAllByRole('button', { name: /editar variantes de Remera logo/ });
    expect(openers).toHaveLength(2); // the price and the stock of a product with variants
    fireEvent.click(openers[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Editar variantes' });
    expect(screen.queryByLabelText('Stock de Remera logo')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Stock de Talle S'), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByLabelText('Stock de Talle M'), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar variantes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0].url.pathname).toBe('/api/products/2/');
    expect(patches[0].body).toEqual({
      variants: [
        {
          id: 20,
          variant_name: 'Talle',
          options: [
            {
              id: 201,
              name: 'S',
              sku: 'REM-S',
              stock: 0,
              price: null,
              price_adjustment: 0,
              cost_price: null,
              is_available: true,
            },
            {
              id: 202,
              name: 'M',
              sku: 'REM-M',
              stock: 8,
              price: null,
              price_adjustment: 100,
              cost_price: null,
              is_available: true,
            },
          ],
        },
      ],
    });
  });

  it('toggles visibility from the badge and ownership from its flag', async () => {
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Visible (Maceta textil 20L)' }));
    await screen.findByRole('button', { name: 'No visible (Maceta textil 20L)' });
    fireEvent.click(screen.getByRole('button', { name: 'Propio (Maceta textil 20L)' }));
    await screen.findByRole('button', { name: 'Proveedor (Maceta textil 20L)' });
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { is_available: false },
      { is_own_product: false },
    ]);
  });

  it('shows the spec message when a visibility change fails', async () => {
    renderPage();
    await table();
    fetchMock.mockImplementationOnce(async () => Response.json({ detail: 'x' }, { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Visible (Remera logo)' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error al cambiar la visibilidad del producto'),
    );
    expect(screen.getByRole('button', { name: 'Visible (Remera logo)' })).toBeTruthy();
  });

  it('asks before deleting, warning that it cannot be undone', async () => {
    renderPage();
    await table();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Acciones para Remera logo' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe('/api/products/2/');
    await waitFor(() => expect(screen.queryByText('Remera logo')).toBeNull());
  });
});

describe('inventory on a phone', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists cards, keeps the filters in a drawer and edits a price in a small dialog', async () => {
    renderPage('/configuracion/productos?stock_status=in_stock');
    const cards = await screen.findByRole('list', { name: 'Productos' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getByText('GrowMax · Macetas')).toBeTruthy();
    expect(screen.queryByLabelText('Stock')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Filtros/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    expect((within(drawer).getByLabelText('Stock') as HTMLSelectElement).value).toBe('in_stock');
    fireEvent.change(within(drawer).getByLabelText('Propiedad'), { target: { value: 'true' } });
    expect(location()).toBe('?stock_status=in_stock&own_product=true');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Ver 2 productos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).toBeNull());

    fireEvent.click(
      within(cards).getByRole('button', { name: '$ 1.500 (editar precio de Maceta textil 20L)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar precio' });
    const input = within(dialog).getByLabelText('Precio de Maceta textil 20L');
    fireEvent.change(input, { target: { value: '1600' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar precio' })).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ price: 1600 });
    // The card shows the saved price once the list's cache has it (a moment after the dialog closes).
    expect(
      await within(cards).findByRole('button', { name: '$ 1.600 (editar precio de Maceta textil 20L)' }),
    ).toBeTruthy();
  });
});
