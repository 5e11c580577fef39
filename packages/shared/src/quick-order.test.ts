import { describe, expect, it } from 'vitest';
import {
  cleanSku,
  parseQuantity,
  parseQuickOrderTable,
  parseQuickOrderText,
  QUICK_ORDER_MESSAGES,
  QuickOrderTextInputSchema,
  splitCells,
} from './quick-order.ts';

/** [sku, quantity] of every entry, or the error for one that could not be read. */
const read = (text: string) =>
  parseQuickOrderText(text).map((entry) =>
    entry.error ? `error: ${entry.error}` : [entry.sku, entry.quantity],
  );

describe('parseQuickOrderText: the line forms', () => {
  it.each([
    ['ABC-1 12', 'space'],
    ['ABC-1   12', 'several spaces'],
    ['ABC-1;12', 'semicolon'],
    ['ABC-1,12', 'comma'],
    ['ABC-1, 12', 'comma and space'],
    ['ABC-1 x12', 'x glued to the quantity'],
    ['ABC-1 x 12', 'x between spaces'],
    ['ABC-1 X 12', 'capital X'],
    ['ABC-1 × 12', 'times sign'],
    ['ABC-1 * 12', 'asterisk'],
    ['12 x ABC-1', 'quantity first with x'],
    ['12x ABC-1', 'quantity glued to x'],
    ['12 ABC-1', 'quantity first without x'],
    ['ABC-1\t12', 'tab (spreadsheet columns)'],
    ['12\tABC-1', 'tab, quantity first'],
    ['ABC-1 12 u', 'unit suffix'],
    ['ABC-1 12un.', 'unit suffix with a dot'],
    ['  ABC-1 12  ', 'outer spaces'],
    ['ABC-1\u00a012', 'non-breaking space'],
  ])('%s (%s)', (line) => {
    expect(read(line)).toEqual([['ABC-1', 12]]);
  });

  it('keeps the code as written and its line number and raw text', () => {
    const [entry] = parseQuickOrderText('\n\n  abc-1 x 3 \n');
    expect(entry).toEqual({
      line: 3,
      raw: 'abc-1 x 3',
      sku: 'abc-1',
      quantity: 3,
      quantityGiven: true,
      error: null,
    });
  });

  it('a line with only a code asks for 1 (quantityGiven false)', () => {
    const [entry] = parseQuickOrderText('ABC-1');
    expect(entry).toMatchObject({ sku: 'ABC-1', quantity: 1, quantityGiven: false, error: null });
    expect(parseQuickOrderText('ABC-1;')[0]).toMatchObject({
      sku: 'ABC-1',
      quantity: 1,
      quantityGiven: false,
    });
  });

  it('two numbers: the code first (an EAN), then the quantity', () => {
    expect(read('7790001000012 6')).toEqual([['7790001000012', 6]]);
    expect(read('7790001000012;6')).toEqual([['7790001000012', 6]]);
    expect(read('7790001000012\t6')).toEqual([['7790001000012', 6]]);
  });

  it('a code with an x inside is not split', () => {
    expect(read('BOX-X12 3')).toEqual([['BOX-X12', 3]]);
    expect(read('X12')).toEqual([['X12', 1]]);
  });

  it('refuses a line it cannot read, saying how to write it', () => {
    expect(read('Lámpara grande roja')).toEqual([`error: ${QUICK_ORDER_MESSAGES.unreadable}`]);
    expect(read('ABC;DEF')).toEqual([`error: ${QUICK_ORDER_MESSAGES.noQuantity}`]);
    expect(read(`${'A'.repeat(65)} 2`)).toEqual([`error: ${QUICK_ORDER_MESSAGES.skuTooLong}`]);
  });
});

describe('parseQuickOrderText: separators, BOM, line ends', () => {
  it('reads a BOM, \\r\\n, \\r and blank lines (ignored), numbering lines as typed', () => {
    const entries = parseQuickOrderText('\uFEFFA-1 1\r\n\r\nB-2;2\rC-3,3\n   \n\tD-4\t4\t\n');
    expect(entries.map((entry) => [entry.line, entry.sku, entry.quantity])).toEqual([
      [1, 'A-1', 1],
      [3, 'B-2', 2],
      [4, 'C-3', 3],
      [6, 'D-4', 4],
    ]);
  });

  it('mixes forms line by line', () => {
    expect(read('A 1\nB;2\nC,3\nD x4\n5 x E\nF\t6')).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
      ['E', 5],
      ['F', 6],
    ]);
  });
});

describe('parseQuickOrderText: decimal commas and thousands', () => {
  it.each([
    ['ABC 12,0', 12],
    ['ABC 12,00', 12],
    ['ABC 12.0', 12],
    ['ABC;12,0', 12],
    ['ABC\t12,0', 12],
    ['ABC 1.000', 1000],
    ['ABC;1.000', 1000],
    ['ABC\t1.000,00', 1000],
    ['ABC;"12,0"', 12],
    ['ABC,"12,0"', 12],
  ])('%s is %i', (line, quantity) => {
    expect(read(line)).toEqual([['ABC', quantity]]);
  });

  it('1,5 is not a whole quantity: an error row naming it', () => {
    expect(read('ABC 1,5')).toEqual([`error: ${QUICK_ORDER_MESSAGES.notWhole('1,5')}`]);
    expect(read('ABC;1,5')).toEqual([`error: ${QUICK_ORDER_MESSAGES.notWhole('1,5')}`]);
    expect(read('ABC x 2.5')).toEqual([`error: ${QUICK_ORDER_MESSAGES.notWhole('2.5')}`]);
    const [entry] = parseQuickOrderText('ABC 1,5');
    expect(entry.sku).toBe('ABC');
  });

  it('0 and negative quantities are refused', () => {
    expect(read('ABC 0')).toEqual([`error: ${QUICK_ORDER_MESSAGES.notPositive}`]);
    expect(read('ABC;-3')).toEqual([`error: ${QUICK_ORDER_MESSAGES.notPositive}`]);
  });

  it("'1,000' is ambiguous (a thousand or one?) and says so", () => {
    expect(read('ABC;"1,000"')).toEqual([`error: ${QUICK_ORDER_MESSAGES.ambiguous('1,000')}`]);
  });
});

describe('parseQuickOrderText: what a spreadsheet pastes or exports', () => {
  it("skips a title row ('SKU\\tcantidad') and uses it to find the columns", () => {
    expect(read('SKU\tcantidad\nA-1\t5\nB-2\t7')).toEqual([
      ['A-1', 5],
      ['B-2', 7],
    ]);
    expect(read('Cantidad;Código\n5;A-1')).toEqual([['A-1', 5]]);
    expect(read('sku cantidad\nA-1 5')).toEqual([['A-1', 5]]);
  });

  it('with titles the code and quantity columns are read among others (descriptions, prices)', () => {
    const text =
      'Código\tDescripción\tPrecio\tCantidad\nA-1\tMaceta 10 L\t1.500,50\t12\nB-2\tSustrato\t900\t\n';
    const entries = parseQuickOrderText(text);
    expect(entries.map((entry) => [entry.line, entry.sku, entry.quantity, entry.quantityGiven])).toEqual([
      [2, 'A-1', 12, true],
      [3, 'B-2', 1, false],
    ]);
  });

  it('without titles: the first text column is the code and the one number the quantity', () => {
    expect(read('A-1\tMaceta 10 L\t12')).toEqual([['A-1', 12]]);
    expect(read('Maceta\tA-1\t\t12')).toEqual([['Maceta', 12]]);
    expect(read('A-1\tMaceta\t1500\t12')).toEqual([`error: ${QUICK_ORDER_MESSAGES.manyNumbers}`]);
  });

  it('quoted cells, doubled quotes, trailing separators', () => {
    expect(read('"A-1";"12";;;')).toEqual([['A-1', 12]]);
    expect(read('"A;1";12')).toEqual([['A;1', 12]]);
    expect(read('A-1,12,,')).toEqual([['A-1', 12]]);
    expect(read('A-1\t12\t\t')).toEqual([['A-1', 12]]);
    expect(splitCells('"a ""b""";c', ';')).toEqual(['a "b"', 'c']);
  });

  it('Excel\'s kept zeros: ="00123" and \'00123', () => {
    expect(read('="00123";4')).toEqual([['00123', 4]]);
    expect(read("'00123\t4")).toEqual([['00123', 4]]);
    expect(cleanSku(' "X-1" ')).toBe('X-1');
  });
});

describe('parseQuickOrderTable (CSV and XLSX rows)', () => {
  it('reads numbers as cells give them, with the title row and blank rows', () => {
    const entries = parseQuickOrderTable([
      ['SKU', 'Cantidad'],
      ['A-1', 12],
      [null, null],
      ['B-2', 2.5],
      ['C-3', '1.000'],
      [123456, 3],
      ['D-4', null],
    ]);
    expect(entries.map((entry) => [entry.line, entry.raw, entry.sku, entry.quantity, entry.error])).toEqual([
      [2, 'A-1;12', 'A-1', 12, null],
      [4, 'B-2;2.5', 'B-2', null, QUICK_ORDER_MESSAGES.notWhole('2,5')],
      [5, 'C-3;1.000', 'C-3', 1000, null],
      [6, '123456;3', '123456', 3, null],
      [7, 'D-4', 'D-4', 1, null],
    ]);
  });

  it('without a title row, quantity first works too', () => {
    expect(parseQuickOrderTable([[6, 'A-1']]).map((entry) => [entry.sku, entry.quantity])).toEqual([
      ['A-1', 6],
    ]);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['12', 12],
    ['+3', 3],
    ['12,0', 12],
    ['1.000', 1000],
    ['1.000.000', 1000000],
    ['1.000,00', 1000],
    ['7.', 7],
    [12, 12],
  ])('%s -> %i', (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value });
  });

  it.each(['1,5', 'doce', '', '1,2,3', 1.5, 0, '0,0'])('%s is refused', (text) => {
    expect(parseQuantity(text).ok).toBe(false);
  });
});

describe('QuickOrderTextInputSchema', () => {
  it('refuses blank text and text over the bound with the Spanish messages', () => {
    expect(QuickOrderTextInputSchema.safeParse({ text: '  \n ' }).error?.issues[0].message).toBe(
      QUICK_ORDER_MESSAGES.empty,
    );
    expect(QuickOrderTextInputSchema.safeParse({ text: 'a'.repeat(100_001) }).error?.issues[0].message).toBe(
      QUICK_ORDER_MESSAGES.textTooLong,
    );
  });
});
