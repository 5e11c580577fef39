import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { invalidateBrands } from './brand-keys';

/** DELETE /api/brands/{id}/: its products stay, without brand. */
export const deleteBrand = (id: number) => apiDelete<void>(`/brands/${id}/`);

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBrand, onSuccess: () => invalidateBrands(queryClient) });
}
