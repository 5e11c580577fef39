import type { Page } from '@mayorista/shared/api';
import type { Product } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';
import { adminFeaturedKeys } from './featured-keys';

export const PICKER_PAGE_SIZE = 10;
export const PICKER_MIN_SEARCH = 2;

/** GET /api/products/?search=... — the first products matching the text (staff see hidden ones too). */
export const productSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: adminFeaturedKeys.search(term),
    queryFn: ({ signal }) =>
      apiGet<Page<Product>>('/products/', {
        params: { search: term, page_size: PICKER_PAGE_SIZE },
        signal,
        timeoutMs: PRODUCT_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });

export const useProductSearch = (term: string) =>
  useQuery({ ...productSearchQueryOptions(term), enabled: term.length >= PICKER_MIN_SEARCH });
