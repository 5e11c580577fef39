export const blogAdminKeys = {
  all: ['admin', 'blog'] as const,
  lists: () => [...blogAdminKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...blogAdminKeys.lists(), { page, search }] as const,
};
