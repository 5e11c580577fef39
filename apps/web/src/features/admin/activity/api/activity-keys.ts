/** Query keys of the activity log (STYLE.md: all / lists()). */
export type ActivityFilters = {
  page: number;
  user_id?: number;
  entity?: string;
  action?: string;
  date_from?: string;
  date_to?: string;
};

export const activityKeys = {
  all: ['admin', 'activity'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (filters: ActivityFilters) => [...activityKeys.lists(), filters] as const,
  facets: () => [...activityKeys.all, 'facets'] as const,
};
