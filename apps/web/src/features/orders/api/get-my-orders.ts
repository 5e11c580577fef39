import type { Order, OrderStatus } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { ORDERS_STALE_MS, orderKeys } from './order-keys';

/** GET /api/orders/my-orders/?status= — the buyer's orders, newest first, with their items. */
export async function getMyOrders(status: OrderStatus | null, signal?: AbortSignal): Promise<Order[]> {
  const data = await apiGet<Order[] | null>('/orders/my-orders/', { params: { status }, signal });
  return Array.isArray(data) ? data : [];
}

export const myOrdersQueryOptions = (status: OrderStatus | null) =>
  queryOptions({
    queryKey: orderKeys.list(status),
    queryFn: ({ signal }) => getMyOrders(status, signal),
    staleTime: ORDERS_STALE_MS,
  });

export function useMyOrders(status: OrderStatus | null) {
  return useQuery(myOrdersQueryOptions(status));
}
