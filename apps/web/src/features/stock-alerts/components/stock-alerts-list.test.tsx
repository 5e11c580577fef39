// @vitest-environment happy-dom
import type { StockAlert } from '@mayorista/shared/stock-alerts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, reply } from '@/test/render';
import { StockAlertsList } from './stock-alerts-list';

const alerts: StockAlert[] = [
  {
    id: 2,
    product: 5,
    option: 11,
    product_name: 'Remera estampada',
    option_name: 'Talle: XL',
    image: null,
    created_at: new Date().toISOString(),
  },
  {
    id: 1,
    product: 6,
    option: null,
    product_name: 'Picador metálico',
    option_name: null,
    image: null,
    created_at: new Date().toISOString(),
  },
];

describe('StockAlertsList', () => {
  it('lists the waiting alerts with their links and cancels one', async () => {
    let waiting = alerts;
    const { api } = renderPage(<StockAlertsList />, {
      fetch: {
        'GET /api/me/stock-alerts/': () => waiting,
        'DELETE /api/products/:id/stock-alert/': (call) => {
          waiting = waiting.filter((alert) => alert.product !== Number(call.params.id));
          return reply(204);
        },
      },
    });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Remera estampada' }).getAttribute('href')).toBe(
      '/producto/5',
    );
    expect(within(list).getByText(/Talle: XL · Aviso creado hoy/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar aviso: Remera estampada (Talle: XL)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Remera estampada' })).toBeNull());
    const [call] = api?.callsTo('DELETE', '/api/products/5/stock-alert/') ?? [];
    expect(call.search.get('option')).toBe('11');
    expect(screen.getByRole('link', { name: 'Picador metálico' })).toBeTruthy();
  });

  it('says what to do when nothing waits', async () => {
    renderPage(<StockAlertsList />, { fetch: { 'GET /api/me/stock-alerts/': [] } });
    expect(await screen.findByText(/No tienes avisos de stock/)).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    renderPage(<StockAlertsList />, {
      fetch: { 'GET /api/me/stock-alerts/': () => reply(500, { detail: 'Error interno' }) },
    });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
