/** Query keys of the featured products screen. */
export const adminFeaturedKeys = {
  all: ['admin', 'featured'] as const,
  lists: () => [...adminFeaturedKeys.all, 'list'] as const,
};

/**
 * Other screens that read the featured list: the home carousel (['featured-products', ...]) and the
 * plain /productos list, which starts with the featured products (['products', ...]).
 */
export const FEATURED_READERS = [['featured-products'], ['products']] as const;
