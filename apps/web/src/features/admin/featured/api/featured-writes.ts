import type { Featured } from '@mayorista/shared/catalog';
import type { ReorderItems } from '@mayorista/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/api/client';
import { adminFeaturedKeys, FEATURED_READERS } from './featured-keys';

/** POST /api/featured-products/ {product}: the product goes last. */
export const addFeatured = (productId: number) =>
  apiPost<Featured>('/featured-products/', { product: productId });

/** DELETE /api/featured-products/{id}/ (the featured item's id). */
export const removeFeatured = (id: number) => apiDelete<void>(`/featured-products/${id}/`);

/** POST /api/featured-products/reorder/ {items: [{id, position}]}; answers the whole list. */
export const reorderFeatured = (items: ReorderItems['items']) =>
  apiPost<Featured[]>('/featured-products/reorder/', { items });

/** After a write: this screen, the home carousel and the plain product list read the list again. */
function useFeaturedWriteDone() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminFeaturedKeys.lists() });
    for (const key of FEATURED_READERS) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useAddFeatured() {
  const done = useFeaturedWriteDone();
  return useMutation({ mutationFn: addFeatured, onSuccess: done });
}

export function useRemoveFeatured() {
  const done = useFeaturedWriteDone();
  return useMutation({ mutationFn: removeFeatured, onSuccess: done });
}

export function useReorderFeatured() {
  const done = useFeaturedWriteDone();
  return useMutation({ mutationFn: reorderFeatured, onSuccess: done });
}
