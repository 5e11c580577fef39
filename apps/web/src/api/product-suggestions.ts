import type { Suggestion } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 300;

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', q],
    queryFn: async ({ signal }) => {
      const data = await apiGet<{ results?: Suggestion[] } | Suggestion[]>('/products/suggestions/', {
        params: { q },
        signal,
      });
      return Array.isArray(data) ? data : (data?.results ?? []);
    },
    staleTime: 60_000,
  });

export function useSuggestions(q: string) {
  const term = q.trim();
  return useQuery({
    ...suggestionsQueryOptions(term),
    enabled: term.length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
