import type { AccountActionResponse, AccountDetails, ApproveUserInput } from '@mayorista/shared/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/api/client';

/** Pending user of accounts §3 (GET /api/auth/pending-users/). */
export type PendingUser = AccountDetails;

export const pendingUserKeys = {
  all: ['admin', 'pending-users'] as const,
  list: () => [...pendingUserKeys.all, 'list'] as const,
};

export const pendingUsersQueryOptions = () =>
  queryOptions({
    queryKey: pendingUserKeys.list(),
    queryFn: ({ signal }) => apiGet<PendingUser[]>('/auth/pending-users/', { signal }),
    staleTime: 0,
  });

export const usePendingUsers = () => useQuery(pendingUsersQueryOptions());

/** What approving or rejecting sends: the account and, on approval, the price list it buys with (default otherwise). */
export type Decision = { id: number } & ApproveUserInput;

/** Approve or reject a pending account; both reload the pending list (accounts §4). */
export function useDecideUser(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price_list }: Decision) =>
      apiPost<AccountActionResponse>(
        `/auth/${decision}-user/${id}/`,
        decision === 'approve' && price_list ? { price_list } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingUserKeys.all }),
  });
}
