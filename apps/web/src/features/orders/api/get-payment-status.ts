import type { PaymentStatus } from '@mayorista/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { orderKeys } from './order-keys';

/**
 * GET /api/payments/status/{id}/: the order's payment state (its buyer, or staff). The server asks
 * Mercado Pago when the state is not final, so reading it again can find a payment just made.
 */
export function getPaymentStatus(id: number | string, signal?: AbortSignal): Promise<PaymentStatus> {
  return apiGet<PaymentStatus>(`/payments/status/${encodeURIComponent(id)}/`, { signal });
}

export const paymentStatusQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: orderKeys.payment(id),
    queryFn: ({ signal }) => getPaymentStatus(id, signal),
  });

/** How often, and how many times, a pending payment is read again while the buyer waits on the page. */
export const PAYMENT_POLL_MS = 4_000;
export const PAYMENT_POLL_TIMES = 15;

/**
 * The payment state; with `poll`, a pending one is read again every few seconds for about a minute
 * (the buyer has just come back from Mercado Pago and its notification may be on its way).
 */
export function usePaymentStatus(id: number | string, { enabled = true, poll = false } = {}) {
  return useQuery({
    ...paymentStatusQueryOptions(id),
    enabled,
    refetchInterval: (query) =>
      poll && query.state.data?.state === 'pending' && query.state.dataUpdateCount < PAYMENT_POLL_TIMES
        ? PAYMENT_POLL_MS
        : false,
  });
}
