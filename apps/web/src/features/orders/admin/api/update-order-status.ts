import type { Order, OrderUpdate } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/api/client';
import { storeChangedOrder } from './order-cache';

/** PUT /api/orders/{id}/ {status?, payment_status?}: moves along ORDER_TRANSITIONS (400 otherwise). */
export function updateOrderStatus(id: number, body: OrderUpdate): Promise<Order> {
  return apiPut<Order>(`/orders/${id}/`, body);
}

export function useUpdateOrderStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdate) => updateOrderStatus(id, body),
    onSuccess: (order) => storeChangedOrder(client, order),
  });
}
