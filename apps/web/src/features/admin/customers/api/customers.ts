import type {
  AccountActionResponse,
  BlockCustomerResponse,
  ContactCustomerResponse,
  CreateCustomerInput,
  CreateCustomerResponse,
  CustomerDetail,
  CustomerPage,
  CustomerUpdateInput,
} from '@mayorista/shared/accounts';
import type { PriceListAssignmentResultSchema } from '@mayorista/shared/price-lists';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPatch, apiPost } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';

/** accounts §8: the customer list call failed without a message from the server. */
export const CUSTOMERS_FETCH_FAILED = 'Error al obtener la lista de clientes';

/** A page of the list: `price_list` null for every list. */
export type CustomerListQuery = { page: number; search: string; price_list: number | null };

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.lists(), query] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: number) => [...customerKeys.details(), id] as const,
};

export const customersQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) =>
      apiGet<CustomerPage>('/auth/customers/', {
        params: {
          page: query.page,
          search: query.search.trim() || undefined,
          price_list: query.price_list ?? undefined,
        },
        signal,
      }).catch((error: unknown) => {
        throw withFallbackMessage(error, CUSTOMERS_FETCH_FAILED);
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCustomers = (query: CustomerListQuery) => useQuery(customersQueryOptions(query));

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => apiGet<CustomerDetail>(`/auth/customers/${id}/`, { signal }),
    staleTime: 30_000,
  });

export const useCustomer = (id: number, enabled = true) =>
  useQuery({ ...customerQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCustomerInput) => apiPost<CreateCustomerResponse>('/auth/customers/', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}

/** Block or unblock: a blocked customer can log in but not buy (accounts §4). */
export function useSetCustomerBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      apiPost<BlockCustomerResponse>(`/auth/customers/${id}/${blocked ? 'block' : 'unblock'}/`),
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) });
    },
  });
}

/** Lift the login lock that failed attempts from unknown addresses put on an account (decision 008). */
export function useUnlockCustomerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<AccountActionResponse>(`/auth/customers/${id}/unlock/`),
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}

export function useContactCustomer() {
  return useMutation({
    mutationFn: ({ id, subject, message }: { id: number; subject: string; message: string }) =>
      apiPost<ContactCustomerResponse>(`/auth/customers/${id}/contact/`, {
        subject,
        message,
      }),
  });
}

/**
 * What shows a customer's list besides this screen's queries, named by value because each screen keeps
 * its own keys: the price lists' customer counts.
 */
const PRICE_LIST_KEYS = ['admin', 'price-lists'] as const;

/** PATCH /auth/customers/{id}/ {price_list}: the list the customer buys with (null: the default). */
export function useUpdateCustomerPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price_list }: { id: number } & CustomerUpdateInput) =>
      apiPatch<CustomerDetail>(`/auth/customers/${id}/`, { price_list }),
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEYS }),
      ]),
  });
}

/** PATCH /auth/customers/{id}/ {cuit, dni, iva_condition}: the customer's tax profile (issue 31). */
export function useUpdateCustomerTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...tax }: { id: number } & Omit<CustomerUpdateInput, 'price_list'>) =>
      apiPatch<CustomerDetail>(`/auth/customers/${id}/`, tax),
    onSuccess: (customer, { id }) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}

/** POST /auth/customers/price-list/ {ids, price_list}: several customers to one list at once. */
export function useAssignPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; price_list: number }) =>
      apiPost<z.infer<typeof PriceListAssignmentResultSchema>>('/auth/customers/price-list/', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEYS }),
      ]),
  });
}
