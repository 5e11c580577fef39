/** Query keys of the catalogue order screen. */
export const orderingKeys = {
  all: ['admin', 'ordering'] as const,
  lists: () => [...orderingKeys.all, 'list'] as const,
  list: (scope: OrderingScope) => [...orderingKeys.lists(), scope] as const,
};

/** All products, or one category with or without its subcategories. */
export type OrderingScope = { category_id: number | null; include_children: boolean };

/** The storefront's product lists (['products', ...]) follow the catalogue order. */
export const ORDER_READERS = [['products']] as const;
