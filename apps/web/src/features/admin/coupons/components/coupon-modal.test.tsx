// @vitest-environment happy-dom
import type { Coupon } from '@mayorista/shared/marketing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDateInput } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { renderPage } from '@/test/render';
import { CouponModal } from './coupon-modal';

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const coupon: Coupon = {
  id: 7,
  code: 'VERANO',
  type: 'percentage',
  value: 15,
  max_amount: 5000,
  min_purchase: 20000,
  max_uses: null,
  used: 3,
  expires_at: new Date(2099, 0, 31, 23, 59, 59, 999).toISOString(),
  active: true,
  is_valid: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

let answer: { status: number; body: unknown } = { status: 201, body: coupon };
const fetchMock = vi.fn(
  async (_input: string, _init?: RequestInit) =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    }),
);
const onClose = vi.fn();

function open(editing: Coupon | 'new') {
  renderPage(<CouponModal editing={editing} onClose={onClose} />, { fetch: fetchMock });
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
const daysFromToday = (days: number) => {
  const now = new Date();
  return toDateInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};

beforeEach(() => {
  answer = { status: 201, body: coupon };
  fetchMock.mockClear();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  onClose.mockClear();
});

describe('CouponModal', () => {
  it('starts with the defaults: percentage, value 0, minimum 0, unlimited, active, 30 days ahead', () => {
    open('new');
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('percentage');
    expect(input('Valor (%)').value).toBe('0');
    expect(input('Compra mínima ($)').value).toBe('0');
    expect(input('Usos máximos').value).toBe('');
    expect(input('Vence').value).toBe(daysFromToday(30));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a percentage over 100, a negative cap, an empty code and a past expiry without calling the server', async () => {
    open('new');
    type('Valor (%)', '101');
    type('Descuento máximo ($)', '-1');
    type('Vence', daysFromToday(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('El código es requerido')).toBeTruthy();
    expect(screen.getByText('El porcentaje no puede ser mayor a 100')).toBeTruthy();
    expect(screen.getByText('El monto máximo no puede ser negativo')).toBeTruthy();
    expect(screen.getByText('La fecha de vencimiento no puede ser anterior a hoy')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides max_amount for a fixed coupon, allows more than 100 and never sends a cap', async () => {
    open('new');
    type('Código', 'FIJO900');
    type('Descuento máximo ($)', '3000');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'fixed' } });
    expect(screen.queryByLabelText('Descuento máximo ($)')).toBeNull();
    type('Valor ($)', '900');
    type('Compra mínima ($)', '5000');
    type('Usos máximos', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toContain('/api/marketing/coupons/');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    const body = sentBody();
    expect(body).toMatchObject({
      code: 'FIJO900',
      type: 'fixed',
      value: 900,
      max_amount: null,
      min_purchase: 5000,
      max_uses: 10,
      active: true,
    });
    // Sent as the end of the chosen day (local time).
    const expiry = new Date(body.expires_at);
    expect(toDateInput(expiry)).toBe(daysFromToday(30));
    expect([expiry.getHours(), expiry.getMinutes(), expiry.getSeconds()]).toEqual([23, 59, 59]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('Cupón creado correctamente');
  });

  it('edits with the code read-only, sends empty max uses as unlimited and shows the first server field error', async () => {
    open(coupon);
    expect(input('Código').readOnly).toBe(true);
    expect(input('Código').value).toBe('VERANO');
    expect(input('Descuento máximo ($)').value).toBe('5000');
    expect(input('Vence').value).toBe('2099-01-31');
    answer = { status: 400, body: { min_purchase: ['La compra mínima no puede ser negativa'] } };
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toContain('/api/marketing/coupons/7/');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT');
    const body = sentBody();
    expect(body.code).toBeUndefined();
    expect(body.max_uses).toBeNull();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('min_purchase: La compra mínima no puede ser negativa'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's detail, and the spec's text when there is none", async () => {
    open(coupon);
    answer = { status: 409, body: { detail: 'Ya existe un cupón con ese código' } };
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Ya existe un cupón con ese código'));
    answer = { status: 500, body: {} };
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Error al guardar el cupón'));
  });
});
