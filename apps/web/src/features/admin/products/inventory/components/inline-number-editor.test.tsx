// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_NUMBER, InlineNumberEditor } from './inline-number-editor';

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof InlineNumberEditor>[0]> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(
    <InlineNumberEditor
      label="Precio de Maceta"
      initial="1500"
      step={0.01}
      saving={false}
      onSave={onSave}
      onCancel={onCancel}
      {...props}
    />,
  );
  const input = screen.getByLabelText('Precio de Maceta') as HTMLInputElement;
  return { onSave, onCancel, input };
}

describe('InlineNumberEditor (quick price or stock edit)', () => {
  it('opens focused on the current value with the step of the field', () => {
    const { input } = setup();
    expect(input.value).toBe('1500');
    expect(input.step).toBe('0.01');
    expect(document.activeElement).toBe(input);
  });

  it('saves the typed number on Enter', () => {
    const { input, onSave, onCancel } = setup();
    fireEvent.change(input, { target: { value: '1999.90' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledExactlyOnceWith(1999.9);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Escape without saving', () => {
    const { input, onSave, onCancel } = setup();
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends nothing when the value is empty', () => {
    const { input, onSave } = setup();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends nothing while a save is running, and Escape does not close it then', () => {
    const { input, onSave, onCancel } = setup({ saving: true });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
  });

  it('points out a negative value, or decimals in a stock, instead of sending it', () => {
    const { input, onSave } = setup({ integer: true, step: 1, initial: '5' });
    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(INVALID_NUMBER)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(7);
  });
});
