// @vitest-environment happy-dom
import type { CustomerDetail } from '@mayorista/shared/accounts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { mockFetch, renderPage } from '@/test/render';
import { CustomerTaxProfile } from './customer-tax-profile';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const customer = {
  id: 9,
  cuit: '20-3011 (ver)',
  dni: '',
  iva_condition: '',
} as CustomerDetail;

afterEach(() => vi.clearAllMocks());

describe('CustomerTaxProfile', () => {
  it('leaves a CUIT typed before the rule as it is while the DNI is saved, and checks it for a condition that needs it', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json({ ...customer, ...JSON.parse(String(init?.body)) }),
    );
    mockFetch(fetchMock);
    renderPage(<CustomerTaxProfile customer={customer} />);
    const save = screen.getByRole('button', { name: 'Guardar datos fiscales' });

    fireEvent.change(screen.getByLabelText('Condición frente al IVA'), { target: { value: 'monotributo' } });
    fireEvent.click(save);
    expect(await screen.findByText('CUIT inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Condición frente al IVA'), {
      target: { value: 'consumidor_final' },
    });
    fireEvent.change(screen.getByLabelText('DNI'), { target: { value: '30.111.222' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Datos fiscales del cliente actualizados'),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      // Sent without separators; the server compares it so and keeps the stored text.
      cuit: '203011(ver)',
      dni: '30111222',
      iva_condition: 'consumidor_final',
    });
  });
});
