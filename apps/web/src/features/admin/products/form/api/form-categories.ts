import type { Category, CategoryTree } from '@mayorista/shared/catalog';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '@/api/client';

/** One selectable category: its id and its path from the top ('CULTIVO > Sustratos'). */
export type CategoryChoice = { id: number; label: string };

/** The tree flattened in its order, each node labelled with its 'A > B' path. */
export function flattenCategories(tree: readonly CategoryTree[], prefix = ''): CategoryChoice[] {
  return tree.flatMap((node) => {
    const label = prefix ? `${prefix} > ${node.name}` : node.name;
    return [{ id: node.id, label }, ...flattenCategories(node.children ?? [], label)];
  });
}

type TreeAnswer = CategoryTree[] | { results?: CategoryTree[] };
const asList = (data: TreeAnswer) => (Array.isArray(data) ? data : (data?.results ?? []));

/** GET /categories/ordered_hierarchy/, falling back to /categories/hierarchical/ (backoffice §7). */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryTree[]> {
  try {
    return asList(await apiGet<TreeAnswer>('/categories/ordered_hierarchy/', { signal }));
  } catch (error) {
    if (signal?.aborted || !(error instanceof ApiError) || error.kind !== 'http') throw error;
    return asList(await apiGet<TreeAnswer>('/categories/hierarchical/', { signal }));
  }
}

export const productFormCategoryKeys = {
  all: ['categories'] as const,
  tree: () => [...productFormCategoryKeys.all, 'product-form-tree'] as const,
};

export const categoryChoicesQueryOptions = () =>
  queryOptions({
    queryKey: productFormCategoryKeys.tree(),
    queryFn: async ({ signal }) => flattenCategories(await getCategoryTree(signal)),
    staleTime: 10 * 60_000,
  });

export const useCategoryChoices = () => useQuery(categoryChoicesQueryOptions());

export type NewCategory = { name: string; parent: number | null };

/** POST /categories/ {name, parent}: the inline 'Nueva categoría' of the product form. */
export const createCategory = (input: NewCategory) => apiPost<Category>('/categories/', input);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // Every category list (storefront tree, manager, this form) starts with 'categories'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productFormCategoryKeys.all }),
  });
}
