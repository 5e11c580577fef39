import type { OrderCreate } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { CHECKOUT_MESSAGES } from '../lib/checkout';

/** Root of the orders feature's query keys; a new order makes its lists stale. */
const ORDERS_QUERY_ROOT = ['orders'] as const;

/** POST /api/orders/ with the order payload; the answer must carry the new order's id (storefront §7). */
export async function createOrder(payload: OrderCreate): Promise<{ id: number }> {
  const order = await apiPost<{ id?: number } | null>('/orders/', payload, { skipAuthRedirect: true });
  if (!order || typeof order.id !== 'number') throw new Error(CHECKOUT_MESSAGES.orderFailed);
  return { id: order.id };
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
