import type { Featured } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['featured-products', 'list'],
    queryFn: async ({ signal }) => {
      const data = await apiGet<Featured[] | { results?: Featured[] }>('/featured-products/', {
        signal,
        timeoutMs: PRODUCT_LIST_TIMEOUT_MS,
      });
      const list = Array.isArray(data) ? data : (data?.results ?? []);
      return [...list]
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((item) => item.product_details)
        .filter((product) => product != null);
    },
  });

/** Featured products by position; a failure reads as an empty list (storefront §8). */
export function useFeaturedProducts() {
  const query = useQuery(featuredProductsQueryOptions());
  return { products: query.isError ? [] : (query.data ?? []), isPending: query.isPending && !query.isError };
}
