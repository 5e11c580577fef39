import { AGING_BUCKETS, AGING_LABELS } from '@mayorista/shared/current-account-rules';
import type { Aging } from '@mayorista/shared/current-accounts';
import { formatAmount2 } from '@mayorista/shared/format';
import { type Column, DataTable } from '@/components/ui/data-table';
import { signedAmount } from '../lib/current-account';

type AgingRow = Aging & { balance: number };

const amount = (value: number) => (
  <span className="whitespace-nowrap tabular-nums">{formatAmount2(value)}</span>
);

const COLUMNS: Column<AgingRow>[] = [
  ...AGING_BUCKETS.map(
    (bucket): Column<AgingRow> => ({
      id: bucket,
      header: AGING_LABELS[bucket],
      align: 'end',
      cell: (row) => amount(row[bucket]),
    }),
  ),
  {
    id: 'credit',
    header: 'Saldo a favor',
    align: 'end',
    // Open credit comes negative: it is shown as the amount in the buyer's favour.
    cell: (row) => amount(Math.abs(row.credit)),
  },
  {
    id: 'balance',
    header: 'Saldo',
    align: 'end',
    className: 'font-semibold text-stone-900',
    cell: (row) => <span className="whitespace-nowrap tabular-nums">{signedAmount(row.balance)}</span>,
  },
];

/**
 * Open debits by age (days since each document's date) and the credit in the buyer's favour; the
 * buckets less the credit add up to the balance (decision 056). A table on a computer, a card on a phone.
 */
export function AgingTable({ aging, balance }: { aging: Aging; balance: number }) {
  return (
    <DataTable
      label="Antigüedad de la deuda"
      columns={COLUMNS}
      rows={[{ ...aging, balance }]}
      rowKey={() => 'aging'}
      status="success"
      errorMessage=""
      onRetry={() => undefined}
      empty={{ message: '' }}
    />
  );
}
