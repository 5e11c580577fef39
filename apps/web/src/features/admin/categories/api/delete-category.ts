import type { CategoryDeleteResult } from '@mayorista/shared/catalog-admin';
import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { useCategoryWriteDone } from './save-category';

/**
 * DELETE /api/categories/{id}/ with X-Delete-Operation: TRUE: the category and all its subcategories;
 * their products stay, 'Sin categoría' (decision 018).
 */
export const deleteCategory = (id: number) =>
  apiDelete<CategoryDeleteResult>(`/categories/${id}/`, { headers: { 'X-Delete-Operation': 'TRUE' } });

export function useDeleteCategory() {
  const done = useCategoryWriteDone();
  return useMutation({ mutationFn: deleteCategory, onSuccess: done });
}
