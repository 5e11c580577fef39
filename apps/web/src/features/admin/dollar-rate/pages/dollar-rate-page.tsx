import { pageCount } from '@mayorista/shared/pagination';
import type { DollarRateEntry } from '@mayorista/shared/settings';
import { DollarSign, History, RefreshCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorState } from '@/components/ui/data-state';
import { type Column, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { useAvailableRates } from '../api/available-rates';
import { useCurrentRate } from '../api/current-rate';
import { useToggleAutoUpdate, useUpdateFromApi } from '../api/rate-changes';
import { useRateHistory } from '../api/rate-history';
import { AutoUpdateSwitch } from '../components/auto-update-switch';
import { ManualRateForm } from '../components/manual-rate-form';
import { RateSparkline } from '../components/rate-sparkline';
import { formatRate, initialRateType, rateTypeLabel, rateTypeOptions } from '../lib/rates';

export const DOLLAR_MESSAGES = {
  loadFailed: 'No se pudo cargar la cotización del dólar',
  historyFailed: 'No se pudo cargar el historial de cotizaciones',
  availableFailed: 'No se pudo consultar el servicio de cotizaciones',
  updated: (value: number) => `Cotización actualizada: ${formatRate(value)}`,
  updateFailed: 'No se pudo actualizar la cotización. Se mantiene la última cotización.',
  autoOn: (label: string) => `Actualización automática activada (${label})`,
  autoOff: 'Actualización automática desactivada',
  autoFailed: 'No se pudo cambiar la actualización automática',
} as const;

const HISTORY_PAGE_SIZE = 10;

function Card({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-stone-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Dólar (issue 11 item 4): current rate, update from the service, manual rate, hourly switch, history. */
export default function DollarRatePage() {
  const id = useId();
  const current = useCurrentRate();
  const available = useAvailableRates();
  const history = useRateHistory();
  const update = useUpdateFromApi();
  const toggle = useToggleAutoUpdate();
  const [apiType, setApiType] = useState<string | null>(null);
  const [autoType, setAutoType] = useState<string | null>(null);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  const rate = current.data;
  const chosenApiType = apiType ?? initialRateType(rate?.rate_type);
  const chosenAutoType = autoType ?? initialRateType(rate?.rate_type);
  const services = available.data ?? [];
  const apiOptions = rateTypeOptions(available.data, chosenApiType);
  const autoOptions = rateTypeOptions(available.data, chosenAutoType);

  const runUpdate = async () => {
    setUpdateError(null);
    try {
      const next = await update.mutateAsync({ rate_type: chosenApiType });
      notify.success(DOLLAR_MESSAGES.updated(next.value));
    } catch (error) {
      const message = errorMessage(error, DOLLAR_MESSAGES.updateFailed);
      setUpdateError(message);
      notify.error(DOLLAR_MESSAGES.updateFailed);
    }
  };

  const changeAuto = async (next: { is_auto_update: boolean; rate_type: string }) => {
    setAutoType(next.rate_type);
    // With the switch off, choosing a type only prepares it: it is sent when the switch goes on.
    if (!next.is_auto_update && !rate?.is_auto_update) return;
    try {
      await toggle.mutateAsync(next);
      notify.success(
        next.is_auto_update
          ? DOLLAR_MESSAGES.autoOn(rateTypeLabel(next.rate_type, services))
          : DOLLAR_MESSAGES.autoOff,
      );
    } catch (error) {
      notify.error(errorMessage(error, DOLLAR_MESSAGES.autoFailed));
    }
  };

  const rows = history.data ?? [];
  const pages = pageCount(rows.length, HISTORY_PAGE_SIZE);
  const currentPage = Math.min(page, pages);
  const visible = rows.slice((currentPage - 1) * HISTORY_PAGE_SIZE, currentPage * HISTORY_PAGE_SIZE);
  const columns: Column<DollarRateEntry>[] = [
    {
      id: 'date',
      header: 'Fecha',
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.update_date)}</span>,
    },
    {
      id: 'value',
      header: 'Cotización',
      align: 'end',
      card: 'field',
      cell: (row) => (
        <span className="whitespace-nowrap font-medium tabular-nums">{formatRate(row.value)}</span>
      ),
    },
    { id: 'type', header: 'Tipo', card: 'field', cell: (row) => rateTypeLabel(row.rate_type, services) },
    {
      id: 'auto',
      header: 'Actualización automática',
      card: 'field',
      cell: (row) => (
        <StatusBadge tone={row.is_auto_update ? 'success' : 'neutral'}>
          {row.is_auto_update ? 'Activada' : 'Desactivada'}
        </StatusBadge>
      ),
    },
  ];

  return (
    <section>
      <title>Dólar | Mayorista</title>
      <PageHeader
        title="Dólar"
        description="La cotización con la que se calculan los precios de los productos cargados en dólares."
      />

      <div className="grid gap-5 lg:grid-cols-2">
        <Card
          title="Cotización vigente"
          icon={<DollarSign aria-hidden="true" className="size-5 text-brand-700" />}
        >
          {current.status === 'pending' ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              <p className="sr-only" role="status">
                Cargando la cotización...
              </p>
              <Skeleton className="h-10 w-48" />
              <Skeleton className="h-4 w-64" />
            </div>
          ) : current.status === 'error' || !rate ? (
            <ErrorState message={DOLLAR_MESSAGES.loadFailed} onRetry={() => current.refetch()} />
          ) : (
            <div className="flex flex-col gap-2">
              <p
                className="text-4xl font-bold tracking-tight text-stone-900 tabular-nums"
                data-testid="current-rate"
              >
                {formatRate(rate.value)}
              </p>
              <p className="text-sm text-stone-600">
                {rate.update_date
                  ? `${rate.rate_type === 'manual' ? 'Cotización manual' : `Dólar ${rateTypeLabel(rate.rate_type, services).toLowerCase()}`} · actualizada el ${formatDateTime(rate.update_date)}`
                  : 'Valor por defecto: todavía no se cargó ninguna cotización.'}
              </p>
              <div>
                <StatusBadge tone={rate.is_auto_update ? 'success' : 'neutral'}>
                  {rate.is_auto_update ? 'Se actualiza cada hora' : 'Actualización automática desactivada'}
                </StatusBadge>
              </div>
            </div>
          )}

          <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
            <label htmlFor={`${id}-api-type`} className="text-sm font-medium text-stone-800">
              Tipo de cotización
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <select
                id={`${id}-api-type`}
                className="form-input sm:flex-1"
                value={chosenApiType}
                onChange={(event) => setApiType(event.target.value)}
                disabled={update.isPending}
              >
                {apiOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.venta === null
                      ? option.label
                      : `${option.label} · venta ${formatRate(option.venta)}`}
                  </option>
                ))}
              </select>
              <button type="button" className="btn-primary" onClick={runUpdate} disabled={update.isPending}>
                <RefreshCw
                  aria-hidden="true"
                  className={`size-4 ${update.isPending ? 'animate-spin' : ''}`}
                />
                {update.isPending ? 'Actualizando…' : 'Actualizar desde la API'}
              </button>
            </div>
            {available.status === 'pending' ? (
              <p className="text-xs text-stone-600">Consultando el servicio de cotizaciones…</p>
            ) : available.status === 'error' ? (
              <p className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                {errorMessage(available.error, DOLLAR_MESSAGES.availableFailed)}
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() => available.refetch()}
                >
                  Reintentar
                </button>
              </p>
            ) : null}
            {updateError ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
              >
                {updateError}
              </p>
            ) : null}
          </div>
        </Card>

        <div className="flex min-w-0 flex-col gap-5">
          <Card title="Cotización manual">
            <ManualRateForm autoUpdate={Boolean(rate?.is_auto_update)} />
          </Card>
          <Card title="Actualización automática">
            <AutoUpdateSwitch
              checked={Boolean(rate?.is_auto_update)}
              busy={toggle.isPending || !rate}
              rateType={chosenAutoType}
              options={autoOptions}
              onChange={changeAuto}
            />
          </Card>
        </div>
      </div>

      <div className="mt-6">
        <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
          <History aria-hidden="true" className="size-5 text-brand-700" /> Historial
        </h2>
        <DataTable
          label="Historial de cotizaciones"
          rows={visible}
          rowKey={(row) => row.id}
          status={history.status}
          errorMessage={DOLLAR_MESSAGES.historyFailed}
          onRetry={() => history.refetch()}
          empty={{ icon: <History aria-hidden="true" />, message: 'Todavía no hay cotizaciones guardadas.' }}
          toolbar={rows.length > 1 ? <RateSparkline history={rows} /> : undefined}
          columns={columns}
          pagination={{ page: currentPage, pageCount: pages, onPageChange: setPage }}
        />
      </div>
    </section>
  );
}
