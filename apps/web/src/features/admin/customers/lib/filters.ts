import type { UrlFilters, UrlFiltersCodec } from '@/lib/use-url-filters';

/** The customer list's filters in the address: the search, the page and the price list (null: all). */
export type CustomerFilters = UrlFilters & { price_list: number | null };

const DEFAULTS: CustomerFilters = { search: '', page: 1, price_list: null };

export const CUSTOMER_FILTERS_CODEC: UrlFiltersCodec<CustomerFilters> = {
  parse: (params) => {
    const list = Number(params.get('price_list'));
    return {
      search: params.get('search')?.trim() ?? '',
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
      price_list: Number.isInteger(list) && list > 0 ? list : null,
    };
  },
  toParams: (filters) => {
    const params = new URLSearchParams();
    if (filters.search.trim()) params.set('search', filters.search.trim());
    if (filters.price_list) params.set('price_list', String(filters.price_list));
    if (filters.page > 1) params.set('page', String(filters.page));
    return params;
  },
  defaults: DEFAULTS,
};
