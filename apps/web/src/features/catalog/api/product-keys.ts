import type { ProductListParams } from '../lib/filters';

/** Query keys of the products domain (STYLE.md: all / lists() / list(q) / details() / detail(id)). */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListParams) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number | string) => [...productKeys.details(), String(id)] as const,
  related: (id: number | string) => [...productKeys.detail(id), 'related'] as const,
  onSaleCount: () => [...productKeys.all, 'on-sale', 'count'] as const,
};
