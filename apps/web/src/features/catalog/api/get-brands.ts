import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { brandsFromResponse } from '../lib/responses';
import type { Brand } from '../types';

export const brandKeys = {
  all: ['brands'] as const,
  lists: () => [...brandKeys.all, 'list'] as const,
};

/** GET /api/brands/ — active brands in the server's order (by `order`, then name); the home strip and the catalogue filter share it. */
export async function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  const brands = brandsFromResponse(await apiGet<unknown>('/brands/', { signal }));
  return brands.filter((brand) => brand.is_active !== false);
}

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: brandKeys.lists(),
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60_000,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
