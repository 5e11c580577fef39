import type { ActivityFacets } from '@mayorista/shared/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { activityKeys } from './activity-keys';

/** GET /api/activity/facets/: the users, entities and actions the filter selects offer. */
export const activityFacetsQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.facets(),
    queryFn: ({ signal }) => apiGet<ActivityFacets>('/activity/facets/', { signal }),
    staleTime: 60_000,
  });

export const useActivityFacets = () => useQuery(activityFacetsQueryOptions());
