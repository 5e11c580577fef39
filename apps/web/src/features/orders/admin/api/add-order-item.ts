import type { Order, OrderAddItem } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { storeChangedOrder } from './order-cache';

/** POST /api/orders/{id}/add_item/ {product, quantity, option_ids}: today's price; 409 when stock is short. */
export function addOrderItem(id: number, body: OrderAddItem): Promise<Order> {
  return apiPost<Order>(`/orders/${id}/add_item/`, body);
}

export function useAddOrderItem(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderAddItem) => addOrderItem(id, body),
    onSuccess: (order) => storeChangedOrder(client, order),
  });
}
