import type { UpdateOrder, UpdateOrderResult } from '@mayorista/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { ORDER_READERS, orderingKeys } from './ordering-keys';

/** POST /api/update-order/ {products: [{id, order}]}: all or nothing. */
export const updateOrder = (products: UpdateOrder['products']) =>
  apiPost<UpdateOrderResult>('/update-order/', { products });

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderingKeys.all });
      for (const key of ORDER_READERS) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
