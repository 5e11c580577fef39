import type { QueryClient } from '@tanstack/react-query';

export type PriceOverridesQuery = { search: string; page: number };

/** Query keys of the price lists screens (STYLE.md: all / lists() / detail(id)). */
export const priceListKeys = {
  all: ['admin', 'price-lists'] as const,
  lists: () => [...priceListKeys.all, 'list'] as const,
  details: () => [...priceListKeys.all, 'detail'] as const,
  detail: (id: number) => [...priceListKeys.details(), id] as const,
  prices: (id: number) => [...priceListKeys.all, 'prices', id] as const,
  pricePage: (id: number, query: PriceOverridesQuery) => [...priceListKeys.prices(id), query] as const,
};

/**
 * What shows a list's name, counts or prices elsewhere, named by value because each screen keeps its
 * own keys: the customer list and profiles (their 'Lista'), the storefront's product queries and the
 * activity log.
 */
const OTHER_KEYS = [['admin', 'customers'], ['products'], ['admin', 'activity']] as const;

export function invalidatePriceLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
    ...OTHER_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
