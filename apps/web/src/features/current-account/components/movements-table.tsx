import type { LedgerEntry } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { BookOpen } from 'lucide-react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ACCOUNT_TEXTS, dayLabel, kindLabel } from '../lib/current-account';
import { EntryDocument } from './entry-document';
import { ReceiptPdfButton } from './receipt-pdf-button';

const amount = (value: number) =>
  value > 0 ? <span className="whitespace-nowrap tabular-nums">{formatAmount2(value)}</span> : '—';

const COLUMNS: Column<LedgerEntry>[] = [
  {
    id: 'date',
    header: 'Fecha',
    card: 'subtitle',
    cell: (entry) => <time dateTime={entry.entry_date}>{dayLabel(entry.entry_date)}</time>,
  },
  { id: 'kind', header: 'Tipo', card: 'hidden', cell: kindLabel },
  {
    id: 'description',
    header: 'Descripción',
    card: 'title',
    cell: (entry, view) => (
      <>
        {view === 'card' ? (
          <span className="block text-xs font-normal text-stone-600">{kindLabel(entry)}</span>
        ) : null}
        <EntryDocument entry={entry} />
        {entry.reversed ? <span className="ml-2 text-xs font-semibold text-stone-600">(anulado)</span> : null}
        {entry.reason ? <span className="block text-xs text-stone-600">{entry.reason}</span> : null}
      </>
    ),
  },
  { id: 'debit', header: 'Debe', align: 'end', cell: (entry) => amount(entry.amount) },
  { id: 'credit', header: 'Haber', align: 'end', cell: (entry) => amount(-entry.amount) },
  {
    id: 'document',
    header: 'Comprobante',
    hideHeader: true,
    align: 'end',
    card: 'footer',
    cell: (entry) =>
      entry.kind === 'receipt' && entry.receipt_id !== null ? (
        <ReceiptPdfButton receiptId={entry.receipt_id} title={entry.description} />
      ) : null,
  },
];

/** The latest entries, newest first: debits (facturas, pedidos) and credits (recibos, notas de crédito). */
export function MovementsTable({ entries }: { entries: LedgerEntry[] }) {
  return (
    <DataTable
      label="Últimos movimientos"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      status="success"
      errorMessage=""
      onRetry={() => undefined}
      empty={{ icon: <BookOpen aria-hidden="true" />, message: ACCOUNT_TEXTS.empty }}
    />
  );
}
