import type { Product } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { orderDeskKeys } from './order-desk-keys';

export const PRODUCT_SEARCH_SIZE = 8;

/** GET /api/products/?search= (name or SKU): the products to add to an order, with their variants. */
export async function searchProducts(search: string, signal?: AbortSignal): Promise<Product[]> {
  const data = await apiGet<{ results?: Product[] } | null>('/products/', {
    params: { search, page_size: PRODUCT_SEARCH_SIZE },
    signal,
  });
  return Array.isArray(data?.results) ? data.results : [];
}

export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: orderDeskKeys.productSearch(search),
    queryFn: ({ signal }) => searchProducts(search, signal),
    staleTime: 30_000,
  });

export function useProductSearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...productSearchQueryOptions(term),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
