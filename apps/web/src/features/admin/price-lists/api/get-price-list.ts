import type { PriceList } from '@mayorista/shared/price-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { priceListKeys } from './price-list-keys';

/** GET /api/price-lists/{id}/ */
export const getPriceList = (id: number, signal?: AbortSignal) =>
  apiGet<PriceList>(`/price-lists/${id}/`, { signal });

export const priceListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: priceListKeys.detail(id),
    queryFn: ({ signal }) => getPriceList(id, signal),
    staleTime: 0,
  });

export const usePriceList = (id: number) =>
  useQuery({ ...priceListQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
