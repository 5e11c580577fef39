import type { Category } from '@mayorista/shared/catalog';
import type { CategoryInput } from '@mayorista/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/api/client';
import { adminCategoryKeys, CATEGORY_READERS } from './category-keys';

/** POST /api/categories/ (no id) or PUT /api/categories/{id}/ {name, parent}. */
export const saveCategory = ({ id, input }: { id?: number; input: CategoryInput }) =>
  id === undefined ? apiPost<Category>('/categories/', input) : apiPut<Category>(`/categories/${id}/`, input);

/** After any category write: the manager's tree and every screen that shows categories reload. */
export function useCategoryWriteDone() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all });
    for (const key of CATEGORY_READERS) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useSaveCategory() {
  const done = useCategoryWriteDone();
  return useMutation({ mutationFn: saveCategory, onSuccess: done });
}
