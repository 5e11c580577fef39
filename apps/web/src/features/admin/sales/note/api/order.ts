import type { Order } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';

export const NOTE_LOAD_FAILED = 'Error al cargar el pedido';

export const noteKeys = {
  order: (id: number) => ['admin', 'sales', 'note', id] as const,
};

/** GET /api/orders/{id}/ as staff: the order with its lines. */
export const noteOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: noteKeys.order(id),
    queryFn: ({ signal }) =>
      apiGet<Order>(`/orders/${id}/`, { signal }).catch((error: unknown) => {
        throw withFallbackMessage(error, NOTE_LOAD_FAILED);
      }),
    staleTime: 30_000,
  });

export const useNoteOrder = (id: number) =>
  useQuery({ ...noteOrderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
