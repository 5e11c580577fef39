// @vitest-environment happy-dom
import type { QuickOrderRow } from '@mayorista/shared/quick-order';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditableRow } from '../lib/rows';
import { QuickOrderTable } from './quick-order-table';

function setWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const answer = (patch: Partial<QuickOrderRow>): QuickOrderRow => ({
  line: 1,
  raw: 'A-1 5',
  sku: 'A-1',
  product: {
    id: 7,
    name: 'Compost 10 kg',
    image: null,
    unit_label: 'Caja x 12',
    sale_unit: 'caja',
    units_per_pack: 12,
    min_quantity: 12,
    quantity_step: 12,
  },
  option: null,
  variants: null,
  variant_display: '',
  requested_quantity: 5,
  quantity: 12,
  adjusted: true,
  note: 'Redondeado a 12 (Caja x 12, mínimo 12, múltiplos de 12)',
  available: 40,
  price: 1500,
  discount: 0,
  unit_price: 1500,
  subtotal: 18000,
  tier_min_quantity: null,
  status: 'ok',
  reason: null,
  suggestions: [],
  ...patch,
});

const rows: EditableRow[] = [
  { key: 1, line: 1, sku: 'A-1', quantity: '5', result: answer({}), dirty: false },
  {
    key: 2,
    line: 2,
    sku: 'CUL-SUSS-003',
    quantity: '2',
    result: answer({
      line: 2,
      sku: 'CUL-SUSS-003',
      product: null,
      status: 'not_found',
      reason: 'No encontramos ese código',
      unit_price: null,
      subtotal: null,
      note: null,
      suggestions: [{ sku: 'CUL-SUS-003', name: 'Perlita 5 dm³' }],
    }),
    dirty: false,
  },
  { key: 3, line: 3, sku: 'B-2', quantity: '4', result: null, dirty: true },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('QuickOrderTable', () => {
  it('shows each row: rounding note, prices, the state in words and suggestions that replace the code', async () => {
    setWidth(1366);
    const onSuggestion = vi.fn();
    const onEdit = vi.fn();
    const onRecheck = vi.fn();
    render(
      <QuickOrderTable
        rows={rows}
        pending={false}
        onEdit={onEdit}
        onSuggestion={onSuggestion}
        onRemove={() => {}}
        onRecheck={onRecheck}
      />,
    );
    const table = screen.getByRole('table', { name: 'Líneas del pedido rápido' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first.textContent).toContain('Redondeado a 12 (Caja x 12, mínimo 12, múltiplos de 12)');
    expect(first.textContent).toContain('$ 18.000');
    expect(first.textContent).toContain('Listo');
    expect(second.textContent).toContain('Código no encontrado');
    expect(third.textContent).toContain('Sin revisar');

    await userEvent.click(within(second).getByRole('button', { name: /^Usar CUL-SUS-003 Perlita/ }));
    expect(onSuggestion).toHaveBeenCalledWith(2, 'CUL-SUS-003');

    const quantity = screen.getByRole('textbox', { name: 'Cantidad de la línea 3' });
    await userEvent.type(quantity, '{Enter}');
    expect(onRecheck).toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de la línea 1' }), 'X');
    expect(onEdit).toHaveBeenCalledWith(1, { sku: 'A-1X' });
  });

  it('becomes cards at 390 px', () => {
    setWidth(390);
    render(
      <QuickOrderTable
        rows={rows}
        pending={false}
        onEdit={() => {}}
        onSuggestion={() => {}}
        onRemove={() => {}}
        onRecheck={() => {}}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Compost 10 kg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar la línea 2' })).toBeTruthy();
  });
});
