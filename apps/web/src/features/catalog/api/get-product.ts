import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import type { Product } from '../types';
import { productKeys } from './product-keys';

/** GET /api/products/{id}/ — null when the answer carries no product. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product | null> {
  const data = await apiGet<Product | null>(`/products/${encodeURIComponent(id)}/`, { signal });
  if (!data || typeof data !== 'object' || !('id' in data)) return null;
  return data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
