import type { AdminSaleCreate, Order } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { newSaleKeys } from './sale-keys';

/** POST /api/orders/admin-create/: the customer's order, priced and stocked by the server. */
export const createSale = (input: AdminSaleCreate) => apiPost<Order>('/orders/admin-create/', input);

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
