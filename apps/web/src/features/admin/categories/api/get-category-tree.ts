import type { CategoryTree } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/api/client';
import { CATEGORY_TEXTS } from '../lib/messages';
import { adminCategoryKeys } from './category-keys';

/** The answer was not a list of categories. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super(CATEGORY_TEXTS.unexpectedFormat);
    this.name = 'UnexpectedFormatError';
  }
}

/**
 * GET /api/categories/ordered_hierarchy/ (main categories first, children in their order), falling
 * back to /categories/hierarchical/ when the first is missing (backoffice §7).
 */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryTree[]> {
  let data: unknown;
  try {
    data = await apiGet<unknown>('/categories/ordered_hierarchy/', { signal });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    data = await apiGet<unknown>('/categories/hierarchical/', { signal });
  }
  if (!Array.isArray(data)) throw new UnexpectedFormatError();
  return data as CategoryTree[];
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoryKeys.tree(),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 0,
  });

export const useAdminCategoryTree = () => useQuery(categoryTreeQueryOptions());
