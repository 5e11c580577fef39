import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the carousel screen (STYLE.md: all / lists()). */
export const adminBannerKeys = {
  all: ['admin', 'banners'] as const,
  lists: () => [...adminBannerKeys.all, 'list'] as const,
};

/**
 * The home hero's query (`['banners']`), named by value because features do not import each other.
 * A write marks it stale, so an inactive or deleted banner leaves this browser's home at once.
 */
const STOREFRONT_BANNERS_KEY = ['banners'] as const;

export function invalidateBanners(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBannerKeys.all }),
    queryClient.invalidateQueries({ queryKey: STOREFRONT_BANNERS_KEY }),
  ]);
}
