import type { CategoryTree } from '@mayorista/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { useCategoryWriteDone } from './save-category';

/** POST /api/categories/{id}/reorder_children/ {child_order}: every child once, in the new order. */
export const reorderChildren = ({ parentId, childOrder }: { parentId: number; childOrder: number[] }) =>
  apiPost<CategoryTree>(`/categories/${parentId}/reorder_children/`, { child_order: childOrder });

export function useReorderChildren() {
  const done = useCategoryWriteDone();
  return useMutation({ mutationFn: reorderChildren, onSuccess: done });
}
