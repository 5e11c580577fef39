import type { OrderTimelineEntry } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { orderDeskKeys } from './order-desk-keys';

/** GET /api/orders/{id}/timeline/: who changed what and when, oldest first. */
export async function getOrderTimeline(id: number, signal?: AbortSignal): Promise<OrderTimelineEntry[]> {
  const data = await apiGet<OrderTimelineEntry[] | null>(`/orders/${id}/timeline/`, { signal });
  return Array.isArray(data) ? data : [];
}

export const orderTimelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderDeskKeys.timeline(id),
    queryFn: ({ signal }) => getOrderTimeline(id, signal),
  });

export function useOrderTimeline(id: number) {
  return useQuery(orderTimelineQueryOptions(id));
}
