import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { relatedFromResponse } from '../lib/responses';
import type { Product } from '../types';
import { productKeys } from './product-keys';

/** GET /api/products/{id}/related/ — answered as `{ results }` or as a plain array; used as returned. */
export async function getRelatedProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  return relatedFromResponse(
    await apiGet<unknown>(`/products/${encodeURIComponent(id)}/related/`, { signal }),
  );
}

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.related(id),
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
  });

export function useRelatedProducts(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...relatedProductsQueryOptions(id), enabled: options.enabled ?? true });
}
