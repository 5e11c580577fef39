// @vitest-environment happy-dom
import {
  BULK_PRICE_COUNT_CHANGED,
  BULK_PRICE_NO_CRITERIA,
  type BulkPricePreview,
} from '@mayorista/shared/bulk-price';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import BulkPricePage from './bulk-price-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const preview: BulkPricePreview = {
  target: 'product',
  price_list: null,
  overrides: [],
  count: 2,
  summary: 'Precios +10% (marca Lumen): 2 productos',
  clamped: 0,
  dollar_rate: 1000,
  products: [
    {
      id: 11,
      name: 'Lámpara LED',
      brand: 'Lumen',
      sku: 'LUM-1',
      currency: 'USD',
      old_price: 100,
      new_price: 110,
      old_price_in_ars: 150000,
      new_price_in_ars: 165000,
      has_variants: false,
      options: [],
    },
    {
      id: 12,
      name: 'Panel 300W',
      brand: 'Lumen',
      sku: 'LUM-2',
      currency: 'ARS',
      old_price: 1549.5,
      new_price: 1704.45,
      old_price_in_ars: null,
      new_price_in_ars: null,
      has_variants: true,
      options: [{ id: 5, name: 'Grande', kind: 'price', old_price: 2000, new_price: 2200 }],
    },
  ],
};

const listPreview: BulkPricePreview = {
  target: 'list',
  price_list: { id: 2, name: 'Kiosco' },
  count: 2,
  summary: 'Precios especiales de Kiosco +10% (marca Lumen): 2 precios',
  clamped: 0,
  dollar_rate: 1000,
  products: [],
  overrides: [
    {
      product: 11,
      product_name: 'Lámpara LED',
      sku: 'LUM-1',
      option: null,
      option_name: null,
      old_price: 1000,
      new_price: 1100,
    },
    {
      product: 12,
      product_name: 'Panel 300W',
      sku: 'LUM-2',
      option: 5,
      option_name: 'Grande',
      old_price: 2000,
      new_price: 2200,
    },
  ],
};

type Call = { url: string; body: unknown };
let calls: Call[] = [];
let applyAnswer: () => Response = () =>
  Response.json({ count: 2, activity_id: 77, summary: preview.summary });

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = String(url);
  if (init?.method === 'POST') calls.push({ url: path, body: JSON.parse(String(init.body ?? 'null')) });
  if (path.startsWith('/api/brands/'))
    return Response.json([
      { id: 3, name: 'Lumen', logo: null, logo_url: null, website_url: '', is_active: true, order: 0 },
    ]);
  if (path.startsWith('/api/categories/'))
    return Response.json([
      {
        id: 1,
        name: 'ILUMINARIA',
        slug: 'iluminaria',
        parent: null,
        order: 0,
        product_count: 4,
        children: [
          { id: 2, name: 'Paneles', slug: 'p', parent: 1, order: 0, product_count: 4, children: [] },
        ],
      },
    ]);
  if (path.startsWith('/api/price-lists/'))
    return Response.json([
      { id: 1, name: 'General', adjustment_percent: 0, min_order_amount: null, is_default: true },
      { id: 2, name: 'Kiosco', adjustment_percent: 12, min_order_amount: null, is_default: false },
    ]);
  if (path.startsWith('/api/products/bulk-price/preview/'))
    return Response.json(JSON.parse(String(init?.body)).target === 'list' ? listPreview : preview);
  if (path.startsWith('/api/products/bulk-price/apply/')) return applyAnswer();
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

beforeEach(() => {
  calls = [];
  applyAnswer = () => Response.json({ count: 2, activity_id: 77, summary: preview.summary });
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
  renderPage(<BulkPricePage />);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

const chooseBrandAndValue = async (value: string) => {
  await screen.findByRole('option', { name: 'Lumen' });
  fireEvent.change(screen.getByLabelText('Marca'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Porcentaje (%)'), { target: { value } });
};

describe('bulk price page', () => {
  it('asks for a criterion and a value before calling the server', async () => {
    await screen.findByRole('option', { name: 'Lumen' });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByText(BULK_PRICE_NO_CRITERIA)).toBeTruthy();
    expect(screen.getByText('Ingresa un valor mayor a 0')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('previews every old and new price, then applies the same body with the count after confirming', async () => {
    await chooseBrandAndValue('10');
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByRole('heading', { name: 'Vista previa: 2 productos' })).toBeTruthy();
    expect(calls[0]).toEqual({
      url: '/api/products/bulk-price/preview/',
      body: {
        selection: { brand: 3, category_id: null, include_children: true, currency: null },
        change: { mode: 'percent', direction: 'up', value: 10 },
      },
    });
    expect(screen.getByText('$ 1.549,50')).toBeTruthy();
    expect(screen.getByText('$ 1.704,45')).toBeTruthy();
    expect(screen.getByText('U$S 110,00')).toBeTruthy();
    expect(screen.getByText('Precio en pesos: $ 150.000,00 → $ 165.000,00')).toBeTruthy();
    expect(screen.getByText('Opción Grande: $ 2.000,00 → $ 2.200,00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aplicar cambios' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Se actualizarán 2 precios.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar cambios' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Precios actualizados: 2 productos'));
    expect(calls[1]).toEqual({
      url: '/api/products/bulk-price/apply/',
      body: { ...(calls[0].body as object), expected_count: 2 },
    });
    const link = await screen.findByRole('link', { name: /registro de actividad/ });
    expect(link.getAttribute('href')).toBe('/configuracion/actividad?entity=product_bulk_price&open=77');
  });

  it('will not apply a preview made for other values', async () => {
    await chooseBrandAndValue('10');
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    await screen.findByRole('heading', { name: 'Vista previa: 2 productos' });
    fireEvent.change(screen.getByLabelText('Porcentaje (%)'), { target: { value: '15' } });
    expect(screen.getByText(/genera la vista previa de nuevo antes de aplicar/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Aplicar cambios' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the 409 message, drops the old preview and keeps what was typed', async () => {
    applyAnswer = () => Response.json({ detail: BULK_PRICE_COUNT_CHANGED }, { status: 409 });
    await chooseBrandAndValue('12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    await screen.findByRole('heading', { name: 'Vista previa: 2 productos' });
    expect((calls[0].body as { change: { value: number } }).change.value).toBe(12.5);
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar cambios' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aplicar cambios' }),
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(BULK_PRICE_COUNT_CHANGED));
    expect(screen.queryByRole('heading', { name: /Vista previa:/ })).toBeNull();
    expect(screen.getAllByText(BULK_PRICE_COUNT_CHANGED).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Porcentaje (%)') as HTMLInputElement).value).toBe('12,5');
    expect((screen.getByLabelText('Marca') as HTMLSelectElement).value).toBe('3');
  });

  it("moves one list's special prices by a percentage, previewing each old and new price", async () => {
    await screen.findByRole('option', { name: 'Lumen' });
    fireEvent.click(screen.getByLabelText('Precios especiales de una lista'));
    expect(screen.queryByText('Tipo de cambio')).toBeNull();
    fireEvent.change(screen.getByLabelText('Marca'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Porcentaje (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByText('Elige la lista de precios')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await screen.findByRole('option', { name: 'Kiosco' });
    fireEvent.change(screen.getByLabelText('Lista de precios'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(
      await screen.findByRole('heading', { name: 'Vista previa: 2 precios especiales de Kiosco' }),
    ).toBeTruthy();
    expect(calls[0].body).toEqual({
      target: 'list',
      price_list: 2,
      selection: { brand: 3, category_id: null, include_children: true, currency: null },
      change: { mode: 'percent', direction: 'up', value: 10 },
    });
    const table = screen.getByRole(document.querySelector('table') ? 'table' : 'list', {
      name: 'Precios especiales que cambian',
    });
    expect(table.textContent).toContain('Opción Grande');
    expect(table.textContent).toContain('$ 2.000,00');
    expect(table.textContent).toContain('$ 2.200,00');

    fireEvent.click(screen.getByRole('button', { name: 'Aplicar cambios' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aplicar cambios' }),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Precios especiales actualizados en Kiosco: 2 precios'),
    );
    expect(calls[1].body).toMatchObject({ target: 'list', price_list: 2, expected_count: 2 });
  });
});
