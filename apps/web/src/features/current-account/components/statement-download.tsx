import { useMutation } from '@tanstack/react-query';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { downloadStatement } from '../api/downloads';
import { ACCOUNT_TEXTS, defaultPeriod, periodProblem } from '../lib/current-account';

type Format = 'pdf' | 'xlsx';

/** The statement of a period (Desde / Hasta, both included) as a PDF or an Excel file. */
export function StatementDownload({ today }: { today: string }) {
  const id = useId();
  const [period, setPeriod] = useState(() => defaultPeriod(today));
  const [tried, setTried] = useState(false);
  const download = useMutation({ mutationFn: downloadStatement });
  const problem = periodProblem(period.from, period.to, today);
  const showProblem = tried && problem !== null;

  const run = (format: Format) => {
    setTried(true);
    if (problem) return;
    download.mutate(
      { ...period, format },
      { onError: (error) => notify.error(errorMessage(error, ACCOUNT_TEXTS.statementFailed)) },
    );
  };
  const pendingFormat = download.isPending ? download.variables?.format : null;

  const dateField = (name: 'from' | 'to', label: string) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        className="form-input"
        value={period[name]}
        max={today}
        aria-invalid={showProblem || undefined}
        aria-describedby={showProblem ? `${id}-error` : undefined}
        onChange={(event) => setPeriod((current) => ({ ...current, [name]: event.target.value }))}
      />
    </div>
  );

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="grid flex-1 grid-cols-2 gap-3 md:max-w-md">
          {dateField('from', 'Desde')}
          {dateField('to', 'Hasta')}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className="btn-secondary"
            disabled={download.isPending}
            aria-busy={pendingFormat === 'pdf' || undefined}
            onClick={() => run('pdf')}
          >
            {pendingFormat === 'pdf' ? (
              <Spinner className="size-4" />
            ) : (
              <FileDown aria-hidden="true" className="size-4" />
            )}
            Descargar PDF
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={download.isPending}
            aria-busy={pendingFormat === 'xlsx' || undefined}
            onClick={() => run('xlsx')}
          >
            {pendingFormat === 'xlsx' ? (
              <Spinner className="size-4" />
            ) : (
              <FileSpreadsheet aria-hidden="true" className="size-4" />
            )}
            Descargar Excel
          </button>
        </div>
      </div>
      {showProblem ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
