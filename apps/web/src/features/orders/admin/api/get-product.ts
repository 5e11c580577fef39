import type { Product } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { orderDeskKeys } from './order-desk-keys';

/** GET /api/products/{id}/: the chosen product with its variant groups and options as they are now. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/products/${id}/`, { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderDeskKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
