// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** A modal's field as the back office draws it: mounted on a click, focused by `autoFocus`. */
function Form() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Nueva marca
      </button>
      {/* biome-ignore lint/a11y/noAutofocus: what is tested (the modals' first fields use it) */}
      {open ? <input aria-label="Nombre" autoFocus /> : null}
    </>
  );
}

describe("what React does that Preact's compatibility layer is taught (decision 050)", () => {
  it("puts a page's <title> first in the head while it is mounted, and takes it away after", () => {
    document.head.innerHTML = '<title>Mayorista | Distribuidora mayorista</title>';
    const page = render(
      <main>
        <title>{['Ventas', ' | Mayorista']}</title>
        <h1>Ventas</h1>
      </main>,
    );
    expect(document.title).toBe('Ventas | Mayorista');
    expect(page.container.querySelector('title')).toBeNull();
    page.unmount();
    expect(document.title).toBe('Mayorista | Distribuidora mayorista');
  });

  it('focuses an autoFocus field when it mounts, once', () => {
    const page = render(<Form />);
    fireEvent.click(page.getByRole('button'));
    expect(document.activeElement).toBe(page.getByLabelText('Nombre'));
  });

  it("calls a text field's onChange for a change event too, once per new value", () => {
    const onChange = vi.fn();
    const page = render(
      <input aria-label="Precio" onChange={(event) => onChange(event.currentTarget.value)} />,
    );
    const field = page.getByLabelText('Precio') as HTMLInputElement;
    fireEvent.input(field, { target: { value: '12' } });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.change(field, { target: { value: '15' } });
    expect(onChange.mock.calls).toEqual([['12'], ['15']]);
  });

  it('writes a numeric value as text, so a select shows the option with that value', () => {
    const page = render(
      <select aria-label="Categoría" value={4} onChange={() => {}}>
        <option value="">Todas</option>
        <option value="4">Macetas</option>
      </select>,
    );
    expect((page.getByLabelText('Categoría') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
      'Macetas',
    );
  });
});
