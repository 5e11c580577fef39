import type { PaymentCheckout } from '@mayorista/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

/**
 * POST /api/payments/checkout/{id}/ ('Pagar ahora'): a new Mercado Pago payment for the same order
 * (its buyer's, still waiting for an online payment); the browser then goes to `payment_url`.
 */
export const payOrder = (id: number) => apiPost<PaymentCheckout>(`/payments/checkout/${id}/`);

export function usePayOrder() {
  return useMutation({ mutationFn: payOrder });
}
