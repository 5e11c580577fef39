export const offerKeys = {
  all: ['admin', 'offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  productSearch: (term: string) => [...offerKeys.all, 'product-search', term] as const,
};
