import { ACCOUNT_FORM_MESSAGES } from '@mayorista/shared/current-accounts';
import { describe, expect, it } from 'vitest';
import {
  chosenAmount,
  defaultPeriod,
  dueState,
  periodProblem,
  receiptFileName,
  signedAmount,
  termsLabel,
} from './current-account';

describe("'Mi cuenta corriente' helpers", () => {
  it('sums the chosen debits in whole cents (no float residue)', () => {
    const debits = [
      { id: 1, open_amount: 0.1 },
      { id: 2, open_amount: 0.2 },
      { id: 3, open_amount: 1000.05 },
    ];
    expect(chosenAmount(debits, [1, 2])).toBe(0.3);
    expect(chosenAmount(debits, [3, 99])).toBe(1000.05);
    expect(chosenAmount(debits, [])).toBe(0);
  });

  it('says where a debit stands in words', () => {
    expect(dueState({ due_date: '2026-11-28', overdue: true }, '2026-11-29')).toEqual({
      label: 'Vencida',
      tone: 'danger',
    });
    expect(dueState({ due_date: '2026-11-29', overdue: false }, '2026-11-29').label).toBe('Vence hoy');
    expect(dueState({ due_date: '2026-11-30', overdue: false }, '2026-11-29').label).toBe('Vence en 1 día');
    expect(dueState({ due_date: '2026-12-09', overdue: false }, '2026-11-29').label).toBe('Vence en 10 días');
    expect(dueState({ due_date: null, overdue: false }, '2026-11-29').label).toBe('Sin vencimiento');
  });

  it("checks a statement's period as the server does", () => {
    expect(defaultPeriod('2026-11-29')).toEqual({ from: '2026-08-31', to: '2026-11-29' });
    expect(periodProblem('2026-08-31', '2026-11-29', '2026-11-29')).toBeNull();
    expect(periodProblem('', '2026-11-29', '2026-11-29')).toBe(ACCOUNT_FORM_MESSAGES.dateInvalid);
    expect(periodProblem('2026-11-30', '2026-11-29', '2026-11-29')).toBe(ACCOUNT_FORM_MESSAGES.periodInvalid);
    expect(periodProblem('2026-11-01', '2026-11-30', '2026-11-29')).toBe(ACCOUNT_FORM_MESSAGES.dateInFuture);
    expect(periodProblem('2010-01-01', '2026-11-29', '2026-11-29')).toBe(ACCOUNT_FORM_MESSAGES.periodTooLong);
  });

  it('writes amounts, terms and file names', () => {
    expect(signedAmount(-1500)).toBe('- $ 1.500,00');
    expect(signedAmount(1500.5)).toBe('$ 1.500,50');
    expect(termsLabel(0)).toBe('Contado');
    expect(termsLabel(1)).toBe('1 día');
    expect(termsLabel(30)).toBe('30 días');
    expect(receiptFileName('Recibo 0001-00000042')).toBe('recibo-0001-00000042.pdf');
  });
});
