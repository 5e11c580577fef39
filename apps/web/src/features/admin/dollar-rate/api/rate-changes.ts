import type { DollarRate, ManualRate, ToggleAutoUpdate, UpdateFromApi } from '@mayorista/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { dollarRateKeys } from './keys';

/**
 * The writes of the screen. A new rate changes every USD price, so on success every cached query is
 * marked stale (the screen's own refetch at once, the others on their next use).
 */
function useRateMutation<Variables>(mutationFn: (variables: Variables) => Promise<DollarRate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (rate) => {
      queryClient.setQueryData(dollarRateKeys.current(), rate);
      return queryClient.invalidateQueries();
    },
  });
}

/** POST /dollar-rates/update_from_api/ {rate_type}. */
export const useUpdateFromApi = () =>
  useRateMutation((input: UpdateFromApi) => apiPost<DollarRate>('/dollar-rates/update_from_api/', input));

/** POST /dollar-rates/set_manual_rate/ {value}. */
export const useSetManualRate = () =>
  useRateMutation((input: ManualRate) => apiPost<DollarRate>('/dollar-rates/set_manual_rate/', input));

/** POST /dollar-rates/toggle_auto_update/ {is_auto_update, rate_type}. */
export const useToggleAutoUpdate = () =>
  useRateMutation((input: ToggleAutoUpdate) =>
    apiPost<DollarRate>('/dollar-rates/toggle_auto_update/', input),
  );
