import type { Order } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { ORDERS_STALE_MS, orderKeys } from './order-keys';

/** GET /api/orders/{id}/ — 404 'La orden solicitada no existe' for another buyer's or a missing order. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(id)}/`, { signal });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: ORDERS_STALE_MS,
  });

export function useOrder(id: string, enabled = true) {
  return useQuery({ ...orderQueryOptions(id), enabled });
}
