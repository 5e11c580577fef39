import type { Page } from '@mayorista/shared/api';
import type { ExternalProduct } from '@mayorista/shared/sync';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/api/client';

/**
 * The external supplier as the product form reads it (decision 026): our server asks the supplier
 * (the browser never does). The server gives up after 15 s and answers 504, so the client's own
 * timeout only covers a server that does not answer at all.
 */
const LOOKUP_TIMEOUT_MS = 20_000;

export const externalSyncKeys = {
  all: ['admin', 'external-sync'] as const,
  sku: (sku: string) => [...externalSyncKeys.all, 'sku', sku.toLowerCase()] as const,
  search: (term: string, page: number) => [...externalSyncKeys.all, 'search', term, page] as const,
};

/** GET /products/search-by-sku/{sku}/: 404 when the supplier has no such SKU, 409 when not configured. */
export const externalBySkuQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: externalSyncKeys.sku(sku),
    queryFn: ({ signal }) =>
      apiGet<ExternalProduct>(`/products/search-by-sku/${encodeURIComponent(sku)}/`, {
        signal,
        timeoutMs: LOOKUP_TIMEOUT_MS,
      }),
    enabled: sku !== '',
    retry: false,
    staleTime: 60_000,
  });

/** GET /external/search/?search=&page= (10 per page). */
export const externalSearchQueryOptions = (term: string, page: number) =>
  queryOptions({
    queryKey: externalSyncKeys.search(term, page),
    queryFn: ({ signal }) =>
      apiGet<Page<ExternalProduct>>('/external/search/', {
        params: { search: term, page },
        signal,
        timeoutMs: LOOKUP_TIMEOUT_MS,
      }),
    enabled: term !== '',
    retry: false,
    staleTime: 60_000,
  });

/** The status and message of a failed call (status 0: no answer; the client's Spanish message). */
export function failureOf(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
