import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import type { AppliedCoupon } from '../lib/checkout';

export const COUPON_MESSAGES = {
  empty: 'Ingresa un código de cupón',
  applied: 'Cupón aplicado correctamente',
  removed: 'Cupón removido',
  invalid: 'Cupón inválido',
} as const;

/** POST /api/marketing/coupons/validate/ {code, subtotal}: the coupon and its discount, or a 400 detail. */
export function validateCoupon(input: { code: string; subtotal: number }): Promise<AppliedCoupon> {
  return apiPost<AppliedCoupon>('/marketing/coupons/validate/', input);
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
