// @vitest-environment happy-dom
import type { ProductTier } from '@mayorista/shared/price-lists';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { QuantityBreaks, tierRows } from './quantity-breaks';

const tier = (
  min_quantity: number,
  discount_percent: number,
  final_price: number,
  option: number | null = null,
) => ({ min_quantity, discount_percent, final_price, option }) satisfies ProductTier;

describe('tierRows', () => {
  it('starts with the price without a tier, then each tier from its quantity', () => {
    expect(tierRows([tier(24, 10, 12096), tier(12, 5, 12768)], 1, 13440)).toEqual([
      { from: 1, finalPrice: 13440, discount: null },
      { from: 12, finalPrice: 12768, discount: 5 },
      { from: 24, finalPrice: 12096, discount: 10 },
    ]);
  });

  it('keeps the tier the server applies at each quantity: the largest discount reached', () => {
    const rows = tierRows([tier(2, 5, 950), tier(2, 8, 920, 7), tier(6, 6, 940), tier(10, 12, 880)], 1, 1000);
    expect(rows.map((row) => [row.from, row.discount])).toEqual([
      [1, null],
      [2, 8],
      [10, 12],
    ]);
  });

  it('starts at the product minimum: a tier under it counts from there', () => {
    expect(tierRows([tier(2, 5, 950), tier(24, 10, 900)], 12, 1000)).toEqual([
      { from: 12, finalPrice: 950, discount: 5 },
      { from: 24, finalPrice: 900, discount: 10 },
    ]);
  });
});

describe('QuantityBreaks', () => {
  const draw = (quantity: number) =>
    renderPage(
      <QuantityBreaks
        tiers={[tier(2, 5, 12768), tier(5, 7.5, 12432)]}
        minQuantity={1}
        basePrice={13440}
        quantity={quantity}
        unitLabel="Caja x 12"
      />,
      { router: false },
    );

  it("shows 'Descuentos por cantidad' with the server's price and the discount of each tier", () => {
    draw(1);
    const table = screen.getByRole('table');
    expect(screen.getByRole('heading', { name: 'Descuentos por cantidad' })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Desde', 'Precio por Caja x 12', 'Descuento']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1 (tu cantidad)', '$ 13.440', '—'],
      ['2', '$ 12.768', '5 %'],
      ['5', '$ 12.432', '7,5 %'],
    ]);
  });

  it('highlights the row of the chosen quantity', () => {
    const { rerender } = draw(3);
    const current = () =>
      screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current().map((row) => row.firstChild?.textContent)).toEqual(['2 (tu cantidad)']);
    rerender(
      <QuantityBreaks
        tiers={[tier(2, 5, 12768), tier(5, 7.5, 12432)]}
        minQuantity={1}
        basePrice={13440}
        quantity={5}
        unitLabel={null}
      />,
    );
    expect(current().map((row) => row.firstChild?.textContent)).toEqual(['5 (tu cantidad)']);
    expect(screen.getByRole('columnheader', { name: 'Precio por unidad' })).toBeTruthy();
  });

  it('draws nothing without a tier', () => {
    const { container } = renderPage(
      <QuantityBreaks tiers={[]} minQuantity={1} basePrice={100} quantity={1} unitLabel={null} />,
      { router: false },
    );
    expect(container.innerHTML).toBe('');
  });
});
