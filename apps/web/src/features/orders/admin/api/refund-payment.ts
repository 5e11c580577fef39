import type { RefundRequest } from '@mayorista/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { refreshOrder } from './order-cache';

/** POST /api/payments/refund/ {order_id}: 400 with the server's reason when no online payment can be refunded. */
export function refundPayment(body: RefundRequest): Promise<{ message?: string; detail?: string }> {
  return apiPost(`/payments/refund/`, body);
}

export function useRefundPayment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refundPayment({ order_id: id }),
    onSuccess: () => refreshOrder(client, id),
  });
}
