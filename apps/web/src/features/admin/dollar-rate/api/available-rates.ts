import type { AvailableRate } from '@mayorista/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { dollarRateKeys } from './keys';

/** GET /dollar-rates/available_rates/: the types the rates service offers (asked once; no retry on failure). */
export const availableRatesQueryOptions = () =>
  queryOptions({
    queryKey: dollarRateKeys.available(),
    queryFn: ({ signal }) => apiGet<AvailableRate[]>('/dollar-rates/available_rates/', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAvailableRates = () => useQuery(availableRatesQueryOptions());
