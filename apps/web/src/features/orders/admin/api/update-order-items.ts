import type { Order, OrderItemsUpdate } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/api/client';
import { storeChangedOrder } from './order-cache';

/** PATCH /api/orders/{id}/items/ {items: [{id, quantity}]}: quantity 0 removes the line; 409 when stock is short. */
export function updateOrderItems(id: number, body: OrderItemsUpdate): Promise<Order> {
  return apiPatch<Order>(`/orders/${id}/items/`, body);
}

export function useUpdateOrderItems(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderItemsUpdate) => updateOrderItems(id, body),
    onSuccess: (order) => storeChangedOrder(client, order),
  });
}
