/** Query keys of the category manager (STYLE.md: all / lists() ...). */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  tree: () => [...adminCategoryKeys.all, 'tree'] as const,
};

/**
 * Keys of other screens' queries that read categories: the storefront's category tree (navbar,
 * filters) starts with 'categories', its product lists (category_name) with 'products', the admin
 * inventory with ['admin', 'products']. A category write makes them stale.
 */
export const CATEGORY_READERS = [['categories'], ['products'], ['admin', 'products']] as const;
