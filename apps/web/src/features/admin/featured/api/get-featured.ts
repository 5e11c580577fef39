import type { Featured } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { adminFeaturedKeys } from './featured-keys';

/** GET /api/featured-products/ as staff (hidden products too), by position. */
export async function getFeatured(signal?: AbortSignal): Promise<Featured[]> {
  const data = await apiGet<Featured[] | { results?: Featured[] }>('/featured-products/', { signal });
  const list = Array.isArray(data) ? data : (data?.results ?? []);
  return [...list].sort((a, b) => a.position - b.position || a.id - b.id);
}

export const featuredQueryOptions = () =>
  queryOptions({
    queryKey: adminFeaturedKeys.lists(),
    queryFn: ({ signal }) => getFeatured(signal),
    staleTime: 0,
  });

export const useFeatured = () => useQuery(featuredQueryOptions());
