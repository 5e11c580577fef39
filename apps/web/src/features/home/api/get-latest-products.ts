import type { Page } from '@mayorista/shared/api';
import type { Product } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';

export const LATEST_PRODUCTS_COUNT = 12;

export const latestProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'latest', LATEST_PRODUCTS_COUNT],
    queryFn: async ({ signal }) => {
      const data = await apiGet<Page<Product> | Product[]>('/products/latest/', {
        params: { page_size: LATEST_PRODUCTS_COUNT, is_available: true },
        signal,
        timeoutMs: PRODUCT_LIST_TIMEOUT_MS,
      });
      const list = Array.isArray(data) ? data : (data?.results ?? []);
      return list.slice(0, LATEST_PRODUCTS_COUNT);
    },
  });

export function useLatestProducts() {
  return useQuery(latestProductsQueryOptions());
}
