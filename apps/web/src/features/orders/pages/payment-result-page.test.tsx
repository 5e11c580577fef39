// @vitest-environment happy-dom
import type { PaymentStatus } from '@mayorista/shared/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveSiteTo } from '@/lib/leave-site';
import { notify } from '@/lib/toast';
import { type FetchRoutes, renderPage, reply } from '@/test/render';
import PaymentResultPage, { resultOrderId } from './payment-result-page';

vi.mock('@/lib/leave-site', () => ({ leaveSiteTo: vi.fn(() => true) }));
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const status = (overrides: Partial<PaymentStatus> = {}): PaymentStatus => ({
  order_id: 58,
  order_status: 'payment_pending',
  payment_status: 'pending',
  payment_method: 'online',
  state: 'pending',
  status_detail: '',
  payment_id: null,
  total: 12500,
  can_pay: true,
  payment_due_at: '2026-11-22T15:00:00.000Z',
  ...overrides,
});

const MP_CHECKOUT = 'http://127.0.0.1:3475/checkout/v1/redirect?pref_id=202809963-xyz';

function renderResult(at: string, routes: FetchRoutes) {
  return renderPage(<PaymentResultPage />, { at, fetch: routes });
}

afterEach(() => vi.clearAllMocks());

describe('/payment/result (issue 30)', () => {
  it('reads the order of our return address, of Mercado Pago’s external_reference, or of older links', () => {
    expect(resultOrderId(new URLSearchParams('order=58&collection_status=approved'))).toBe('58');
    expect(resultOrderId(new URLSearchParams('external_reference=59&status=rejected'))).toBe('59');
    expect(resultOrderId(new URLSearchParams('order_id=60'))).toBe('60');
    expect(resultOrderId(new URLSearchParams('order=abc'))).toBeNull();
  });

  it('says the payment was approved, with its Mercado Pago number and the way to the order', async () => {
    const { api } = renderResult(
      '/payment/result?order=58&collection_status=approved&payment_id=1319981624',
      {
        'GET /api/payments/status/58/': status({
          order_status: 'paid',
          payment_status: 'paid',
          state: 'approved',
          status_detail: 'accredited',
          payment_id: '1319981624',
          can_pay: false,
        }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeTruthy();
    expect(screen.getByText('Pedido #58')).toBeTruthy();
    expect(screen.getByText(/Recibimos el pago de \$ 12\.500 de tu pedido #58/)).toBeTruthy();
    expect(screen.getByText('1319981624')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver pedido #58' }).getAttribute('href')).toBe(
      '/configuracion/pedidos/58',
    );
    expect(screen.queryByRole('button', { name: /Pagar ahora/ })).toBeNull();
    expect(api?.callsTo('GET', '/api/payments/status/58/')).toHaveLength(1);
  });

  it("says why a payment was rejected and pays again with 'Pagar ahora'", async () => {
    const { api } = renderResult('/payment/result?order=58&status=rejected', {
      'GET /api/payments/status/58/': status({
        state: 'rejected',
        status_detail: 'cc_rejected_insufficient_amount',
      }),
      'POST /api/payments/checkout/58/': { payment_url: MP_CHECKOUT },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'El pago fue rechazado' })).toBeTruthy();
    expect(
      screen.getByText(/La tarjeta no tiene fondos suficientes\. Tu pedido #58 sigue reservado/),
    ).toBeTruthy();
    expect(screen.getByText(/Puedes pagarlo hasta el 22 de noviembre de 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Pagar ahora/ }));
    await waitFor(() => expect(leaveSiteTo).toHaveBeenCalledWith(MP_CHECKOUT));
    expect(api?.callsTo('POST', '/api/payments/checkout/58/')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Abriendo Mercado Pago/ })).toHaveProperty('disabled', true);
  });

  it("says a pending payment is being processed, or offers to pay one never made; the checkout's notice on top", async () => {
    const notice = 'Tu pedido quedó registrado, pero no pudimos abrir el pago de Mercado Pago.';
    renderPage(<PaymentResultPage />, {
      at: { pathname: '/payment/result', search: '?order=58', state: { notice } },
      fetch: { 'GET /api/payments/status/58/': status() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu pago está pendiente' })).toBeTruthy();
    expect(screen.getByText(/Todavía no recibimos el pago de tu pedido #58/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(notice);
    expect(screen.getByRole('button', { name: /Pagar ahora/ })).toBeTruthy();
  });

  it("tells the buyer Mercado Pago's reason while a payment is in process", async () => {
    renderResult('/payment/result?order=58', {
      'GET /api/payments/status/58/': status({ status_detail: 'pending_waiting_payment' }),
    });
    expect(await screen.findByText(/Falta que completes el pago en el medio que elegiste/)).toBeTruthy();
    // Waiting is the next step: the order first, paying again second.
    expect(screen.getByRole('link', { name: 'Ver pedido #58' }).className).toContain('btn-primary');
    expect(screen.getByRole('button', { name: /Pagar ahora/ }).className).toContain('btn-secondary');
  });

  it('says an unpaid order expired and was cancelled, with the way back to the shop', async () => {
    renderResult('/payment/result?order=58', {
      'GET /api/payments/status/58/': status({
        order_status: 'cancelled',
        state: 'expired',
        can_pay: false,
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'El plazo de pago venció' })).toBeTruthy();
    expect(screen.getByText(/sus productos volvieron al stock/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/productos');
    expect(screen.queryByRole('button', { name: /Pagar ahora/ })).toBeNull();
  });

  it("says 'Error al obtener el estado del pago.' and reads it again on 'Reintentar'", async () => {
    let fail = true;
    renderResult('/payment/result?order=58', {
      'GET /api/payments/status/58/': () =>
        fail ? reply(502, { detail: 'Error al obtener el estado del pago.' }) : status({ state: 'approved' }),
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Error al obtener el estado del pago.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeTruthy();
  });

  it("says another buyer's or a missing order does not exist", async () => {
    renderResult('/payment/result?order=999', {
      'GET /api/payments/status/999/': reply(404, { detail: 'La orden solicitada no existe' }),
    });
    expect(await screen.findByText('La orden solicitada no existe')).toBeTruthy();
  });

  it('asks nothing without an order in the address', async () => {
    const { api } = renderResult('/payment/result', {});
    expect(await screen.findByText(/No encontramos el pedido de este pago/)).toBeTruthy();
    expect(api?.calls).toEqual([]);
  });

  it('says when Mercado Pago could not be opened again', async () => {
    renderResult('/payment/result?order=58', {
      'GET /api/payments/status/58/': status({ state: 'rejected' }),
      'POST /api/payments/checkout/58/': reply(502, { detail: 'Mercado Pago no responde.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pagar ahora/ }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Mercado Pago no responde.'));
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });
});
