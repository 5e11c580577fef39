import type { AccountSettings } from '@mayorista/shared/current-accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/api/client';
import { accountKeys } from './account-keys';

/** GET /api/account-settings/: the reminders and the receipts' point of sale. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => apiGet<AccountSettings>('/account-settings/', { signal }),
    staleTime: 60_000,
  });

export const useAccountSettings = () => useQuery(accountSettingsQueryOptions());

/** PUT /api/account-settings/. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountSettings) => apiPut<AccountSettings>('/account-settings/', input),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.settings(), saved),
  });
}
