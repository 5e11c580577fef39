// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangeValue, defaultCustomRange, isValidRange } from './date-range-picker';

function Harness({ onChange }: { onChange: (value: DateRangeValue) => void }) {
  const [value, setValue] = useState<DateRangeValue>({ period: 'month' });
  return (
    <DateRangePicker
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('DateRangePicker', () => {
  it('offers the day, week, month and year presets as toggle buttons', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Período' });
    expect(group.textContent).toContain('HoySemanaMesAño');
    expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'week' });
    expect(screen.getByRole('button', { name: 'Semana' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mes' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('applies a custom range only when the start is not after the end', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    const apply = await screen.findByRole('button', { name: 'Aplicar' });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2030-06-20' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2030-06-10' } });
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2030-06-20' } });
    expect(apply.hasAttribute('disabled')).toBe(false);
    await userEvent.click(apply);
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', start: '2030-06-20', end: '2030-06-20' });
    expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull();
    expect(screen.getByRole('button', { name: '20/06/2030 – 20/06/2030' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('custom range helpers', () => {
  it('defaults to the first of the month up to today', () => {
    expect(defaultCustomRange(new Date(2030, 1, 17))).toEqual({ start: '2030-02-01', end: '2030-02-17' });
  });

  it('needs both days and start on or before end', () => {
    expect(isValidRange('2030-01-01', '2030-01-01')).toBe(true);
    expect(isValidRange('2030-01-02', '2030-01-01')).toBe(false);
    expect(isValidRange('', '2030-01-01')).toBe(false);
  });
});
