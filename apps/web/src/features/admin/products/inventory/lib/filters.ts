/**
 * The inventory's filters (backoffice §2.2) and their place in the page URL, so a reload or the
 * back button shows the same list. Defaults stay out of the URL: category all, stock all, on_sale
 * false, syncable false, own_product all, sort newest, page 1.
 */
import { PAGE_SIZE_LIST } from '@mayorista/shared/catalog';

export const INVENTORY_PAGE_SIZE = PAGE_SIZE_LIST;

export const STOCK_FILTERS = ['all', 'in_stock', 'out_of_stock'] as const;
export const OWN_FILTERS = ['all', 'true', 'false'] as const;
export const INVENTORY_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;

export type StockFilter = (typeof STOCK_FILTERS)[number];
export type OwnFilter = (typeof OWN_FILTERS)[number];
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export type InventoryFilters = {
  search: string;
  category_id: number | null;
  stock_status: StockFilter;
  on_sale: boolean;
  syncable: boolean;
  own_product: OwnFilter;
  sort_by: InventorySort;
  page: number;
};

export const DEFAULT_FILTERS: InventoryFilters = {
  search: '',
  category_id: null,
  stock_status: 'all',
  on_sale: false,
  syncable: false,
  own_product: 'all',
  sort_by: 'newest',
  page: 1,
};

export const STOCK_LABELS: Record<StockFilter, string> = {
  all: 'Todos',
  in_stock: 'Con stock',
  out_of_stock: 'Sin stock',
};
export const OWN_LABELS: Record<OwnFilter, string> = {
  all: 'Todos',
  true: 'Propios',
  false: 'De proveedor',
};
export const SORT_LABELS: Record<InventorySort, string> = {
  newest: 'Más nuevos',
  oldest: 'Más antiguos',
  price_asc: 'Menor precio',
  price_desc: 'Mayor precio',
};

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/** The filters a URL holds; anything unknown or malformed falls back to its default. */
export function parseFilters(params: URLSearchParams): InventoryFilters {
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    category_id: positiveInt(params.get('category_id')),
    stock_status: oneOf(STOCK_FILTERS, params.get('stock_status'), 'all'),
    on_sale: params.get('on_sale') === 'true',
    syncable: params.get('syncable') === 'true',
    own_product: oneOf(OWN_FILTERS, params.get('own_product'), 'all'),
    sort_by: oneOf(INVENTORY_SORTS, params.get('sort_by'), 'newest'),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL query of the filters: only what differs from the defaults, in a stable order. */
export function filtersToParams(filters: InventoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category_id) params.set('category_id', String(filters.category_id));
  if (filters.stock_status !== 'all') params.set('stock_status', filters.stock_status);
  if (filters.on_sale) params.set('on_sale', 'true');
  if (filters.syncable) params.set('syncable', 'true');
  if (filters.own_product !== 'all') params.set('own_product', filters.own_product);
  if (filters.sort_by !== 'newest') params.set('sort_by', filters.sort_by);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** How many filters of the panel differ from their defaults (the badge of the phone's 'Filtros' button). */
export function activeFilterCount(filters: InventoryFilters): number {
  return [
    filters.category_id !== null,
    filters.stock_status !== 'all',
    filters.on_sale,
    filters.syncable,
    filters.own_product !== 'all',
    filters.sort_by !== 'newest',
  ].filter(Boolean).length;
}

export const hasActiveFilters = (filters: InventoryFilters) =>
  activeFilterCount(filters) > 0 || filters.search.trim() !== '';

export type InventoryApiParams = {
  search?: string;
  category_id?: number;
  include_children?: boolean;
  stock_status?: 'in_stock' | 'out_of_stock';
  on_sale?: boolean;
  syncable?: boolean;
  own_product?: boolean;
  sort_by: InventorySort;
};

/** The filters as GET /api/products/ (and the export) take them: defaults are not sent. */
export function toApiFilters(filters: InventoryFilters): InventoryApiParams {
  const params: InventoryApiParams = { sort_by: filters.sort_by };
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.category_id) {
    params.category_id = filters.category_id;
    params.include_children = true;
  }
  if (filters.stock_status !== 'all') params.stock_status = filters.stock_status;
  if (filters.on_sale) params.on_sale = true;
  if (filters.syncable) params.syncable = true;
  if (filters.own_product !== 'all') params.own_product = filters.own_product === 'true';
  return params;
}

export type InventoryListQuery = InventoryApiParams & { page: number; page_size: number };

export function toListQuery(filters: InventoryFilters): InventoryListQuery {
  return { ...toApiFilters(filters), page: filters.page, page_size: INVENTORY_PAGE_SIZE };
}

/** The inventory's filters in the address, for `useUrlFilters`. */
export const INVENTORY_FILTERS_CODEC = {
  parse: parseFilters,
  toParams: filtersToParams,
  defaults: DEFAULT_FILTERS,
};
