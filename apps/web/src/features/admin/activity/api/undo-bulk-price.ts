import type { BulkPriceUndoResult } from '@mayorista/shared/bulk-price';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { activityKeys } from './activity-keys';

/** The storefront's and the admin's product queries, named by value (features do not import each other). */
const PRICE_KEYS = [['products'], ['admin', 'products']] as const;

/** POST /api/products/bulk-price/undo/{activity_id}/: restores the old prices (409 when already undone). */
export const undoBulkPrice = (activityId: number) =>
  apiPost<BulkPriceUndoResult>(`/products/bulk-price/undo/${activityId}/`);

export function useUndoBulkPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoBulkPrice,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        ...PRICE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
