import type { Product } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { newSaleKeys } from './sale-keys';

export const PRODUCT_SEARCH_SIZE = 8;

/** GET /api/products/?search= (name or SKU): products to add to the sale. */
export async function searchProducts(search: string, signal?: AbortSignal): Promise<Product[]> {
  const data = await apiGet<{ results?: Product[] } | null>('/products/', {
    params: { search, page_size: PRODUCT_SEARCH_SIZE },
    signal,
  });
  return Array.isArray(data?.results) ? data.results : [];
}

export const saleProductSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: newSaleKeys.products(search),
    queryFn: ({ signal }) => searchProducts(search, signal),
    staleTime: 30_000,
  });

export function useSaleProductSearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...saleProductSearchQueryOptions(term),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
