import { LEDGER_KIND_LABELS } from '@mayorista/shared/current-account-rules';
import type { LedgerEntry } from '@mayorista/shared/current-accounts';
import { Ban, ListX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/lib/paths';
import { useEntries } from '../api/account';
import { dayText, money } from '../lib/format';
import { ACCOUNT_TEXTS } from '../lib/texts';
import { ReceiptPdfButton } from './receipt-pdf-button';
import { ReverseDialog } from './reverse-dialog';

/** Receipts and adjustments are annulled here; invoices by a credit note, orders by cancelling them. */
export const canReverse = (entry: LedgerEntry) =>
  (entry.kind === 'receipt' || entry.kind === 'adjustment') && !entry.reversed;

function Document({ entry }: { entry: LedgerEntry }) {
  const label = LEDGER_KIND_LABELS[entry.kind];
  const name = entry.description || label;
  // An order's own debit is named after the order: its name is the link (not the same words twice).
  const namesOrder = entry.kind === 'order' && entry.order_id !== null;
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      {namesOrder ? (
        <Link
          to={paths.orderDetails(entry.order_id as number)}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {name}
        </Link>
      ) : (
        <span className="font-semibold text-stone-900">{name}</span>
      )}
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
        {name.startsWith(label) ? null : <span>{label}</span>}
        {entry.order_id && !namesOrder ? (
          <Link
            to={paths.orderDetails(entry.order_id)}
            className="text-brand-800 underline underline-offset-2"
          >
            Pedido #{entry.order_id}
          </Link>
        ) : null}
        {entry.reversed ? <StatusBadge tone="neutral">Anulado</StatusBadge> : null}
      </span>
      {entry.reason ? <span className="text-xs text-stone-600">Motivo: {entry.reason}</span> : null}
    </span>
  );
}

const amountCell = (value: number) =>
  value ? (
    <span className="whitespace-nowrap tabular-nums">{money(value)}</span>
  ) : (
    <span aria-hidden="true">-</span>
  );

/** The account's movements, newest first, with what each still has open and its actions. */
export function EntriesTable({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const entries = useEntries(customerId, page);

  const columns: Column<LedgerEntry>[] = [
    { id: 'date', header: 'Fecha', card: 'subtitle', cell: (entry) => dayText(entry.entry_date) },
    { id: 'document', header: 'Comprobante', card: 'title', cell: (entry) => <Document entry={entry} /> },
    {
      id: 'due',
      header: 'Vencimiento',
      cell: (entry) =>
        entry.due_date ? (
          <span className="flex flex-wrap items-center gap-2 whitespace-nowrap">
            {dayText(entry.due_date)}
            {entry.overdue ? <StatusBadge tone="danger">Vencida</StatusBadge> : null}
          </span>
        ) : (
          '-'
        ),
    },
    { id: 'debit', header: 'Debe', align: 'end', cell: (entry) => amountCell(Math.max(entry.amount, 0)) },
    { id: 'credit', header: 'Haber', align: 'end', cell: (entry) => amountCell(Math.max(-entry.amount, 0)) },
    {
      id: 'open',
      header: 'Pendiente',
      align: 'end',
      cell: (entry) => (
        <span className={entry.open_amount > 0 ? 'font-semibold text-stone-900' : undefined}>
          {amountCell(entry.open_amount)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Acciones',
      hideHeader: true,
      align: 'end',
      card: 'footer',
      cell: (entry) => {
        const receipt =
          entry.kind === 'receipt' && entry.receipt_id ? (
            <ReceiptPdfButton receipt={{ id: entry.receipt_id, title: entry.description }} label="Recibo" />
          ) : null;
        const reverse = canReverse(entry) ? (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm text-red-700"
            aria-label={`Anular: ${entry.description || LEDGER_KIND_LABELS[entry.kind]}`}
            onClick={() => setReversing(entry)}
          >
            <Ban aria-hidden="true" className="size-4" /> Anular
          </button>
        ) : null;
        if (!receipt && !reverse) return null;
        return (
          <span className="flex flex-wrap justify-end gap-2">
            {receipt}
            {reverse}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        label={ACCOUNT_TEXTS.entriesTitle}
        rows={entries.data?.results}
        rowKey={(entry) => entry.id}
        columns={columns}
        status={entries.isPending ? 'pending' : entries.isError ? 'error' : 'success'}
        errorMessage={ACCOUNT_TEXTS.entriesFailed}
        onRetry={() => entries.refetch()}
        loadingMessage={ACCOUNT_TEXTS.entriesLoading}
        dimmed={entries.isPlaceholderData}
        empty={{ icon: <ListX aria-hidden="true" />, message: ACCOUNT_TEXTS.entriesEmpty }}
        pagination={
          entries.data
            ? {
                page,
                pageCount: entries.data.total_pages,
                onPageChange: setPage,
                total: entries.data.count,
              }
            : undefined
        }
      />
      <ReverseDialog customerId={customerId} entry={reversing} onClose={() => setReversing(null)} />
    </>
  );
}
