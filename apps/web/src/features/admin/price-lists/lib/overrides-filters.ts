import type { UrlFilters, UrlFiltersCodec } from '@/lib/use-url-filters';

const DEFAULTS: UrlFilters = { search: '', page: 1 };

/** A list's special prices: the search and the page in the address. */
export const OVERRIDES_FILTERS_CODEC: UrlFiltersCodec<UrlFilters> = {
  parse: (params) => ({
    search: params.get('search')?.trim() ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  }),
  toParams: (filters) => {
    const params = new URLSearchParams();
    if (filters.search.trim()) params.set('search', filters.search.trim());
    if (filters.page > 1) params.set('page', String(filters.page));
    return params;
  },
  defaults: DEFAULTS,
};

/** The row's product and option, as a name ('Yerba 1 kg · Opción Suave'). */
export const overrideName = (row: { product_name: string; option_name: string | null }) =>
  row.option_name ? `${row.product_name} (${row.option_name})` : row.product_name;

/** One override's identity: the product and its option (null: the product itself). */
export const overrideKey = (row: { product: number; option: number | null }) =>
  `${row.product}:${row.option ?? 0}`;
