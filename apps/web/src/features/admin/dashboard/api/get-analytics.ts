import type { AnalyticsResponse } from '@mayorista/shared/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import type { DateRangeValue } from '@/components/ui/date-range-picker';
import { analyticsParams } from '../lib/period';

export const statisticsKeys = {
  all: ['admin', 'statistics'] as const,
  analytics: () => [...statisticsKeys.all, 'analytics'] as const,
  analytic: (value: DateRangeValue) => [...statisticsKeys.analytics(), value] as const,
  dashboardOrders: () => [...statisticsKeys.all, 'dashboard-orders'] as const,
  dashboardOrdersOf: (value: DateRangeValue) => [...statisticsKeys.dashboardOrders(), value] as const,
};

/** GET /api/statistics/analytics/ for a period or a custom range (docs/decisions/024). */
export const analyticsQueryOptions = (value: DateRangeValue) =>
  queryOptions({
    queryKey: statisticsKeys.analytic(value),
    queryFn: ({ signal }) =>
      apiGet<AnalyticsResponse>('/statistics/analytics/', { params: analyticsParams(value), signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useAnalytics = (value: DateRangeValue) => useQuery(analyticsQueryOptions(value));
