import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import type { Brand } from '@/features/catalog/types';

type BrandsResponse = Brand[] | { results?: Brand[]; data?: Brand[] | { results?: Brand[] } };

/** The brands answer may be an array, results, data or data.results (storefront §7). */
export function toBrandList(data: BrandsResponse | null | undefined): Brand[] {
  if (!data) return [];
  if (Array.isArray(data)) return data;
  if (Array.isArray(data.results)) return data.results;
  if (Array.isArray(data.data)) return data.data;
  if (data.data && Array.isArray(data.data.results)) return data.data.results;
  return [];
}

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands', 'list'],
    queryFn: async ({ signal }) => {
      const brands = toBrandList(await apiGet<BrandsResponse>('/brands/', { signal }));
      return brands
        .filter((brand) => brand.is_active !== false)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    },
    staleTime: 10 * 60_000,
  });

/** Active brands; a failure reads as an empty list (storefront §8). */
export function useActiveBrands(): Brand[] {
  const { data, isError } = useQuery(brandsQueryOptions());
  return isError ? [] : (data ?? []);
}
