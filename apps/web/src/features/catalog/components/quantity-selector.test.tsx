// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { quantityRuleOf } from '@/lib/quantity-rule';
import { renderPage } from '@/test/render';
import { QuantitySelector } from './quantity-selector';

const box = quantityRuleOf({ sale_unit: 'caja', units_per_pack: 12, min_quantity: 12, quantity_step: 6 });

function Stepper({ rule = box, stock = 40 }: { rule?: typeof box; stock?: number }) {
  const [value, setValue] = useState(rule.minQuantity);
  return (
    <QuantitySelector
      value={value}
      stock={stock}
      rule={rule}
      unit={rule.unitsPerPack > 1 ? 'Caja x 12' : null}
      productName="Yerba"
      onChange={setValue}
    />
  );
}

const input = () => screen.getByLabelText('Cantidad (Caja x 12)') as HTMLInputElement;

describe('QuantitySelector by the sale unit', () => {
  it('starts at the minimum, names the unit and says the rule under it', () => {
    renderPage(<Stepper />, { router: false });
    expect(input().value).toBe('12');
    expect(input().min).toBe('12');
    expect(input().step).toBe('6');
    expect(screen.getByText('Mínimo 12 · de a 6')).toBeTruthy();
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByText('Mínimo 12 · de a 6').id);
  });

  it('steps by the rule with the buttons, within the minimum and the stock', () => {
    renderPage(<Stepper />, { router: false });
    const less = screen.getByRole('button', { name: 'Disminuir cantidad' }) as HTMLButtonElement;
    const more = screen.getByRole('button', { name: 'Aumentar cantidad' }) as HTMLButtonElement;
    expect(less.disabled).toBe(true);
    fireEvent.click(more);
    expect(input().value).toBe('18');
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input().value).toBe('30');
    fireEvent.click(more);
    expect(input().value).toBe('36');
    expect(more.disabled).toBe(true);
    fireEvent.click(less);
    expect(input().value).toBe('30');
  });

  it('steps by the rule with the arrow keys', () => {
    renderPage(<Stepper />, { router: false });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('18');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('12');
  });

  it("says what is wrong with a typed quantity, and takes the rule's next one when left", () => {
    renderPage(<Stepper />, { router: false });
    fireEvent.change(input(), { target: { value: '13' } });
    expect(screen.getByText('La cantidad de Yerba debe ser múltiplo de 6')).toBeTruthy();
    fireEvent.blur(input());
    expect(input().value).toBe('18');
    expect(screen.getByText('Mínimo 12 · de a 6')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '6' } });
    expect(screen.getByText('La cantidad mínima de Yerba es 12')).toBeTruthy();
  });

  it('stays as it was for products sold one by one', () => {
    renderPage(<Stepper rule={quantityRuleOf({})} stock={5} />, { router: false });
    const field = screen.getByLabelText('Cantidad') as HTMLInputElement;
    expect(field.value).toBe('1');
    expect(field.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(field.value).toBe('2');
  });
});
