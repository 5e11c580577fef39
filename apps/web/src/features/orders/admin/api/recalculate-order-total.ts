import type { Order } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { storeChangedOrder } from './order-cache';

/** POST /api/orders/{id}/recalculate_total/: subtotal, coupon and total from the lines. */
export function recalculateOrderTotal(id: number): Promise<Order> {
  return apiPost<Order>(`/orders/${id}/recalculate_total/`);
}

export function useRecalculateOrderTotal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => recalculateOrderTotal(id),
    onSuccess: (order) => storeChangedOrder(client, order),
  });
}
