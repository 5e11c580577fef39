import type { FrequentProducts } from '@mayorista/shared/repeat-order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

/** GET /api/me/frequent-products/: the 30 products the buyer bought most, priced today by their list. */
export const getFrequentProducts = (signal?: AbortSignal) =>
  apiGet<FrequentProducts>('/me/frequent-products/', { signal });

export const frequentProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['frequent-products'] as const,
    queryFn: ({ signal }) => getFrequentProducts(signal),
    staleTime: 60_000,
  });

export function useFrequentProducts() {
  return useQuery(frequentProductsQueryOptions());
}
