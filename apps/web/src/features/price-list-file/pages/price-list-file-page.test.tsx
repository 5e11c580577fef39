// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { renderPage, reply } from '@/test/render';
import PriceListFilePage from './price-list-file-page';

const tree = [
  {
    id: 1,
    name: 'CULTIVO',
    slug: 'cultivo',
    parent: null,
    order: 0,
    product_count: 3,
    children: [
      { id: 4, name: 'Sustratos', slug: 'sustratos', parent: 1, order: 0, product_count: 2, children: [] },
    ],
  },
];
const brands = [
  { id: 9, name: 'GrowMax', logo: null, logo_url: null, website_url: '', is_active: true, order: 0 },
];
const profile = { id: 3, username: 'kiosco', price_list: { id: 2, name: 'Kiosco', min_order_amount: null } };
const xlsx = () =>
  new Response(new Blob(['PK']), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="lista-de-precios-2026-11-28.xlsx"',
    },
  });

let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:lista'), revokeObjectURL: vi.fn() }),
  );
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  window.localStorage.clear();
  click.mockRestore();
});

const routes = (file: () => Response) => ({
  'GET /api/categories/ordered_hierarchy/': tree,
  'GET /api/brands/': brands,
  'GET /api/auth/profile/': profile,
  'GET /api/me/price-list.xlsx': file,
  'GET /api/me/price-list.pdf': file,
});

describe('Descargar lista de precios', () => {
  it("names the buyer's list and downloads the XLSX with the chosen category and brand", async () => {
    const { api } = renderPage(<PriceListFilePage />, { fetch: routes(xlsx) });
    expect(await screen.findByText(/Tus precios de la lista Kiosco/)).toBeTruthy();
    const category = screen.getByLabelText('Categoría') as HTMLSelectElement;
    await waitFor(() => expect(category.options.length).toBe(3));
    // The subcategory is indented under its parent.
    expect(category.options[2].textContent).toBe('\u00a0\u00a0Sustratos');
    fireEvent.change(category, { target: { value: '4' } });
    const brand = screen.getByLabelText('Marca') as HTMLSelectElement;
    await waitFor(() => expect(brand.options.length).toBe(2));
    fireEvent.change(brand, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Descargaste lista-de-precios-2026-11-28.xlsx.')).toBeTruthy();
    const [call] = api!.callsTo('GET', '/api/me/price-list.xlsx');
    expect(Object.fromEntries(call.search)).toEqual({ category: '4', brand: '9' });
    expect(new Headers(call.init?.headers).get('authorization')).toBe('Bearer token');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('asks for the PDF without filters when PDF is chosen', async () => {
    const { api } = renderPage(<PriceListFilePage />, { fetch: routes(xlsx) });
    fireEvent.click(await screen.findByRole('radio', { name: /PDF/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(api!.callsTo('GET', '/api/me/price-list.pdf')).toHaveLength(1));
    expect([...api!.callsTo('GET', '/api/me/price-list.pdf')[0].search]).toEqual([]);
  });

  it("shows the server's message when the file cannot be made", async () => {
    renderPage(<PriceListFilePage />, {
      fetch: routes(() => reply(400, { detail: 'Categoría no encontrada' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Categoría no encontrada');
    expect(click).not.toHaveBeenCalled();
  });
});
