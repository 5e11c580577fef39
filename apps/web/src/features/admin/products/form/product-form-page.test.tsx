// @vitest-environment happy-dom
import type { AdminProduct } from '@mayorista/shared/product-admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import ProductFormPage from '../pages/product-form-page';
import { IMAGE_DROPPED, PENDING_PRODUCT_KEY, PREPARE_FAILED } from './lib/prefill';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const tree = [
  {
    id: 1,
    name: 'CULTIVO',
    slug: 'cultivo',
    parent: null,
    order: 0,
    product_count: 0,
    children: [
      { id: 2, name: 'Sustratos', slug: 'sustratos', parent: 1, order: 0, product_count: 0, children: [] },
    ],
  },
];
const priceLists = [
  { id: 1, name: 'General', adjustment_percent: 0, min_order_amount: null, is_default: true },
  { id: 2, name: 'Kiosco', adjustment_percent: 12, min_order_amount: null, is_default: false },
];
const brands = [
  { id: 3, name: 'Lumen', logo: null, logo_url: null, website_url: '', is_active: true, order: 0 },
];

const saved: AdminProduct = {
  id: 42,
  name: 'Maceta',
  sku: 'MACLUM-1',
  description: '',
  volume: '',
  dimensions: '',
  features: [],
  image: null,
  image_small: null,
  image_2: null,
  brand: 3,
  brand_name: 'Lumen',
  category: 2,
  category_name: 'Sustratos',
  category_parent_name: 'CULTIVO',
  stock: 5,
  is_available: true,
  is_available_sparta: true,
  is_available_marVerde: true,
  is_own_product: true,
  has_variants: false,
  variants: [],
  currency: 'ARS',
  order: 0,
  created_at: '2026-11-23T12:00:00.000Z',
  price: 1500,
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

const posts = () => calls.filter((call) => call.method === 'POST' && call.url.startsWith('/api/products/'));

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

const type = (label: string | RegExp, value: string, container: HTMLElement = document.body) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });

async function fillRequired() {
  type('Nombre', 'Maceta');
  // The options arrive with the category tree.
  await screen.findByRole('option', { name: 'CULTIVO > Sustratos' });
  fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: '2' } });
  type('Precio', '1500');
}

const save = (name = 'Crear producto') => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/categories/ordered_hierarchy/': () => Response.json(tree),
    'GET /api/brands/': () => Response.json(brands),
    'GET /api/price-lists/': () => Response.json(priceLists),
    'POST /api/products/': () => Response.json(saved, { status: 201 }),
    'GET /api/products/42/': () => Response.json(saved),
    'GET /api/products/42/quantity-breaks/': () => Response.json({ quantity_breaks: [] }),
    'PATCH /api/products/42/': () => Response.json(saved),
    'DELETE /api/products/42/': () => new Response(null, { status: 204 }),
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

describe('product form: validation', () => {
  it('shows the §5 messages and sends nothing while required fields are empty', async () => {
    renderAt('/configuracion/productos/agregar');
    save();
    expect(await screen.findByText('El nombre del producto es requerido')).toBeTruthy();
    expect(screen.getByText('Por favor selecciona una categoría')).toBeTruthy();
    expect(screen.getByText('El precio es requerido')).toBeTruthy();
    type('Descuento (%)', '150');
    type('Stock', '-2');
    save();
    expect(await screen.findByText('El descuento debe estar entre 0 y 100')).toBeTruthy();
    expect(screen.getByText('El stock no puede ser negativo')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('creates the product with the brand id and goes to its edit route', async () => {
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    type('Marca', 'lumen');
    type('Precio de costo', '900.5');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar característica' }));
    type('Característica 1', 'Resistente al sol');
    save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toMatchObject({
      name: 'Maceta',
      brand: 3,
      category: 2,
      price: 1500,
      cost_price: 900.5,
      iva_rate: 21,
      stock: 0,
      sku: null,
      features: ['Resistente al sol'],
      variants: [],
    });
    expect(await screen.findByRole('heading', { name: 'Editar producto' })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Producto creado correctamente');
  });

  it('refuses a brand the store does not have', async () => {
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    type('Marca', 'Desconocida');
    save();
    expect(await screen.findByText('Marca no encontrada')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});

describe('product form: variant editor', () => {
  it('adds and removes groups and options; a group without options is not sent', async () => {
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    fireEvent.click(screen.getByLabelText('Este producto tiene variantes'));
    const stock = screen.getAllByLabelText('Stock')[0] as HTMLInputElement;
    expect(stock.disabled).toBe(true);

    type('Nombre de la variante', 'Color');
    type('Opción', 'Rojo');
    type('Stock', '4', screen.getByRole('group', { name: 'Opción 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar opción a variante Color' }));
    const second = screen.getByRole('group', { name: 'Opción 2' });
    type('Opción', 'Azul', second);
    type('Stock', 'x', second);
    type('Ajuste (+/−)', '150', second);
    expect(stock.value).toBe('4');

    // A second group emptied of its options, and a third removed altogether.
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    const names = screen.getAllByLabelText('Nombre de la variante');
    fireEvent.change(names[1], { target: { value: 'Talle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar opción 1 de variante Talle' }));
    expect(screen.getByText(/Sin opciones: esta variante no se guarda/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar variante 3' }));
    expect(screen.getAllByLabelText('Nombre de la variante')).toHaveLength(2);

    save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0].body as { variants: unknown[]; stock?: number };
    expect(body.variants).toEqual([
      {
        variant_name: 'Color',
        options: [
          { name: 'Rojo', sku: null, stock: 4, price: null, price_adjustment: 0, cost_price: null },
          { name: 'Azul', sku: null, stock: 0, price: null, price_adjustment: 150, cost_price: null },
        ],
      },
    ]);
    expect(body.stock).toBeUndefined();
  });

  it('needs a name for each option and for a group with options', async () => {
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    fireEvent.click(screen.getByLabelText('Este producto tiene variantes'));
    save();
    expect(await screen.findByText('El nombre de la variante es requerido')).toBeTruthy();
    expect(screen.getByText('El nombre de la opción es requerido')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});

describe('product form: prepared data', () => {
  it('prefills from pendingProductData, drops a foreign image and clears the session value', async () => {
    window.sessionStorage.setItem(
      PENDING_PRODUCT_KEY,
      JSON.stringify({
        name: 'Sustrato externo',
        brand: 'Lumen',
        price: 2300.5,
        stock: 7,
        sku: 'EXT-77',
        image: 'https://proveedor.example/foto.jpg',
      }),
    );
    renderAt('/configuracion/productos/agregar');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Sustrato externo');
    expect((screen.getByLabelText('Marca') as HTMLInputElement).value).toBe('Lumen');
    expect((screen.getByLabelText('Precio') as HTMLInputElement).value).toBe('2300.5');
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toBe('EXT-77');
    expect(screen.getByText(IMAGE_DROPPED)).toBeTruthy();
    await waitFor(() => expect(window.sessionStorage.getItem(PENDING_PRODUCT_KEY)).toBeNull());

    await screen.findByRole('option', { name: 'CULTIVO > Sustratos' });
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: '2' } });
    save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toMatchObject({ name: 'Sustrato externo', sku: 'EXT-77', image: null, stock: 7 });
  });

  it('appends the variant of add_variant=true to the product being edited', async () => {
    const variantData = encodeURIComponent(
      JSON.stringify({ variant_name: 'Color', name: 'Verde', stock: 3 }),
    );
    answers['GET /api/products/42/'] = () =>
      Response.json({
        ...saved,
        has_variants: true,
        variants: [
          {
            id: 9,
            variant_name: 'Color',
            options: [{ id: 90, name: 'Rojo', sku: 'R-1', stock: 2, is_available: true, price: null }],
          },
        ],
      });
    renderAt(`/configuracion/productos/editar/42?add_variant=true&variant_data=${variantData}`);
    expect(await screen.findByText(/Se agregó la variante Verde/)).toBeTruthy();
    const options = screen.getAllByLabelText('Opción') as HTMLInputElement[];
    expect(options.map((input) => input.value)).toEqual(['Rojo', 'Verde']);
  });

  it('says when the prepared data cannot be read', async () => {
    window.sessionStorage.setItem(PENDING_PRODUCT_KEY, '{roto');
    renderAt('/configuracion/productos/agregar');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(PREPARE_FAILED));
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
    expect(window.sessionStorage.getItem(PENDING_PRODUCT_KEY)).toBeNull();
  });
});

describe('product form: server answers', () => {
  it('puts the server field errors on their fields and keeps what was typed', async () => {
    answers['POST /api/products/'] = () =>
      Response.json(
        {
          sku: ['Ya existe un producto o variante con el SKU ABC-1'],
          variants: ['La variante Color está repetida'],
        },
        { status: 400 },
      );
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    type('SKU', 'ABC-1');
    save();
    expect(await screen.findByText('Ya existe un producto o variante con el SKU ABC-1')).toBeTruthy();
    expect(screen.getByLabelText('SKU').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La variante Color está repetida')).toBeTruthy();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Maceta');
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toBe('ABC-1');
    expect(notify.error).toHaveBeenCalledWith('Error al guardar el producto');
  });

  it("says 'Error al crear el producto' or 'Error al actualizar el producto' when the server gives no reason", async () => {
    answers['POST /api/products/'] = () => new Response(null, { status: 500 });
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Error al crear el producto');
    expect(notify.error).toHaveBeenCalledWith('Error al guardar el producto');
    cleanup();

    answers['PATCH /api/products/42/'] = () => new Response('<html>Bad gateway</html>', { status: 502 });
    renderAt('/configuracion/productos/editar/42');
    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Maceta grande' } });
    save('Guardar cambios');
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar el producto');
  });

  it('goes back to the list when the product cannot be loaded', async () => {
    renderAt('/configuracion/productos/editar/77');
    expect(await screen.findByText('Lista de productos')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Error al cargar el producto');
  });

  it('edits with a PATCH and deletes after a confirmation that warns it cannot be undone', async () => {
    renderAt('/configuracion/productos/editar/42');
    const name = (await screen.findByLabelText('Nombre')) as HTMLInputElement;
    expect(name.value).toBe('Maceta');
    expect(screen.getByRole('link', { name: /Ver en la tienda/ }).getAttribute('href')).toBe('/producto/42');
    fireEvent.change(name, { target: { value: 'Maceta grande' } });
    const iva = screen.getByLabelText('IVA') as HTMLSelectElement;
    expect(iva.value).toBe('21');
    expect([...iva.options].map((option) => option.text)).toEqual(['21 %', '10,5 %', '27 %', '0 %']);
    fireEvent.change(iva, { target: { value: '10.5' } });
    save('Guardar cambios');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch.name).toBe('Maceta grande');
    expect(patch.iva_rate).toBe(10.5);
    // The SKU was not touched, so it is not sent.
    expect('sku' in patch).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Lista de productos')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/products/42/')).toBe(true);
  });
});

describe('product form: sale unit and quantity breaks', () => {
  const withTiers: AdminProduct = {
    ...saved,
    has_variants: true,
    variants: [
      {
        id: 5,
        variant_name: 'Color',
        options: [
          {
            id: 51,
            name: 'Rojo',
            sku: null,
            stock: 3,
            is_available: true,
            price: null,
            price_adjustment: 0,
            cost_price: null,
          },
        ],
      },
    ],
    sale_unit: 'caja',
    units_per_pack: 12,
    min_quantity: 2,
    quantity_step: 2,
    quantity_breaks: [{ option: null, price_list: 2, min_quantity: 10, discount_percent: 5 }],
  };
  const patchBody = () => calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
  const tierRow = (index: number) =>
    within(screen.getByRole('group', { name: 'Descuentos por cantidad' })).getAllByRole('listitem')[index];

  it('loads the unit and the tiers, edits them and sends them with the product', async () => {
    // The tiers come from their own route: the product answer has only a buyer's (none for staff).
    answers['GET /api/products/42/'] = () => Response.json({ ...withTiers, quantity_breaks: [] });
    answers['GET /api/products/42/quantity-breaks/'] = () =>
      Response.json({ quantity_breaks: withTiers.quantity_breaks });
    renderAt('/configuracion/productos/editar/42');
    // The unit as the buyer will read it (happy-dom does not show a select's value set by the form).
    await screen.findByLabelText('Unidad de venta');
    expect(await screen.findByText('El cliente ve: Caja x 12')).toBeTruthy();
    expect((screen.getByLabelText('Múltiplo de venta') as HTMLInputElement).value).toBe('2');
    await waitFor(() => expect(within(tierRow(0)).getByLabelText('Lista de precios')).toBeTruthy(), {
      timeout: 4000,
    });
    expect((within(tierRow(0)).getByLabelText('Lista de precios') as HTMLSelectElement).value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Agregar descuento' }));
    type('Desde (unidades)', '24', tierRow(1));
    type('Descuento (%)', '7,5', tierRow(1));
    fireEvent.change(within(tierRow(1)).getByLabelText('Opción'), { target: { value: '51' } });
    type('Unidad de venta', 'display');
    type('Unidades por envase', '6');
    save('Guardar cambios');

    await waitFor(() => expect(patchBody()).toBeDefined());
    expect(patchBody()).toMatchObject({
      sale_unit: 'display',
      units_per_pack: 6,
      min_quantity: 2,
      quantity_step: 2,
      quantity_breaks: [
        { option: null, price_list: 2, min_quantity: 10, discount_percent: 5 },
        { option: 51, price_list: null, min_quantity: 24, discount_percent: 7.5 },
      ],
    });
  });

  it('removes a tier row', async () => {
    // The tiers come from their own route: the product answer has only a buyer's (none for staff).
    answers['GET /api/products/42/'] = () => Response.json({ ...withTiers, quantity_breaks: [] });
    answers['GET /api/products/42/quantity-breaks/'] = () =>
      Response.json({ quantity_breaks: withTiers.quantity_breaks });
    renderAt('/configuracion/productos/editar/42');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quitar descuento por cantidad 1' }, { timeout: 4000 }),
    );
    expect(screen.getByText('Sin descuentos por cantidad.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Maceta grande' } });
    save('Guardar cambios');
    await waitFor(() => expect(patchBody()).toBeDefined());
    expect(patchBody().quantity_breaks).toEqual([]);
  });

  it('refuses a minimum that is not a multiple of the step and a tier under 2 units, sending nothing', async () => {
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    type('Cantidad mínima', '3');
    type('Múltiplo de venta', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar descuento' }));
    await waitFor(() => expect(tierRow(0)).toBeTruthy());
    type('Desde (unidades)', '1', tierRow(0));
    type('Descuento (%)', '100', tierRow(0));
    save();
    expect(await screen.findByText('La cantidad mínima debe ser múltiplo del paso de cantidad')).toBeTruthy();
    expect(screen.getByText('La cantidad mínima de un escalón debe ser un entero de 2 o más')).toBeTruthy();
    expect(screen.getByText('El descuento de un escalón debe ser mayor a 0 y menor a 100')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's refusal of the quantity rule and of the tiers", async () => {
    answers['POST /api/products/'] = () =>
      Response.json(
        {
          quantity_step: ['El paso de cantidad debe ser un entero de 1 o más'],
          quantity_breaks: ['Hay dos escalones desde 10 unidades para la misma opción y lista'],
        },
        { status: 400 },
      );
    renderAt('/configuracion/productos/agregar');
    await fillRequired();
    save();
    expect(await screen.findByText('El paso de cantidad debe ser un entero de 1 o más')).toBeTruthy();
    expect(screen.getByLabelText('Múltiplo de venta').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Hay dos escalones desde 10 unidades para la misma opción y lista')).toBeTruthy();
  });
});
