// @vitest-environment happy-dom
import type { ActivityEntry, ActivityPage as ActivityPageData } from '@mayorista/shared/activity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import { periodDays } from '../lib/activity';
import ActivityPage from './activity-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const entry = (values: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  user_id: 1,
  username: 'admin',
  action: 'update',
  entity: 'product',
  entity_id: '12',
  summary: 'Producto modificado',
  created_at: '2026-03-10T15:00:00.000Z',
  details: null,
  undoable: false,
  undone_at: null,
  ...values,
});

const bulk = entry({
  id: 9,
  action: 'price_change',
  entity: 'product_bulk_price',
  entity_id: null,
  summary: 'Precios +10% (marca Lumen): 1 producto',
  undoable: true,
  details: {
    products: [
      {
        id: 12,
        name: 'Panel 300W',
        currency: 'ARS',
        old_price: 1000,
        new_price: 1100,
        old_price_in_ars: null,
        new_price_in_ars: null,
        options: [],
      },
    ],
  },
});

const page = (results: ActivityEntry[]): ActivityPageData => ({
  count: results.length,
  next: null,
  previous: null,
  current_page: 1,
  total_pages: 1,
  results,
});

let listUrls: string[] = [];
let failList = false;
let undone = false;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = String(url);
  if (path.startsWith('/api/activity/facets/'))
    return Response.json({
      users: [{ id: 1, username: 'admin' }],
      entities: ['product', 'product_bulk_price'],
      actions: ['price_change', 'update'],
    });
  if (path.startsWith('/api/activity/')) {
    listUrls.push(path);
    if (failList) return Response.json({ detail: 'Error interno del servidor.' }, { status: 500 });
    return Response.json(
      page([
        undone ? { ...bulk, undoable: false, undone_at: '2026-03-11T10:00:00.000Z' } : bulk,
        entry({}),
        entry({ id: 2, action: 'delete', entity_id: '13', summary: 'Producto eliminado' }),
      ]),
    );
  }
  if (path === '/api/products/bulk-price/undo/9/' && init?.method === 'POST') {
    undone = true;
    return Response.json({
      restored: 1,
      skipped: [],
      activity_id: 10,
      summary: 'Cambio de precios deshecho',
    });
  }
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (url: string) =>
  renderPage(
    <Routes>
      <Route
        path="/configuracion/actividad"
        element={
          <>
            <ActivityPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { at: url },
  );

beforeEach(() => {
  listUrls = [];
  failList = false;
  undone = false;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('activity page', () => {
  it('lists entries with Spanish labels and links to the screens that exist', async () => {
    renderAt('/configuracion/actividad');
    expect(await screen.findByText('Producto modificado')).toBeTruthy();
    expect(screen.getAllByText('Modificación').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Cambio de precio').length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: 'Producto #12' });
    expect(link.getAttribute('href')).toBe('/configuracion/productos/editar/12');
    // A deleted product has no screen to open.
    expect(screen.queryByRole('link', { name: 'Producto #13' })).toBeNull();
    expect(screen.getByText('Producto #13')).toBeTruthy();
  });

  it('sends the filters of the URL and changes them from the selects', async () => {
    renderAt('/configuracion/actividad?entity=product&date_from=2026-03-01&date_to=2026-03-10&page=2');
    await screen.findByText('Producto modificado');
    expect(listUrls[0]).toContain('entity=product');
    expect(listUrls[0]).toContain('date_from=2026-03-01');
    expect(listUrls[0]).toContain('date_to=2026-03-10');
    expect(listUrls[0]).toContain('page=2');
    fireEvent.change(await screen.findByLabelText('Acción'), { target: { value: 'price_change' } });
    await waitFor(() => expect(listUrls.at(-1)).toContain('action=price_change'));
    expect(listUrls.at(-1)).not.toContain('page=2');
    expect(screen.getByTestId('location').textContent).toContain('action=price_change');
    fireEvent.click(screen.getAllByRole('button', { name: /Quitar filtros/ })[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/configuracion/actividad'));
  });

  it('shows the old and new prices of a bulk update and undoes it after confirming', async () => {
    renderAt('/configuracion/actividad?open=9');
    // Opened from the bulk price screen's link: the prices are already showing.
    expect(await screen.findByText('$ 1.000,00 → $ 1.100,00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Deshacer: Precios \+10%/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Se restaurarán los precios anteriores de 1 producto/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Cambio deshecho: 1 producto restaurado'),
    );
    expect(await screen.findByText(/Deshecho el/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Deshacer: Precios/ })).toBeNull();
  });

  it('shows a Spanish error with a retry', async () => {
    failList = true;
    renderAt('/configuracion/actividad');
    expect(await screen.findByText('Error interno del servidor.')).toBeTruthy();
    failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Producto modificado')).toBeTruthy();
  });

  it('turns the picker periods into days (both included)', () => {
    const today = new Date(2026, 2, 12);
    expect(periodDays({ period: 'day' }, today)).toEqual({ from: '2026-03-12', to: '2026-03-12' });
    expect(periodDays({ period: 'week' }, today)).toEqual({ from: '2026-03-06', to: '2026-03-12' });
    expect(periodDays({ period: 'month' }, today)).toEqual({ from: '2026-03-01', to: '2026-03-12' });
    expect(periodDays({ period: 'year' }, today)).toEqual({ from: '2026-01-01', to: '2026-03-12' });
  });
});
