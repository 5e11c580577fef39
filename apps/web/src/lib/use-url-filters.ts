import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Backoffice §9: a list's search waits 300 ms after the last key and goes back to page 1. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The filters of a list kept in the address: a typed search, a page, and whatever else the screen has. */
export type UrlFilters = { search: string; page: number };

/** How a screen reads its filters from the address and writes them back (and what 'Limpiar filtros' leaves). */
export type UrlFiltersCodec<Filters extends UrlFilters> = {
  parse: (params: URLSearchParams) => Filters;
  toParams: (filters: Filters) => URLSearchParams;
  defaults: Filters;
};

/**
 * A list's filters live in the URL (reload and back show the same list). Filter and page changes add
 * a history entry; the typed search replaces the current one once it settles (decision 048: one hook
 * for every filtered admin list).
 */
export function useUrlFilters<Filters extends UrlFilters>({
  parse,
  toParams,
  defaults,
}: UrlFiltersCodec<Filters>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);

  const [searchDraft, setSearchDraft] = useState(filters.search);
  const debounced = useDebouncedValue(searchDraft, SEARCH_DEBOUNCE_MS);
  const applied = useRef(filters.search);

  // The URL changed under us (back button, 'Limpiar filtros'): the box shows what the URL says.
  useEffect(() => {
    if (filters.search !== applied.current) {
      applied.current = filters.search;
      setSearchDraft(filters.search);
    }
  }, [filters.search]);

  // The typed text settled: it becomes the URL's search, on page 1.
  useEffect(() => {
    if (debounced !== searchDraft) return;
    if (debounced.trim() === applied.current.trim()) return;
    applied.current = debounced.trim();
    setParams((current) => toParams({ ...parse(current), search: debounced, page: 1 }), { replace: true });
  }, [debounced, searchDraft, setParams, parse, toParams]);

  /** Any filter change starts again on page 1. */
  const setFilters = useCallback(
    (change: Partial<Omit<Filters, 'page'>>) =>
      setParams((current) => toParams({ ...parse(current), ...change, page: 1 })),
    [setParams, parse, toParams],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams((current) => toParams({ ...parse(current), page }), options),
    [setParams, parse, toParams],
  );

  const clearFilters = useCallback(() => {
    applied.current = '';
    setSearchDraft('');
    setParams(toParams(defaults));
  }, [setParams, toParams, defaults]);

  return { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters };
}
