import type { OrderCreate } from '@mayorista/shared/orders';
import type { OrderCreated } from '@mayorista/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { myAccountKeys } from '@/api/my-account';
import { CHECKOUT_MESSAGES } from '../lib/checkout';

/** Root of the orders feature's query keys; a new order makes its lists stale. */
const ORDERS_QUERY_ROOT = ['orders'] as const;

/** What the checkout reads of the answer: the new order's id and, for an online order, where to pay. */
export type PlacedOrder = Pick<OrderCreated, 'id' | 'payment_url' | 'payment_message'>;

/**
 * POST /api/orders/ with the order payload; the answer must carry the new order's id (storefront §7).
 * An online order (issue 30) also answers `payment_url` (Mercado Pago's checkout) or, when the payment
 * could not be opened, `payment_message` (the order is kept and can be paid later).
 */
export async function createOrder(payload: OrderCreate): Promise<PlacedOrder> {
  const order = await apiPost<Partial<OrderCreated> | null>('/orders/', payload, { skipAuthRedirect: true });
  if (!order || typeof order.id !== 'number') throw new Error(CHECKOUT_MESSAGES.orderFailed);
  return {
    id: order.id,
    payment_url: order.payment_url ?? null,
    payment_message: order.payment_message ?? null,
  };
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (_order, payload) => {
      // An order on account moves the buyer's pending orders and credit (issue 32).
      if (payload.payment_method === 'account')
        void queryClient.invalidateQueries({ queryKey: myAccountKeys.all });
      return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
    },
  });
}
