// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quantityRuleOf } from '@/lib/quantity-rule';
import { renderPage } from '@/test/render';
import { SaleLines } from './sale-lines';

const boxes = {
  key: '9',
  productId: 9,
  name: 'Yerba Suave 1 kg',
  sku: 'YER-1',
  selected: null,
  variantDisplay: '',
  quantity: 12,
  rule: quantityRuleOf({ sale_unit: 'caja', units_per_pack: 12, min_quantity: 12, quantity_step: 6 }),
  unit: 'Caja x 12',
};

describe('SaleLines quantities', () => {
  it("step by the product's rule and say it", () => {
    renderPage(
      <SaleLines
        lines={[boxes]}
        quote={undefined}
        quoting={false}
        onQuantity={() => {}}
        onRemove={() => {}}
      />,
      { router: false },
    );
    const input = screen.getByLabelText('Cantidad de Yerba Suave 1 kg') as HTMLInputElement;
    expect([input.min, input.step, input.value]).toEqual(['12', '6', '12']);
    expect(screen.getByText(/Caja x 12 · Mínimo 12 · de a 6/)).toBeTruthy();
  });
});
