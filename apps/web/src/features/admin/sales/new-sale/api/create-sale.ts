import type { AdminSale, AdminSaleCreate } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { newSaleKeys } from './sale-keys';

/**
 * POST /api/orders/admin-create/: the customer's order, priced by the customer's list and stocked by
 * the server; `min_order_warning` when it is under the list's minimum (it is created anyway).
 */
export const createSale = (input: AdminSaleCreate) => apiPost<AdminSale>('/orders/admin-create/', input);

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: () => {
      // Stock, the sales history and the customers' totals changed.
      void queryClient.invalidateQueries({ queryKey: newSaleKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
