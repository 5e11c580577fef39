import { formatPrice } from '@mayorista/shared/format';
import { QUICK_ORDER_STATUS_LABELS, type QuickOrderStatus } from '@mayorista/shared/quick-order';
import { Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { type EditableRow, ROW_MESSAGES } from '../lib/rows';

const TONES: Record<QuickOrderStatus, StatusTone> = {
  ok: 'success',
  not_found: 'danger',
  not_available: 'neutral',
  short_stock: 'warning',
  invalid: 'danger',
};

type Props = {
  rows: EditableRow[];
  /** The first check is running (skeleton rows). */
  pending: boolean;
  onEdit: (key: number, patch: Partial<Pick<EditableRow, 'sku' | 'quantity'>>) => void;
  onSuggestion: (key: number, sku: string) => void;
  onRemove: (key: number) => void;
  onRecheck: () => void;
};

const inputClass =
  'h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/** The checked lines: code and quantity editable in place, price, subtotal and state with suggestions. */
export function QuickOrderTable({ rows, pending, onEdit, onSuggestion, onRemove, onRecheck }: Props) {
  const recheckOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onRecheck();
    }
  };

  const columns: Column<EditableRow>[] = [
    {
      id: 'line',
      header: 'Línea',
      card: 'subtitle',
      className: 'w-14 text-stone-600 tabular-nums',
      cell: (row, view) => (view === 'card' ? `Línea ${row.line}` : row.line),
    },
    {
      id: 'sku',
      header: 'Código',
      className: 'w-40',
      cell: (row, view) => (
        <input
          value={row.sku}
          onChange={(event) => onEdit(row.key, { sku: event.target.value })}
          onKeyDown={recheckOnEnter}
          aria-label={`Código de la línea ${row.line}`}
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={64}
          // A phone card's field is about 100 px wide: a smaller font keeps a code such as CUL-SUS-001 whole.
          className={`${inputClass} font-mono ${view === 'card' ? 'px-1.5 text-xs' : ''}`}
        />
      ),
    },
    {
      id: 'product',
      header: 'Producto',
      card: 'title',
      className: 'min-w-48',
      cell: (row) => <ProductCell row={row} />,
    },
    {
      id: 'quantity',
      header: 'Cantidad',
      className: 'w-28',
      cell: (row) => (
        <input
          value={row.quantity}
          onChange={(event) => onEdit(row.key, { quantity: event.target.value })}
          onKeyDown={recheckOnEnter}
          aria-label={`Cantidad de la línea ${row.line}`}
          inputMode="numeric"
          maxLength={12}
          className={`${inputClass} text-right tabular-nums`}
        />
      ),
    },
    {
      id: 'price',
      header: 'Precio',
      align: 'end',
      cell: (row) => <Money value={row.dirty ? null : row.result?.unit_price} />,
    },
    {
      id: 'subtotal',
      header: 'Subtotal',
      align: 'end',
      cell: (row) => <Money value={row.dirty ? null : row.result?.subtotal} strong />,
    },
    {
      id: 'status',
      header: 'Estado',
      card: 'badge',
      className: 'min-w-52',
      cell: (row) => <StatusCell row={row} onSuggestion={(sku) => onSuggestion(row.key, sku)} />,
    },
    {
      id: 'remove',
      header: 'Quitar',
      hideHeader: true,
      card: 'footer',
      className: 'w-12',
      cell: (row) => (
        <button
          type="button"
          onClick={() => onRemove(row.key)}
          aria-label={`Quitar la línea ${row.line}`}
          title="Quitar la línea"
          className="grid size-9 place-items-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ),
    },
  ];

  return (
    <DataTable
      label="Líneas del pedido rápido"
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns}
      status={pending && rows.length === 0 ? 'pending' : 'success'}
      loadingMessage="Revisando códigos..."
      errorMessage=""
      onRetry={onRecheck}
      empty={{ message: 'No quedan líneas. Pega más códigos arriba.' }}
      skeletonRows={4}
    />
  );
}

function Money({ value, strong = false }: { value: number | null | undefined; strong?: boolean }) {
  if (value == null) return <span className="text-stone-500">—</span>;
  return (
    <span className={`whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-stone-900' : ''}`}>
      {formatPrice(value)}
    </span>
  );
}

function ProductCell({ row }: { row: EditableRow }) {
  const result = row.dirty ? null : row.result;
  if (!result?.product) {
    return (
      <span className="text-sm text-stone-600">
        {row.result?.raw && !row.result.sku ? `“${row.result.raw}”` : '—'}
      </span>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium text-stone-900">{result.product.name}</span>
      <span className="text-xs text-stone-600">
        {[result.variant_display, result.product.unit_label].filter(Boolean).join(' · ')}
        {result.quantity != null && result.quantity !== result.requested_quantity
          ? ` · se piden ${result.quantity}`
          : ''}
      </span>
      {result.note ? <span className="text-xs text-accent-800">{result.note}</span> : null}
    </div>
  );
}

function StatusCell({ row, onSuggestion }: { row: EditableRow; onSuggestion: (sku: string) => void }) {
  if (!row.sku.trim()) return <StatusBadge tone="neutral">{ROW_MESSAGES.noCode}</StatusBadge>;
  if (row.dirty || !row.result) return <StatusBadge tone="info">{ROW_MESSAGES.unchecked}</StatusBadge>;
  const { status, reason, suggestions } = row.result;
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge tone={TONES[status]}>{QUICK_ORDER_STATUS_LABELS[status]}</StatusBadge>
      {reason ? <span className="text-xs text-stone-700">{reason}</span> : null}
      {suggestions.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-stone-600">¿Quisiste decir?</span>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion.sku}
              type="button"
              onClick={() => onSuggestion(suggestion.sku)}
              title={suggestion.name}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-300 bg-brand-50 px-2.5 py-1 text-xs text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="sr-only">Usar </span>
              <span className="font-mono font-semibold">{suggestion.sku}</span>{' '}
              <span className="max-w-44 truncate">{suggestion.name}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
