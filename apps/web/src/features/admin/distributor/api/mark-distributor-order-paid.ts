import type { DistributorOrder } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/api/client';
import { distributorKeys } from './keys';

/** backoffice §8: marking an order as paid failed. */
export const MARK_PAID_FAILED = 'Error al marcar la orden como pagada.';

/** PATCH /api/orders/distributor/{id}/mark_as_paid/: pending -> paid, then the list reloads. */
export function useMarkDistributorOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPatch<DistributorOrder>(`/orders/distributor/${id}/mark_as_paid/`),
    onSuccess: (order) => {
      queryClient.setQueryData(distributorKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: distributorKeys.lists() });
    },
  });
}
