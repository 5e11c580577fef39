import type { Page } from '@mayorista/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';
import type { ProductListParams } from '../lib/filters';
import { InvalidResponseError, isPagedResponse } from '../lib/responses';
import type { Product } from '../types';
import { productKeys } from './product-keys';

/** GET /api/products/ — one page of products. */
export async function getProducts(query: ProductListParams, signal?: AbortSignal): Promise<Page<Product>> {
  const data = await apiGet<unknown>('/products/', {
    params: query,
    signal,
    timeoutMs: PRODUCT_LIST_TIMEOUT_MS,
  });
  if (!isPagedResponse<Product>(data)) throw new InvalidResponseError();
  return data;
}

export const productsQueryOptions = (query: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListParams) {
  return useQuery(productsQueryOptions(query));
}
