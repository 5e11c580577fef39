import type { PriceList } from '@mayorista/shared/price-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { priceListKeys } from './price-list-keys';

/** GET /api/price-lists/: every list with its customer and override counts, the default one included. */
export const getPriceLists = (signal?: AbortSignal) => apiGet<PriceList[]>('/price-lists/', { signal });

export const priceListsQueryOptions = () =>
  queryOptions({
    queryKey: priceListKeys.lists(),
    queryFn: ({ signal }) => getPriceLists(signal),
    staleTime: 30_000,
  });

/** The lists, also for the list selects of the customers, approvals, product form and bulk price screens. */
export const usePriceLists = () => useQuery(priceListsQueryOptions());
