/** Query keys of the admin products screens (STYLE.md: all / lists() / list(q) / details() / detail(id)). */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (query: object) => [...adminProductKeys.lists(), query] as const,
  details: () => [...adminProductKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminProductKeys.details(), id] as const,
};
