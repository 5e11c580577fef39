import { addDays, LEDGER_KIND_LABELS, storeDayOf } from '@mayorista/shared/current-account-rules';
import { ACCOUNT_FORM_MESSAGES, type StatementLine } from '@mayorista/shared/current-accounts';
import { Download, ListX } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { type StatementFormat, useDownloadStatement, useStatement } from '../api/account';
import { dayText, money } from '../lib/format';
import { ACCOUNT_TEXTS } from '../lib/texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const columns: Column<StatementLine>[] = [
  { id: 'date', header: 'Fecha', card: 'subtitle', cell: (line) => dayText(line.entry_date) },
  {
    id: 'document',
    header: 'Comprobante',
    card: 'title',
    cell: (line) => (
      <span className="font-medium text-stone-900">{line.description || LEDGER_KIND_LABELS[line.kind]}</span>
    ),
  },
  { id: 'due', header: 'Vencimiento', cell: (line) => dayText(line.due_date) },
  { id: 'debit', header: 'Debe', align: 'end', cell: (line) => (line.debit ? money(line.debit) : '-') },
  { id: 'credit', header: 'Haber', align: 'end', cell: (line) => (line.credit ? money(line.credit) : '-') },
  {
    id: 'balance',
    header: 'Saldo',
    align: 'end',
    cell: (line) => (
      <span className="font-semibold whitespace-nowrap text-stone-900">{money(line.balance)}</span>
    ),
  },
];

/** 'Estado de cuenta': a period's opening balance, lines with the running balance and closing, as PDF or Excel. */
export function StatementSection({ customerId }: { customerId: number }) {
  const id = useId();
  const today = storeDayOf();
  const [from, setFrom] = useState(() => addDays(today, -90));
  const [to, setTo] = useState(today);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const statement = useStatement(customerId, from, to, valid);
  const download = useDownloadStatement(customerId);
  const running = download.isPending ? download.variables?.format : undefined;
  const data = statement.data;

  const run = (format: StatementFormat) =>
    download.mutate(
      { from, to, format },
      { onError: (error) => notify.error(errorMessage(error, ACCOUNT_TEXTS.statementDownloadFailed)) },
    );

  const dateField = (name: 'from' | 'to', label: string, value: string, set: (value: string) => void) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        className="form-input py-2"
        value={value}
        max={today}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-period`}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid grid-cols-2 gap-3 sm:w-96">
          {dateField('from', 'Desde', from, setFrom)}
          {dateField('to', 'Hasta', to, setTo)}
        </div>
        <div className="flex flex-wrap gap-2">
          {(['pdf', 'xlsx'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="btn-secondary px-3 py-2"
              disabled={!valid || download.isPending}
              aria-busy={running === format || undefined}
              onClick={() => run(format)}
            >
              {running === format ? (
                <Spinner className="size-4" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              {format === 'pdf' ? 'Descargar PDF' : 'Descargar Excel'}
            </button>
          ))}
        </div>
      </div>
      {valid ? null : (
        <p id={`${id}-period`} role="alert" className="text-sm text-red-700">
          {ACCOUNT_FORM_MESSAGES.periodInvalid}
        </p>
      )}
      {data ? (
        <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm sm:grid-cols-4">
          {[
            ['Saldo inicial', data.opening_balance],
            ['Débitos', data.total_debits],
            ['Créditos', data.total_credits],
            ['Saldo final', data.closing_balance],
          ].map(([label, value]) => (
            <div key={label as string}>
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd className="font-semibold text-stone-900 tabular-nums">{money(value as number)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        label={`${ACCOUNT_TEXTS.statementTitle} del ${dayText(from)} al ${dayText(to)}`}
        rows={valid ? data?.lines : []}
        rowKey={(line) => line.id}
        columns={columns}
        status={valid && statement.isPending ? 'pending' : statement.isError ? 'error' : 'success'}
        errorMessage={errorMessage(statement.error, ACCOUNT_TEXTS.statementFailed)}
        onRetry={() => statement.refetch()}
        dimmed={statement.isPlaceholderData}
        skeletonRows={3}
        empty={{ icon: <ListX aria-hidden="true" />, message: ACCOUNT_TEXTS.statementEmpty }}
      />
    </div>
  );
}
