import type { FavoriteChange, FavoriteIds, FavoriteList } from '@mayorista/shared/favorites';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/api/client';

/**
 * The buyer's favourites (issue 29 item 3, decision 053): the ids for the hearts of every card and
 * product page (one request per session, not one per card) and the 'Mis favoritos' list. Here and
 * not in a feature because the catalogue card (components/product-card.tsx) shows the heart.
 */
export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  list: () => [...favoriteKeys.all, 'list'] as const,
};

const FAVORITES_STALE_MS = 5 * 60_000;

export const getFavoriteIds = (signal?: AbortSignal) => apiGet<FavoriteIds>('/favorites/ids/', { signal });
export const getFavorites = (signal?: AbortSignal) => apiGet<FavoriteList>('/favorites/', { signal });

export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.ids(),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    staleTime: FAVORITES_STALE_MS,
    select: (data) => new Set(data.ids),
  });

/** The ids of the buyer's favourites, while `enabled` (a buyer's session). */
export function useFavoriteIds(enabled: boolean) {
  return useQuery({ ...favoriteIdsQueryOptions(), enabled });
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
  });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

export const addFavorite = (product: number) => apiPost<FavoriteChange>('/favorites/', { product });
export const removeFavorite = (product: number) => apiDelete<null>(`/favorites/${product}/`);

/**
 * Adds or removes a favourite at once (the heart turns before the server answers) and puts it back
 * when the server refuses; then the list and the ids are read again.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ product, favorite }: { product: number; favorite: boolean }) =>
      favorite ? addFavorite(product) : removeFavorite(product),
    onMutate: async ({ product, favorite }) => {
      await client.cancelQueries({ queryKey: favoriteKeys.ids() });
      const before = client.getQueryData<FavoriteIds>(favoriteKeys.ids());
      const ids = (before?.ids ?? []).filter((id) => id !== product);
      client.setQueryData<FavoriteIds>(favoriteKeys.ids(), { ids: favorite ? [...ids, product] : ids });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(favoriteKeys.ids(), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
