import { describe, expect, it } from 'vitest';
import { centsText, parseCents, parseWhole, parseYesNo } from './product-transfer.parse.ts';

describe('import cells', () => {
  it.each([
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.500', 150000],
    ['1.234.567', 123456700],
    ['12,5', 1250],
    ['0', 0],
    ['$ 1.000,10', 100010],
    [' 7 ', 700],
    [99.9, 9990],
    [0.1 + 0.2, 30],
  ])('reads %s as %i cents', (cell, cents) => {
    expect(parseCents(cell)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['abc', 'amount'],
    ['-5', 'amount'],
    ['1e5', 'amount'],
    ['1.2.3', 'amount'],
    ['12,34,5', 'amount'],
    [-1, 'amount'],
    [true, 'amount'],
    ['10,555', 'decimals'],
    ['1234.567', 'decimals'],
    [10.555, 'decimals'],
  ])('refuses %s (%s)', (cell, message) => {
    expect(parseCents(cell)).toEqual({ ok: false, message });
  });

  it('stock is a whole number from 0, disponible si/no', () => {
    expect(parseWhole('12')).toEqual({ ok: true, value: 12 });
    expect(parseWhole(3)).toEqual({ ok: true, value: 3 });
    for (const bad of ['-1', '1.5', 'x', 2.5]) expect(parseWhole(bad).ok).toBe(false);
    for (const yes of ['si', 'Sí', 'TRUE', '1', true])
      expect(parseYesNo(yes)).toEqual({ ok: true, value: true });
    for (const no of ['no', 'False', '0', false]) expect(parseYesNo(no)).toEqual({ ok: true, value: false });
    expect(parseYesNo('quizas').ok).toBe(false);
  });

  it('writes cents with a decimal comma and no ",00"', () => {
    expect([centsText(150000), centsText(123456), centsText(1250), centsText(5)]).toEqual([
      '1500',
      '1234,56',
      '12,50',
      '0,05',
    ]);
  });
});
