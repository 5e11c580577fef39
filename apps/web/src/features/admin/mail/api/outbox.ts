import type { MailStatus, OutboxMail, OutboxPage } from '@mayorista/shared/mail';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';

export const OUTBOX_FETCH_FAILED = 'No se pudieron cargar los correos.';

export type OutboxFilters = { page: number; status?: MailStatus };

/** Query keys of the outbox (STYLE.md: all / lists()). */
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (filters: OutboxFilters) => [...outboxKeys.lists(), filters] as const,
};

/** GET /api/outbox/: newest first, 20 per page, optionally one status. */
export const outboxQueryOptions = (filters: OutboxFilters) =>
  queryOptions({
    queryKey: outboxKeys.list(filters),
    queryFn: ({ signal }) =>
      apiGet<OutboxPage>('/outbox/', { params: { ...filters }, signal }).catch((error: unknown) => {
        throw withFallbackMessage(error, OUTBOX_FETCH_FAILED);
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // Retries run in the background every minute: keep the screen current while it is open.
    refetchInterval: 30_000,
  });

export const useOutbox = (filters: OutboxFilters) => useQuery(outboxQueryOptions(filters));

/** POST /api/outbox/{id}/retry/: sends a failed mail now and answers how it ended. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<OutboxMail>(`/outbox/${id}/retry/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
