// @vitest-environment happy-dom
import type { CustomerListItem } from '@mayorista/shared/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render, reply } from '@/test/render';
import CustomersPage from './customers-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const LISTS = [
  { id: 1, name: 'General', adjustment_percent: 0, min_order_amount: null, is_default: true },
  { id: 2, name: 'Kiosco', adjustment_percent: 12, min_order_amount: null, is_default: false },
];
const listName = (id: number | null) => LISTS.find((list) => list.id === (id ?? 1))?.name ?? '';

const customer = (id: number, username: string, price_list: number | null = null): CustomerListItem => ({
  id,
  username,
  email: `${username}@example.com`,
  dni: '',
  business_name: '',
  phone_number: '',
  is_active: true,
  is_blocked: false,
  total_orders: 0,
  total_spent: 0,
  last_purchase: null,
  date_joined: '2026-01-01T00:00:00Z',
  name: username,
  price_list,
  price_list_name: listName(price_list),
});

let customers: CustomerListItem[] = [];
let failAssign = false;
let api: FetchRouter | undefined;

function renderPage(at = '/configuracion/clientes') {
  ({ api } = render(<CustomersPage />, {
    at,
    fetch: {
      'GET /api/price-lists/': LISTS,
      'GET /api/auth/customers/': ({ search }) => {
        const list = Number(search.get('price_list')) || null;
        const rows = customers.filter((row) => !list || (row.price_list ?? 1) === list);
        return {
          count: rows.length,
          next: null,
          previous: null,
          current_page: 1,
          total_pages: 1,
          results: rows,
        };
      },
      'POST /api/auth/customers/price-list/': ({ body }) => {
        if (failAssign) return reply(404, { detail: 'Lista de precios no encontrada' });
        const { ids, price_list } = body as { ids: number[]; price_list: number };
        customers = customers.map((row) =>
          ids.includes(row.id) ? { ...row, price_list, price_list_name: listName(price_list) } : row,
        );
        return { message: 'Listo', updated: ids.length };
      },
    },
  }));
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr, li') as HTMLElement;

beforeEach(() => {
  customers = [customer(1, 'ana'), customer(2, 'beto', 2), customer(3, 'carla')];
  failAssign = false;
  vi.clearAllMocks();
});

describe('customers page: price lists', () => {
  it("shows each customer's list", async () => {
    renderPage();
    await screen.findByRole('link', { name: 'beto' });
    expect(rowOf('beto').textContent).toContain('Kiosco');
    expect(rowOf('ana').textContent).toContain('General');
  });

  it('filters by the list in the address', async () => {
    renderPage('/configuracion/clientes?price_list=2');
    await screen.findByRole('link', { name: 'beto' });
    expect(screen.queryByRole('link', { name: 'ana' })).toBeNull();
    const filter = screen.getByLabelText('Filtrar por lista de precios') as HTMLSelectElement;
    await waitFor(() => expect(filter.value).toBe('2'));
    expect(api?.callsTo('GET', '/api/auth/customers/').at(-1)?.search.get('price_list')).toBe('2');

    fireEvent.change(filter, { target: { value: '' } });
    expect(await screen.findByRole('link', { name: 'ana' })).toBeTruthy();
    expect(api?.callsTo('GET', '/api/auth/customers/').at(-1)?.search.get('price_list')).toBeNull();
  });

  it('assigns a list to the selected customers after a confirmation', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'ana' });
    expect(screen.queryByRole('region', { name: 'Clientes seleccionados' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar ana' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar carla' }));
    const bar = screen.getByRole('region', { name: 'Clientes seleccionados' });
    expect(bar.textContent).toContain('2 clientes seleccionados');
    const assign = within(bar).getByRole('button', { name: 'Asignar lista' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    const select = within(bar).getByLabelText('Lista de precios');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Kiosco' })).toBeTruthy());
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(assign);

    const dialog = await screen.findByRole('dialog', { name: 'Asignar lista de precios' });
    expect(dialog.textContent).toContain('¿Pasar 2 clientes a la lista Kiosco?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar lista' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('2 clientes pasaron a la lista Kiosco'));
    expect(api?.callsTo('POST', '/api/auth/customers/price-list/')[0].body).toEqual({
      ids: [1, 3],
      price_list: 2,
    });
    await waitFor(() => expect(rowOf('ana').textContent).toContain('Kiosco'));
    expect(screen.queryByRole('region', { name: 'Clientes seleccionados' })).toBeNull();
  });

  it('keeps the selection and says why when the assignment fails', async () => {
    failAssign = true;
    renderPage();
    await screen.findByRole('link', { name: 'ana' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar ana' }));
    const bar = screen.getByRole('region', { name: 'Clientes seleccionados' });
    const select = within(bar).getByLabelText('Lista de precios');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Kiosco' })).toBeTruthy());
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Asignar lista' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Asignar lista de precios' })).getByRole('button', {
        name: 'Asignar lista',
      }),
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Lista de precios no encontrada'));
    expect(screen.getByRole('region', { name: 'Clientes seleccionados' }).textContent).toContain(
      '1 cliente seleccionado',
    );
  });
});
