/** URL filter rules of the product list (storefront §4 Product list). */
import { PAGE_SIZE_LIST, SALE_CATEGORY_NAME } from '@mayorista/shared/catalog-constants';

export type CatalogFilters = {
  page: number;
  search: string;
  categoryName: string | null;
  categoryId: number | null;
  includeChildren: boolean;
  brandName: string | null;
  sale: boolean;
};

export type FilterChange =
  | { type: 'search'; value: string }
  | { type: 'category'; id?: number | null; name?: string | null; includeChildren?: boolean }
  | { type: 'brand'; name: string | null }
  | { type: 'sale'; value: boolean }
  | { type: 'page'; value: number }
  | { type: 'remove'; filter: FilterKey }
  | { type: 'clear' };

export type FilterKey = 'search' | 'category' | 'brand' | 'sale';

const CATEGORY_PARAMS = ['category_name', 'category_id', 'include_children'] as const;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function isSaleCategory(name: string | null): boolean {
  return name != null && name.trim().toLowerCase() === SALE_CATEGORY_NAME.toLowerCase();
}

export function parseFilters(params: URLSearchParams): CatalogFilters {
  const categoryName = params.get('category_name')?.trim() || null;
  const sale = params.get('sale') === 'true' || isSaleCategory(categoryName);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    search: params.get('search')?.trim() ?? '',
    categoryName: sale ? null : categoryName,
    categoryId: sale ? null : positiveInt(params.get('category_id')),
    includeChildren: !sale && params.get('include_children') === 'true',
    brandName: params.get('brand_name')?.trim() || null,
    sale,
  };
}

/**
 * The query string of these filters and nothing else, in one order: what the list page reads from its
 * URL, so the server keeps one drawn page per list (issue 26 item 20). `parseFilters` reads it back.
 */
export function filtersQuery(filters: CatalogFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.sale) query.set('sale', 'true');
  if (filters.categoryId) query.set('category_id', String(filters.categoryId));
  if (filters.categoryName) query.set('category_name', filters.categoryName);
  if (filters.includeChildren) query.set('include_children', 'true');
  if (filters.brandName) query.set('brand_name', filters.brandName);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/**
 * Returns the next query string for a filter change. Every change but a page change goes back to
 * page 1; the sale filter replaces any category; a brand clears the category and vice versa.
 */
export function applyFilterChange(current: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(current);
  const clearCategory = () => {
    for (const key of CATEGORY_PARAMS) next.delete(key);
  };

  switch (change.type) {
    case 'page':
      if (change.value > 1) next.set('page', String(Math.floor(change.value)));
      else next.delete('page');
      return next;
    case 'search': {
      const value = change.value.trim();
      if (value === (current.get('search')?.trim() ?? '')) return next;
      if (value) next.set('search', value);
      else next.delete('search');
      break;
    }
    case 'category':
      clearCategory();
      next.delete('brand_name');
      if (isSaleCategory(change.name ?? null)) {
        next.set('sale', 'true');
        break;
      }
      next.delete('sale');
      if (change.id != null) next.set('category_id', String(change.id));
      else if (change.name) next.set('category_name', change.name);
      if ((change.id != null || change.name) && change.includeChildren !== false) {
        next.set('include_children', 'true');
      }
      break;
    case 'brand':
      clearCategory();
      if (change.name) next.set('brand_name', change.name);
      else next.delete('brand_name');
      break;
    case 'sale':
      if (change.value) {
        clearCategory();
        next.set('sale', 'true');
      } else {
        next.delete('sale');
        if (isSaleCategory(next.get('category_name'))) clearCategory();
      }
      break;
    case 'remove':
      if (change.filter === 'search') next.delete('search');
      if (change.filter === 'category') clearCategory();
      if (change.filter === 'brand') next.delete('brand_name');
      if (change.filter === 'sale') {
        next.delete('sale');
        if (isSaleCategory(next.get('category_name'))) clearCategory();
      }
      break;
    case 'clear':
      for (const key of ['search', 'brand_name', 'sale', ...CATEGORY_PARAMS]) next.delete(key);
      break;
  }
  next.delete('page');
  return next;
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return Boolean(
    filters.search || filters.categoryName || filters.categoryId || filters.brandName || filters.sale,
  );
}

export type ProductListParams = Record<string, string | number | boolean>;

/** Query of GET /api/products/ for the list page. */
export function toProductListParams(filters: CatalogFilters, pageSize = PAGE_SIZE_LIST): ProductListParams {
  const params: ProductListParams = { page: filters.page, page_size: pageSize, is_available: true };
  if (filters.search) params.search = filters.search;
  if (filters.sale) params.on_sale = true;
  if (filters.categoryId) params.category_id = filters.categoryId;
  if (filters.categoryName) params.category_name = filters.categoryName;
  if ((filters.categoryId || filters.categoryName) && filters.includeChildren) params.include_children = true;
  if (filters.brandName) params.brand_name = filters.brandName;
  return params;
}

export type FilterTag = { key: FilterKey; label: string };

/** Tags of the active filters; `categoryLabel` names a category chosen by id. */
export function activeFilterTags(filters: CatalogFilters, categoryLabel?: string | null): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filters.search) tags.push({ key: 'search', label: `Búsqueda: ${filters.search}` });
  if (filters.sale) tags.push({ key: 'sale', label: SALE_CATEGORY_NAME });
  const category = filters.sale
    ? null
    : (filters.categoryName ?? categoryLabel ?? (filters.categoryId ? `#${filters.categoryId}` : null));
  if (category) tags.push({ key: 'category', label: `Categoría: ${category}` });
  if (filters.brandName) tags.push({ key: 'brand', label: `Marca: ${filters.brandName}` });
  return tags;
}

/** '/productos?…' link for a category, as the navbar and breadcrumbs build it. */
export function categoryQuery(options: { id?: number | null; name?: string | null }): string {
  const next = applyFilterChange(new URLSearchParams(), { type: 'category', ...options });
  return next.toString();
}
