import type { Coupon, CouponInput } from '@mayorista/shared/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/api/client';
import { couponKeys } from './coupon-keys';

/** The body as sent: dates as ISO strings. */
export type CouponBody = Omit<CouponInput, 'expires_at'> & { expires_at: string };

export const saveCoupon = ({ id, body }: { id?: number; body: CouponBody | Omit<CouponBody, 'code'> }) =>
  id === undefined
    ? apiPost<Coupon>('/marketing/coupons/', body)
    : apiPut<Coupon>(`/marketing/coupons/${id}/`, body);

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}
