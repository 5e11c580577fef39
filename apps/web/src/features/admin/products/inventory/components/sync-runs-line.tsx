import type { SyncRun } from '@mayorista/shared/sync';
import { RefreshCw } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { RUN_DONE, RUN_FAILED, useRunSyncNow, useSyncRuns } from '../api/sync-runs';

const STATUS: Record<SyncRun['status'], { label: string; tone: StatusTone }> = {
  running: { label: 'En curso', tone: 'info' },
  ok: { label: 'Correcta', tone: 'success' },
  partial: { label: 'Con errores', tone: 'warning' },
  failed: { label: 'Fallida', tone: 'danger' },
};

const products = (count: number) => `${count} ${count === 1 ? 'producto' : 'productos'}`;

/**
 * The scheduled stock sync (issue 13 item 5): when it last ran, how it went, what it changed and its
 * errors, and 'Sincronizar ahora'. Shows nothing until the server has the runs route, or without a
 * supplier.
 */
export function SyncRunsLine({ canRun }: { canRun: boolean }) {
  const runs = useSyncRuns();
  const runNow = useRunSyncNow();
  if (!runs.data?.external_configured) return null;
  const { every_minutes: every, results } = runs.data;
  const last = results[0];
  const running = runNow.isPending || last?.status === 'running';

  const run = () =>
    runNow.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status === 'failed') notify.error(result.errors[0] ?? RUN_FAILED);
        else notify.success(RUN_DONE(result.products_changed));
      },
      onError: (error) => notify.error(errorMessage(error, RUN_FAILED)),
    });

  return (
    <div className="flex flex-col gap-2 border-t border-black/10 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-stone-700">
          <span className="font-semibold text-stone-900">Sincronización automática de stock</span>
          {every === null ? ' · programación apagada en este servidor' : ` · cada ${every} min`}
        </p>
        {last ? (
          <>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
              <span>Última: {formatDateTime(last.finished_at ?? last.started_at)}</span>
              <StatusBadge tone={STATUS[last.status].tone}>{STATUS[last.status].label}</StatusBadge>
              {last.status === 'running' ? null : (
                <span>
                  {products(last.products_changed)}{' '}
                  {last.products_changed === 1 ? 'actualizado' : 'actualizados'} de{' '}
                  {products(last.products_checked)} revisados
                </span>
              )}
            </p>
            {last.errors.length > 0 ? (
              <details className="text-stone-700">
                <summary className="cursor-pointer font-medium text-red-700">
                  {last.errors.length} {last.errors.length === 1 ? 'error' : 'errores'} en la última
                </summary>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {last.errors.map((error, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat
                    <li key={index}>{error}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : (
          <p className="text-stone-600">Todavía no corrió ninguna sincronización.</p>
        )}
      </div>
      {canRun ? (
        <button
          type="button"
          className="btn-secondary shrink-0 px-3 py-2"
          onClick={run}
          disabled={running}
          aria-busy={running || undefined}
        >
          {running ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {running ? 'Sincronizando...' : 'Sincronizar ahora'}
        </button>
      ) : null}
    </div>
  );
}
