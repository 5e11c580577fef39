import type { Page } from '@mayorista/shared/api';
import type { Comparison, ExternalProduct, MissingItem, SyncStatus } from '@mayorista/shared/sync';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiGet,
  apiPost,
  errorMessage,
  isApiError,
  MISSING_PRODUCTS_TIMEOUT_MS,
  SYNC_STATUS_TIMEOUT_MS,
} from '@/api/client';
import { notify } from '@/lib/toast';

/** Backoffice §8 Inventory (sync). */
export const SYNC_CHECK_FAILED = (message: string) => `Error al verificar sincronización: ${message}`;
export const SYNC_REFRESH_FAILED = 'Error al actualizar el estado de sincronización';
export const COMPARE_FAILED = (message: string) => `Error al comparar productos: ${message}`;
/** Not in the spec: the server's sync cache could not be cleared before a refresh (§4: only a warning). */
export const CACHE_CLEAR_WARNING = 'No se pudo limpiar la caché de sincronización; se recalcula igual.';
/** Not in the spec: the missing-products list failed. */
export const MISSING_LOAD_FAILED = (message: string) => `Error al cargar los faltantes: ${message}`;
export const MISSING_PAGE_SIZE = 20;

/** Query keys of the external sync screens (STYLE.md key factory). */
export const syncKeys = {
  all: ['admin', 'external-sync'] as const,
  status: () => [...syncKeys.all, 'status'] as const,
  missing: (query: MissingQuery) => [...syncKeys.all, 'missing', query] as const,
  comparison: () => [...syncKeys.all, 'comparison'] as const,
  runs: () => [...syncKeys.all, 'runs'] as const,
};

/** The store has no EXTERNAL_API_URL (decision 026: every sync route answers 409): not an error. */
export const isNotConfigured = (error: unknown) => isApiError(error) && error.status === 409;

const getSyncStatus = (forceRefresh: boolean, signal?: AbortSignal) =>
  apiGet<SyncStatus>('/intelligent-sync-status/', {
    params: forceRefresh ? { force_refresh: 'true' } : undefined,
    signal,
    timeoutMs: SYNC_STATUS_TIMEOUT_MS,
  });

/** GET /api/intelligent-sync-status/ (§7; the server caches its analysis 5 minutes). */
export const syncStatusQueryOptions = () =>
  queryOptions({
    queryKey: syncKeys.status(),
    queryFn: ({ signal }) => getSyncStatus(false, signal),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useSyncStatus = () => useQuery(syncStatusQueryOptions());

/**
 * Refresh (§2.2, §4): clears the server's cache (a failure is only a warning), then asks again with
 * force_refresh=true. The modals read the same analysis, so their cached pages are dropped too.
 */
export function useRefreshSyncStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiPost('/clear-intelligent-sync-cache/');
      } catch {
        notify.info(CACHE_CLEAR_WARNING);
      }
      return getSyncStatus(true);
    },
    onSuccess: (status) => {
      queryClient.setQueryData(syncKeys.status(), status);
      queryClient.removeQueries({ queryKey: [...syncKeys.all, 'missing'] });
      queryClient.removeQueries({ queryKey: syncKeys.comparison() });
    },
    onError: (error) => {
      if (isNotConfigured(error)) queryClient.invalidateQueries({ queryKey: syncKeys.status() });
      else notify.error(SYNC_REFRESH_FAILED);
    },
  });
}

export type MissingQuery = { type: 'product' | 'variant' | 'all'; search: string; page: number };

/** GET /api/missing-products-details/ (§7), 20 to a page. */
export const missingQueryOptions = (query: MissingQuery) =>
  queryOptions({
    queryKey: syncKeys.missing(query),
    queryFn: ({ signal }) =>
      apiGet<Page<MissingItem>>('/missing-products-details/', {
        params: {
          type: query.type === 'all' ? undefined : query.type,
          search: query.search.trim() || undefined,
          page: query.page,
          page_size: MISSING_PAGE_SIZE,
        },
        signal,
        timeoutMs: MISSING_PRODUCTS_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

export const useMissingProducts = (query: MissingQuery, enabled: boolean) =>
  useQuery({ ...missingQueryOptions(query), enabled });

/** GET /api/external/compare/ (§3 Comparison result). */
export const useComparison = (enabled: boolean) =>
  useQuery({
    queryKey: syncKeys.comparison(),
    queryFn: ({ signal }) =>
      apiGet<Comparison>('/external/compare/', { signal, timeoutMs: SYNC_STATUS_TIMEOUT_MS }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });

/** The message of a failed comparison (§8). */
export const comparisonError = (error: unknown) => COMPARE_FAILED(errorMessage(error, 'error desconocido'));

/** GET /api/products/search-by-sku/{sku}/: the supplier's whole product (its variants come along). */
export const getExternalProduct = (sku: string) =>
  apiGet<ExternalProduct>(`/products/search-by-sku/${encodeURIComponent(sku)}/`, {
    timeoutMs: MISSING_PRODUCTS_TIMEOUT_MS,
  });
