import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  activityActionLabel,
  activityEntityLabel,
} from '@mayorista/shared/activity';
import { History, RotateCcw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable, serverPagination } from '@/components/ui/data-table';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import type { ActivityFilters } from '../api/activity-keys';
import { useActivity } from '../api/get-activity';
import { useActivityFacets } from '../api/get-activity-facets';
import { useUndoBulkPrice } from '../api/undo-bulk-price';
import { BulkDetails } from '../components/bulk-details';
import { bulkProducts, entityLink, periodDays, periodFromParams } from '../lib/activity';

export const ACTIVITY_TEXTS = {
  loadFailed: 'No se pudo cargar el registro de actividad.',
  undoFailed: 'No se pudo deshacer el cambio de precios.',
  undone: (n: number) => `Cambio deshecho: ${n} ${n === 1 ? 'producto restaurado' : 'productos restaurados'}`,
  skipped: (n: number) =>
    `${n} ${n === 1 ? 'producto quedó' : 'productos quedaron'} sin cambios porque su precio cambió después o ya no existe.`,
} as const;

const ALL_DATES = { period: 'all' } as unknown as DateRangeValue;

const FILTER_KEYS = ['user_id', 'entity', 'action', 'period', 'date_from', 'date_to'] as const;

/** /configuracion/actividad: who changed what and when, filtered, 20 per page; bulk price updates can be undone. */
export default function ActivityPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const userId = Number(params.get('user_id')) || undefined;
  const entity = params.get('entity') || undefined;
  const action = params.get('action') || undefined;
  const period = periodFromParams(params);
  const days = period ? periodDays(period) : null;
  const openId = Number(params.get('open')) || null;

  const filters: ActivityFilters = {
    page,
    user_id: userId,
    entity,
    action,
    date_from: days?.from,
    date_to: days?.to,
  };
  const activity = useActivity(filters);
  const facets = useActivityFacets();
  const undo = useUndoBulkPrice();
  const [undoing, setUndoing] = useState<ActivityEntry | null>(null);

  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      next.delete('open');
      return next;
    });
  };

  const setPeriod = (value: DateRangeValue | null) => {
    if (!value) update({ period: undefined, date_from: undefined, date_to: undefined });
    else if (value.period === 'custom')
      update({ period: undefined, date_from: value.start, date_to: value.end });
    else update({ period: value.period, date_from: undefined, date_to: undefined });
  };

  const hasFilters = FILTER_KEYS.some((key) => params.get(key));

  const confirmUndo = async () => {
    if (!undoing) return;
    try {
      const result = await undo.mutateAsync(undoing.id);
      notify.success(ACTIVITY_TEXTS.undone(result.restored));
      if (result.skipped.length) notify.info(ACTIVITY_TEXTS.skipped(result.skipped.length));
    } catch (error) {
      notify.error(errorMessage(error, ACTIVITY_TEXTS.undoFailed));
    } finally {
      setUndoing(null);
    }
  };

  const data = activity.data;
  const selectClass = 'form-input w-full sm:w-auto sm:min-w-40';

  const columns: Column<ActivityEntry>[] = [
    {
      id: 'date',
      header: 'Fecha',
      card: 'subtitle',
      className: 'whitespace-nowrap tabular-nums',
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    },
    {
      id: 'user',
      header: 'Usuario',
      cell: (entry) => entry.username ?? <span className="text-stone-600">Sistema</span>,
    },
    {
      id: 'action',
      header: 'Acción',
      card: 'title',
      className: 'font-medium text-stone-900',
      cell: (entry) => activityActionLabel(entry.action),
    },
    {
      id: 'entity',
      header: 'Entidad',
      cell: (entry) => {
        const link = entityLink(entry);
        const label = `${activityEntityLabel(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`;
        return link ? (
          <Link to={link} className="font-medium text-brand-800 hover:underline">
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      id: 'summary',
      header: 'Detalle',
      card: 'footer',
      className: 'min-w-64 max-w-xl',
      cell: (entry) => (
        <div>
          <p className="break-words text-stone-800">{entry.summary || '-'}</p>
          {entry.undone_at ? (
            <div className="mt-1">
              <StatusBadge tone="neutral">Deshecho el {formatDateTime(entry.undone_at)}</StatusBadge>
            </div>
          ) : null}
          {bulkProducts(entry) ? <BulkDetails entry={entry} defaultOpen={entry.id === openId} /> : null}
        </div>
      ),
    },
    {
      id: 'undo',
      header: 'Deshacer',
      hideHeader: true,
      align: 'end',
      card: 'footer',
      cell: (entry) =>
        entry.undoable ? (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5"
            onClick={() => setUndoing(entry)}
            aria-label={`Deshacer: ${entry.summary}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Deshacer
          </button>
        ) : null,
    },
  ];

  const facetUsers = facets.data?.users ?? [];
  const facetEntities = facets.data?.entities ?? [];
  const facetActions = facets.data?.actions ?? [];

  const toolbar = (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex lg:flex-wrap">
        <div>
          <label htmlFor={`${id}-user`} className="mb-1 block text-sm font-medium text-stone-800">
            Usuario
          </label>
          <select
            id={`${id}-user`}
            className={selectClass}
            value={userId ? String(userId) : ''}
            onChange={(event) => update({ user_id: event.target.value || undefined })}
          >
            <option value="">Todos</option>
            {facetUsers.map((user) => (
              <option key={user.id} value={user.id}>
                {user.username}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-entity`} className="mb-1 block text-sm font-medium text-stone-800">
            Entidad
          </label>
          <select
            id={`${id}-entity`}
            className={selectClass}
            value={entity ?? ''}
            onChange={(event) => update({ entity: event.target.value || undefined })}
          >
            <option value="">Todas</option>
            {withCurrent(facetEntities, entity).map((value) => (
              <option key={value} value={value}>
                {activityEntityLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-medium text-stone-800">
            Acción
          </label>
          <select
            id={`${id}-action`}
            className={selectClass}
            value={action ?? ''}
            onChange={(event) => update({ action: event.target.value || undefined })}
          >
            <option value="">Todas</option>
            {withCurrent(facetActions, action).map((value) => (
              <option key={value} value={value}>
                {activityActionLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* No preset pressed means every date: the picker has no 'all' value of its own. */}
        <DateRangePicker value={period ?? ALL_DATES} onChange={setPeriod} label="Fechas" />
        {period ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-800 underline"
            onClick={() => setPeriod(null)}
          >
            Todas las fechas
          </button>
        ) : null}
      </div>
      {hasFilters ? (
        <button
          type="button"
          className="btn-secondary self-start px-3 py-2 lg:self-end"
          onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
        >
          <X aria-hidden="true" className="size-4" /> Quitar filtros
        </button>
      ) : null}
    </div>
  );

  return (
    <section>
      <title>Actividad | Mayorista</title>
      <PageHeader
        title="Actividad"
        description={
          data
            ? `${data.count} ${data.count === 1 ? 'registro' : 'registros'}: quién cambió qué y cuándo.`
            : 'Quién cambió qué y cuándo en la tienda.'
        }
      />
      <DataTable
        label="Registro de actividad"
        columns={columns}
        rows={data?.results}
        rowKey={(entry) => entry.id}
        status={activity.status}
        dimmed={activity.isPlaceholderData}
        errorMessage={
          activity.error ? errorMessage(activity.error, ACTIVITY_TEXTS.loadFailed) : ACTIVITY_TEXTS.loadFailed
        }
        onRetry={() => activity.refetch()}
        loadingMessage="Cargando la actividad..."
        empty={
          hasFilters
            ? {
                icon: <History aria-hidden="true" />,
                message: 'No hay actividad con estos filtros.',
                action: (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
                  >
                    Quitar filtros
                  </button>
                ),
              }
            : { icon: <History aria-hidden="true" />, message: 'Todavía no hay actividad registrada.' }
        }
        pagination={serverPagination(data, {
          page,
          pageSize: ACTIVITY_PAGE_SIZE,
          setPage: (value) => update({ page: value }),
        })}
        toolbar={toolbar}
      />
      <ConfirmDialog
        open={undoing !== null}
        title="Deshacer cambio de precios"
        tone="danger"
        message={
          undoing ? (
            <>
              <p className="font-semibold text-stone-900">{undoing.summary}</p>
              <p className="mt-2">
                Se restaurarán los precios anteriores de {bulkProducts(undoing)?.length ?? 0}{' '}
                {(bulkProducts(undoing)?.length ?? 0) === 1 ? 'producto' : 'productos'}. Los productos cuyo
                precio cambió después quedan como están.
              </p>
            </>
          ) : null
        }
        confirmLabel="Deshacer"
        pendingLabel="Deshaciendo..."
        pending={undo.isPending}
        onConfirm={confirmUndo}
        onClose={() => setUndoing(null)}
      />
    </section>
  );
}

/** The facet values plus the one in the URL (so a link's filter shows even before anything matches). */
function withCurrent(values: readonly string[], current: string | undefined): string[] {
  return current && !values.includes(current) ? [...values, current] : [...values];
}
