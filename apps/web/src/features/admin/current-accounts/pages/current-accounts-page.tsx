import { ClipboardList, Download } from 'lucide-react';
import { useId } from 'react';
import { errorMessage } from '@/api/errors';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { DESKTOP_QUERY } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUrlFilters } from '@/lib/use-url-filters';
import { type ReceivablesExportFormat, useExportReceivables, useReceivables } from '../api/receivables';
import { ReceivablesCards, ReceivablesGrid } from '../components/receivables-table';
import { ReminderSettingsCard } from '../components/reminder-settings-card';
import {
  nextSort,
  RECEIVABLES_FILTERS_CODEC,
  type ReceivablesApiParams,
  type ReceivablesOnly,
  type ReceivablesSort,
  receivablesApiParams,
} from '../lib/receivables-filters';
import { ACCOUNT_TEXTS, FILTER_LABELS } from '../lib/texts';

const SORT_LABELS: Record<ReceivablesSort, string> = {
  balance: 'Saldo',
  overdue: 'Vencido',
  available_credit: 'Crédito disponible',
  name: 'Cliente',
  oldest_due_date: 'Primer vencimiento',
};

function ExportButtons({ filters }: { filters: ReceivablesApiParams }) {
  const exporting = useExportReceivables();
  const running = exporting.isPending ? exporting.variables?.format : undefined;
  const run = (format: ReceivablesExportFormat) =>
    exporting.mutate(
      { format, filters },
      {
        onSuccess: ({ filename }) => notify.success(`Descargado ${filename}`),
        onError: (error) => notify.error(errorMessage(error, ACCOUNT_TEXTS.exportFailed)),
      },
    );
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn-secondary px-3 py-2"
          disabled={exporting.isPending}
          aria-busy={running === format || undefined}
          onClick={() => run(format)}
        >
          {running === format ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {format === 'csv' ? 'Exportar CSV' : 'Exportar Excel'}
        </button>
      ))}
    </>
  );
}

/**
 * 'Cuentas corrientes' (/configuracion/cuentas-corrientes, issue 32 item 6): every customer with an
 * account or a balance, sortable, filtered, with the totals of the filter and its export, and the
 * reminder settings under it.
 */
export default function CurrentAccountsPage() {
  const id = useId();
  const { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters } =
    useUrlFilters(RECEIVABLES_FILTERS_CODEC);
  const receivables = useReceivables(filters);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const data = receivables.data;
  const filtered = filters.search !== '' || filters.only !== 'all';
  const sortValue = `${filters.sort}:${filters.order}`;

  let body: React.ReactNode;
  if (receivables.isError && !data)
    body = (
      <ErrorState
        message={errorMessage(receivables.error, ACCOUNT_TEXTS.listFailed)}
        onRetry={() => receivables.refetch()}
      />
    );
  else if (!data)
    body = (
      <div aria-hidden="true" className="space-y-3 p-4">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className={isDesktop ? 'h-8' : 'h-24'} />
        ))}
      </div>
    );
  else if (data.results.length === 0)
    body = (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" />}
        message={filtered ? ACCOUNT_TEXTS.listEmptyFiltered : ACCOUNT_TEXTS.listEmpty}
        action={
          filtered ? (
            <button type="button" className="btn-secondary" onClick={clearFilters}>
              Quitar filtros
            </button>
          ) : undefined
        }
      />
    );
  else
    body = isDesktop ? (
      <ReceivablesGrid
        data={data}
        sort={filters}
        onSort={(column) => setFilters(nextSort(filters, column))}
      />
    ) : (
      <ReceivablesCards data={data} />
    );

  return (
    <section className="flex flex-col gap-8">
      <title>Cuentas corrientes | Mayorista</title>
      <div>
        <PageHeader
          title={ACCOUNT_TEXTS.listTitle}
          description={ACCOUNT_TEXTS.listDescription}
          actions={<ExportButtons filters={receivablesApiParams(filters)} />}
        />
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <div className="flex flex-col gap-3 border-b border-stone-200 p-4 md:flex-row md:items-center md:justify-between">
            <SearchField
              label="Buscar cliente"
              value={searchDraft}
              onChange={setSearchDraft}
              placeholder="Razón social, usuario o e-mail"
            />
            <div className="flex flex-wrap items-center gap-3">
              {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, as the other list filters */}
              <div
                role="group"
                aria-label="Mostrar"
                className="inline-flex rounded-lg border border-stone-200 p-0.5"
              >
                {(Object.keys(FILTER_LABELS) as ReceivablesOnly[]).map((only) => (
                  <button
                    key={only}
                    type="button"
                    aria-pressed={filters.only === only}
                    onClick={() => setFilters({ only })}
                    className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
                      filters.only === only ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
                    }`}
                  >
                    {FILTER_LABELS[only]}
                  </button>
                ))}
              </div>
              {isDesktop ? null : (
                <div className="flex items-center gap-2">
                  <label htmlFor={`${id}-sort`} className="text-sm text-stone-700">
                    Ordenar
                  </label>
                  <select
                    id={`${id}-sort`}
                    className="form-input py-1.5"
                    value={sortValue}
                    onChange={(event) => {
                      const [sort, order] = event.target.value.split(':') as [
                        ReceivablesSort,
                        'asc' | 'desc',
                      ];
                      setFilters({ sort, order });
                    }}
                  >
                    {(Object.keys(SORT_LABELS) as ReceivablesSort[]).flatMap((sort) =>
                      (['desc', 'asc'] as const).map((order) => (
                        <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                          {SORT_LABELS[sort]} {sortDirection(sort, order)}
                        </option>
                      )),
                    )}
                  </select>
                </div>
              )}
            </div>
          </div>
          {data === undefined && !receivables.isError ? (
            <p role="status" className="sr-only">
              {ACCOUNT_TEXTS.listLoading}
            </p>
          ) : null}
          <div className={receivables.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {body}
          </div>
        </div>
        {data && data.total_pages > 1 ? (
          <div className="mt-6 flex flex-col items-center gap-2">
            <Pagination
              page={filters.page}
              pageCount={data.total_pages}
              onPageChange={(page) => {
                setPage(page);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </div>
        ) : null}
        {data ? (
          <p className="mt-3 text-xs text-stone-600">
            Saldos al {data.as_of.split('-').reverse().join('/')}. La antigüedad cuenta los días desde la
            fecha de cada comprobante.
          </p>
        ) : null}
      </div>
      <ReminderSettingsCard />
    </section>
  );
}

function sortDirection(sort: ReceivablesSort, order: 'asc' | 'desc') {
  if (sort === 'name') return order === 'asc' ? '(A-Z)' : '(Z-A)';
  if (sort === 'oldest_due_date') return order === 'asc' ? '(más antiguo)' : '(más reciente)';
  return order === 'desc' ? '(mayor primero)' : '(menor primero)';
}
