import type { CategoryTree } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { bulkPriceKeys } from './bulk-price-keys';

/** GET /api/categories/ordered_hierarchy/: the tree, main categories first (staff see every one). */
export const bulkPriceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: bulkPriceKeys.categories(),
    queryFn: ({ signal }) => apiGet<CategoryTree[]>('/categories/ordered_hierarchy/', { signal }),
    staleTime: 60_000,
  });

export const useBulkPriceCategories = () => useQuery(bulkPriceCategoriesQueryOptions());
