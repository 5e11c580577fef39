// @vitest-environment happy-dom
import type { Comparison, ExternalProduct, MissingItem, SyncRuns, SyncStatus } from '@mayorista/shared/sync';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import { readPreparedData } from '../../form/lib/prefill';
import { CACHE_CLEAR_WARNING, SYNC_REFRESH_FAILED } from '../api/external-sync';
import { OPEN_FAILED, PROCESS_FAILED } from '../lib/use-external-form';
import { SyncBanner } from './sync-banner';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const NOT_CONFIGURED = 'El sistema externo no está configurado (EXTERNAL_API_URL).';

const item = (overrides: Partial<MissingItem>): MissingItem => ({
  sku: 'PACK-PRV',
  name: 'Maceta (pack mayorista x6)',
  brand: 'GrowMax',
  image: null,
  type: 'product',
  price: 9000,
  stock: 24,
  parent_product_local: null,
  parent_sku: null,
  variant_name: null,
  ...overrides,
});

const pack = item({});
const option = item({
  sku: 'REM-PROV',
  name: 'Remera logo - Talle: Edición proveedor',
  type: 'variant',
  price: 2500,
  stock: 12,
  parent_product_local: { id: 7, name: 'Remera logo' },
  parent_sku: 'REM',
  variant_name: 'Talle',
});

function makeStatus(missing: MissingItem[]): SyncStatus {
  const products = missing.filter((entry) => entry.type === 'product').length;
  return {
    missing_count: missing.length,
    missing_skus: missing.map((entry) => entry.sku),
    missing_items: missing,
    products_to_send_external: [],
    variants_to_send_external: [],
    sync_type: 'intelligent',
    last_update: '2026-11-23T15:30:00.000Z',
    execution_time_seconds: 0.4,
    error: null,
    cached: false,
    stats: {
      total_remote_products: 40,
      total_local_products: 38,
      complete_products_missing: products,
      variants_missing: missing.length - products,
      total_missing: missing.length,
      sync_percentage: missing.length ? 95.24 : 100,
      total_missing_value: 246_000,
      total_missing_stock: 36,
    },
  };
}

const externalPack: ExternalProduct = {
  id: 99,
  name: 'Maceta (pack mayorista x6)',
  brand: 'GrowMax',
  price: 9000,
  final_price: 9000,
  stock: 24,
  sku: 'PACK-PRV',
  image: 'http://127.0.0.1:3001/media/pack.webp',
  variants: [{ variant_name: 'Color', options: [{ name: 'Negro', sku: 'PACK-PRV-N', stock: 5 }] }],
};

const comparison: Comparison = {
  summary: { total_current: 38, total_external: 40, missing_in_current: 1, missing_in_external: 3 },
  missing_products: [pack],
};

let status: Response | (() => Response);
let missingItems: MissingItem[];
let runs: SyncRuns | null;
let failClear: boolean;
let failRefresh: boolean;
let failCompare: boolean;
let lookup: Record<string, ExternalProduct>;
const calls: { method: string; url: URL }[] = [];

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  calls.push({ method, url });
  const path = url.pathname;
  if (path === '/api/intelligent-sync-status/') {
    if (url.searchParams.get('force_refresh') === 'true' && failRefresh)
      return Response.json({ detail: 'No se pudo conectar con el sistema externo.' }, { status: 502 });
    return typeof status === 'function' ? status() : status.clone();
  }
  if (path === '/api/clear-intelligent-sync-cache/')
    return failClear
      ? Response.json({ detail: 'x' }, { status: 500 })
      : Response.json({ detail: 'Caché de sincronización limpiada.' });
  if (path === '/api/missing-products-details/') {
    const type = url.searchParams.get('type');
    const search = url.searchParams.get('search')?.toLowerCase();
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    const found = missingItems.filter(
      (entry) => (!type || entry.type === type) && (!search || entry.name.toLowerCase().includes(search)),
    );
    return Response.json({
      count: found.length,
      next: null,
      previous: null,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(found.length / size)),
      results: found.slice((page - 1) * size, page * size),
    });
  }
  if (path === '/api/external/compare/')
    return failCompare
      ? Response.json({ detail: 'La solicitud al sistema externo tardó demasiado tiempo.' }, { status: 504 })
      : Response.json(comparison);
  const sku = /^\/api\/products\/search-by-sku\/([^/]+)\/$/.exec(path)?.[1];
  if (sku) {
    const found = lookup[decodeURIComponent(sku)];
    return found
      ? Response.json(found)
      : Response.json({ detail: 'Producto no encontrado en el sistema externo' }, { status: 404 });
  }
  if (path === '/api/external-sync/runs/' && runs) return Response.json(runs);
  if (path === '/api/external-sync/run/' && method === 'POST')
    return Response.json({ ...runs!.results[0], id: 2, trigger: 'manual', products_changed: 2 });
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBanner() {
  renderPage(
    <>
      <SyncBanner />
      <Location />
    </>,
    { at: '/configuracion/productos' },
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';
const prepared = () => {
  const url = new URL(location(), 'http://localhost');
  return readPreparedData({ search: url.searchParams, storage: window.sessionStorage });
};

beforeEach(() => {
  status = Response.json(makeStatus([pack, option]));
  missingItems = [pack, option];
  runs = null;
  failClear = false;
  failRefresh = false;
  failCompare = false;
  lookup = { 'PACK-PRV': externalPack };
  calls.length = 0;
  window.sessionStorage.clear();
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('sync banner', () => {
  it('says synchronisation is pending with the missing counts, the percentage, value and stock', async () => {
    renderBanner();
    expect(screen.getByText('Verificando sincronización con el proveedor...')).toBeTruthy();
    const banner = await screen.findByRole('region', { name: 'Sincronización pendiente' });
    expect(banner.textContent).toContain('Faltan 1 producto y 1 variante del proveedor.');
    expect(banner.textContent).toContain('Sincronizado:95,24%');
    expect(banner.textContent).toContain('Valor faltante:$ 246.000');
    expect(banner.textContent).toContain('Stock faltante:36 unidades');
    expect(banner.textContent).toMatch(/Última verificación: 23\/11\/2026/);
    expect(within(banner).getByRole('button', { name: /Ver faltantes/ })).toBeTruthy();
  });

  it('says everything is synced when nothing is missing (no missing list to open)', async () => {
    status = Response.json(makeStatus([]));
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Todo sincronizado' });
    expect(banner.textContent).toContain('Tu catálogo tiene los 40 productos del proveedor.');
    expect(within(banner).queryByRole('button', { name: /Ver faltantes/ })).toBeNull();
    expect(within(banner).getByRole('button', { name: /Comparar inventarios/ })).toBeTruthy();
  });

  it('is one quiet line, not an error, when the store has no supplier (409)', async () => {
    status = Response.json({ detail: NOT_CONFIGURED }, { status: 409 });
    renderBanner();
    expect(await screen.findByText('Sincronización con el proveedor: no configurada.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows 'Error al verificar sincronización: {message}' with a retry", async () => {
    status = Response.json({ detail: 'No se pudo conectar con el sistema externo.' }, { status: 502 });
    renderBanner();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Error al verificar sincronización: No se pudo conectar con el sistema externo.',
    );
    status = Response.json(makeStatus([pack]));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('region', { name: 'Sincronización pendiente' });
  });

  it('refreshes: clears the server cache, then asks with force_refresh=true', async () => {
    renderBanner();
    await screen.findByRole('region', { name: 'Sincronización pendiente' });
    status = Response.json(makeStatus([]));
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await screen.findByRole('region', { name: 'Todo sincronizado' });
    const after = calls
      .slice(1)
      .filter((call) => !call.url.pathname.startsWith('/api/external-sync/'))
      .map((call) => `${call.method} ${call.url.pathname}${call.url.search}`);
    expect(after.slice(0, 2)).toEqual([
      'POST /api/clear-intelligent-sync-cache/',
      'GET /api/intelligent-sync-status/?force_refresh=true',
    ]);
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('a cache that cannot be cleared is only a warning; a failed refresh keeps the last answer', async () => {
    failClear = true;
    renderBanner();
    await screen.findByRole('region', { name: 'Sincronización pendiente' });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(CACHE_CLEAR_WARNING));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', false),
    );
    expect(notify.error).not.toHaveBeenCalled();

    failRefresh = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(SYNC_REFRESH_FAILED));
    expect(screen.getByRole('region', { name: 'Sincronización pendiente' })).toBeTruthy();
  });
});

describe('missing-products modal', () => {
  it('lists the missing items 20 to a page, filters by type and searches', async () => {
    missingItems = [
      option,
      ...Array.from({ length: 24 }, (_, index) => item({ sku: `P-${index}`, name: `Producto ${index}` })),
    ];
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: /Ver faltantes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Productos faltantes' });
    const list = await within(dialog).findByRole('list', { name: 'Faltantes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByText('25 faltantes · página 1 de 2')).toBeTruthy();
    expect(within(list).getByText('Variante de Remera logo')).toBeTruthy();
    expect(within(list).getAllByText(/SKU P-0$/)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(within(dialog).getByText('25 faltantes · página 2 de 2')).toBeTruthy());

    fireEvent.click(within(dialog).getByRole('button', { name: /^Variantes/ }));
    await waitFor(() => expect(within(dialog).getByText('1 faltante')).toBeTruthy());
    const last = calls.filter((call) => call.url.pathname === '/api/missing-products-details/').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      type: 'variant',
      page: '1',
      page_size: '20',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: /^Todos/ }));
    fireEvent.change(within(dialog).getByLabelText('Buscar faltantes'), { target: { value: 'zzz' } });
    expect(
      await within(dialog).findByText(
        'No hay faltantes que coincidan con la búsqueda.',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();
  });

  it('a missing product opens AddProduct prefilled with the whole external product (variants too)', async () => {
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: /Ver faltantes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Productos faltantes' });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Crear producto: Maceta (pack mayorista x6)' }),
    );
    await waitFor(() =>
      expect(location()).toMatch(/^\/configuracion\/productos\/agregar\?from_external=true&data=/),
    );
    const { product } = prepared();
    expect(product).toMatchObject({ name: externalPack.name, sku: 'PACK-PRV', price: 9000, stock: 24 });
    expect(product?.variants).toEqual(externalPack.variants);
  });

  it("a missing variant opens its local parent's edit page with the option to add", async () => {
    lookup.REM = {
      ...externalPack,
      sku: 'REM',
      variants: [
        {
          variant_name: 'Talle',
          options: [
            { name: 'Edición proveedor', sku: 'REM-PROV', stock: 12, price: null, price_adjustment: 150 },
          ],
        },
      ],
    };
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: /Ver faltantes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Productos faltantes' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Agregar variante: Remera logo/ }));
    await waitFor(() =>
      expect(location()).toMatch(/^\/configuracion\/productos\/editar\/7\?add_variant=true&variant_data=/),
    );
    expect(prepared().variant).toEqual({
      variant_name: 'Talle',
      name: 'Edición proveedor',
      sku: 'REM-PROV',
      stock: 12,
      price: null,
      price_adjustment: 150,
    });
  });
});

describe('comparison modal', () => {
  it('shows the summary and creates a product from the missing list', async () => {
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: /Comparar inventarios/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar inventarios' });
    await within(dialog).findByText('Faltan en tu catálogo');
    expect(within(dialog).getByText('En el proveedor').nextSibling?.textContent).toBe('40');
    expect(within(dialog).getByText('Faltan en tu catálogo').nextSibling?.textContent).toBe('1');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Crear producto: Maceta (pack mayorista x6)' }),
    );
    await waitFor(() => expect(location()).toMatch(/from_external=true/));
    expect(calls.some((call) => call.url.pathname === '/api/products/search-by-sku/PACK-PRV/')).toBe(true);
    expect(prepared().product?.name).toBe(externalPack.name);
  });

  it("falls back to the empty AddProduct with 'Error al procesar el producto externo'", async () => {
    lookup = {};
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: /Comparar inventarios/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar inventarios' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Crear producto/ }));
    await waitFor(() => expect(location()).toBe('/configuracion/productos/agregar'));
    expect(notify.error).toHaveBeenCalledWith(PROCESS_FAILED);
    expect(notify.error).not.toHaveBeenCalledWith(OPEN_FAILED);
  });

  it("shows 'Error al comparar productos: {message}' with a retry", async () => {
    failCompare = true;
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: /Comparar inventarios/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar inventarios' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Error al comparar productos: La solicitud al sistema externo tardó demasiado tiempo.',
    );
    failCompare = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await within(dialog).findByText('Productos del proveedor que faltan');
  });
});

describe('scheduled sync line', () => {
  const run = {
    id: 1,
    started_at: '2026-11-23T15:00:00.000Z',
    finished_at: '2026-11-23T15:00:04.000Z',
    status: 'partial' as const,
    trigger: 'schedule' as const,
    products_checked: 120,
    products_changed: 3,
    changes: [],
    errors: ['SKU X-1: el proveedor no lo lista'],
  };

  it('shows nothing while the server has no runs route', async () => {
    renderBanner();
    await screen.findByRole('region', { name: 'Sincronización pendiente' });
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/api/external-sync/runs/')).toBe(true),
    );
    expect(screen.queryByText(/Sincronización automática/)).toBeNull();
  });

  it("shows the last run with its errors and runs one now with 'Sincronizar ahora'", async () => {
    runs = { every_minutes: 60, external_configured: true, results: [run] };
    renderBanner();
    await screen.findByText('Sincronización automática de stock');
    expect(screen.getByText(/cada 60 min/)).toBeTruthy();
    expect(screen.getByText('Con errores')).toBeTruthy();
    expect(screen.getByText('3 productos actualizados de 120 productos revisados')).toBeTruthy();
    expect(screen.getByText('1 error en la última')).toBeTruthy();
    expect(screen.getByText('SKU X-1: el proveedor no lo lista')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar ahora' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Sincronización terminada: 2 productos actualizados.'),
    );
    expect(
      calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/external-sync/run/'),
    ).toBe(true);
  });
});
