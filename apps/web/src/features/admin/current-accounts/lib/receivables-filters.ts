import { RECEIVABLES_SORTS, type ReceivablesQuery } from '@mayorista/shared/current-accounts';
import { paths } from '@/lib/paths';
import type { UrlFiltersCodec } from '@/lib/use-url-filters';

export type ReceivablesOnly = NonNullable<ReceivablesQuery['only']>;
export type ReceivablesSort = (typeof RECEIVABLES_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The list's filters, kept in the address with the API's own names (search, only, sort, order, page). */
export type ReceivablesFilters = {
  page: number;
  search: string;
  only: ReceivablesOnly;
  sort: ReceivablesSort;
  order: SortOrder;
};

/** Largest balance first: the customers who owe the most on top. */
export const DEFAULT_RECEIVABLES_FILTERS: ReceivablesFilters = {
  page: 1,
  search: '',
  only: 'all',
  sort: 'balance',
  order: 'desc',
};

const ONLY = ['all', 'with_balance', 'overdue'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseReceivablesFilters(params: URLSearchParams): ReceivablesFilters {
  const defaults = DEFAULT_RECEIVABLES_FILTERS;
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    search: params.get('search')?.trim() ?? '',
    only: oneOf(ONLY, params.get('only'), defaults.only),
    sort: oneOf(RECEIVABLES_SORTS, params.get('sort'), defaults.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), defaults.order),
  };
}

/** Defaults are left out, so the plain list has a plain address. */
export function receivablesFiltersToParams(filters: ReceivablesFilters): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_RECEIVABLES_FILTERS;
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.only !== defaults.only) params.set('only', filters.only);
  if (filters.sort !== defaults.sort || filters.order !== defaults.order) {
    params.set('sort', filters.sort);
    params.set('order', filters.order);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const RECEIVABLES_FILTERS_CODEC: UrlFiltersCodec<ReceivablesFilters> = {
  parse: parseReceivablesFilters,
  toParams: receivablesFiltersToParams,
  defaults: DEFAULT_RECEIVABLES_FILTERS,
};

/** The query of GET /api/receivables/ (and of its export, without the page). */
export function receivablesApiParams(filters: ReceivablesFilters) {
  return {
    search: filters.search.trim() || undefined,
    only: filters.only,
    sort: filters.sort,
    order: filters.order,
  };
}
export type ReceivablesApiParams = ReturnType<typeof receivablesApiParams>;

/**
 * A click on a column's header: that column, in its natural first order (names A-Z, dates oldest
 * first, amounts largest first); a second click on the same column turns the order around.
 */
export function nextSort(
  current: Pick<ReceivablesFilters, 'sort' | 'order'>,
  column: ReceivablesSort,
): Pick<ReceivablesFilters, 'sort' | 'order'> {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: column === 'name' || column === 'oldest_due_date' ? 'asc' : 'desc' };
}

/** The Cuentas corrientes list with a filter ('Vencidos' from the dashboard). */
export function currentAccountsUrl(filters: Partial<ReceivablesFilters> = {}): string {
  const query = receivablesFiltersToParams({ ...DEFAULT_RECEIVABLES_FILTERS, ...filters }).toString();
  return query ? `${paths.adminCurrentAccounts}?${query}` : paths.adminCurrentAccounts;
}
