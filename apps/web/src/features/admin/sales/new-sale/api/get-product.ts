import type { Product } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { newSaleKeys } from './sale-keys';

/** GET /api/products/{id}/: the chosen product with its variant groups and options (stock of each). */
export const getProduct = (id: number, signal?: AbortSignal) =>
  apiGet<Product>(`/products/${id}/`, { signal });

export const saleProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newSaleKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 10_000,
  });

export function useSaleProduct(id: number | null) {
  return useQuery({ ...saleProductQueryOptions(id ?? 0), enabled: id !== null });
}
