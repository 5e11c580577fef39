import { describe, expect, it } from 'vitest';
import {
  canNotifyShipping,
  canRefund,
  changedItems,
  nextStatuses,
  paymentChoices,
  TIMELINE_ACTIONS,
  timelineSummary,
} from './order-desk';

describe('order desk rules', () => {
  it('puts cancelling last among the next steps', () => {
    expect(nextStatuses({ status: 'pending', payment_method: 'cash' })).toEqual(['paid', 'cancelled']);
    expect(nextStatuses({ status: 'payment_pending', payment_method: 'cash' })).toEqual([
      'paid',
      'cancelled',
    ]);
    expect(nextStatuses({ status: 'delivered', payment_method: 'cash' })).toEqual([]);
  });

  it('never marks an online order paid by hand: only a verified Mercado Pago payment pays it', () => {
    expect(nextStatuses({ status: 'payment_pending', payment_method: 'online' })).toEqual(['cancelled']);
    expect(nextStatuses({ status: 'paid', payment_method: 'online' })).toEqual(['shipped', 'cancelled']);
    expect(
      paymentChoices({ status: 'payment_pending', payment_status: 'pending', payment_method: 'online' }),
    ).toEqual(['pending']);
    expect(paymentChoices({ status: 'cancelled', payment_status: 'paid', payment_method: 'online' })).toEqual(
      ['paid'],
    );
  });

  it('ships an order on cuenta corriente without marking it paid: receipts pay it on the account', () => {
    expect(nextStatuses({ status: 'pending', payment_method: 'account' })).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses({ status: 'shipped', payment_method: 'account' })).toEqual(['delivered']);
    expect(
      paymentChoices({ status: 'pending', payment_status: 'pending', payment_method: 'account' }),
    ).toEqual(['pending']);
  });

  it('offers only the payment statuses the server accepts', () => {
    const cash = { payment_method: 'cash' } as const;
    expect(paymentChoices({ ...cash, status: 'pending', payment_status: 'pending' })).toEqual([
      'pending',
      'paid',
    ]);
    expect(paymentChoices({ ...cash, status: 'shipped', payment_status: 'paid' })).toEqual(['paid']);
    expect(paymentChoices({ ...cash, status: 'cancelled', payment_status: 'paid' })).toEqual([
      'paid',
      'refunded',
    ]);
    expect(paymentChoices({ ...cash, status: 'cancelled', payment_status: 'pending' })).toEqual(['pending']);
  });

  it('sends only lines whose quantity changed', () => {
    const items = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(changedItems(items, {})).toBeNull();
    expect(changedItems(items, { 1: 2 })).toBeNull();
    expect(changedItems(items, { 1: 3, 2: 1 })).toEqual({ items: [{ id: 1, quantity: 3 }] });
  });

  it('refunds through Mercado Pago only a paid online order', () => {
    expect(canRefund({ payment_method: 'online', payment_status: 'paid' })).toBe(true);
    expect(canRefund({ payment_method: 'online', payment_status: 'pending' })).toBe(false);
    expect(canRefund({ payment_method: 'cash', payment_status: 'paid' })).toBe(false);
  });

  it('allows the shipping notice from paid on', () => {
    expect(canNotifyShipping({ status: 'pending' })).toBe(false);
    expect(canNotifyShipping({ status: 'paid' })).toBe(true);
    expect(canNotifyShipping({ status: 'cancelled' })).toBe(false);
  });

  it('writes the status codes of the timeline in Spanish', () => {
    expect(
      timelineSummary('Estado: paid -> cancelled; Pago: paid -> refunded; stock devuelto: 2 unidades'),
    ).toBe('Estado: Pagado → Cancelado; Pago: Pagado → Reembolsado; stock devuelto: 2 unidades');
    expect(timelineSummary('Cantidad de Maceta: 2 -> 3')).toBe('Cantidad de Maceta: 2 → 3');
  });

  it('names the payment events of Mercado Pago', () => {
    expect(TIMELINE_ACTIONS.payment).toBe('Pago online');
    expect(TIMELINE_ACTIONS.refund).toBe('Reembolso');
    expect(
      timelineSummary(
        'Pago aprobado por Mercado Pago (pago 1319981624, visa); Estado: payment_pending -> paid',
      ),
    ).toBe('Pago aprobado por Mercado Pago (pago 1319981624, visa); Estado: Pendiente → Pagado');
  });
});
