import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DEFAULT_FILTERS, filtersToParams, type InventoryFilters, parseFilters } from './filters';

/** Backoffice §9: the inventory search waits 300 ms after the last key and goes back to page 1. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The inventory's filters live in the URL (reload and back show the same list). Filter and page
 * changes add a history entry; the typed search replaces the current one once it settles.
 */
export function useInventoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

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
    setParams((current) => filtersToParams({ ...parseFilters(current), search: debounced, page: 1 }), {
      replace: true,
    });
  }, [debounced, searchDraft, setParams]);

  /** Any filter change starts again on page 1. */
  const setFilters = useCallback(
    (change: Partial<Omit<InventoryFilters, 'page'>>) =>
      setParams((current) => filtersToParams({ ...parseFilters(current), ...change, page: 1 })),
    [setParams],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams((current) => filtersToParams({ ...parseFilters(current), page }), options),
    [setParams],
  );

  const clearFilters = useCallback(() => {
    applied.current = '';
    setSearchDraft('');
    setParams(filtersToParams(DEFAULT_FILTERS));
  }, [setParams]);

  return { filters, searchDraft, setSearchDraft, setFilters, setPage, clearFilters };
}
