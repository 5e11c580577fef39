import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { invalidateBanners } from './banner-keys';

/** DELETE /api/uploads/carousel/{id}/: the banner and its image files. */
export const deleteBanner = (id: number) => apiDelete<void>(`/uploads/carousel/${id}/`);

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => invalidateBanners(queryClient) });
}
