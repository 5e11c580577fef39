import type { FiscalSettings, FiscalSettingsForm } from '@mayorista/shared/fiscal-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/api/client';

/** GET and PUT /api/fiscal-settings/: the store's fiscal identity (staff; issue 31 item 1). */
export const fiscalSettingsKeys = {
  all: ['admin', 'fiscal-settings'] as const,
  detail: () => [...fiscalSettingsKeys.all, 'detail'] as const,
};

export const fiscalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: fiscalSettingsKeys.detail(),
    queryFn: ({ signal }) => apiGet<FiscalSettings>('/fiscal-settings/', { signal }),
    // The form keeps what is typed: no refetch behind the owner's back.
    refetchOnWindowFocus: false,
  });

export const useFiscalSettings = () => useQuery(fiscalSettingsQueryOptions());

export function useSaveFiscalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: FiscalSettingsForm) => apiPut<FiscalSettings>('/fiscal-settings/', values),
    onSuccess: (saved) => client.setQueryData(fiscalSettingsKeys.detail(), saved),
  });
}
