import type { DistributorDiscount, DistributorDiscountUpdate } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { distributorKeys } from './keys';

/** backoffice §8: saving the discount failed. */
export const DISCOUNT_UPDATE_FAILED = 'Error al actualizar el descuento';

/** POST /api/distributor-discount/update/: a new percentage; the orders' discounted totals follow it. */
export function useUpdateDistributorDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributorDiscountUpdate) =>
      apiPost<DistributorDiscount>('/distributor-discount/update/', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(distributorKeys.discount(), answer);
      // Every order shows its total with the discount of today: lists and REMITOs read again.
      return queryClient.invalidateQueries({
        queryKey: distributorKeys.all,
        predicate: (query) => query.queryKey[2] !== 'discount',
      });
    },
  });
}
