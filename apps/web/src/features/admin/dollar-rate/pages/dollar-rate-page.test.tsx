// @vitest-environment happy-dom
import type { AvailableRate, DollarRate, DollarRateEntry } from '@mayorista/shared/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage as renderWithProviders } from '@/test/render';
import DollarRatePage from './dollar-rate-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const AVAILABLE: AvailableRate[] = [
  { rate_type: 'oficial', name: 'Oficial', compra: 1180, venta: 1230.5, update_date: null },
  { rate_type: 'blue', name: 'Blue', compra: 1400, venta: 1425, update_date: null },
];

let rate: DollarRate;
let history: DollarRateEntry[];
let failUpdate = false;
let failCurrent = false;
const posts: { path: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = String(url);
  if (init?.method === 'POST') {
    const body = JSON.parse(String(init.body ?? '{}'));
    posts.push({ path, body });
    if (path === '/api/dollar-rates/update_from_api/') {
      if (failUpdate)
        return Response.json(
          {
            detail: 'El servicio de cotizaciones no respondió a tiempo. Se mantiene la última cotización.',
          },
          { status: 503 },
        );
      rate = {
        value: 1425,
        update_date: '2026-11-23T16:00:00.000Z',
        rate_type: body.rate_type,
        is_auto_update: false,
      };
      return Response.json(rate);
    }
    if (path === '/api/dollar-rates/set_manual_rate/') {
      rate = {
        value: Number(body.value),
        update_date: '2026-11-23T17:00:00.000Z',
        rate_type: 'manual',
        is_auto_update: false,
      };
      return Response.json(rate);
    }
    if (path === '/api/dollar-rates/toggle_auto_update/') {
      rate = { ...rate, is_auto_update: body.is_auto_update, rate_type: body.rate_type };
      return Response.json(rate);
    }
  }
  if (path === '/api/dollar-rate/current/') {
    if (failCurrent) return Response.json({ detail: 'Error' }, { status: 500 });
    return Response.json(rate);
  }
  if (path === '/api/dollar-rates/available_rates/') return Response.json(AVAILABLE);
  if (path === '/api/dollar-rates/history/') return Response.json(history);
  return Response.json({ detail: 'No encontrado.' }, { status: 404 });
});

const renderPage = () => renderWithProviders(<DollarRatePage />);

beforeEach(() => {
  rate = {
    value: 1230.5,
    update_date: '2026-11-23T15:00:00.000Z',
    rate_type: 'oficial',
    is_auto_update: false,
  };
  history = [
    {
      id: 2,
      value: 1230.5,
      rate_type: 'oficial',
      is_auto_update: false,
      update_date: '2026-11-23T15:00:00.000Z',
    },
    {
      id: 1,
      value: 1100,
      rate_type: 'manual',
      is_auto_update: false,
      update_date: '2026-11-20T15:00:00.000Z',
    },
  ];
  failUpdate = false;
  failCurrent = false;
  posts.length = 0;
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  window.localStorage.setItem(SESSION_KEYS.isAdmin, 'true');
  mockFetch(fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('dollar rate page', () => {
  it('shows the current rate in es-AR with two decimals, the service types and the history with its line', async () => {
    renderPage();
    expect((await screen.findByTestId('current-rate')).textContent).toBe('$ 1.230,50');
    expect(await screen.findByRole('option', { name: 'Blue · venta $ 1.425,00' })).toBeTruthy();
    expect(await screen.findByText('Manual')).toBeTruthy();
    expect(screen.getByRole('img', { name: /mínima \$ 1\.100,00, máxima \$ 1\.230,50/ })).toBeTruthy();
  });

  it('updates from the service with the chosen type', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Blue · venta $ 1.425,00' });
    fireEvent.change(screen.getByLabelText('Tipo de cotización'), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar desde la API' }));
    await waitFor(() => expect(screen.getByTestId('current-rate').textContent).toBe('$ 1.425,00'));
    expect(posts).toContainEqual({ path: '/api/dollar-rates/update_from_api/', body: { rate_type: 'blue' } });
    expect(notify.success).toHaveBeenCalledWith('Cotización actualizada: $ 1.425,00');
  });

  it('shows the error of a failed update and keeps the last rate', async () => {
    failUpdate = true;
    renderPage();
    await screen.findByTestId('current-rate');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar desde la API' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El servicio de cotizaciones no respondió a tiempo. Se mantiene la última cotización.',
    );
    expect(screen.getByTestId('current-rate').textContent).toBe('$ 1.230,50');
  });

  it('refuses a manual rate of 0 and saves a valid one', async () => {
    renderPage();
    await screen.findByTestId('current-rate');
    const input = screen.getByLabelText('Valor del dólar (en pesos)');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cotización' }));
    expect(await screen.findByText('La cotización debe ser mayor a 0')).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(input, { target: { value: '1300.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cotización' }));
    await waitFor(() => expect(screen.getByTestId('current-rate').textContent).toBe('$ 1.300,25'));
    expect(posts).toContainEqual({ path: '/api/dollar-rates/set_manual_rate/', body: { value: 1300.25 } });
  });

  it('turns the hourly update on with the chosen type; while off, the type is only prepared', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Blue · venta $ 1.425,00' });
    fireEvent.change(screen.getByLabelText('Cotización a seguir'), { target: { value: 'blue' } });
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('switch', { name: 'Actualizar cada hora' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Actualizar cada hora' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(posts).toEqual([
      { path: '/api/dollar-rates/toggle_auto_update/', body: { is_auto_update: true, rate_type: 'blue' } },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Actualización automática activada (Blue)');
  });

  it('offers a retry when the rate cannot be loaded, and an empty history message', async () => {
    failCurrent = true;
    history = [];
    renderPage();
    expect(await screen.findByText('No se pudo cargar la cotización del dólar')).toBeTruthy();
    expect(await screen.findByText('Todavía no hay cotizaciones guardadas.')).toBeTruthy();
    failCurrent = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByTestId('current-rate')).textContent).toBe('$ 1.230,50');
  });
});
