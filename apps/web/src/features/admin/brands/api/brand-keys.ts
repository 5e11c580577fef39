import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the brands screen (STYLE.md: all / lists()). */
export const adminBrandKeys = {
  all: ['admin', 'brands'] as const,
  lists: () => [...adminBrandKeys.all, 'list'] as const,
};

/**
 * The storefront's queries that show brands (home strip and catalogue filter `['brands']`, product
 * cards `['products']`), named by value because features do not import each other. A write marks
 * them stale, so an inactive, renamed or deleted brand leaves this browser's shop at once.
 */
const STOREFRONT_BRAND_KEYS = [['brands'], ['products']] as const;

export function invalidateBrands(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBrandKeys.all }),
    ...STOREFRONT_BRAND_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
