import type { Offer } from '@mayorista/shared/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/api/client';
import { offerKeys } from './offer-keys';

export type OfferBody = {
  name: string;
  discount: number;
  start_date: string;
  end_date: string;
  products: number[];
};

export const saveOffer = ({ id, body }: { id?: number; body: OfferBody }) =>
  id === undefined
    ? apiPost<Offer>('/marketing/offers/', body)
    : apiPut<Offer>(`/marketing/offers/${id}/`, body);

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.lists() }),
  });
}
