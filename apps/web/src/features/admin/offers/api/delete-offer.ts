import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { offerKeys } from './offer-keys';

export const deleteOffer = (id: number) => apiDelete<null>(`/marketing/offers/${id}/`);

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.lists() }),
  });
}
