import type { PaymentsConfig } from '@mayorista/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

/**
 * GET /api/payments/config/: whether the store takes online payments (Mercado Pago configured). Read
 * when the checkout opens; while it loads, or if it fails, the checkout offers cash only, as always.
 */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => apiGet<PaymentsConfig>('/payments/config/', { signal }),
    staleTime: 10 * 60_000,
  });

export function useOnlinePayment(enabled: boolean): boolean {
  const config = useQuery({ ...paymentsConfigQueryOptions(), enabled });
  return config.data?.online === true;
}
