import type { SiteConfig, SiteConfigForm } from '@mayorista/shared/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/api/client';
import { siteConfigQueryOptions } from '@/api/site-config';

/** GET and PUT /api/site-config/1/: the whole store settings record (staff). */
export const storeSettingsKeys = {
  all: ['admin', 'site-config'] as const,
  detail: () => [...storeSettingsKeys.all, 1] as const,
};

export const fetchStoreSettings = (signal?: AbortSignal) => apiGet<SiteConfig>('/site-config/1/', { signal });

export const storeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: storeSettingsKeys.detail(),
    queryFn: ({ signal }) => fetchStoreSettings(signal),
    // The form keeps what is typed: no refetch behind the owner's back.
    refetchOnWindowFocus: false,
  });

export const useStoreSettings = () => useQuery(storeSettingsQueryOptions());

export const saveStoreSettings = (values: SiteConfigForm) => apiPut<SiteConfig>('/site-config/1/', values);

export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStoreSettings,
    onSuccess: (saved) => {
      client.setQueryData(storeSettingsKeys.detail(), saved);
      // The storefront's copy (header, footer, contact, printouts) follows at once.
      void client.invalidateQueries({ queryKey: siteConfigQueryOptions().queryKey });
    },
  });
}
