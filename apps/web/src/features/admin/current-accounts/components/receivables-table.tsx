import { AGING_BUCKETS, AGING_LABELS } from '@mayorista/shared/current-account-rules';
import type { ReceivableRow } from '@mayorista/shared/current-accounts';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/lib/paths';
import type { Receivables } from '../api/receivables';
import { dayText, money } from '../lib/format';
import type { ReceivablesFilters, ReceivablesSort } from '../lib/receivables-filters';

type SortProps = {
  sort: Pick<ReceivablesFilters, 'sort' | 'order'>;
  onSort: (column: ReceivablesSort) => void;
};

type ReceivablesColumn = {
  id: string;
  header: string;
  sort?: ReceivablesSort;
  align?: 'end';
  cell: (row: ReceivableRow) => React.ReactNode;
  total?: (totals: Receivables['totals']) => React.ReactNode;
};

export const customerLabel = (row: Pick<ReceivableRow, 'business_name' | 'username'>) =>
  row.business_name.trim() || row.username;

const amount = (value: number, strong = false) => (
  <span className={`whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-stone-900' : ''}`}>
    {money(value)}
  </span>
);

export const RECEIVABLES_COLUMNS: ReceivablesColumn[] = [
  {
    id: 'customer',
    header: 'Cliente',
    sort: 'name',
    cell: (row) => (
      <span className="flex min-w-32 flex-col gap-1">
        <Link
          to={paths.adminCurrentAccount(row.customer_id)}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {customerLabel(row)}
        </Link>
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
          {row.username}
          {row.enabled ? null : <StatusBadge tone="neutral">Deshabilitada</StatusBadge>}
        </span>
      </span>
    ),
  },
  {
    id: 'balance',
    header: 'Saldo',
    sort: 'balance',
    align: 'end',
    cell: (row) => amount(row.balance, true),
    total: (totals) => amount(totals.balance, true),
  },
  {
    id: 'overdue',
    header: 'Vencido',
    sort: 'overdue',
    align: 'end',
    cell: (row) =>
      row.overdue > 0 ? (
        <span className="font-semibold whitespace-nowrap text-red-700 tabular-nums">
          {money(row.overdue)}
        </span>
      ) : (
        amount(0)
      ),
    total: (totals) => (
      <span className={`whitespace-nowrap tabular-nums ${totals.overdue > 0 ? 'text-red-700' : ''}`}>
        {money(totals.overdue)}
      </span>
    ),
  },
  ...AGING_BUCKETS.map(
    (bucket): ReceivablesColumn => ({
      id: bucket,
      header: AGING_LABELS[bucket].replace(' días', ''),
      align: 'end',
      cell: (row) => amount(row.aging[bucket]),
      total: (totals) => amount(totals.aging[bucket]),
    }),
  ),
  {
    id: 'available',
    header: 'Crédito disponible',
    sort: 'available_credit',
    align: 'end',
    // The limit under it (one column less: the table fits beside the panel's sidebar at 1366 px).
    cell: (row) => (
      <span className="flex flex-col items-end gap-0.5">
        <span className={row.available_credit < 0 ? 'font-semibold text-red-700' : undefined}>
          {amount(row.available_credit)}
        </span>
        <span className="text-xs whitespace-nowrap text-stone-600">de {money(row.credit_limit)}</span>
      </span>
    ),
  },
  {
    id: 'due',
    header: 'Primer vencimiento',
    sort: 'oldest_due_date',
    cell: (row) => <span className="whitespace-nowrap">{dayText(row.oldest_due_date)}</span>,
  },
];

const ariaSort = (props: SortProps, column: ReceivablesSort) =>
  props.sort.sort === column ? (props.sort.order === 'asc' ? 'ascending' : 'descending') : 'none';

function SortIcon({ active, order }: { active: boolean; order: 'asc' | 'desc' }) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Icon
      aria-hidden="true"
      className={`size-3.5 shrink-0 ${active ? 'text-brand-800' : 'text-stone-400'}`}
    />
  );
}

/** The desktop table: headers that sort (aria-sort), the rows, and the filter's totals at the foot. */
export function ReceivablesGrid({ data, ...props }: SortProps & { data: Receivables }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label="Cuentas corrientes" className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {RECEIVABLES_COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sort ? ariaSort(props, column.sort) : undefined}
                className={`px-2 py-3 align-bottom leading-tight ${column.align === 'end' ? 'text-right' : ''}`}
              >
                {column.sort ? (
                  <button
                    type="button"
                    onClick={() => props.onSort(column.sort as ReceivablesSort)}
                    className={`inline-flex items-end gap-1 rounded uppercase hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${
                      column.align === 'end' ? 'flex-row-reverse text-right' : 'text-left'
                    }`}
                  >
                    {column.header}
                    <SortIcon active={props.sort.sort === column.sort} order={props.sort.order} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {data.results.map((row) => (
            <tr key={row.customer_id} className="hover:bg-stone-50/70">
              {RECEIVABLES_COLUMNS.map((column) => (
                <td
                  key={column.id}
                  className={`px-2 py-3 text-[13px] text-stone-700 ${column.align === 'end' ? 'text-right' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-stone-200 bg-stone-50 font-semibold text-stone-900">
          <tr>
            <th scope="row" className="px-2 py-3 text-left text-[13px]">
              Total ({data.count} {data.count === 1 ? 'cliente' : 'clientes'})
            </th>
            {RECEIVABLES_COLUMNS.slice(1).map((column) => (
              <td
                key={column.id}
                className={`px-2 py-3 text-[13px] ${column.align === 'end' ? 'text-right' : ''}`}
              >
                {column.total ? column.total(data.totals) : null}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A phone: one card per customer (the whole card opens the account), the totals first. */
export function ReceivablesCards({ data }: { data: Receivables }) {
  return (
    <div>
      <dl
        aria-label="Totales del filtro"
        className="grid grid-cols-2 gap-3 border-b border-stone-200 bg-stone-50 p-4 text-sm"
      >
        <div>
          <dt className="text-xs text-stone-600">
            Saldo total ({data.count} {data.count === 1 ? 'cliente' : 'clientes'})
          </dt>
          <dd className="font-bold text-stone-900 tabular-nums">{money(data.totals.balance)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Vencido</dt>
          <dd
            className={`font-bold tabular-nums ${data.totals.overdue > 0 ? 'text-red-700' : 'text-stone-900'}`}
          >
            {money(data.totals.overdue)}
          </dd>
        </div>
      </dl>
      <ul aria-label="Cuentas corrientes" className="divide-y divide-stone-100">
        {data.results.map((row) => (
          <li key={row.customer_id}>
            <Link
              to={paths.adminCurrentAccount(row.customer_id)}
              className="flex items-start gap-3 p-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-800"
            >
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-stone-900">{customerLabel(row)}</span>
                  {row.overdue > 0 ? <StatusBadge tone="danger">Vencido</StatusBadge> : null}
                  {row.enabled ? null : <StatusBadge tone="neutral">Deshabilitada</StatusBadge>}
                </span>
                <span className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1.5 text-sm">
                  {[
                    ['Saldo', money(row.balance)],
                    ['Vencido', money(row.overdue)],
                    ['Disponible', money(row.available_credit)],
                    ['Límite', money(row.credit_limit)],
                    ['Más de 90', money(row.aging.d90_plus)],
                    ['1.er venc.', dayText(row.oldest_due_date)],
                  ].map(([label, value]) => (
                    <span key={label} className="min-w-0">
                      <span className="block text-xs text-stone-600">{label}</span>
                      <span className="block text-[13px] font-medium whitespace-nowrap text-stone-900 tabular-nums">
                        {value}
                      </span>
                    </span>
                  ))}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
