// @vitest-environment happy-dom
import type { PriceList } from '@mayorista/shared/price-lists';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render, reply } from '@/test/render';
import PriceListsPage from './price-lists-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const list = (id: number, name: string, changes: Partial<PriceList> = {}): PriceList => ({
  id,
  name,
  adjustment_percent: 0,
  min_order_amount: null,
  is_default: false,
  customer_count: 0,
  override_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...changes,
});

let lists: PriceList[] = [];
let failList = false;
let api: FetchRouter | undefined;

function renderPage() {
  ({ api } = render(<PriceListsPage />, {
    fetch: {
      'GET /api/price-lists/': () => (failList ? reply(500, { detail: 'caído' }) : lists),
      'POST /api/price-lists/': ({ body }) => {
        const input = body as { name: string; adjustment_percent: number; min_order_amount: number | null };
        if (lists.some((item) => item.name.toLowerCase() === input.name.toLowerCase()))
          return reply(400, { name: ['Ya existe una lista de precios con ese nombre'] });
        const created = list(9, input.name, input);
        lists = [...lists, created];
        return reply(201, created);
      },
      'DELETE /api/price-lists/:id/': ({ params }) => {
        lists = lists.filter((item) => item.id !== Number(params.id));
        return undefined;
      },
    },
  }));
}

const openMenu = (name: string) =>
  fireEvent.pointerDown(screen.getByRole('button', { name: `Acciones de la lista ${name}` }), {
    button: 0,
    ctrlKey: false,
  });

beforeEach(() => {
  lists = [
    list(1, 'General', { is_default: true, customer_count: 12 }),
    list(2, 'Distribuidor', {
      adjustment_percent: -10,
      min_order_amount: 150000,
      customer_count: 3,
      override_count: 4,
    }),
    list(3, 'Kiosco', { adjustment_percent: 12.5 }),
  ];
  failList = false;
  vi.clearAllMocks();
});

describe('price lists page', () => {
  it('shows each list with its adjustment, minimum, counts and the default badge', async () => {
    renderPage();
    const distributor = (await screen.findByRole('link', { name: 'Distribuidor' })).closest(
      'tr, li',
    ) as HTMLElement;
    expect(distributor.textContent).toContain('−10 %');
    expect(distributor.textContent).toMatch(/150\.000/);
    expect(
      within(distributor)
        .getByRole('link', { name: 'Clientes de la lista Distribuidor: 3' })
        .getAttribute('href'),
    ).toBe('/configuracion/clientes?price_list=2');
    const kiosk = screen.getByRole('link', { name: 'Kiosco' }).closest('tr, li') as HTMLElement;
    expect(kiosk.textContent).toContain('+12,5 %');
    expect(kiosk.textContent).toContain('Sin mínimo');
    const general = screen.getByRole('link', { name: 'General' }).closest('tr, li') as HTMLElement;
    expect(within(general).getByText('Predeterminada')).toBeTruthy();
  });

  it('offers no delete for the default list', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'General' });
    openMenu('General');
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).toBeNull();
  });

  it('says where the customers go before deleting a list', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Distribuidor' });
    openMenu('Distribuidor');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar lista de precios' });
    expect(dialog.textContent).toContain('Sus 3 clientes pasan a la lista General.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Lista de precios eliminada'));
    expect(api?.callsTo('DELETE', '/api/price-lists/2/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Distribuidor' })).toBeNull());
  });

  it('creates a list and shows the server refusal on its field', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'General' });
    fireEvent.click(screen.getAllByRole('button', { name: /Nueva lista/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva lista de precios' });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'kiosco' } });
    fireEvent.change(within(dialog).getByLabelText('Ajuste (%)'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear lista' }));
    expect(await within(dialog).findByText('Ya existe una lista de precios con ese nombre')).toBeTruthy();
    expect(notify.error).toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Club' } });
    fireEvent.change(within(dialog).getByLabelText('Pedido mínimo ($)'), { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear lista' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Lista de precios creada'));
    expect(api?.callsTo('POST', '/api/price-lists/').at(-1)?.body).toEqual({
      name: 'Club',
      adjustment_percent: 12,
      min_order_amount: 50000,
    });
    expect(await screen.findByRole('link', { name: 'Club' })).toBeTruthy();
  });

  it('refuses an adjustment out of range before sending', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'General' });
    fireEvent.click(screen.getAllByRole('button', { name: /Nueva lista/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva lista de precios' });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Mala' } });
    fireEvent.change(within(dialog).getByLabelText('Ajuste (%)'), { target: { value: '-95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear lista' }));
    expect(await within(dialog).findByText('El ajuste debe estar entre -90 y 300 %')).toBeTruthy();
    expect(api?.callsTo('POST', '/api/price-lists/')).toHaveLength(0);
  });

  it('shows the error with a retry', async () => {
    failList = true;
    renderPage();
    expect(await screen.findByText('Error al cargar las listas de precios')).toBeTruthy();
    failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'General' })).toBeTruthy();
  });
});
