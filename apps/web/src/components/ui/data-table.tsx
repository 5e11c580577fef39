import { type ReactNode, useEffect, useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { ActionMenu, type ActionMenuItem } from './action-menu';
import { EmptyState, type EmptyStateProps, ErrorState } from './data-state';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

/** Tables above this width, cards below it (backoffice §9: mobile breakpoint 768 px). */
export const DESKTOP_QUERY = '(min-width: 768px)';

export type RowKey = string | number;

export type Column<Row> = {
  id: string;
  /** The column header, and the label of the value on a phone card. */
  header: string;
  /** Keep the header for screen readers only. */
  hideHeader?: boolean;
  /** The value; `view` tells a table cell from a phone card, for the rare cell drawn differently. */
  cell: (row: Row, view: 'table' | 'card') => ReactNode;
  align?: 'start' | 'end';
  /** Extra classes of the desktop cell (width, truncation, emphasis). */
  className?: string;
  /**
   * Where the value goes on a phone card: 'title' and 'subtitle' on top, 'badge' under them,
   * 'field' (default) as label and value, 'footer' at the bottom (row buttons), or 'hidden'.
   */
  card?: 'title' | 'subtitle' | 'badge' | 'field' | 'footer' | 'hidden';
};

export type RowSelection<Row> = {
  selected: readonly RowKey[];
  onChange: (keys: RowKey[]) => void;
  /** How a row is named in its checkbox label ('Seleccionar {name}'). */
  rowLabel: (row: Row) => string;
};

export type TablePagination = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** List every page up to this many pages, compress above it. */
  compressAbove?: number;
  /** With both, a 'Mostrando a–b de N' line goes under the page numbers. */
  pageSize?: number;
  total?: number;
};

/**
 * The pagination of a server page kept in the address (`?page=`): page 1 has no parameter, and a
 * new page scrolls back to the top. Undefined until the first page has loaded.
 */
export function serverPagination(
  data: { count: number; total_pages: number } | undefined,
  options: { page: number; pageSize: number; setPage: (page: string | undefined) => void },
): TablePagination | undefined {
  if (!data) return undefined;
  return {
    page: options.page,
    pageCount: data.total_pages,
    onPageChange: (value) => {
      options.setPage(value > 1 ? String(value) : undefined);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    pageSize: options.pageSize,
    total: data.count,
  };
}

type Common<Row> = {
  /** Accessible name of the table (or of the list of cards). */
  label: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => RowKey;
  /** A query's status: skeleton rows while 'pending', the error with 'Reintentar' on 'error'. */
  status: 'pending' | 'error' | 'success';
  errorMessage: string;
  onRetry: () => void;
  empty: EmptyStateProps;
  /** Shown (and announced) while loading; screen readers hear 'Cargando...' without it. */
  loadingMessage?: string;
  /** Rows of the previous page stay visible, greyed, while the next one loads. */
  dimmed?: boolean;
  /** Search and filters, on top of the rows. */
  toolbar?: ReactNode;
  rowActions?: { label: (row: Row) => string; items: (row: Row) => ActionMenuItem[] };
  selection?: RowSelection<Row>;
  pagination?: TablePagination;
  skeletonRows?: number;
};

export type DataTableProps<Row> = Common<Row> &
  (
    | { columns: Column<Row>[]; renderCard?: never }
    /** Cards at every width, drawn by the screen (a grid of rich cards instead of a table). */
    | { renderCard: (row: Row) => ReactNode; columns?: never }
  );

/**
 * The list of an admin screen: a table on desktop and cards on a phone from one set of columns,
 * with loading, empty and error states, a row actions menu, optional row selection and the page
 * window of storefront §9 under it.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { rows = [], status, toolbar, pagination, dimmed } = props;

  const isEmpty = status === 'success' && rows.length === 0;
  let body: ReactNode;
  if (status === 'error') body = <ErrorState message={props.errorMessage} onRetry={props.onRetry} />;
  else if (isEmpty) body = <EmptyState {...props.empty} />;
  else if (props.renderCard) body = <CardGrid {...props} renderCard={props.renderCard} />;
  else if (props.columns && isDesktop) body = <Table {...props} columns={props.columns} />;
  else if (props.columns) body = <CardList {...props} columns={props.columns} />;

  const loading =
    status === 'pending' ? (
      <p
        role="status"
        className={props.loadingMessage ? 'px-4 pt-4 text-center text-sm text-stone-600' : 'sr-only'}
      >
        {props.loadingMessage ?? 'Cargando...'}
      </p>
    ) : null;

  const summary =
    pagination?.pageSize && pagination.total !== undefined && pagination.pageCount > 1 ? (
      <p className="text-xs text-stone-600">
        Mostrando {(pagination.page - 1) * pagination.pageSize + 1}–
        {(pagination.page - 1) * pagination.pageSize + rows.length} de {pagination.total}
      </p>
    ) : null;

  return (
    <div>
      {props.renderCard ? (
        <>
          {toolbar ? <div className="mb-5">{toolbar}</div> : null}
          {loading}
          {status === 'error' || isEmpty ? (
            <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">{body}</div>
          ) : (
            <div className={dimmed ? 'opacity-60 transition-opacity' : undefined}>{body}</div>
          )}
        </>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          {toolbar ? <div className="border-b border-stone-200 p-4">{toolbar}</div> : null}
          {loading}
          <div className={dimmed ? 'opacity-60 transition-opacity' : undefined}>{body}</div>
        </div>
      )}
      {pagination && pagination.pageCount > 1 && status === 'success' ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <Pagination
            page={pagination.page}
            pageCount={pagination.pageCount}
            onPageChange={pagination.onPageChange}
            compressAbove={pagination.compressAbove}
          />
          {summary}
        </div>
      ) : null}
    </div>
  );
}

function placeholders(count = 5) {
  return Array.from({ length: count }, (_, index) => index);
}

function SelectAll<Row>({
  selection,
  rows,
  rowKey,
}: {
  selection: RowSelection<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selection.selected.includes(key));
  const all = keys.length > 0 && chosen.length === keys.length;
  const some = chosen.length > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Seleccionar todos en esta página"
      className="size-4 accent-brand-700"
      checked={all}
      disabled={keys.length === 0}
      onChange={() =>
        selection.onChange(
          all
            ? selection.selected.filter((key) => !keys.includes(key))
            : [...selection.selected, ...keys.filter((key) => !selection.selected.includes(key))],
        )
      }
    />
  );
}

function RowCheckbox<Row>({
  selection,
  row,
  rowKey,
}: {
  selection: RowSelection<Row>;
  row: Row;
  rowKey: (row: Row) => RowKey;
}) {
  const key = rowKey(row);
  const checked = selection.selected.includes(key);
  return (
    <input
      type="checkbox"
      aria-label={`Seleccionar ${selection.rowLabel(row)}`}
      className="size-4 accent-brand-700"
      checked={checked}
      onChange={() =>
        selection.onChange(
          checked ? selection.selected.filter((item) => item !== key) : [...selection.selected, key],
        )
      }
    />
  );
}

const alignClass = (align?: 'start' | 'end') => (align === 'end' ? 'text-right' : 'text-left');

function Table<Row>({
  label,
  columns,
  rows = [],
  rowKey,
  status,
  rowActions,
  selection,
  skeletonRows,
}: Common<Row> & { columns: Column<Row>[] }) {
  const span = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-4 py-3">
                <SelectAll selection={selection} rows={rows} rowKey={rowKey} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`px-4 py-3 whitespace-nowrap ${alignClass(column.align)}`}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Acciones</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {status === 'pending'
            ? placeholders(skeletonRows).map((index) => (
                <tr key={index} data-skeleton="">
                  <td colSpan={span} className="px-4 py-3">
                    <Skeleton className="h-6" />
                  </td>
                </tr>
              ))
            : rows.map((row) => {
                const key = rowKey(row);
                const selected = selection?.selected.includes(key);
                return (
                  <tr
                    key={key}
                    aria-selected={selection ? selected : undefined}
                    className={selected ? 'bg-brand-50/60' : 'hover:bg-stone-50/70'}
                  >
                    {selection ? (
                      <td className="px-4 py-3">
                        <RowCheckbox selection={selection} row={row} rowKey={rowKey} />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={`px-4 py-3 text-stone-700 ${alignClass(column.align)} ${column.className ?? ''}`}
                      >
                        {column.cell(row, 'table')}
                      </td>
                    ))}
                    {rowActions ? (
                      <td className="px-4 py-3 text-right">
                        <ActionMenu label={rowActions.label(row)} items={rowActions.items(row)} />
                      </td>
                    ) : null}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}

function CardList<Row>({
  label,
  columns,
  rows = [],
  rowKey,
  status,
  rowActions,
  selection,
  skeletonRows,
}: Common<Row> & { columns: Column<Row>[] }) {
  if (status === 'pending') {
    return (
      <div aria-hidden="true" className="space-y-3 p-4">
        {placeholders(skeletonRows).map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  const placed = (place: Column<Row>['card']) =>
    columns.filter((column) => (column.card ?? 'field') === place);
  const [titles, subtitles, badges, fields, footers] = (
    ['title', 'subtitle', 'badge', 'field', 'footer'] as const
  ).map(placed);

  return (
    <ul aria-label={label} className="divide-y divide-stone-100">
      {rows.map((row) => {
        const key = rowKey(row);
        return (
          <li
            key={key}
            className={`flex gap-3 p-4 ${selection?.selected.includes(key) ? 'bg-brand-50/60' : ''}`}
          >
            {selection ? (
              <div className="pt-1">
                <RowCheckbox selection={selection} row={row} rowKey={rowKey} />
              </div>
            ) : null}
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  {titles.map((column) => (
                    <div key={column.id} className="font-semibold text-stone-900">
                      {column.cell(row, 'card')}
                    </div>
                  ))}
                  {subtitles.map((column) => (
                    <div key={column.id} className="text-sm break-words text-stone-600">
                      {column.cell(row, 'card')}
                    </div>
                  ))}
                </div>
                {rowActions ? (
                  <ActionMenu label={rowActions.label(row)} items={rowActions.items(row)} />
                ) : null}
              </div>
              {badges.length ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {badges.map((column) => (
                    <div key={column.id}>{column.cell(row, 'card')}</div>
                  ))}
                </div>
              ) : null}
              {fields.length ? (
                <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                  {fields.map((column) => (
                    <div key={column.id} className="min-w-0">
                      <dt className="text-xs text-stone-600">{column.header}</dt>
                      <dd className="font-medium break-words text-stone-900">{column.cell(row, 'card')}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {footers.map((column) => (
                <div key={column.id} className="mt-4">
                  {column.cell(row, 'card')}
                </div>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function CardGrid<Row>({
  label,
  rows = [],
  rowKey,
  status,
  renderCard,
  skeletonRows = 6,
}: Common<Row> & { renderCard: (row: Row) => ReactNode }) {
  if (status === 'pending') {
    return (
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {placeholders(skeletonRows).map((index) => (
          <Skeleton key={index} className="h-56 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="flex [&>*]:flex-1">
          {renderCard(row)}
        </li>
      ))}
    </ul>
  );
}
