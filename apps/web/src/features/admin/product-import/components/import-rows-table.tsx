import { cellErrorText, type ImportRow } from '@mayorista/shared/product-transfer';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { filterRows, formatCellValue, OUTCOME_LABELS, OUTCOME_TONES, type RowFilter } from '../lib/rows';

const PAGE_SIZE = 50;

function RowDetail({ row }: { row: ImportRow }) {
  if (row.errors.length)
    return (
      <ul className="space-y-0.5 text-sm text-red-700">
        {row.errors.map((error) => (
          <li key={error.column}>{cellErrorText(row.row, error)}</li>
        ))}
      </ul>
    );
  const changes = Object.entries(row.changes);
  if (!changes.length) return <span className="text-sm text-stone-600">Igual que en el inventario</span>;
  return (
    <ul className="space-y-0.5 text-sm">
      {changes.map(([column, [before, after]]) => (
        <li key={column} className="break-words">
          <span className="font-medium text-stone-800">{column}:</span>{' '}
          {row.outcome === 'create' ? (
            formatCellValue(after)
          ) : (
            <>
              <span className="text-stone-600 line-through">{formatCellValue(before)}</span>
              {' → '}
              {formatCellValue(after)}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const columns: Column<ImportRow>[] = [
  {
    id: 'row',
    header: 'Fila',
    cell: (row, view) => (view === 'card' ? `Fila ${row.row}` : row.row),
    card: 'subtitle',
    className: 'w-16 tabular-nums',
  },
  {
    id: 'sku',
    header: 'SKU',
    cell: (row) => <span className="font-mono text-xs break-all">{row.sku || '(vacío)'}</span>,
    card: 'title',
  },
  {
    id: 'outcome',
    header: 'Resultado',
    cell: (row) => <StatusBadge tone={OUTCOME_TONES[row.outcome]}>{OUTCOME_LABELS[row.outcome]}</StatusBadge>,
    card: 'badge',
  },
  // On a phone the detail takes the card's whole width, under the badge.
  {
    id: 'detail',
    header: 'Detalle',
    cell: (row) => <RowDetail row={row} />,
    card: 'footer',
  },
];

/** Every row of the file with its outcome and its errors by column; 'Solo errores' or 'Todas'. */
export function ImportRowsTable({ rows, hasErrors }: { rows: readonly ImportRow[]; hasErrors: boolean }) {
  const id = useId();
  const [filter, setFilter] = useState<RowFilter>(hasErrors ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const shown = filterRows(rows, filter);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const option = (value: RowFilter, label: string) => (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-stone-800">
      <input
        type="radio"
        name={`${id}-filter`}
        value={value}
        checked={filter === value}
        onChange={() => {
          setFilter(value);
          setPage(1);
        }}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );

  return (
    <DataTable
      label="Filas del archivo"
      rows={visible}
      rowKey={(row) => row.row}
      columns={columns}
      status="success"
      errorMessage=""
      onRetry={() => {}}
      empty={{
        icon: <CheckCircle2 aria-hidden="true" />,
        message: filter === 'errors' ? 'Ninguna fila tiene errores.' : 'El archivo no tiene filas.',
      }}
      pagination={{
        page: current,
        pageCount,
        onPageChange: setPage,
        pageSize: PAGE_SIZE,
        total: shown.length,
      }}
      toolbar={
        <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <legend className="sr-only">Filas a mostrar</legend>
          <span aria-hidden="true" className="text-sm font-medium text-stone-700">
            Mostrar
          </span>
          {option('errors', 'Solo errores')}
          {option('all', 'Todas las filas')}
          <span className="text-sm text-stone-600">
            {shown.length.toLocaleString('es-AR')} {shown.length === 1 ? 'fila' : 'filas'}
          </span>
        </fieldset>
      }
    />
  );
}
