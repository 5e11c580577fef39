import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DEFAULT_SALES_FILTERS, parseSalesFilters, type SalesFilters, salesFiltersToParams } from './filters';

/** Backoffice §9: the search waits 300 ms after the last key and goes back to page 1. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filters live in the URL. Filter and page changes add a history entry; the typed search
 * replaces the current one once it settles.
 */
export function useSalesFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSalesFilters(params), [params]);

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

  useEffect(() => {
    if (debounced !== searchDraft) return;
    if (debounced.trim() === applied.current.trim()) return;
    applied.current = debounced.trim();
    setParams(
      (current) => salesFiltersToParams({ ...parseSalesFilters(current), search: debounced, page: 1 }),
      { replace: true },
    );
  }, [debounced, searchDraft, setParams]);

  const setFilters = useCallback(
    (change: Partial<Omit<SalesFilters, 'page'>>) =>
      setParams((current) => salesFiltersToParams({ ...parseSalesFilters(current), ...change, page: 1 })),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams((current) => salesFiltersToParams({ ...parseSalesFilters(current), page })),
    [setParams],
  );

  const clearFilters = useCallback(() => {
    applied.current = '';
    setSearchDraft('');
    setParams(salesFiltersToParams(DEFAULT_SALES_FILTERS));
  }, [setParams]);

  return { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters };
}
