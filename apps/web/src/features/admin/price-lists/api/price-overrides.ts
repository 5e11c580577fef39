import type { Page } from '@mayorista/shared/api';
import type {
  PriceOverride,
  PriceOverrideInput,
  PriceOverridesSavedSchema,
} from '@mayorista/shared/price-lists';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPut } from '@/api/client';
import { type PriceOverridesQuery, priceListKeys } from './price-list-keys';

export type PriceOverridePage = Page<PriceOverride>;

/** GET /api/price-lists/{id}/prices/?search=&page=: a page of the list's special prices with their base price. */
export const getPriceOverrides = (id: number, query: PriceOverridesQuery, signal?: AbortSignal) =>
  apiGet<PriceOverridePage>(`/price-lists/${id}/prices/`, {
    params: { search: query.search.trim() || undefined, page: query.page > 1 ? query.page : undefined },
    signal,
  });

export const priceOverridesQueryOptions = (id: number, query: PriceOverridesQuery) =>
  queryOptions({
    queryKey: priceListKeys.pricePage(id, query),
    queryFn: ({ signal }) => getPriceOverrides(id, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePriceOverrides = (id: number, query: PriceOverridesQuery) =>
  useQuery({ ...priceOverridesQueryOptions(id, query), enabled: Number.isInteger(id) && id > 0 });

/** PUT /api/price-lists/{id}/prices/ {prices: [{product, option?, price}]}: a null price removes the override. */
export const putPriceOverrides = (id: number, prices: PriceOverrideInput) =>
  apiPut<z.infer<typeof PriceOverridesSavedSchema>>(`/price-lists/${id}/prices/`, { prices });

/** Saves or removes special prices; the list's pages, its count and the shop's prices are read again. */
export function useSavePriceOverrides(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: PriceOverrideInput) => putPriceOverrides(id, rows),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceListKeys.prices(id) }),
        queryClient.invalidateQueries({ queryKey: priceListKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: priceListKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
