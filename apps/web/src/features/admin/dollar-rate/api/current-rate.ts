import type { DollarRate } from '@mayorista/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { dollarRateKeys } from './keys';

/** GET /dollar-rate/current/: value, date, rate type and the auto-update switch. */
export const currentRateQueryOptions = () =>
  queryOptions({
    queryKey: dollarRateKeys.current(),
    queryFn: ({ signal }) => apiGet<DollarRate>('/dollar-rate/current/', { signal }),
    staleTime: 0,
  });

export const useCurrentRate = () => useQuery(currentRateQueryOptions());
