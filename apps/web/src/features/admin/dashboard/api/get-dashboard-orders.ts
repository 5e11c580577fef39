import type { DashboardOrders } from '@mayorista/shared/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import type { DateRangeValue } from '@/components/ui/date-range-picker';
import { analyticsParams } from '../lib/period';
import { statisticsKeys } from './get-analytics';

/** The overview's four order lists of the chosen period: count and 5 newest orders per status. */
export const dashboardOrdersQueryOptions = (value: DateRangeValue) =>
  queryOptions({
    queryKey: statisticsKeys.dashboardOrdersOf(value),
    queryFn: ({ signal }) =>
      apiGet<DashboardOrders>('/statistics/dashboard-orders/', {
        params: { all: false, ...analyticsParams(value) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useDashboardOrders = (value: DateRangeValue) => useQuery(dashboardOrdersQueryOptions(value));
