import type { InvitationCode, InvitationCodeInput } from '@mayorista/shared/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/api/client';

export const invitationCodeKeys = {
  all: ['admin', 'invitation-codes'] as const,
  lists: () => [...invitationCodeKeys.all, 'list'] as const,
};

/** The list answers a plain array or a page with `results` (accounts §7). */
function listOf(
  data: InvitationCode[] | { results?: InvitationCode[] } | null | undefined,
): InvitationCode[] {
  if (Array.isArray(data)) return data;
  return data?.results ?? [];
}

export const invitationCodesQueryOptions = () =>
  queryOptions({
    queryKey: invitationCodeKeys.lists(),
    queryFn: async ({ signal }) =>
      listOf(
        await apiGet<InvitationCode[] | { results?: InvitationCode[] }>('/auth/invitation-codes/', {
          signal,
        }),
      ),
    staleTime: 0,
  });

export const useInvitationCodes = () => useQuery(invitationCodesQueryOptions());

function useInvalidateOnSuccess<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationCodeKeys.lists() }),
  });
}

export const useSaveInvitationCode = () =>
  useInvalidateOnSuccess(({ id, input }: { id?: number; input: InvitationCodeInput }) =>
    id === undefined
      ? apiPost<InvitationCode>('/auth/invitation-codes/', input)
      : apiPut<InvitationCode>(`/auth/invitation-codes/${id}/`, input),
  );

export const useSetInvitationActive = () =>
  useInvalidateOnSuccess(({ id, active }: { id: number; active: boolean }) =>
    apiPost<InvitationCode>(`/auth/invitation-codes/${id}/${active ? 'activate' : 'deactivate'}/`),
  );
