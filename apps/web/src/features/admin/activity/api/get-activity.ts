import type { ActivityPage } from '@mayorista/shared/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';
import { type ActivityFilters, activityKeys } from './activity-keys';

export const ACTIVITY_FETCH_FAILED = 'No se pudo cargar el registro de actividad.';

/** GET /api/activity/: newest first, 20 per page, with the screen's filters. */
export const activityQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ signal }) =>
      apiGet<ActivityPage>('/activity/', { params: { ...filters }, signal }).catch((error: unknown) => {
        throw withFallbackMessage(error, ACTIVITY_FETCH_FAILED);
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useActivity = (filters: ActivityFilters) => useQuery(activityQueryOptions(filters));
