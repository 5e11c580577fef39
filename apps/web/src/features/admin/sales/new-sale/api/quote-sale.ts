import type { CartQuote, CartQuoteInput } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { newSaleKeys } from './sale-keys';

/**
 * POST /api/cart/quote/: the server prices the lines and the coupon with the functions that create
 * the order. Prices and coupons do not depend on who asks (decision 023), so staff quote the sale.
 */
export const quoteSale = (input: CartQuoteInput, signal?: AbortSignal) =>
  apiPost<CartQuote>('/cart/quote/', input, { signal });

export const saleQuoteQueryOptions = (input: CartQuoteInput) =>
  queryOptions({
    queryKey: newSaleKeys.quote(input),
    queryFn: ({ signal }) => quoteSale(input, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useSaleQuote(input: CartQuoteInput) {
  return useQuery({ ...saleQuoteQueryOptions(input), enabled: input.items.length > 0 });
}
