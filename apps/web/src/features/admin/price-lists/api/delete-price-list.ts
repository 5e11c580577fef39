import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { invalidatePriceLists } from './price-list-keys';

/** DELETE /api/price-lists/{id}/: its customers move to the default list (409 for the default itself). */
export const deletePriceList = (id: number) => apiDelete<void>(`/price-lists/${id}/`);

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePriceList, onSuccess: () => invalidatePriceLists(queryClient) });
}
