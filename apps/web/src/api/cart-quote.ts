import type { CartQuote, CartQuoteInput } from '@mayorista/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiPost } from '@/api/client';
import { clearSession } from '@/lib/session';

/**
 * POST /api/cart/quote/: the server prices lines (unit price, discount, final price, subtotal, coupon
 * and total) with the functions that later create the order. The cart page and the product page
 * show these prices; the web computes none. Buyers only: without a session nothing is asked.
 */
export function quoteCart(input: CartQuoteInput, signal?: AbortSignal): Promise<CartQuote> {
  return apiPost<CartQuote>('/cart/quote/', input, { signal, skipAuthRedirect: true });
}

export const cartQuoteQueryOptions = (input: CartQuoteInput) =>
  queryOptions({
    queryKey: ['cart', 'quote', input],
    queryFn: ({ signal }) => quoteCart(input, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/**
 * The quote while `enabled` (a session is open and there is something to price). A 401 means the
 * session ended: it is cleared here, so the page turns anonymous and shows no price, without sending
 * the visitor away from what they were looking at.
 */
export function useCartQuote(input: CartQuoteInput, enabled: boolean) {
  const query = useQuery({ ...cartQuoteQueryOptions(input), enabled, retry: false });
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) clearSession();
  }, [expired]);
  return { ...query, data: enabled ? query.data : undefined };
}
