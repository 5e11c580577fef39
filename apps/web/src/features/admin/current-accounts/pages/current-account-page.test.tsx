// @vitest-environment happy-dom
import { storeDayOf } from '@mayorista/shared/current-account-rules';
import type { AccountSummary, LedgerEntry, Receipt, Statement } from '@mayorista/shared/current-accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render, reply } from '@/test/render';
import CurrentAccountPage from './current-account-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const entry = (id: number, fields: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  kind: 'invoice',
  description: '',
  entry_date: '2026-10-01',
  due_date: null,
  amount: 0,
  open_amount: 0,
  overdue: false,
  invoice_id: null,
  order_id: null,
  receipt_id: null,
  reverses_entry_id: null,
  reversed: false,
  reason: '',
  created_by_name: 'admin',
  created_at: '2026-10-01T12:00:00.000Z',
  ...fields,
});

const OLD_INVOICE = entry(1, {
  description: 'Factura A 00002-00000011',
  entry_date: '2026-09-01',
  due_date: '2026-10-01',
  amount: 30_000,
  open_amount: 20_000,
  overdue: true,
  invoice_id: 11,
  order_id: 41,
});
const NEW_INVOICE = entry(3, {
  description: 'Factura A 00002-00000015',
  entry_date: '2026-11-10',
  due_date: '2026-12-10',
  amount: 15_000.5,
  open_amount: 15_000.5,
  invoice_id: 15,
  order_id: 52,
});
const RECEIPT = entry(2, {
  kind: 'receipt',
  description: 'Recibo 0001-00000004',
  entry_date: '2026-09-20',
  amount: -10_000,
  receipt_id: 4,
});

/** An order's own debit (a store that does not invoice): named after the order. */
const ORDER_DEBIT = entry(5, {
  kind: 'order',
  description: 'Pedido #30',
  entry_date: '2026-08-05',
  due_date: '2026-09-04',
  amount: 5_000,
  order_id: 30,
});

const SUMMARY: AccountSummary = {
  customer: { id: 7, username: 'vivero', business_name: 'Vivero Sur S.R.L.', email: 'vivero@example.com' },
  terms: { enabled: true, credit_limit: 100_000, payment_terms_days: 30 },
  balance: 35_000.5,
  pending_orders: 4_000,
  available_credit: 60_999.5,
  overdue: 20_000,
  aging: { d0_30: 15_000.5, d31_60: 0, d61_90: 20_000, d90_plus: 0, credit: 0 },
  as_of: '2026-11-20',
};

const page = (results: LedgerEntry[]) => ({
  count: results.length,
  next: null,
  previous: null,
  current_page: 1,
  total_pages: 1,
  results,
});

const STATEMENT: Statement = {
  summary: SUMMARY,
  from: '2026-08-22',
  to: '2026-11-20',
  opening_balance: 0,
  total_debits: 45_000.5,
  total_credits: 10_000,
  closing_balance: 35_000.5,
  lines: [
    { ...OLD_INVOICE, debit: 30_000, credit: 0, balance: 30_000 },
    { ...RECEIPT, debit: 0, credit: 10_000, balance: 20_000 },
    { ...NEW_INVOICE, debit: 15_000.5, credit: 0, balance: 35_000.5 },
  ],
};

const SAVED_RECEIPT: Receipt = {
  id: 9,
  customer_id: 7,
  point_of_sale: 1,
  number: 5,
  title: 'Recibo 0001-00000005',
  issue_date: '2026-11-20',
  total: 25_000,
  notes: '',
  source: 'staff',
  provider_payment_id: null,
  lines: [],
  applied: [
    { entry_id: 3, description: 'Factura A 00002-00000015', amount: 15_000.5 },
    { entry_id: 1, description: 'Factura A 00002-00000011', amount: 9_999.5 },
  ],
  unapplied: 0,
  annulled: false,
  created_by_name: 'admin',
  created_at: '2026-11-20T12:00:00.000Z',
};

let api: FetchRouter | undefined;
let summaryAnswer: () => unknown = () => SUMMARY;

function renderPage(id = 7) {
  ({ api } = render(<CurrentAccountPage />, {
    at: `/configuracion/cuentas-corrientes/${id}`,
    path: '/configuracion/cuentas-corrientes/:id',
    fetch: {
      'GET /api/accounts/:id/entries/': page([NEW_INVOICE, RECEIPT, OLD_INVOICE, ORDER_DEBIT]),
      'GET /api/accounts/:id/open-debits/': [OLD_INVOICE, NEW_INVOICE].filter(
        (debit) => debit.open_amount > 0,
      ),
      'GET /api/accounts/:id/statement/': ({ search }) =>
        search.get('format')
          ? new Response(new Blob(['%PDF-1.7']), {
              headers: { 'content-disposition': 'attachment; filename="estado-de-cuenta.pdf"' },
            })
          : STATEMENT,
      'GET /api/accounts/:id/': () => summaryAnswer(),
      'PUT /api/accounts/:id/terms/': ({ body }) => ({ ...SUMMARY, terms: body }),
      'POST /api/accounts/:id/receipts/': SAVED_RECEIPT,
      'POST /api/accounts/:id/adjustments/': ({ body }) =>
        entry(20, { kind: 'adjustment', ...(body as object) }),
      'POST /api/accounts/entries/:entry/reverse/': ({ params }) =>
        entry(21, { kind: 'reversal', reverses_entry_id: Number(params.entry) }),
      'GET /api/receipts/:id/pdf/': () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: { 'content-disposition': 'attachment; filename="recibo-0001-00000005.pdf"' },
        }),
    },
  }));
}

beforeEach(() => {
  summaryAnswer = () => SUMMARY;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

describe('Cuenta corriente of a customer', () => {
  it('shows the figures, the movements with their open amounts and overdue marks, and the statement', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Vivero Sur S.R.L.', level: 1 })).toBeTruthy();
    expect(screen.getByText('Cuenta corriente habilitada', { selector: '[data-tone]' })).toBeTruthy();
    const figures = screen.getByText('Crédito disponible').closest('dl') as HTMLElement;
    expect(figures.textContent).toContain('Saldo$ 35.000,50');
    expect(figures.textContent).toContain('Vencido$ 20.000,00');
    expect(figures.textContent).toContain('Crédito disponible$ 60.999,50Límite $ 100.000,00');
    expect(figures.textContent).toContain('Pedidos sin facturar$ 4.000,00');
    expect(screen.getByRole('region', { name: 'Antigüedad de la deuda' }).textContent).toContain(
      '61-90 días$ 20.000,00',
    );

    const movements = await screen.findByRole('table', { name: 'Movimientos' });
    await within(movements).findByText('Recibo 0001-00000004');
    const rows = within(movements).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FechaComprobanteVencimientoDebeHaberPendienteAcciones',
      '10/11/2026Factura A 00002-00000015Pedido #5210/12/2026$ 15.000,50-$ 15.000,50',
      '20/09/2026Recibo 0001-00000004--$ 10.000,00-Recibo Anular',
      '01/09/2026Factura A 00002-00000011Pedido #4101/10/2026Vencida$ 30.000,00-$ 20.000,00',
      '05/08/2026Pedido #3004/09/2026$ 5.000,00--',
    ]);
    expect(within(rows[1]).queryByRole('button', { name: /Anular/ })).toBeNull();
    // An invoice links to its order; an order's own debit is itself the link, named once.
    expect(within(rows[1]).getByRole('link', { name: 'Pedido #52' })).toBeTruthy();
    expect(
      within(rows[4])
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pedido #30']);

    const statement = section('Estado de cuenta');
    await waitFor(() => expect(statement.textContent).toContain('Saldo final$ 35.000,50'));
    expect(statement.textContent).toContain('Créditos$ 10.000,00');
    const asked = api!.callsTo('GET', '/api/accounts/7/statement/')[0].search;
    expect(asked.get('to')).toBe(storeDayOf());
    fireEvent.click(within(statement).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() =>
      expect(
        api!.callsTo('GET', '/api/accounts/7/statement/').some((call) => call.search.get('format') === 'pdf'),
      ).toBe(true),
    );
    fireEvent.change(within(statement).getByLabelText('Desde'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(statement).getByLabelText('Hasta'), { target: { value: '2026-11-01' } });
    expect(within(statement).getByRole('alert').textContent).toBe('El período no es válido');
    expect(
      (within(statement).getByRole('button', { name: 'Descargar Excel' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('annuls a receipt after a confirmation that names it and asks for the reason', async () => {
    renderPage();
    const movements = await screen.findByRole('table', { name: 'Movimientos' });
    fireEvent.click(await within(movements).findByRole('button', { name: 'Anular: Recibo 0001-00000004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular movimiento' });
    expect(dialog.textContent).toContain('¿Anular Recibo 0001-00000004 por $ 10.000,00?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText('Indica el motivo')).toBeTruthy();
    expect(api!.callsTo('POST', '/api/accounts/entries/2/reverse/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Cheque rechazado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Movimiento anulado'));
    expect(api!.callsTo('POST', '/api/accounts/entries/2/reverse/')[0].body).toEqual({
      reason: 'Cheque rechazado',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The account's figures are read again.
    await waitFor(() => expect(api!.callsTo('GET', '/api/accounts/7/').length).toBeGreaterThan(1));
  });

  it('records a receipt: lines by method, the debits it pays with the running total, then its number and PDF', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar cobro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar cobro' });
    expect((within(dialog).getByLabelText('Fecha del recibo') as HTMLInputElement).value).toBe(storeDayOf());
    // The open debits, oldest first; nothing typed yet.
    const debits = await within(dialog).findAllByRole('checkbox');
    expect(debits.map((box) => box.closest('label')?.textContent)).toEqual([
      'Factura A 00002-0000001101/09/2026 · vence 01/10/2026Vencida$ 20.000,00No alcanza',
      'Factura A 00002-0000001510/11/2026 · vence 10/12/2026$ 15.000,50No alcanza',
    ]);

    fireEvent.change(within(dialog).getByLabelText('Importe ($)'), { target: { value: '20000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar forma de pago' }));
    const second = within(dialog).getByRole('group', { name: 'Forma de pago 2' });
    fireEvent.change(within(second).getByLabelText('Forma de pago'), { target: { value: 'echeq' } });
    fireEvent.change(within(second).getByLabelText('Importe ($)'), { target: { value: '5000' } });
    const totals = within(dialog).getByText('Total del cobro').closest('dl') as HTMLElement;
    expect(totals.textContent).toBe('Total del cobro$ 25.000,00Aplicado$ 25.000,00Queda a favor$ 0,00');
    // Oldest first by default; ticking the newer invoice puts it first.
    expect(debits[0].closest('label')?.textContent).toContain('Paga $ 20.000,00');
    fireEvent.click(debits[1]);
    expect(debits[1].closest('label')?.textContent).toContain('Paga $ 15.000,50');
    expect(debits[0].closest('label')?.textContent).toContain('Paga $ 9.999,50');

    // An eCheq needs its number, bank and date.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar cobro' }));
    expect(await within(second).findByText('Indica número, banco y fecha del cheque')).toBeTruthy();
    expect(api!.callsTo('POST', '/api/accounts/7/receipts/')).toHaveLength(0);
    fireEvent.change(within(second).getByLabelText('Número de eCheq'), { target: { value: '0099' } });
    fireEvent.change(within(second).getByLabelText('Banco'), { target: { value: 'Banco Nación' } });
    fireEvent.change(within(second).getByLabelText('Fecha de pago'), { target: { value: '2026-12-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar cobro' }));

    const saved = await screen.findByRole('dialog', { name: 'Recibo 0001-00000005' });
    expect(within(saved).getByRole('status').textContent).toContain('Recibo 0001-00000005 registrado');
    expect(saved.textContent).toContain('Factura A 00002-00000015$ 15.000,50');
    expect(api!.callsTo('POST', '/api/accounts/7/receipts/')[0].body).toEqual({
      issue_date: storeDayOf(),
      notes: '',
      apply_to: [3],
      lines: [
        {
          method: 'transfer',
          amount: 20000,
          reference: '',
          bank: '',
          cheque_date: null,
          withholding_type: null,
        },
        {
          method: 'echeq',
          amount: 5000,
          reference: '0099',
          bank: 'Banco Nación',
          cheque_date: '2026-12-15',
          withholding_type: null,
        },
      ],
    });
    fireEvent.click(within(saved).getByRole('button', { name: 'Descargar recibo: Recibo 0001-00000005' }));
    await waitFor(() => expect(api!.callsTo('GET', '/api/receipts/9/pdf/')).toHaveLength(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('records a credit adjustment as a negative amount, with its reason', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajuste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajuste' });
    fireEvent.click(within(dialog).getByLabelText(/^Crédito/));
    fireEvent.change(within(dialog).getByLabelText('Importe ($)'), { target: { value: '1250.75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    expect(await within(dialog).findByText('Indica el motivo')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Bonificación acordada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Ajuste registrado'));
    expect(api!.callsTo('POST', '/api/accounts/7/adjustments/')[0].body).toEqual({
      amount: -1250.75,
      reason: 'Bonificación acordada',
      entry_date: storeDayOf(),
    });
  });

  it('saves the terms', async () => {
    renderPage();
    const terms = await screen.findByRole('region', { name: 'Condiciones' });
    const save = within(terms).getByRole('button', { name: 'Guardar condiciones' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(terms).getByLabelText('Plazo de pago en días'), { target: { value: '45' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Condiciones de la cuenta corriente guardadas'),
    );
    expect(api!.callsTo('PUT', '/api/accounts/7/terms/')[0].body).toEqual({
      enabled: true,
      credit_limit: 100000,
      payment_terms_days: 45,
    });
  });

  it('says when the customer does not exist, and offers a retry when the account fails', async () => {
    summaryAnswer = () => reply(404, { detail: 'Cliente no encontrado.' });
    renderPage();
    expect(await screen.findByText('El cliente no existe')).toBeTruthy();
  });

  it('retries a failed load', async () => {
    summaryAnswer = () => reply(500, { detail: 'Error' });
    renderPage();
    expect(await screen.findByText('No pudimos cargar la cuenta corriente.')).toBeTruthy();
    summaryAnswer = () => SUMMARY;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Vivero Sur S.R.L.', level: 1 })).toBeTruthy();
  });
});
