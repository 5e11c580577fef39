import type { QuickOrderResult, QuickOrderRow } from '@mayorista/shared/quick-order';
import { describe, expect, it } from 'vitest';
import {
  addRowsToItems,
  applyResult,
  type EditableRow,
  readyTotal,
  rowsFromResult,
  textOfRows,
} from './rows';

const row = (patch: Partial<QuickOrderRow>): QuickOrderRow => ({
  line: 1,
  raw: 'A-1 2',
  sku: 'A-1',
  product: {
    id: 7,
    name: 'Maceta',
    image: null,
    unit_label: 'Unidad',
    sale_unit: 'unidad',
    units_per_pack: 1,
    min_quantity: 1,
    quantity_step: 1,
  },
  option: null,
  variants: null,
  variant_display: '',
  requested_quantity: 2,
  quantity: 2,
  adjusted: false,
  note: null,
  available: 10,
  price: 100.5,
  discount: 0,
  unit_price: 100.5,
  subtotal: 201,
  tier_min_quantity: null,
  status: 'ok',
  reason: null,
  suggestions: [],
  ...patch,
});

const result = (rows: QuickOrderRow[]): QuickOrderResult => ({
  rows,
  counts: { ok: 0, not_found: 0, not_available: 0, short_stock: 0, invalid: 0 },
  total: 0,
  price_list: { id: 1, name: 'General' },
});

describe('quick order rows', () => {
  it('keeps the line, code and quantity of each answered row, and the written quantity of a refused one', () => {
    const rows = rowsFromResult(
      result([
        row({ line: 3 }),
        row({
          line: 5,
          raw: 'B-2 1,5',
          sku: 'B-2',
          requested_quantity: null,
          quantity: null,
          status: 'invalid',
        }),
        row({ line: 6, raw: 'algo raro', sku: null, requested_quantity: null, status: 'invalid' }),
      ]),
    );
    expect(rows.map((entry) => [entry.line, entry.sku, entry.quantity])).toEqual([
      [3, 'A-1', '2'],
      [5, 'B-2', '1,5'],
      [6, '', ''],
    ]);
  });

  it('checks again one tab line per row, and lays the answer back by line number', () => {
    const rows = rowsFromResult(result([row({ line: 3 }), row({ line: 4, sku: 'X', status: 'not_found' })]));
    const edited: EditableRow[] = [
      { ...rows[0] },
      { ...rows[1], sku: '', dirty: true },
      { ...rows[1], key: 99, sku: ' B-2 ', quantity: '4', dirty: true },
    ];
    expect(textOfRows(edited)).toBe('A-1\t2\n\nB-2\t4');
    const next = applyResult(edited, result([row({ line: 1 }), row({ line: 3, sku: 'B-2', quantity: 4 })]));
    expect(next.map((entry) => [entry.line, entry.result?.sku ?? null, entry.dirty])).toEqual([
      [3, 'A-1', false],
      [4, null, false],
      [4, 'B-2', false],
    ]);
  });

  it('totals and adds only rows that are ok and not edited since, merging with the cart', () => {
    const rows = rowsFromResult(
      result([
        row({}),
        row({ line: 2, sku: 'A-1', quantity: 3, subtotal: 301.5 }),
        row({ line: 3, status: 'short_stock' }),
        row({
          line: 4,
          sku: 'M-CH',
          product: { ...row({}).product!, id: 8, name: 'Maceta textil' },
          variants: { Tamaño: 'Chico' },
          variant_display: 'Tamaño: Chico',
          quantity: 1,
          available: 5,
          subtotal: 50,
        }),
      ]),
    );
    rows[1].dirty = true;
    expect(readyTotal(rows)).toBe(251);
    const outcome = addRowsToItems([], rows);
    expect(outcome.added).toBe(2);
    expect(outcome.items.map((item) => [item.id, item.quantity, item.selected_variants, item.stock])).toEqual(
      [
        [7, 2, null, 10],
        [8, 1, { Tamaño: 'Chico' }, 5],
      ],
    );
    const again = addRowsToItems(outcome.items, rows);
    expect(again.items.map((item) => item.quantity)).toEqual([4, 2]);
  });
});
