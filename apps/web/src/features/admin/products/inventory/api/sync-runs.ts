import type { SyncRun, SyncRuns } from '@mayorista/shared/sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/api/client';
import { adminProductKeys } from '../../api/admin-product-keys';
import { syncKeys } from './external-sync';

/** Not in the spec: the answers of 'Sincronizar ahora' (issue 13 item 5). */
export const RUN_FAILED = 'Error al sincronizar con el proveedor';
export const RUN_DONE = (changed: number) =>
  changed === 0
    ? 'Sincronización terminada: no hubo cambios.'
    : `Sincronización terminada: ${changed} ${changed === 1 ? 'producto actualizado' : 'productos actualizados'}.`;

/**
 * GET /api/external-sync/runs/ (the scheduled stock sync): the newest runs first. While a run is
 * going on the line asks again every 5 seconds.
 */
export const useSyncRuns = () =>
  useQuery({
    queryKey: syncKeys.runs(),
    queryFn: ({ signal }) => apiGet<SyncRuns>('/external-sync/runs/', { signal }),
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.results[0]?.status === 'running' ? 5_000 : false),
  });

/** POST /api/external-sync/run/: one sync now; the list, the runs and the sync status are read again. */
export function useRunSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<SyncRun>('/external-sync/run/', undefined, { timeoutMs: 120_000 }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: syncKeys.runs() });
      queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}
