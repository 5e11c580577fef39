import type { LedgerEntry } from '@mayorista/shared/current-accounts';
import { describe, expect, it } from 'vitest';
import {
  AdjustmentFormSchema,
  emptyReceipt,
  emptyReceiptLine,
  previewReceipt,
  ReceiptFormSchema,
  receiptTotalCents,
  SettingsFormSchema,
  TermsFormSchema,
  toggleChosen,
} from './forms';

const debit = (id: number, entryDate: string, open: number): LedgerEntry => ({
  id,
  kind: 'invoice',
  description: `Factura A 00001-0000000${id}`,
  entry_date: entryDate,
  due_date: entryDate,
  amount: open,
  open_amount: open,
  overdue: false,
  invoice_id: id,
  order_id: null,
  receipt_id: null,
  reverses_entry_id: null,
  reversed: false,
  reason: '',
  created_by_name: '',
  created_at: `${entryDate}T12:00:00.000Z`,
});

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('terms form', () => {
  it("takes the inputs' text and gives the contract's numbers", () => {
    expect(
      TermsFormSchema.parse({ enabled: true, credit_limit: '150000.50', payment_terms_days: '30' }),
    ).toEqual({ enabled: true, credit_limit: 150000.5, payment_terms_days: 30 });
  });
  it("refuses an empty, negative or fractional value with the contract's messages", () => {
    expect(
      messages(TermsFormSchema.safeParse({ enabled: true, credit_limit: '', payment_terms_days: '1.5' })),
    ).toEqual([
      'credit_limit: Ingresa un límite de crédito válido (0 o más)',
      'payment_terms_days: Los días de plazo deben estar entre 0 y 365',
    ]);
    expect(
      messages(TermsFormSchema.safeParse({ enabled: false, credit_limit: '-1', payment_terms_days: '400' })),
    ).toEqual([
      'credit_limit: Ingresa un límite de crédito válido (0 o más)',
      'payment_terms_days: Los días de plazo deben estar entre 0 y 365',
    ]);
  });
});

describe('adjustment form', () => {
  it('signs the amount by its direction: a credit lowers the balance', () => {
    const values = { amount: '1500.25', reason: 'Bonificación', entry_date: '2026-11-20' };
    expect(AdjustmentFormSchema.parse({ ...values, direction: 'debit' })).toEqual({
      ...values,
      amount: 1500.25,
    });
    expect(AdjustmentFormSchema.parse({ ...values, direction: 'credit' })).toEqual({
      ...values,
      amount: -1500.25,
    });
  });
  it('asks for the amount and the reason', () => {
    expect(
      messages(
        AdjustmentFormSchema.safeParse({
          direction: 'debit',
          amount: '0',
          reason: '  ',
          entry_date: '2026-11-20',
        }),
      ),
    ).toEqual(['amount: El importe debe ser mayor a cero', 'reason: Indica el motivo']);
  });
});

describe('receipt form', () => {
  it('sends each line with the fields of its method only', () => {
    const values = {
      ...emptyReceipt('2026-11-20'),
      lines: [
        {
          ...emptyReceiptLine('transfer'),
          amount: '1000',
          reference: 'OP-1',
          bank: 'quedó escrito',
          cheque_date: '2026-12-01',
        },
        {
          ...emptyReceiptLine('cheque'),
          amount: '500.5',
          reference: '123',
          bank: 'Nación',
          cheque_date: '2026-12-01',
        },
        {
          ...emptyReceiptLine('withholding'),
          amount: '20',
          reference: 'C-9',
          withholding_type: 'iibb' as const,
        },
      ],
      apply_to: [3],
    };
    expect(ReceiptFormSchema.parse(values)).toEqual({
      issue_date: '2026-11-20',
      notes: '',
      apply_to: [3],
      lines: [
        {
          method: 'transfer',
          amount: 1000,
          reference: 'OP-1',
          bank: '',
          cheque_date: null,
          withholding_type: null,
        },
        {
          method: 'cheque',
          amount: 500.5,
          reference: '123',
          bank: 'Nación',
          cheque_date: '2026-12-01',
          withholding_type: null,
        },
        {
          method: 'withholding',
          amount: 20,
          reference: 'C-9',
          bank: '',
          cheque_date: null,
          withholding_type: 'iibb',
        },
      ],
    });
  });
  it('asks a cheque for number, bank and date, and a withholding for its type and certificate', () => {
    const values = {
      ...emptyReceipt('2026-11-20'),
      lines: [
        { ...emptyReceiptLine('echeq'), amount: '100', reference: '77' },
        { ...emptyReceiptLine('withholding'), amount: '10', reference: 'C-1' },
        { ...emptyReceiptLine('cash'), amount: '' },
      ],
    };
    expect(messages(ReceiptFormSchema.safeParse(values))).toEqual([
      'lines.0.reference: Indica número, banco y fecha del cheque',
      'lines.1.withholding_type: Indica el tipo de retención y el número de certificado',
      'lines.2.amount: Ingresa un importe válido',
    ]);
    expect(messages(ReceiptFormSchema.safeParse({ ...values, lines: [] }))).toEqual([
      'lines: Agrega al menos una forma de pago',
    ]);
  });
  it('adds the valid amounts in whole cents', () => {
    expect(
      receiptTotalCents([
        { amount: '0.1' },
        { amount: '0.2' },
        { amount: '' },
        { amount: 'x' },
        { amount: '-5' },
      ]),
    ).toBe(30);
  });
  it('previews what the receipt pays as the ledger will: chosen first, then oldest', () => {
    const open = [debit(3, '2026-10-01', 1000), debit(1, '2026-09-01', 300), debit(2, '2026-09-15', 200)];
    const oldest = previewReceipt(40_000, open, []);
    expect([...oldest.applied]).toEqual([
      [1, 300],
      [2, 100],
    ]);
    expect(oldest.unapplied).toBe(0);
    const chosen = previewReceipt(160_000, open, [3]);
    expect([...chosen.applied]).toEqual([
      [3, 1000],
      [1, 300],
      [2, 200],
    ]);
    expect(chosen.total).toBe(1600);
    expect(chosen.unapplied).toBe(100);
  });
  it('keeps the ticked debits in the order they were ticked', () => {
    expect(toggleChosen(toggleChosen([], 5), 2)).toEqual([5, 2]);
    expect(toggleChosen([5, 2], 5)).toEqual([2]);
  });
});

describe('reminder settings form', () => {
  it('takes whole days within the limits', () => {
    expect(
      SettingsFormSchema.parse({
        reminder_days_before: '3',
        overdue_reminders: true,
        overdue_repeat_days: '7',
        receipt_point_of_sale: '2',
      }),
    ).toEqual({
      reminder_days_before: 3,
      overdue_reminders: true,
      overdue_repeat_days: 7,
      receipt_point_of_sale: 2,
    });
    expect(
      messages(
        SettingsFormSchema.safeParse({
          reminder_days_before: '61',
          overdue_reminders: false,
          overdue_repeat_days: '',
          receipt_point_of_sale: '0',
        }),
      ),
    ).toEqual([
      'reminder_days_before: Indica entre 0 y 60 días',
      'overdue_repeat_days: Indica entre 0 y 90 días',
      'receipt_point_of_sale: Indica un punto de venta entre 1 y 99999',
    ]);
  });
});
