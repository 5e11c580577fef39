import type { Brand } from '@mayorista/shared/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { invalidateBrands } from './brand-keys';

/** POST /api/brands/{id}/toggle_active/: answers the brand with its new state. */
export const toggleBrandActive = (id: number) => apiPost<Brand>(`/brands/${id}/toggle_active/`);

export function useToggleBrandActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleBrandActive, onSuccess: () => invalidateBrands(queryClient) });
}
