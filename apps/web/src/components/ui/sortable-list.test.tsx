// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './sortable-list';

type Category = { id: number; name: string };
const CATEGORIES: Category[] = [
  { id: 1, name: 'CULTIVO' },
  { id: 2, name: 'ILUMINARIA' },
  { id: 3, name: 'PARAFERNALIA' },
];

function Harness({ onReorder }: { onReorder: (ids: unknown[]) => void }) {
  const [items, setItems] = useState(CATEGORIES);
  return (
    <SortableList
      label="Subcategorías"
      items={items}
      getId={(item) => item.id}
      getLabel={(item) => item.name}
      renderItem={(item) => item.name}
      onReorder={(ids) => {
        onReorder(ids);
        setItems(ids.map((id) => items.find((item) => item.id === id) as Category));
      }}
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Subcategorías' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, ''));

beforeEach(() => {
  // happy-dom lays nothing out: give each row a 40 px slot so dnd-kit can find its neighbours.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[data-sortable-index]');
    const top = row ? Number(row.dataset.sortableIndex) * 50 : 0;
    return { x: 0, y: top, top, left: 0, width: 300, height: 40, right: 300, bottom: top + 40, toJSON() {} };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SortableList', () => {
  it('numbers the rows and gives each a labelled drag handle', () => {
    render(<Harness onReorder={vi.fn()} />);
    expect(names()).toEqual(['CULTIVO', 'ILUMINARIA', 'PARAFERNALIA']);
    const handle = screen.getByRole('button', { name: 'Mover ILUMINARIA' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('presiona Espacio o Enter');
  });

  it('moves with the Subir and Bajar buttons, which stop at the ends', () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    expect(screen.getByRole('button', { name: 'Subir CULTIVO' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Bajar PARAFERNALIA' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bajar CULTIVO' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(names()).toEqual(['ILUMINARIA', 'CULTIVO', 'PARAFERNALIA']);
    expect(screen.getByText('CULTIVO pasó a la posición 2 de 3.')).toBeTruthy();
  });

  it('moves with the keyboard on the handle and announces it in Spanish', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Mover CULTIVO' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      // dnd-kit listens for the next keys after a tick, so the activating key is not taken twice.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.body.textContent).toContain('Tomaste CULTIVO. Está en la posición 1 de 3.');
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    });
    expect(document.body.textContent).toContain('CULTIVO pasa a la posición 2 de 3.');
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(document.body.textContent).toContain('Soltaste CULTIVO en la posición 2 de 3.');
  });
});
