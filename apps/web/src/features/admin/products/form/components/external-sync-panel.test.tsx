// @vitest-environment happy-dom
import type { AdminProduct } from '@mayorista/shared/product-admin';
import type { ExternalProduct } from '@mayorista/shared/sync';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import ProductFormPage from '../../pages/product-form-page';
import { MERGE_FAILED } from './external-differences';
import { LINK_FAILED, SEARCH_FAILED, SELECT_REQUIRED, TERM_REQUIRED } from './external-search';
import { NO_SKU, NOT_FOUND, SKU_REQUIRED, WILL_BE_CREATED } from './external-sync-panel';

// The form loads, then the lookup waits for the SKU debounce: give slow shared machines time.
configure({ asyncUtilTimeout: 5000 });

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const tree = [
  {
    id: 1,
    name: 'MERCH',
    slug: 'merch',
    parent: null,
    order: 0,
    product_count: 0,
    children: [
      { id: 2, name: 'Remeras', slug: 'remeras', parent: 1, order: 0, product_count: 0, children: [] },
    ],
  },
];
const priceLists = [
  { id: 1, name: 'General', adjustment_percent: 0, min_order_amount: null, is_default: true },
  { id: 2, name: 'Kiosco', adjustment_percent: 12, min_order_amount: null, is_default: false },
];
const brands = [
  { id: 3, name: 'Barrio Verde', logo: null, logo_url: null, website_url: '', is_active: true, order: 0 },
];

const local: AdminProduct = {
  id: 42,
  name: 'Remera Algodón Logo Hoja',
  sku: 'MER-REM-001',
  description: '',
  volume: '',
  dimensions: '',
  features: [],
  image: null,
  image_small: null,
  image_2: null,
  brand: 3,
  brand_name: 'Barrio Verde',
  category: 2,
  category_name: 'Remeras',
  category_parent_name: 'MERCH',
  stock: 65,
  is_available: true,
  is_available_sparta: true,
  is_available_marVerde: true,
  is_own_product: true,
  has_variants: true,
  variants: [
    {
      id: 9,
      variant_name: 'Talle',
      options: [
        { id: 90, name: 'S', sku: 'MER-REM-001-TAL-S', stock: 25, is_available: true, price: null },
        { id: 91, name: 'M', sku: 'MER-REM-001-TAL-M', stock: 40, is_available: true, price: null },
      ],
    },
  ],
  currency: 'ARS',
  order: 0,
  created_at: '2026-11-23T12:00:00.000Z',
  price: 9500,
  discount: 0,
  cost_price: null,
  sync_with_external: false,
  sale_unit: 'unidad',
  units_per_pack: 1,
  min_quantity: 1,
  quantity_step: 1,
  iva_rate: 21,
  quantity_breaks: [],
};

const remote: ExternalProduct = {
  id: 501,
  name: 'Remera Algodón Logo Hoja',
  brand: 'Barrio Verde',
  price: 10640,
  final_price: 10640,
  stock: 79,
  sku: 'MER-REM-001',
  image: null,
  variants: [
    {
      variant_name: 'Talle',
      options: [
        { name: 'S', sku: 'MER-REM-001-TAL-S', stock: 25, price: 10640 },
        { name: 'M', sku: 'MER-REM-001-TAL-M', stock: 42, price: 10640 },
        { name: 'Edición proveedor', sku: 'MER-REM-001-PROV', stock: 12, price: 10640 },
      ],
    },
  ],
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let answers: Record<string, () => Response> = {};

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[`${method} ${url.split('?')[0]}`];
  if (answer) return answer();
  return Response.json({ detail: 'No encontrado' }, { status: 404 });
});

const bySku = (sku: string) => `GET /api/products/search-by-sku/${encodeURIComponent(sku)}/`;
const skuCalls = () => calls.filter((call) => call.url.startsWith('/api/products/search-by-sku/'));

function renderAt(path: string) {
  renderPage(
    <Routes>
      <Route path="/configuracion/productos/agregar" element={<ProductFormPage />} />
      <Route path="/configuracion/productos/editar/:productId" element={<ProductFormPage />} />
      <Route path="/configuracion/productos" element={<p>Lista de productos</p>} />
    </Routes>,
    { at: path },
  );
}

const panel = () => screen.getByRole('heading', { name: 'Sistema externo' }).parentElement as HTMLElement;
const row = (field: string) => panel().querySelector(`li[data-field="${field}"]`) as HTMLElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/categories/ordered_hierarchy/': () => Response.json(tree),
    'GET /api/brands/': () => Response.json(brands),
    'GET /api/price-lists/': () => Response.json(priceLists),
    'GET /api/products/42/': () => Response.json(local),
    'GET /api/products/42/quantity-breaks/': () => Response.json({ quantity_breaks: [] }),
    'PATCH /api/products/42/': () => Response.json(local),
    [bySku('MER-REM-001')]: () => Response.json(remote),
  };
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.clearAllMocks();
});

describe('external-sync panel: a product the supplier has', () => {
  it('shows synced and the differences, takes price and stock, merges the missing option and saves them', async () => {
    renderAt('/configuracion/productos/editar/42');
    expect(await screen.findByText('Sincronizado')).toBeTruthy();
    expect(row('name').dataset.differs).toBeUndefined();
    expect(row('brand').dataset.differs).toBeUndefined();
    expect(within(row('price')).getByText('$ 9.500')).toBeTruthy();
    expect(within(row('price')).getByText('$ 10.640')).toBeTruthy();
    expect(within(row('stock')).getByText('65')).toBeTruthy();
    expect(within(row('stock')).getByText('79')).toBeTruthy();
    const missing = within(panel()).getByRole('region', {
      name: /Variantes del sistema externo que faltan aquí \(1\)/,
    });
    expect(within(missing).getByText('Talle: Edición proveedor')).toBeTruthy();

    fireEvent.click(within(row('price')).getByRole('button', { name: 'Usar externo (precio)' }));
    expect(input('Precio').value).toBe('10640');
    expect(row('price').dataset.differs).toBeUndefined();

    // With variants, the stock is taken option by option (M: 40 -> 42).
    fireEvent.click(within(row('stock')).getByRole('button', { name: 'Usar externo (stock)' }));
    const stocks = () =>
      screen
        .getAllByRole('group', { name: /Opción \d/ })
        .map((group) => (within(group).getByLabelText('Stock') as HTMLInputElement).value);
    expect(stocks()).toEqual(['25', '42']);

    fireEvent.click(within(missing).getByRole('button', { name: 'Agregar la variante faltante' }));
    expect((screen.getAllByLabelText('Opción') as HTMLInputElement[]).map((el) => el.value)).toEqual([
      'S',
      'M',
      'Edición proveedor',
    ]);
    expect(stocks()).toEqual(['25', '42', '12']);
    expect(notify.success).toHaveBeenCalledWith(expect.stringMatching(/Se agregó 1 variante/));
    await waitFor(() => expect(within(panel()).queryByRole('region', { name: /faltan aquí/ })).toBeNull());
    expect(within(row('stock')).getAllByText('79')).toHaveLength(2);
    expect(within(panel()).getByText(/Sin diferencias/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!.body as {
      price: number;
      variants: {
        variant_name: string;
        options: { name: string; sku: string; stock: number; price: null }[];
      }[];
    };
    expect(patch.price).toBe(10640);
    expect(patch.variants[0].options.map((o) => [o.name, o.sku, o.stock, o.price])).toEqual([
      ['S', 'MER-REM-001-TAL-S', 25, null],
      ['M', 'MER-REM-001-TAL-M', 42, null],
      ['Edición proveedor', 'MER-REM-001-PROV', 12, null],
    ]);
  });

  it('takes the external brand only when the store has it; otherwise offers to create it', async () => {
    answers[bySku('MER-REM-001')] = () => Response.json({ ...remote, brand: 'Marca Nueva' });
    renderAt('/configuracion/productos/editar/42');
    await screen.findByText('Sincronizado');
    await within(row('brand')).findByText(/La marca «Marca Nueva» no existe en la tienda/);
    expect(
      (within(row('brand')).getByRole('button', { name: 'Usar externo (marca)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      within(row('brand'))
        .getByRole('link', { name: /Crear la marca/ })
        .getAttribute('href'),
    ).toBe('/configuracion/marcas');

    answers[bySku('MER-REM-001')] = () =>
      Response.json({ ...remote, brand: 'barrio verde', name: 'Remera Nueva' });
    fireEvent.change(input('Marca'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar por SKU' }));
    await within(row('name')).findByText('Remera Nueva');
    fireEvent.click(screen.getByRole('button', { name: 'Usar todos los valores externos' }));
    // The store's spelling of the brand; the name, price and stock too.
    expect(input('Marca').value).toBe('Barrio Verde');
    expect(input('Nombre').value).toBe('Remera Nueva');
    expect(input('Precio').value).toBe('10640');
  });

  it('says a USD product is not converted, and lists at most 4 missing variants', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      name: `Extra ${i}`,
      sku: `EXTRA-${i}`,
      stock: 1,
      price: 10640,
    }));
    answers['GET /api/products/42/'] = () => Response.json({ ...local, currency: 'USD', price: 20 });
    answers[bySku('MER-REM-001')] = () =>
      Response.json({ ...remote, variants: [{ variant_name: 'Color', options: many }] });
    renderAt('/configuracion/productos/editar/42');
    await screen.findByText('Sincronizado');
    // (happy-dom does not show a select's default value: the admin picks USD here.)
    fireEvent.change(screen.getByLabelText('Moneda'), { target: { value: 'USD' } });
    expect(within(row('price')).getByText(/no se convierte/)).toBeTruthy();
    expect(within(row('price')).getByText('U$S 20')).toBeTruthy();
    const missing = within(panel()).getByRole('region', { name: /faltan aquí \(6\)/ });
    expect(within(missing).getAllByRole('listitem')).toHaveLength(4);
    expect(within(missing).getByText('Y 2 variantes más...')).toBeTruthy();

    fireEvent.click(within(row('price')).getByRole('button', { name: 'Usar externo (precio)' }));
    expect((screen.getByLabelText('Moneda') as HTMLSelectElement).value).toBe('ARS');
    expect(input('Precio').value).toBe('10640');
  });

  it('reports a merge past the limits (20 groups)', async () => {
    const groups = Array.from({ length: 20 }, (_, i) => ({
      id: 100 + i,
      variant_name: `Grupo ${i}`,
      options: [{ id: 200 + i, name: 'Única', sku: `L-${i}`, stock: 1, is_available: true, price: null }],
    }));
    answers['GET /api/products/42/'] = () => Response.json({ ...local, variants: groups });
    renderAt('/configuracion/productos/editar/42');
    await screen.findByText('Sincronizado');
    fireEvent.click(screen.getByRole('button', { name: /Agregar las 3 variantes faltantes/ }));
    expect(await within(panel()).findByText(MERGE_FAILED)).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith(MERGE_FAILED);
  });
});

describe('external-sync panel: the other states', () => {
  it('warns in edit mode and informs in create mode when the supplier lacks the SKU', async () => {
    answers[bySku('MER-REM-001')] = () =>
      Response.json({ detail: 'Producto no encontrado en el sistema externo' }, { status: 404 });
    renderAt('/configuracion/productos/editar/42');
    await screen.findByRole('heading', { name: 'Sistema externo' });
    const status = await within(panel()).findByText(NOT_FOUND);
    expect(status.closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
    cleanup();
    calls = [];

    renderAt('/configuracion/productos/agregar');
    expect(within(panel()).getByText(NO_SKU)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar por SKU' }));
    expect(within(panel()).getByRole('alert').textContent).toBe(SKU_REQUIRED);
    expect(skuCalls()).toHaveLength(0);
    fireEvent.change(input('SKU'), { target: { value: 'NUEVO-1' } });
    expect(within(panel()).queryByText(SKU_REQUIRED)).toBeNull();
    expect(await within(panel()).findByText(WILL_BE_CREATED)).toBeTruthy();
    expect(within(panel()).getByText(NOT_FOUND).closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'info',
    );
  });

  it('looks the SKU up once the typing stops', async () => {
    renderAt('/configuracion/productos/agregar');
    for (const value of ['M', 'ME', 'MER', 'MER-REM-001'])
      fireEvent.change(input('SKU'), { target: { value } });
    expect(within(panel()).getByText('Verificando en el sistema externo...')).toBeTruthy();
    expect(await within(panel()).findByText('Sincronizado')).toBeTruthy();
    expect(skuCalls().map((call) => call.url)).toEqual(['/api/products/search-by-sku/MER-REM-001/']);
  });

  it('shows a store without a supplier as a quiet note, and the supplier failures with their message', async () => {
    answers[bySku('MER-REM-001')] = () =>
      Response.json(
        { detail: 'El sistema externo no está configurado (EXTERNAL_API_URL).' },
        { status: 409 },
      );
    renderAt('/configuracion/productos/editar/42');
    await screen.findByRole('heading', { name: 'Sistema externo' });
    const note = await within(panel()).findByText(/no está configurado/);
    expect(note.closest('[data-tone]')?.getAttribute('data-tone')).toBe('muted');
    expect(within(panel()).queryByRole('button', { name: 'Buscar' })).toBeNull();
    cleanup();

    answers[bySku('MER-REM-001')] = () =>
      Response.json({ detail: 'La solicitud al sistema externo tardó demasiado tiempo.' }, { status: 504 });
    renderAt('/configuracion/productos/editar/42');
    await screen.findByRole('heading', { name: 'Sistema externo' });
    const failure = await within(panel()).findByText(
      'La solicitud al sistema externo tardó demasiado tiempo.',
    );
    expect(failure.closest('[data-tone]')?.getAttribute('data-tone')).toBe('danger');
    // The button runs the lookup again.
    answers[bySku('MER-REM-001')] = () => Response.json(remote);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar por SKU' }));
    expect(await within(panel()).findByText('Sincronizado')).toBeTruthy();
  });
});

describe('external-sync panel: search and link', () => {
  const page = (results: ExternalProduct[]) => ({
    count: results.length,
    next: null,
    previous: null,
    current_page: 1,
    total_pages: 1,
    results,
  });

  it('needs a term and a choice, then links: the SKU and the sync flag go into the form', async () => {
    const other = { ...remote, id: 777, name: 'Remera Oversize Estampada', sku: 'MER-REM-002', price: 14450 };
    answers['GET /api/external/search/'] = () => Response.json(page([remote, other]));
    renderAt('/configuracion/productos/agregar');
    const term = screen.getByLabelText('Término de búsqueda en el sistema externo');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Buscar' }));
    expect(within(panel()).getByText(TERM_REQUIRED)).toBeTruthy();

    fireEvent.change(term, { target: { value: 'remera' } });
    fireEvent.keyDown(term, { key: 'Enter' });
    const results = await within(panel()).findByRole('group', { name: /2 resultados/ });
    expect(calls.some((call) => call.url === '/api/external/search/?search=remera&page=1')).toBe(true);
    // Enter searched: the product form was not sent.
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(panel()).getByRole('button', { name: /Vincular/ }));
    expect(within(panel()).getByText(SELECT_REQUIRED)).toBeTruthy();

    fireEvent.click(within(results).getByRole('radio', { name: /Remera Oversize Estampada/ }));
    fireEvent.click(within(panel()).getByRole('button', { name: /Vincular/ }));
    expect(input('SKU').value).toBe('MER-REM-002');
    expect(input('Sincronizar con el sistema externo').checked).toBe(true);
    // The chosen product is shown at once, without asking the server again.
    expect(await within(panel()).findByText('Sincronizado')).toBeTruthy();
    expect(within(row('name')).getAllByText('Remera Oversize Estampada')).toHaveLength(1);
    expect(skuCalls()).toHaveLength(0);
  });

  it('cannot link a product without SKU, and says when the search fails', async () => {
    answers['GET /api/external/search/'] = () => Response.json(page([{ ...remote, sku: null }]));
    renderAt('/configuracion/productos/agregar');
    const term = screen.getByLabelText('Término de búsqueda en el sistema externo');
    fireEvent.change(term, { target: { value: 'remera' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await within(panel()).findByRole('radio', { name: /Remera Algodón/ }));
    fireEvent.click(within(panel()).getByRole('button', { name: /Vincular/ }));
    expect(within(panel()).getByText(LINK_FAILED)).toBeTruthy();
    expect(input('SKU').value).toBe('');

    answers['GET /api/external/search/'] = () =>
      Response.json({ detail: 'No se pudo conectar con el sistema externo.' }, { status: 502 });
    fireEvent.change(term, { target: { value: 'maceta' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Buscar' }));
    expect(await within(panel()).findByText(SEARCH_FAILED)).toBeTruthy();
    expect(within(panel()).getByText('No se pudo conectar con el sistema externo.')).toBeTruthy();
  });
});
