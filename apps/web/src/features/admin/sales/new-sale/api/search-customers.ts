import type { CustomerListItem, CustomerPage } from '@mayorista/shared/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';
import { NEW_SALE_MESSAGES } from '../lib/sale';
import { newSaleKeys } from './sale-keys';

/** GET /api/auth/customers/?search=: customers by name, username, e-mail or DNI (first page). */
export async function searchCustomers(search: string, signal?: AbortSignal): Promise<CustomerListItem[]> {
  try {
    const page = await apiGet<CustomerPage>('/auth/customers/', { params: { search }, signal });
    return page.results;
  } catch (error) {
    throw withFallbackMessage(error, NEW_SALE_MESSAGES.customersFailed);
  }
}

export const customerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: newSaleKeys.customers(search),
    queryFn: ({ signal }) => searchCustomers(search, signal),
    staleTime: 30_000,
  });

export function useCustomerSearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...customerSearchQueryOptions(term),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
