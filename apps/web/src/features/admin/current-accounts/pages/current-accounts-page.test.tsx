// @vitest-environment happy-dom
import type { ReceivableRow } from '@mayorista/shared/current-accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render, reply } from '@/test/render';
import CurrentAccountsPage from './current-accounts-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const row = (id: number, name: string, fields: Partial<ReceivableRow> = {}): ReceivableRow => ({
  customer_id: id,
  username: name.toLowerCase().replace(/\s+/g, ''),
  business_name: name,
  enabled: true,
  credit_limit: 100_000,
  payment_terms_days: 30,
  balance: 0,
  overdue: 0,
  available_credit: 100_000,
  aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: 0 },
  oldest_due_date: null,
  ...fields,
});

const ROWS = [
  row(7, 'Vivero Sur', {
    balance: 35_000.5,
    overdue: 20_000,
    available_credit: 64_999.5,
    aging: { d0_30: 15_000.5, d31_60: 0, d61_90: 20_000, d90_plus: 0, credit: 0 },
    oldest_due_date: '2026-10-01',
  }),
  row(8, 'Almacén Norte', {
    enabled: false,
    credit_limit: 0,
    balance: -500,
    available_credit: 500,
    aging: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, credit: -500 },
  }),
];

let rows = ROWS;
let fail = false;
let settings = {
  reminder_days_before: 3,
  overdue_reminders: true,
  overdue_repeat_days: 7,
  receipt_point_of_sale: 1,
};
let api: FetchRouter | undefined;

function renderPage(at = '/configuracion/cuentas-corrientes') {
  ({ api } = render(<CurrentAccountsPage />, {
    at,
    path: '/configuracion/cuentas-corrientes',
    routes: <Route path="/configuracion/cuentas-corrientes/:id" element={<p>Cuenta abierta</p>} />,
    fetch: {
      'GET /api/receivables/': ({ search }) => {
        if (search.get('format'))
          return new Response(new Blob(['a;b']), {
            headers: {
              'content-disposition': `attachment; filename="cuentas-corrientes.${search.get('format')}"`,
            },
          });
        if (fail) return reply(500, { detail: 'Base caída' });
        return {
          count: rows.length,
          next: null,
          previous: null,
          current_page: 1,
          total_pages: rows.length > 1 ? 3 : 1,
          results: rows,
          totals: {
            balance: 34_500.5,
            overdue: 20_000,
            aging: { d0_30: 15_000.5, d31_60: 0, d61_90: 20_000, d90_plus: 0, credit: -500 },
          },
          as_of: '2026-11-20',
        };
      },
      'GET /api/account-settings/': () => settings,
      'PUT /api/account-settings/': ({ body }) => {
        settings = body as typeof settings;
        return settings;
      },
    },
  }));
}

const listCalls = () => api!.callsTo('GET', '/api/receivables/').filter((call) => !call.search.get('format'));
const lastQuery = () => Object.fromEntries(listCalls().at(-1)!.search);

beforeEach(() => {
  rows = ROWS;
  fail = false;
  settings = {
    reminder_days_before: 3,
    overdue_reminders: true,
    overdue_repeat_days: 7,
    receipt_point_of_sale: 1,
  };
  // A desktop: the table (768 px and up).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('Cuentas corrientes', () => {
  it('lists the customers with their aging, the totals of the filter and a link to each account', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cuentas corrientes' });
    const [head, first, second, foot] = within(table).getAllByRole('row');
    expect(head.textContent).toBe(
      'ClienteSaldoVencido0-3031-6061-90Más de 90Crédito disponiblePrimer vencimiento',
    );
    expect(first.textContent).toBe(
      'Vivero Surviverosur$ 35.000,50$ 20.000,00$ 15.000,50$ 0,00$ 20.000,00$ 0,00$ 64.999,50de $ 100.000,0001/10/2026',
    );
    expect(second.textContent).toContain('Deshabilitada');
    expect(foot.textContent).toBe(
      'Total (2 clientes)$ 34.500,50$ 20.000,00$ 15.000,50$ 0,00$ 20.000,00$ 0,00',
    );
    expect(lastQuery()).toEqual({ only: 'all', sort: 'balance', order: 'desc' });
    expect(within(table).getByRole('columnheader', { name: /Saldo/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(within(table).getByRole('link', { name: 'Vivero Sur' }));
    expect(await screen.findByText('Cuenta abierta')).toBeTruthy();
  });

  it('sorts by a column, filters and searches through the address, and pages', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cuentas corrientes' });
    fireEvent.click(within(table).getByRole('button', { name: 'Cliente' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Cliente/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Cliente' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'name', order: 'desc' }));

    fireEvent.click(screen.getByRole('button', { name: 'Vencidos' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ only: 'overdue' }));
    expect(screen.getByRole('button', { name: 'Vencidos' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('Buscar cliente'), { target: { value: 'vivero' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'vivero', only: 'overdue' }));

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2', search: 'vivero' }));
  });

  it('exports the filter as CSV and Excel', async () => {
    renderPage('/configuracion/cuentas-corrientes?only=with_balance');
    await screen.findByRole('table', { name: 'Cuentas corrientes' });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Descargado cuentas-corrientes.xlsx'));
    const exported = api!.callsTo('GET', '/api/receivables/').find((call) => call.search.get('format'));
    expect(Object.fromEntries(exported!.search)).toEqual({
      only: 'with_balance',
      sort: 'balance',
      order: 'desc',
      format: 'xlsx',
    });
  });

  it('says when nothing matches, and when the list fails', async () => {
    rows = [];
    renderPage('/configuracion/cuentas-corrientes?search=zzz');
    expect(await screen.findByText('Ningún cliente coincide con estos filtros.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(
      await screen.findByText(
        'Todavía no hay clientes con cuenta corriente. Habilítala desde el perfil de un cliente.',
      ),
    ).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    fail = true;
    renderPage();
    expect(await screen.findByText('Base caída')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Cuentas corrientes' })).toBeTruthy();
  });

  it('shows phone cards that open each account', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Cuentas corrientes' });
    const cards = within(list).getAllByRole('link');
    expect(cards[0].textContent).toContain('Vivero SurVencido');
    expect(cards[0].getAttribute('href')).toBe('/configuracion/cuentas-corrientes/7');
    expect(screen.getByLabelText('Totales del filtro').textContent).toContain(
      'Saldo total (2 clientes)$ 34.500,50',
    );
    fireEvent.change(screen.getByLabelText('Ordenar'), { target: { value: 'oldest_due_date:asc' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'oldest_due_date', order: 'asc' }));
  });

  it('saves the reminder settings', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Recordatorios por e-mail' });
    const days = await within(card).findByLabelText('Días antes del vencimiento');
    expect((days as HTMLInputElement).value).toBe('3');
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar recordatorios' }));
    expect(await within(card).findByText('Indica entre 0 y 60 días')).toBeTruthy();
    fireEvent.change(days, { target: { value: '5' } });
    fireEvent.click(within(card).getByLabelText('Avisar deudas vencidas'));
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar recordatorios' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Recordatorios guardados'));
    expect(api!.callsTo('PUT', '/api/account-settings/')[0].body).toEqual({
      reminder_days_before: 5,
      overdue_reminders: false,
      overdue_repeat_days: 7,
      receipt_point_of_sale: 1,
    });
  });
});
