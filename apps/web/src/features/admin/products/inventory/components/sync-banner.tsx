import { formatPrice } from '@mayorista/shared/format';
import { CircleCheck, CloudOff, GitCompareArrows, ListChecks, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import {
  isNotConfigured,
  SYNC_CHECK_FAILED,
  useRefreshSyncStatus,
  useSyncStatus,
} from '../api/external-sync';
import { ComparisonModal } from './comparison-modal';
import { MissingProductsModal } from './missing-products-modal';
import { SyncRunsLine } from './sync-runs-line';

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
const units = new Intl.NumberFormat('es-AR');
const count = (value: number, one: string, many: string) =>
  `${units.format(value)} ${value === 1 ? one : many}`;

const smallButton = 'btn-secondary px-3 py-2';

/**
 * The sync banner of backoffice §2.2: the supplier's products and variants the catalogue lacks
 * (pending) or everything synced, with refresh, retry, the missing-products list, the comparison
 * and the last scheduled stock sync. Without a supplier (409) it is one quiet line.
 */
export function SyncBanner() {
  const status = useSyncStatus();
  const refresh = useRefreshSyncStatus();
  const session = useSession();
  const [openModal, setOpenModal] = useState<'missing' | 'comparison' | null>(null);

  if (status.isError && isNotConfigured(status.error))
    return (
      <p className="mb-4 flex items-center gap-2 text-sm text-stone-600">
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        Sincronización con el proveedor: no configurada.
      </p>
    );

  const refreshing = refresh.isPending;
  const refreshButton = (
    <button
      type="button"
      className={`${smallButton} ${status.data?.missing_count ? '' : 'col-span-2'}`}
      onClick={() => refresh.mutate()}
      disabled={refreshing || status.isPending}
      aria-busy={refreshing || undefined}
    >
      {refreshing ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
      {refreshing ? 'Actualizando...' : 'Actualizar'}
    </button>
  );

  if (status.isPending)
    return (
      <section
        aria-label="Sincronización con el proveedor"
        className="mb-4 flex items-center gap-3 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700"
      >
        <Spinner className="size-4 shrink-0" />
        <span role="status">Verificando sincronización con el proveedor...</span>
      </section>
    );

  if (status.isError)
    return (
      <section
        aria-label="Sincronización con el proveedor"
        className="mb-4 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {SYNC_CHECK_FAILED(errorMessage(status.error, 'error desconocido'))}
        </p>
        <button
          type="button"
          className={`${smallButton} shrink-0`}
          onClick={() => status.refetch()}
          disabled={status.isFetching}
        >
          {status.isFetching ? (
            <Spinner className="size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          Reintentar
        </button>
      </section>
    );

  const data = status.data;
  const { stats } = data;
  const pending = data.missing_count > 0;

  return (
    <section
      aria-labelledby="sync-banner-title"
      className={`mb-4 rounded-xl border ${pending ? 'border-accent-200 bg-accent-50' : 'border-brand-200 bg-brand-50'}`}
    >
      <div className="flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 gap-3">
          {pending ? (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          )}
          <div className="min-w-0 space-y-1 text-sm text-stone-700">
            <h2 id="sync-banner-title" className="text-base font-semibold text-stone-900">
              {pending ? 'Sincronización pendiente' : 'Todo sincronizado'}
            </h2>
            <p>
              {pending
                ? `Faltan ${count(stats.complete_products_missing, 'producto', 'productos')} y ${count(
                    stats.variants_missing,
                    'variante',
                    'variantes',
                  )} del proveedor.`
                : `Tu catálogo tiene los ${units.format(stats.total_remote_products)} productos del proveedor.`}
            </p>
            {pending ? (
              <dl className="flex flex-wrap gap-x-4 gap-y-0.5">
                <div className="flex gap-1">
                  <dt>Sincronizado:</dt>
                  <dd className="font-semibold text-stone-900 tabular-nums">
                    {percent.format(stats.sync_percentage)}%
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>Valor faltante:</dt>
                  <dd className="font-semibold text-stone-900 tabular-nums">
                    {formatPrice(stats.total_missing_value)}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>Stock faltante:</dt>
                  <dd className="font-semibold text-stone-900 tabular-nums">
                    {count(stats.total_missing_stock, 'unidad', 'unidades')}
                  </dd>
                </div>
              </dl>
            ) : null}
            {data.error ? <p className="text-red-700">{data.error}</p> : null}
            <p className="text-xs text-stone-600">Última verificación: {formatDateTime(data.last_update)}</p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:justify-end">
          {/* On a phone: the two short buttons side by side, the comparison below them. */}
          {pending ? (
            <button
              type="button"
              className={smallButton}
              onClick={() => setOpenModal('missing')}
              aria-haspopup="dialog"
            >
              <ListChecks aria-hidden="true" className="size-4" /> Ver faltantes
            </button>
          ) : null}
          {refreshButton}
          <button
            type="button"
            className={`${smallButton} col-span-2`}
            onClick={() => setOpenModal('comparison')}
            aria-haspopup="dialog"
          >
            <GitCompareArrows aria-hidden="true" className="size-4" /> Comparar inventarios
          </button>
        </div>
      </div>
      <SyncRunsLine canRun={session.isAdmin} />
      <MissingProductsModal open={openModal === 'missing'} onClose={() => setOpenModal(null)} stats={stats} />
      <ComparisonModal open={openModal === 'comparison'} onClose={() => setOpenModal(null)} />
    </section>
  );
}
