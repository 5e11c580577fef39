import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the bulk price screen (STYLE.md: all / lists()). */
export const bulkPriceKeys = {
  all: ['admin', 'bulk-price'] as const,
  brands: () => [...bulkPriceKeys.all, 'brands'] as const,
  categories: () => [...bulkPriceKeys.all, 'categories'] as const,
};

/**
 * What shows prices elsewhere and must be read again after a change: the storefront's product
 * queries (`['products']`), the admin product lists and the activity log, named by value because
 * features do not import each other.
 */
const PRICE_KEYS = [['products'], ['admin', 'products'], ['admin', 'activity']] as const;

export function invalidatePrices(queryClient: QueryClient) {
  return Promise.all(PRICE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
