import { useMutation } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '@/api/client';
import type { CheckoutProfile } from '../lib/checkout';

/**
 * Opening the checkout (storefront §4 step 2): the profile to prefill the form (GET /api/auth/profile/)
 * and the abandoned-cart mark (POST /api/orders/checkout-started/). A 401 is handled by the cart
 * page (its own message and redirect=carrito), so the client's global session redirect is skipped.
 */
export async function startCheckout(): Promise<CheckoutProfile> {
  const [profile] = await Promise.all([
    apiGet<CheckoutProfile>('/auth/profile/', { skipAuthRedirect: true }),
    apiPost<void>('/orders/checkout-started/', undefined, { skipAuthRedirect: true }),
  ]);
  return profile;
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

/** 401, or a body with code token_not_valid: the stored token no longer works (storefront §8). */
export function isSessionExpired(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  const body = error.body as { code?: unknown } | null | undefined;
  return body?.code === 'token_not_valid';
}
