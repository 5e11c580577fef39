// @vitest-environment happy-dom
import type { PriceList, PriceOverride } from '@mayorista/shared/price-lists';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render } from '@/test/render';
import PriceListPage from './price-list-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const LIST: PriceList = {
  id: 2,
  name: 'Distribuidor',
  adjustment_percent: -10,
  min_order_amount: null,
  is_default: false,
  customer_count: 3,
  override_count: 2,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const override = (product: number, name: string, price: number, option: [number, string] | null = null) =>
  ({
    product,
    product_name: name,
    sku: `SKU-${product}`,
    option: option?.[0] ?? null,
    option_name: option?.[1] ?? null,
    base_price: 1000,
    price,
  }) satisfies PriceOverride;

const MATE = {
  id: 20,
  name: 'Mate imperial',
  sku: 'MATE-1',
  has_variants: true,
  variants: [{ id: 3, variant_name: 'Color', options: [{ id: 31, name: 'Negro' }] }],
};

let overrides: PriceOverride[] = [];
let api: FetchRouter | undefined;

function renderPage(at = '/configuracion/listas-de-precios/2') {
  ({ api } = render(<PriceListPage />, {
    at,
    path: '/configuracion/listas-de-precios/:id',
    fetch: {
      'GET /api/price-lists/2/': LIST,
      'GET /api/price-lists/2/prices/': ({ search }) => {
        const term = (search.get('search') ?? '').toLowerCase();
        const rows = overrides.filter((row) => row.product_name.toLowerCase().includes(term));
        return {
          count: rows.length,
          next: null,
          previous: null,
          current_page: 1,
          total_pages: 1,
          results: rows,
        };
      },
      'GET /api/products/20/': MATE,
      'GET /api/products/': { results: [MATE] },
      'PUT /api/price-lists/2/prices/': ({ body }) => {
        for (const row of (
          body as { prices: { product: number; option: number | null; price: number | null }[] }
        ).prices) {
          overrides = overrides.flatMap((item) =>
            item.product === row.product && item.option === (row.option ?? null)
              ? row.price === null
                ? []
                : [{ ...item, price: row.price }]
              : [item],
          );
        }
        return { saved: 1, removed: 0 };
      },
    },
  }));
}

beforeEach(() => {
  overrides = [override(10, 'Yerba 1 kg', 900), override(11, 'Remera', 5000, [7, 'Rojo'])];
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

const priceButton = (name: string) =>
  screen.findByRole('button', { name: `Editar el precio especial de ${name}` });

describe('price list page', () => {
  it('shows the terms, the customers link and the special prices', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Distribuidor' })).toBeTruthy();
    expect(screen.getByText('−10 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver clientes' }).getAttribute('href')).toBe(
      '/configuracion/clientes?price_list=2',
    );
    expect(await priceButton('Yerba 1 kg')).toBeTruthy();
    expect(screen.getByText('Opción Rojo · SKU SKU-11')).toBeTruthy();
  });

  it('saves an edited price with Enter and drops the edit with Escape', async () => {
    renderPage();
    fireEvent.click(await priceButton('Yerba 1 kg'));
    const input = screen.getByRole('textbox', { name: 'Precio especial de Yerba 1 kg' });
    fireEvent.change(input, { target: { value: '1.250,50' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Precio especial guardado'));
    expect(api?.callsTo('PUT', '/api/price-lists/2/prices/')[0].body).toEqual({
      prices: [{ product: 10, option: null, price: 1250.5 }],
    });

    fireEvent.click(await priceButton('Remera (Rojo)'));
    const other = screen.getByRole('textbox', { name: 'Precio especial de Remera (Rojo)' });
    fireEvent.change(other, { target: { value: '1' } });
    fireEvent.keyDown(other, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Precio especial de Remera (Rojo)' })).toBeNull();
    expect(api?.callsTo('PUT', '/api/price-lists/2/prices/')).toHaveLength(1);
  });

  it('points out a price that is not one instead of sending it', async () => {
    renderPage();
    fireEvent.click(await priceButton('Yerba 1 kg'));
    const input = screen.getByRole('textbox', { name: 'Precio especial de Yerba 1 kg' });
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Ingresa un precio mayor a 0, por ejemplo 1250 o 1250,50')).toBeTruthy();
    expect(api?.callsTo('PUT', '/api/price-lists/2/prices/')).toHaveLength(0);
  });

  it('asks before an emptied price removes the special price', async () => {
    renderPage();
    fireEvent.click(await priceButton('Remera (Rojo)'));
    const input = screen.getByRole('textbox', { name: 'Precio especial de Remera (Rojo)' });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Quitar precio especial' });
    expect(dialog.textContent).toContain('Remera (Rojo)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Precio especial quitado'));
    expect(api?.callsTo('PUT', '/api/price-lists/2/prices/')[0].body).toEqual({
      prices: [{ product: 11, option: 7, price: null }],
    });
    await waitFor(() => expect(screen.queryByText('Remera')).toBeNull());
  });

  it('keeps the search in the address', async () => {
    renderPage('/configuracion/listas-de-precios/2?search=yerba');
    expect(await priceButton('Yerba 1 kg')).toBeTruthy();
    expect(screen.queryByText('Remera')).toBeNull();
    expect(
      (screen.getByRole('searchbox', { name: 'Buscar precios especiales' }) as HTMLInputElement).value,
    ).toBe('yerba');
    expect(api?.callsTo('GET', '/api/price-lists/2/prices/')[0].search.get('search')).toBe('yerba');
  });

  it('adds a special price for one option of a product found by the search', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Distribuidor' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar precio especial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio especial' });
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'mate' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Mate imperial/ }, { timeout: 2000 }));
    const applies = await within(dialog).findByLabelText('Aplica a');
    fireEvent.change(applies, { target: { value: '31' } });
    fireEvent.change(within(dialog).getByLabelText('Precio especial ($)'), { target: { value: '4500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar precio especial' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Precio especial guardado'));
    expect(api?.callsTo('PUT', '/api/price-lists/2/prices/')[0].body).toEqual({
      prices: [{ product: 20, option: 31, price: 4500 }],
    });
  });

  it('lists the rows an import refused', async () => {
    class FakeRequest {
      static sent: FakeRequest[] = [];
      upload = {};
      status = 0;
      response: unknown = null;
      responseType = '';
      url = '';
      onload?: () => void;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        FakeRequest.sent.push(this);
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    renderPage();
    await screen.findByRole('heading', { name: 'Distribuidor' });
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar precios especiales' });
    const file = new File(['sku,opcion,precio\n'], 'precios.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0].url).toBe('/api/price-lists/2/prices/import/');
    act(() => {
      const request = FakeRequest.sent[0];
      request.status = 400;
      request.response = {
        detail: 'El archivo tiene 1 fila con errores: no se guardó ningún precio.',
        errors: [{ row: 3, message: "Fila 3, sku: no hay un producto ni una opción con el SKU 'X-1'" }],
      };
      request.onload?.();
    });
    const rows = await within(dialog).findByRole('list', { name: 'Filas con errores' });
    expect(rows.textContent).toBe("Fila 3, sku: no hay un producto ni una opción con el SKU 'X-1'");
    expect(within(dialog).getByRole('alert').textContent).toContain('no se guardó ningún precio');
    vi.unstubAllGlobals();
  });
});
