import type { DollarRateEntry } from '@mayorista/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { dollarRateKeys } from './keys';

/** GET /dollar-rates/history/: the last 90 rates, newest first. */
export const rateHistoryQueryOptions = () =>
  queryOptions({
    queryKey: dollarRateKeys.history(),
    queryFn: ({ signal }) => apiGet<DollarRateEntry[]>('/dollar-rates/history/', { signal }),
    staleTime: 0,
  });

export const useRateHistory = () => useQuery(rateHistoryQueryOptions());
