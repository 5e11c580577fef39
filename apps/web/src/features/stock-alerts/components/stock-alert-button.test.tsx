// @vitest-environment happy-dom
import type { StockAlert } from '@mayorista/shared/stock-alerts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchCall, renderPage, reply } from '@/test/render';
import { StockAlertButton } from './stock-alert-button';

const alert = (product: number, option: number | null): StockAlert => ({
  id: 7,
  product,
  option,
  product_name: 'Picador metálico',
  option_name: option ? 'Talle: XL' : null,
  image: null,
  created_at: '2026-11-28T12:00:00Z',
});

describe('StockAlertButton', () => {
  it('asks for the alert, then offers to cancel it', async () => {
    let waiting: StockAlert[] = [];
    const { api } = renderPage(<StockAlertButton productId={5} optionId={null} />, {
      fetch: {
        'GET /api/me/stock-alerts/': () => waiting,
        'POST /api/products/:id/stock-alert/': (call: FetchCall) => {
          waiting = [alert(Number(call.params.id), null)];
          return reply(201, waiting[0]);
        },
        'DELETE /api/products/:id/stock-alert/': () => {
          waiting = [];
          return reply(204);
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Avisarme cuando haya stock' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Te vamos a avisar por e-mail cuando vuelva a haber stock')).toBeTruthy();
    expect(api?.callsTo('POST', '/api/products/5/stock-alert/')[0].body).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar aviso' }));
    expect(await screen.findByRole('button', { name: 'Avisarme cuando haya stock' })).toBeTruthy();
    expect(api?.callsTo('DELETE', '/api/products/5/stock-alert/')).toHaveLength(1);
  });

  it('shows the waiting state of an option from the buyer list and cancels that option', async () => {
    const { api } = renderPage(<StockAlertButton productId={5} optionId={11} />, {
      fetch: {
        'GET /api/me/stock-alerts/': [alert(5, 11), alert(6, null)],
        'DELETE /api/products/:id/stock-alert/': () => reply(204),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar aviso' }));
    await waitFor(() => expect(api?.callsTo('DELETE', '/api/products/5/stock-alert/')).toHaveLength(1));
    expect(api?.callsTo('DELETE', '/api/products/5/stock-alert/')[0].search.get('option')).toBe('11');
  });

  it('sends the option when the chosen option has no stock', async () => {
    const { api } = renderPage(<StockAlertButton productId={5} optionId={11} />, {
      fetch: {
        'GET /api/me/stock-alerts/': [alert(5, null)],
        'POST /api/products/:id/stock-alert/': () => reply(201, alert(5, 11)),
      },
    });
    const button = await screen.findByRole('button', { name: 'Avisarme cuando haya stock' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(api?.callsTo('POST', '/api/products/5/stock-alert/')).toHaveLength(1));
    expect(api?.callsTo('POST', '/api/products/5/stock-alert/')[0].body).toEqual({ option: 11 });
  });
});
