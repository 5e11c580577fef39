// @vitest-environment happy-dom
import { ACCOUNT_FORM_MESSAGES, type LedgerEntry, type MyAccount } from '@mayorista/shared/current-accounts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSiteTo } from '@/lib/leave-site';
import { SESSION_KEYS } from '@/lib/session';
import { type FetchRoutes, renderPage, reply } from '@/test/render';
import MyCurrentAccountPage from './my-current-account-page';

vi.mock('@/lib/leave-site', () => ({ leaveSiteTo: vi.fn(() => true) }));

const entry = (id: number, overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  kind: 'invoice',
  description: `Factura A 00003-0000000${id}`,
  entry_date: '2026-10-01',
  due_date: '2026-10-31',
  amount: 1000,
  open_amount: 1000,
  overdue: false,
  invoice_id: id,
  order_id: id,
  receipt_id: null,
  reverses_entry_id: null,
  reversed: false,
  reason: '',
  created_by_name: 'Sistema',
  created_at: '2026-10-01T12:00:00.000Z',
  ...overrides,
});

/** Overdue since November, due in ten days, and a receipt that paid part of the first. */
const late = entry(1, {
  amount: 15_000,
  open_amount: 5_000.5,
  entry_date: '2026-09-10',
  due_date: '2026-10-10',
  overdue: true,
});
const current = entry(2, {
  amount: 20_000,
  open_amount: 20_000,
  entry_date: '2026-11-09',
  due_date: '2026-12-09',
});
const receipt = entry(3, {
  kind: 'receipt',
  description: 'Recibo 0001-00000042',
  entry_date: '2026-11-15',
  due_date: null,
  amount: -9_999.5,
  open_amount: 0,
  invoice_id: null,
  order_id: null,
  receipt_id: 42,
});

const account = (
  overrides: Partial<MyAccount> = {},
  summary: Partial<MyAccount['summary']> = {},
): MyAccount => ({
  summary: {
    customer: { id: 3, username: 'demo', business_name: 'Almacén Demo', email: 'demo@example.com' },
    terms: { enabled: true, credit_limit: 100_000, payment_terms_days: 30 },
    balance: 25_000.5,
    pending_orders: 4_000,
    available_credit: 70_999.5,
    overdue: 5_000.5,
    aging: { d0_30: 20_000, d31_60: 0, d61_90: 5_000.5, d90_plus: 0, credit: 0 },
    as_of: '2026-11-29',
    ...summary,
  },
  open_debits: [late, current],
  recent: [receipt, current, late],
  can_pay_online: true,
  ...overrides,
});

function renderAccount(routes: FetchRoutes, at = '/configuracion/mi-cuenta-corriente') {
  return renderPage(<MyCurrentAccountPage />, { at, fetch: routes });
}

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('Mi cuenta corriente (issue 32)', () => {
  it('shows the figures, the aging, the debits to pay with their due dates and the latest movements', async () => {
    renderAccount({ 'GET /api/me/account/': account() });
    expect(screen.getByRole('status', { name: 'Cargando tu cuenta corriente...' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Antigüedad de la deuda' });

    const cards = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(cards('Saldo')).getByText('$ 25.000,50')).toBeTruthy();
    expect(within(cards('Crédito disponible')).getByText('$ 70.999,50')).toBeTruthy();
    expect(
      within(cards('Crédito disponible')).getByText(/\$ 4\.000,00 de pedidos aún sin facturar/),
    ).toBeTruthy();
    expect(within(cards('Vencido')).getByText('$ 5.000,50')).toBeTruthy();
    expect(within(cards('Límite')).getByText('$ 100.000,00')).toBeTruthy();
    expect(within(cards('Plazo')).getByText('30 días')).toBeTruthy();

    // A computer's width (happy-dom's window is 1024 px): tables, read by their headers.
    const table = (name: string) => {
      const [head, ...rows] = within(screen.getByRole('table', { name })).getAllByRole('row');
      const headers = within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      return rows.map((row) =>
        Object.fromEntries(
          within(row)
            .getAllByRole('cell')
            .map((cell, index) => [headers[index], cell]),
        ),
      );
    };
    const text = (cells: Record<string, HTMLElement>) =>
      Object.fromEntries(Object.entries(cells).map(([key, cell]) => [key, cell.textContent]));

    expect(table('Antigüedad de la deuda').map(text)).toEqual([
      {
        '0-30 días': '$ 20.000,00',
        '31-60 días': '$ 0,00',
        '61-90 días': '$ 5.000,50',
        'Más de 90 días': '$ 0,00',
        'Saldo a favor': '$ 0,00',
        Saldo: '$ 25.000,50',
      },
    ]);

    // Overdue in words, not colour only; the other one counts the days left.
    expect(table('Comprobantes por pagar').map(text)).toEqual([
      {
        Comprobante: 'Factura A 00003-00000001Factura',
        Fecha: '10/09/2026',
        Vence: '10/10/2026',
        Estado: 'Vencida',
        Importe: '$ 15.000,00',
        Pendiente: '$ 5.000,50',
      },
      {
        Comprobante: 'Factura A 00003-00000002Factura',
        Fecha: '09/11/2026',
        Vence: '09/12/2026',
        Estado: 'Vence en 10 días',
        Importe: '$ 20.000,00',
        Pendiente: '$ 20.000,00',
      },
    ]);

    // A debit of an order links to it; a receipt has no order.
    expect(
      within(table('Comprobantes por pagar')[0].Comprobante)
        .getByRole('link', { name: 'Factura A 00003-00000001' })
        .getAttribute('href'),
    ).toBe('/configuracion/pedidos/1');

    const movements = table('Últimos movimientos');
    expect(within(movements[0].Descripción).queryByRole('link')).toBeNull();
    expect(text(movements[0])).toEqual({
      Fecha: '15/11/2026',
      Tipo: 'Recibo',
      Descripción: 'Recibo 0001-00000042',
      Debe: '—',
      Haber: '$ 9.999,50',
      Comprobante: 'PDF',
    });
    expect(text(movements[1])).toMatchObject({
      Tipo: 'Factura',
      Debe: '$ 20.000,00',
      Haber: '—',
      Comprobante: '',
    });
  });

  it("downloads a receipt's PDF and the statement of a period as PDF or Excel", async () => {
    const { api } = renderAccount({
      'GET /api/me/account/': account(),
      'GET /api/receipts/42/pdf/': () => new Response('%PDF-1.3'),
      'GET /api/me/account/statement/': () => new Response('file'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'PDF: Recibo 0001-00000042' }));
    await waitFor(() => expect(api?.callsTo('GET', '/api/receipts/42/pdf/')).toHaveLength(1));

    const from = screen.getByLabelText('Desde') as HTMLInputElement;
    const to = screen.getByLabelText('Hasta') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-08-31', '2026-11-29']);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(api?.callsTo('GET', '/api/me/account/statement/')).toHaveLength(1));
    const asked = api?.callsTo('GET', '/api/me/account/statement/')[0].search;
    expect(Object.fromEntries(asked ?? [])).toEqual({ from: '2026-11-01', to: '2026-11-29', format: 'xlsx' });

    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(api?.callsTo('GET', '/api/me/account/statement/')).toHaveLength(2));
    expect(api?.callsTo('GET', '/api/me/account/statement/')[1].search.get('format')).toBe('pdf');

    // A period backwards is not asked for: the field says why.
    fireEvent.change(to, { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_FORM_MESSAGES.periodInvalid);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(api?.callsTo('GET', '/api/me/account/statement/')).toHaveLength(2);
  });

  it("says so when there is nothing yet, and offers no 'Pagar saldo' without a balance", async () => {
    renderAccount({
      'GET /api/me/account/': account(
        { open_debits: [], recent: [], can_pay_online: false },
        {
          balance: 0,
          pending_orders: 0,
          available_credit: 100_000,
          overdue: 0,
          aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
        },
      ),
    });
    expect(await screen.findByText('Aún no tienes movimientos en tu cuenta corriente.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar saldo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeTruthy();
  });

  it('shows an error with Reintentar when the account cannot be read', async () => {
    let fail = true;
    renderAccount({
      'GET /api/me/account/': () => (fail ? reply(500, { detail: 'boom' }) : account()),
    });
    expect(await screen.findByText('No pudimos cargar tu cuenta corriente.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Comprobantes por pagar' })).toBeTruthy();
  });

  it("'Pagar saldo' pays the chosen debits, confirmed with their amount, at Mercado Pago", async () => {
    const { api } = renderAccount({
      'GET /api/me/account/': account(),
      'POST /api/me/account/payments/': {
        id: 9,
        amount: 20_000,
        payment_url: 'http://127.0.0.1:3475/checkout/v1/redirect?pref_id=cc-9',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar saldo con Mercado Pago' });
    expect(within(dialog).getByRole('button', { name: 'Pagar $ 25.000,50' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Elegir comprobantes/ }));
    expect(within(dialog).getByRole('button', { name: 'Pagar $ 0,00' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar $ 0,00' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Elige al menos un comprobante para pagar.');
    expect(api?.callsTo('POST', '/api/me/account/payments/')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Factura A 00003-00000002/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Factura A 00003-00000001/ }));
    expect(within(dialog).getByRole('button', { name: 'Pagar $ 25.000,50' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Factura A 00003-00000001/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar $ 20.000,00' }));
    await waitFor(() =>
      expect(leaveSiteTo).toHaveBeenCalledWith('http://127.0.0.1:3475/checkout/v1/redirect?pref_id=cc-9'),
    );
    expect(api?.callsTo('POST', '/api/me/account/payments/')[0].body).toEqual({ entry_ids: [2] });
  });

  it('pays the whole balance with no debits named, and shows the refusal as the server words it', async () => {
    const { api } = renderAccount({
      'GET /api/me/account/': account(),
      'POST /api/me/account/payments/': reply(400, { detail: 'Mercado Pago no está disponible.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar saldo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar $ 25.000,50' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mercado Pago no está disponible.');
    expect(api?.callsTo('POST', '/api/me/account/payments/')[0].body).toEqual({ entry_ids: [] });
    expect(leaveSiteTo).not.toHaveBeenCalled();
  });

  it('back from Mercado Pago, waits for the payment every 4 s and then names its receipt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const { api } = renderAccount(
      {
        'GET /api/me/account/': account(),
        'GET /api/me/account/payments/9/': () => {
          reads += 1;
          return reads < 3
            ? { id: 9, amount: 20_000, status: 'pending', receipt_id: null, receipt_title: null }
            : {
                id: 9,
                amount: 20_000,
                status: 'paid',
                receipt_id: 43,
                receipt_title: 'Recibo 0001-00000043',
              };
        },
      },
      '/configuracion/mi-cuenta-corriente?pago=9',
    );
    expect(await screen.findByText('Estamos esperando la confirmación de Mercado Pago…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(reads).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText('Pago acreditado: Recibo 0001-00000043')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF: Recibo 0001-00000043' })).toBeTruthy();
    // The figures are read again (the receipt is in the ledger), and the polling stops.
    await waitFor(() => expect(api?.callsTo('GET', '/api/me/account/').length).toBeGreaterThan(1));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(reads).toBe(3);
  });

  it('stops asking after 15 reads and says the receipt will come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    renderAccount(
      {
        'GET /api/me/account/': account(),
        'GET /api/me/account/payments/9/': () => {
          reads += 1;
          return { id: 9, amount: 20_000, status: 'pending', receipt_id: null, receipt_title: null };
        },
      },
      '/configuracion/mi-cuenta-corriente?pago=9',
    );
    await screen.findByText('Estamos esperando la confirmación de Mercado Pago…');
    for (let step = 0; step < 20; step += 1) await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(reads).toBe(15);
    expect(screen.getByText(/Mercado Pago todavía no confirmó el pago/)).toBeTruthy();
  });
});
