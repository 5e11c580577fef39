import type { PriceList, PriceListInput } from '@mayorista/shared/price-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/api/client';
import { invalidatePriceLists } from './price-list-keys';

/** POST /api/price-lists/ (no id) or PATCH /api/price-lists/{id}/ with every field of the form. */
export const savePriceList = ({ id, body }: { id?: number; body: PriceListInput }) =>
  id === undefined
    ? apiPost<PriceList>('/price-lists/', body)
    : apiPatch<PriceList>(`/price-lists/${id}/`, body);

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePriceList, onSuccess: () => invalidatePriceLists(queryClient) });
}
