// @vitest-environment happy-dom
import type { InvoiceSummary } from '@mayorista/shared/invoice-list';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/session';
import { notify } from '@/lib/toast';
import { renderPage, reply } from '@/test/render';
import { OrderInvoicesCard } from '../components/order-invoices-card';
import AdminInvoicesPage from './admin-invoices-page';
import MyInvoicesPage from './my-invoices-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function invoice(values: Partial<InvoiceSummary> & { id: number }): InvoiceSummary {
  return {
    order_id: 40 + values.id,
    user_id: 2,
    kind: 'invoice',
    letter: 'A',
    voucher_type: 1,
    voucher_name: 'Factura A',
    point_of_sale: 2,
    number: values.id,
    number_label: `00002-${String(values.id).padStart(8, '0')}`,
    state: 'autorizada',
    state_label: 'Autorizada',
    cae: '74123456789012',
    cae_due_date: '2026-12-08',
    issue_date: '2026-11-10',
    receiver: {
      doc_type: 80,
      doc_number: '20301112220',
      iva_condition: 'responsable_inscripto',
      iva_condition_label: 'Responsable Inscripto',
      name: 'Vivero Sur S.R.L.',
      address: '',
    },
    net: 1000,
    iva: 210,
    exempt: 0,
    total: 1210,
    iva_breakdown: [{ rate: 21, net: 1000, iva: 210 }],
    observations: '',
    related_invoice_id: null,
    test: true,
    legends: [],
    qr_url: 'https://www.afip.gob.ar/fe/qr/?p=e30=',
    created_at: '2026-11-10T12:00:00.000Z',
    ...values,
  };
}

const page = (results: InvoiceSummary[]) => ({
  count: results.length,
  next: null,
  previous: null,
  current_page: 1,
  total_pages: 1,
  results,
});

beforeEach(() => {
  window.localStorage.setItem(SESSION_KEYS.accessToken, 'token');
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('Mis comprobantes', () => {
  it('groups the documents by month, each with its PDF, and a ZIP per month', async () => {
    const { api } = renderPage(<MyInvoicesPage />, {
      fetch: {
        'GET /api/invoices/': page([
          invoice({ id: 2, issue_date: '2026-11-10' }),
          invoice({ id: 1, issue_date: '2026-10-05' }),
        ]),
        'GET /api/invoices/2/pdf/': () =>
          new Response('%PDF-1.3', {
            headers: { 'content-disposition': 'attachment; filename="factura-a-00002-00000002.pdf"' },
          }),
        'GET /api/invoices/zip/': () => new Response('PK'),
      },
    });
    const november = await screen.findByRole('region', { name: 'noviembre de 2026' });
    expect(screen.getByRole('region', { name: 'octubre de 2026' })).toBeTruthy();
    expect(within(november).getByText('00002-00000002')).toBeTruthy();
    fireEvent.click(within(november).getByRole('button', { name: 'PDF: Factura A 00002-00000002' }));
    await waitFor(() => expect(api?.callsTo('GET', '/api/invoices/2/pdf/')).toHaveLength(1));
    fireEvent.click(within(november).getByRole('button', { name: 'Descargar ZIP de noviembre de 2026' }));
    await waitFor(() => expect(api?.callsTo('GET', '/api/invoices/zip/')).toHaveLength(1));
    expect(api?.callsTo('GET', '/api/invoices/zip/')[0].search.get('month')).toBe('2026-11');
  });

  it('says when there is nothing yet', async () => {
    renderPage(<MyInvoicesPage />, { fetch: { 'GET /api/invoices/': page([]) } });
    expect(await screen.findByText(/Todavía no tienes comprobantes/)).toBeTruthy();
  });
});

describe('Comprobantes (staff)', () => {
  it("filters through the address, shows ARCA's observations and retries a rejected invoice", async () => {
    const rejected = invoice({
      id: 3,
      number: null,
      number_label: null,
      state: 'rechazada',
      state_label: 'Rechazada',
      cae: null,
      observations: '10015: El campo DocNro es inválido.',
    });
    const { api } = renderPage(<AdminInvoicesPage />, {
      fetch: {
        'GET /api/invoices/': page([rejected]),
        'POST /api/orders/43/invoice/': invoice({ id: 3 }),
      },
    });
    expect((await screen.findAllByText('10015: El campo DocNro es inválido.')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Letra'), { target: { value: 'B' } });
    await waitFor(() =>
      expect(api?.callsTo('GET', '/api/invoices/').some((call) => call.search.get('letter') === 'B')).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Reintentar: Factura A (sin número)' })[0]);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Comprobante autorizado por ARCA'));
  });
});

describe('the order desk card', () => {
  it("invoices an order and shows ARCA's observations when it rejects it", async () => {
    let documents: InvoiceSummary[] = [];
    const rejected = invoice({
      id: 5,
      order_id: 7,
      number: null,
      number_label: null,
      state: 'rechazada',
      state_label: 'Rechazada',
      cae: null,
      observations: '10013: Para Factura A el receptor debe tener CUIT.',
    });
    const { api } = renderPage(<OrderInvoicesCard orderId={7} orderStatus="delivered" />, {
      fetch: {
        'GET /api/invoices/': () => page(documents),
        'POST /api/orders/7/invoice/': () => {
          documents = [rejected];
          return reply(201, { ...rejected, lines: [] });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Facturar' }));
    await waitFor(() => expect(api?.callsTo('POST', '/api/orders/7/invoice/')).toHaveLength(1));
    expect(notify.error).toHaveBeenCalledWith('10013: Para Factura A el receptor debe tener CUIT.');
    expect(await screen.findByText('Observaciones de ARCA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it("asks before a total credit note of an authorised invoice and offers no 'Facturar'", async () => {
    const { api } = renderPage(<OrderInvoicesCard orderId={7} orderStatus="delivered" />, {
      fetch: {
        'GET /api/invoices/': page([invoice({ id: 5, order_id: 7 })]),
        'POST /api/invoices/5/credit-note/': reply(201, {
          ...invoice({
            id: 6,
            kind: 'credit_note',
            voucher_name: 'Nota de Crédito A',
            number_label: '00002-00000001',
          }),
          lines: [],
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nota de crédito' }));
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Emitir nota de crédito' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir nota de crédito' }));
    await waitFor(() => expect(api?.callsTo('POST', '/api/invoices/5/credit-note/')).toHaveLength(1));
    expect(notify.success).toHaveBeenCalledWith('Nota de Crédito A 00002-00000001: autorizada por ARCA');
  });
});
