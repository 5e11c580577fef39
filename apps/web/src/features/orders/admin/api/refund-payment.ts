import type { RefundRequest, RefundResult } from '@mayorista/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { storeChangedOrder } from './order-cache';

/**
 * POST /api/payments/refund/ {order_id} (issue 30): a paid online order refunded in full through
 * Mercado Pago, cancelled, its stock back. 400 with the server's reason when there is nothing to
 * refund (a cash order); the spec's message when Mercado Pago refuses (nothing changed).
 */
export function refundPayment(body: RefundRequest): Promise<RefundResult> {
  return apiPost<RefundResult>(`/payments/refund/`, body);
}

export function useRefundPayment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refundPayment({ order_id: id }),
    onSuccess: (answer) => storeChangedOrder(client, answer.order),
  });
}
