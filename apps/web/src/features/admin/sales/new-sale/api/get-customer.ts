import type { CustomerDetail } from '@mayorista/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { newSaleKeys } from './sale-keys';

/** GET /api/auth/customers/{id}/: the chosen customer's contact and address, to prefill the sale. */
export const getCustomer = (id: number, signal?: AbortSignal) =>
  apiGet<CustomerDetail>(`/auth/customers/${id}/`, { signal });

export const saleCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newSaleKeys.customer(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    staleTime: 30_000,
  });

export function useSaleCustomer(id: number | null) {
  return useQuery({ ...saleCustomerQueryOptions(id ?? 0), enabled: id !== null });
}
