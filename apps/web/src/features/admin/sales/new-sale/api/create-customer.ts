import type { CreateCustomerInput, CreateCustomerResponse } from '@mayorista/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { newSaleKeys } from './sale-keys';

/** POST /api/auth/customers/: a new active, verified customer account, created from the sale. */
export const createCustomer = (input: CreateCustomerInput) =>
  apiPost<CreateCustomerResponse>('/auth/customers/', input);

export function useCreateSaleCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(newSaleKeys.customer(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
    },
  });
}
