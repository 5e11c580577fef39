import type {
  AccountActionResponse,
  BlockCustomerResponse,
  ContactCustomerResponse,
  CreateCustomerInput,
  CreateCustomerResponse,
  CustomerDetail,
  CustomerPage,
} from '@mayorista/shared/accounts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';

/** accounts §8: the customer list call failed without a message from the server. */
export const CUSTOMERS_FETCH_FAILED = 'Error al obtener la lista de clientes';

export type CustomerListQuery = { page: number; search: string };

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
        params: { page: query.page, search: query.search.trim() || undefined },
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
