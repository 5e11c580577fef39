import type { CustomerDetail } from '@mayorista/shared/accounts';
import { ORDERS_PAGE_SIZE_DEFAULT, type OrderPage } from '@mayorista/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';
import type { SalesApiParams } from '../lib/filters';

/** The list call failed without a message from the server. */
export const SALES_LOAD_FAILED = 'Error al cargar los pedidos';
export const SALES_PAGE_SIZE = ORDERS_PAGE_SIZE_DEFAULT;

export type SalesListQuery = SalesApiParams & { page: number };

export const salesKeys = {
  all: ['admin', 'sales'] as const,
  lists: () => [...salesKeys.all, 'list'] as const,
  list: (query: SalesListQuery) => [...salesKeys.lists(), query] as const,
  customer: (id: number) => [...salesKeys.all, 'customer', id] as const,
};

/** GET /api/orders/ as staff: every order, newest first, with the totals of the filtered set. */
export const salesQueryOptions = (query: SalesListQuery) =>
  queryOptions({
    queryKey: salesKeys.list(query),
    queryFn: ({ signal }) =>
      apiGet<OrderPage>('/orders/', {
        params: { ...query, page: query.page > 1 ? query.page : undefined, page_size: SALES_PAGE_SIZE },
        signal,
      }).catch((error: unknown) => {
        throw withFallbackMessage(error, SALES_LOAD_FAILED);
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useSales = (query: SalesListQuery) => useQuery(salesQueryOptions(query));

/** The name of the customer of the `customer_id` filter, for its chip (GET /api/auth/customers/{id}/). */
export const salesCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: salesKeys.customer(id),
    queryFn: async ({ signal }) => {
      const customer = await apiGet<CustomerDetail>(`/auth/customers/${id}/`, { signal });
      return customer.name?.trim() || customer.business_name?.trim() || customer.username;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSalesCustomerName = (id: number | null) =>
  useQuery({ ...salesCustomerQueryOptions(id ?? 0), enabled: id !== null });
