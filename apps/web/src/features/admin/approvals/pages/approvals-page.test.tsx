// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { type FetchRouter, renderPage as render } from '@/test/render';
import type { PendingUser } from '../api/pending-users';
import ApprovalsPage from './approvals-page';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const user = (id: number, username: string): PendingUser => ({
  id,
  username,
  email: `${username}@example.com`,
  first_name: '',
  last_name: '',
  business_name: '',
  business_address: '',
  phone_number: '',
  instagram: '',
  facebook: '',
  dni: '',
  cuit: '',
  iva_condition: '',
  business_type: '',
  extra_info: '',
  date_joined: '2026-01-01T00:00:00Z',
});

let pending: PendingUser[] = [];
let api: FetchRouter | undefined;

beforeEach(() => {
  pending = [user(4, 'kiosco_sur'), user(5, 'club_norte')];
  vi.clearAllMocks();
  ({ api } = render(<ApprovalsPage />, {
    fetch: {
      'GET /api/auth/pending-users/': () => pending,
      'GET /api/price-lists/': [
        { id: 1, name: 'General', adjustment_percent: 0, min_order_amount: null, is_default: true },
        { id: 2, name: 'Kiosco', adjustment_percent: 12, min_order_amount: null, is_default: false },
      ],
      'POST /api/auth/approve-user/:id/': ({ params }) => {
        pending = pending.filter((item) => item.id !== Number(params.id));
        return { message: 'Usuario aprobado', id: Number(params.id) };
      },
    },
  }));
});

describe('approvals: price list', () => {
  it('approves from the info modal with the chosen list', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Info: información de kiosco_sur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información del usuario' });
    const select = within(dialog).getByLabelText('Lista de precios al aprobar');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Kiosco' })).toBeTruthy());
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Aprobar usuario/ }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Usuario aprobado correctamente'));
    expect(api?.callsTo('POST', '/api/auth/approve-user/4/')[0].body).toEqual({ price_list: 2 });
  });

  it('approves from the row with the default list (no body)', async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar a club_norte' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Usuario aprobado correctamente'));
    expect(api?.callsTo('POST', '/api/auth/approve-user/5/')[0].body).toBeUndefined();
  });
});
