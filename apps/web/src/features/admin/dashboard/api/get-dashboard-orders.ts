import type { DashboardOrders } from '@mayorista/shared/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { statisticsKeys } from './get-analytics';

/** The overview's four order lists: count and 5 newest orders per status. */
export const dashboardOrdersQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.dashboardOrders(),
    queryFn: ({ signal }) =>
      apiGet<DashboardOrders>('/statistics/dashboard-orders/', { params: { all: false }, signal }),
    staleTime: 60_000,
  });

export const useDashboardOrders = () => useQuery(dashboardOrdersQueryOptions());
