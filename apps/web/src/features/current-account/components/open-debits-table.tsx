import type { LedgerEntry } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { FileCheck2 } from 'lucide-react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ACCOUNT_TEXTS, dayLabel, dueState, kindLabel } from '../lib/current-account';
import { EntryDocument } from './entry-document';

const amount = (value: number) => (
  <span className="whitespace-nowrap tabular-nums">{formatAmount2(value)}</span>
);

function columns(today: string): Column<LedgerEntry>[] {
  return [
    {
      id: 'document',
      header: 'Comprobante',
      card: 'title',
      cell: (entry) => (
        <>
          <EntryDocument entry={entry} />
          <span className="block text-xs text-stone-600">{kindLabel(entry)}</span>
        </>
      ),
    },
    {
      id: 'date',
      header: 'Fecha',
      cell: (entry) => <time dateTime={entry.entry_date}>{dayLabel(entry.entry_date)}</time>,
    },
    {
      id: 'due',
      header: 'Vence',
      cell: (entry) =>
        entry.due_date ? <time dateTime={entry.due_date}>{dayLabel(entry.due_date)}</time> : '—',
    },
    {
      id: 'state',
      header: 'Estado',
      card: 'badge',
      cell: (entry) => {
        const state = dueState(entry, today);
        return <StatusBadge tone={state.tone}>{state.label}</StatusBadge>;
      },
    },
    { id: 'amount', header: 'Importe', align: 'end', cell: (entry) => amount(entry.amount) },
    {
      id: 'open',
      header: 'Pendiente',
      align: 'end',
      className: 'font-semibold text-stone-900',
      cell: (entry) => amount(entry.open_amount),
    },
  ];
}

/** The debits still (partly) unpaid, oldest first as the server sends them, each with its due date. */
export function OpenDebitsTable({ entries, today }: { entries: LedgerEntry[]; today: string }) {
  return (
    <DataTable
      label="Comprobantes por pagar"
      columns={columns(today)}
      rows={entries}
      rowKey={(entry) => entry.id}
      status="success"
      errorMessage=""
      onRetry={() => undefined}
      empty={{ icon: <FileCheck2 aria-hidden="true" />, message: ACCOUNT_TEXTS.noOpenDebits }}
    />
  );
}
