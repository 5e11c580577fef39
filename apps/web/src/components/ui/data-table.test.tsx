// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable, type DataTableProps, type RowKey } from './data-table';

type Person = { id: number; name: string; email: string; status: string };

const people: Person[] = [
  { id: 1, name: 'Ana', email: 'ana@sur.com', status: 'Activo' },
  { id: 2, name: 'Beto', email: 'beto@norte.com', status: 'Bloqueado' },
];

const columns: Column<Person>[] = [
  { id: 'name', header: 'Cliente', cell: (row) => row.name, card: 'title' },
  { id: 'email', header: 'Email', cell: (row) => row.email, card: 'subtitle' },
  { id: 'status', header: 'Estado', cell: (row) => row.status },
];

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

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  const all = {
    label: 'Clientes',
    columns,
    rows: people,
    rowKey: (row: Person) => row.id,
    status: 'success',
    errorMessage: 'Error al cargar la lista de clientes',
    onRetry: () => {},
    empty: { message: 'Todavía no hay clientes.' },
    ...props,
  } as DataTableProps<Person>;
  const router = createMemoryRouter([{ path: '/', element: <DataTable {...all} /> }]);
  return render(<RouterProvider router={router} />);
}

function Selectable({ onChange }: { onChange: (keys: RowKey[]) => void }) {
  const [selected, setSelected] = useState<RowKey[]>([]);
  return (
    <DataTable
      label="Clientes"
      columns={columns}
      rows={people}
      rowKey={(row) => row.id}
      status="success"
      errorMessage=""
      onRetry={() => {}}
      empty={{ message: '' }}
      selection={{
        selected,
        onChange: (keys) => {
          onChange(keys);
          setSelected(keys);
        },
        rowLabel: (row) => row.name,
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('draws a table with a header and one row per item on desktop', () => {
    setWidth(1366);
    renderTable();
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cliente', 'Email', 'Estado']);
    const row = within(table).getByRole('row', { name: /Beto/ });
    expect(within(row).getByText('Bloqueado')).toBeTruthy();
  });

  it('draws cards from the same columns on a phone', () => {
    setWidth(390);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Clientes' });
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('Ana')).toBeTruthy();
    expect(within(card).getByText('ana@sur.com')).toBeTruthy();
    const term = within(card).getByText('Estado');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling?.textContent).toBe('Activo');
  });

  it('shows skeleton rows and the loading message while pending', () => {
    setWidth(1366);
    renderTable({ status: 'pending', rows: undefined, loadingMessage: 'Cargando usuarios pendientes...' });
    expect(screen.getByRole('status').textContent).toBe('Cargando usuarios pendientes...');
    expect(screen.queryByText('Ana')).toBeNull();
    expect(document.querySelectorAll('tbody tr[data-skeleton]').length).toBe(5);
  });

  it('shows the empty message', () => {
    setWidth(1366);
    renderTable({ rows: [] });
    expect(screen.getByText('Todavía no hay clientes.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a Reintentar button that retries', async () => {
    setWidth(1366);
    const onRetry = vi.fn();
    renderTable({ status: 'error', rows: undefined, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Error al cargar la lista de clientes');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the page window and the range under the rows', async () => {
    setWidth(1366);
    const onPageChange = vi.fn();
    renderTable({ pagination: { page: 6, pageCount: 20, onPageChange, pageSize: 2, total: 40 } });
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '7', '8', '20']);
    expect(within(nav).getByRole('button', { name: 'Página 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Mostrando 11–12 de 40')).toBeTruthy();
    await userEvent.click(within(nav).getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(7);
  });

  it('opens the row actions menu from the keyboard and runs an item', async () => {
    setWidth(1366);
    const user = userEvent.setup();
    const onBlock = vi.fn();
    renderTable({
      rowActions: {
        label: (row) => `Acciones para ${row.name}`,
        items: (row) => [
          { label: 'Ver perfil', to: `/clientes/${row.id}` },
          { label: 'Bloquear', tone: 'danger', onSelect: () => onBlock(row.id) },
        ],
      },
    });
    const trigger = screen.getByRole('button', { name: 'Acciones para Beto' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ver perfil' }).getAttribute('href')).toBe(
      '/clientes/2',
    );
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Bloquear');
    await user.keyboard('{Enter}');
    expect(onBlock).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('selects rows one by one and all on the page (controlled)', async () => {
    setWidth(1366);
    const onChange = vi.fn();
    render(<Selectable onChange={onChange} />);
    const all = screen.getByRole('checkbox', {
      name: 'Seleccionar todos en esta página',
    }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Beto' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    expect(all.checked).toBe(true);
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('draws the screen’s own cards in a grid at every width', () => {
    setWidth(1366);
    renderTable({
      columns: undefined,
      renderCard: (row) => <article aria-label={`Código ${row.name}`}>{row.email}</article>,
    } as Partial<DataTableProps<Person>>);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('article', { name: 'Código Ana' }).textContent).toBe('ana@sur.com');
  });
});
