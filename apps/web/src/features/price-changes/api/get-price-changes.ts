import type { PriceChangesPage } from '@mayorista/shared/price-changes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

export type PriceChangesFilters = { since: string | null; category: number | null; page: number };

/** Query keys of the buyer's price changes. */
export const priceChangeKeys = {
  all: ['price-changes'] as const,
  lists: () => [...priceChangeKeys.all, 'list'] as const,
  list: (filters: PriceChangesFilters) => [...priceChangeKeys.lists(), filters] as const,
};

/** GET /api/me/price-changes/?since=&category=&page= — what changed for this buyer, biggest first. */
export function getPriceChanges(filters: PriceChangesFilters, signal?: AbortSignal) {
  return apiGet<PriceChangesPage>('/me/price-changes/', {
    params: {
      since: filters.since,
      category: filters.category,
      page: filters.page > 1 ? filters.page : null,
    },
    signal,
  });
}

export const priceChangesQueryOptions = (filters: PriceChangesFilters) =>
  queryOptions({
    queryKey: priceChangeKeys.list(filters),
    queryFn: ({ signal }) => getPriceChanges(filters, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function usePriceChanges(filters: PriceChangesFilters) {
  return useQuery(priceChangesQueryOptions(filters));
}
