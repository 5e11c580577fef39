import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/api/client';
import { couponKeys } from './coupon-keys';

export const deleteCoupon = (id: number) => apiDelete<null>(`/marketing/coupons/${id}/`);

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}
