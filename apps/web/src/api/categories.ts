import type { CategoryTree as Category } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

/** The ordered category tree (GET /api/categories/ordered_hierarchy/), main categories first. */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'ordered-hierarchy'],
    queryFn: async ({ signal }) => {
      const data = await apiGet<Category[] | { results?: Category[] }>('/categories/ordered_hierarchy/', {
        signal,
      });
      return Array.isArray(data) ? data : (data?.results ?? []);
    },
    staleTime: 10 * 60_000,
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
