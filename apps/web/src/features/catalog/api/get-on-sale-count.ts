import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { productKeys } from './product-keys';

/** GET /api/products/on-sale/?page_size=1 — only the `count` is read, for the on-sale toggle. */
export async function getOnSaleCount(signal?: AbortSignal): Promise<number> {
  const data = await apiGet<{ count?: number } | null>('/products/on-sale/', {
    params: { page_size: 1 },
    signal,
  });
  return typeof data?.count === 'number' ? data.count : 0;
}

export const onSaleCountQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.onSaleCount(),
    queryFn: ({ signal }) => getOnSaleCount(signal),
    staleTime: 5 * 60_000,
  });

export function useOnSaleCount() {
  return useQuery(onSaleCountQueryOptions());
}
