import type { PaymentStatus } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { orderDeskKeys } from './order-desk-keys';

/** GET /api/payments/status/{id}/: payment method and state of an order. */
export function getPaymentStatus(id: number, signal?: AbortSignal): Promise<PaymentStatus> {
  return apiGet<PaymentStatus>(`/payments/status/${id}/`, { signal });
}

export const paymentStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderDeskKeys.payment(id),
    queryFn: ({ signal }) => getPaymentStatus(id, signal),
  });

export function usePaymentStatus(id: number) {
  return useQuery(paymentStatusQueryOptions(id));
}
