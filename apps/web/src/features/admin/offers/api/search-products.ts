import type { Page } from '@mayorista/shared/api';
import type { Product } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, PRODUCT_LIST_TIMEOUT_MS } from '@/api/client';
import { offerKeys } from './offer-keys';

/** Backoffice §9: the offer picker shows up to 50 results. */
export const OFFER_PICKER_LIMIT = 50;
export const OFFER_PICKER_MIN_SEARCH = 2;

/** GET /api/products/?search=...: products by name or brand (staff see hidden ones too). */
export const offerProductSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: offerKeys.productSearch(term),
    queryFn: ({ signal }) =>
      apiGet<Page<Product>>('/products/', {
        params: { search: term, page_size: OFFER_PICKER_LIMIT },
        signal,
        timeoutMs: PRODUCT_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });

export const useOfferProductSearch = (term: string) =>
  useQuery({ ...offerProductSearchQueryOptions(term), enabled: term.length >= OFFER_PICKER_MIN_SEARCH });
