import type {
  AccountPaymentCreatedSchema,
  AccountPaymentStatusSchema,
} from '@mayorista/shared/current-accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '@/api/client';
import { myAccountKeys } from '@/api/my-account';

export type AccountPaymentCreated = z.infer<typeof AccountPaymentCreatedSchema>;
export type AccountPaymentStatus = z.infer<typeof AccountPaymentStatusSchema>;

/**
 * POST /api/me/account/payments/ ('Pagar saldo'): the chosen debits, or none for the whole balance.
 * The answer names the amount and Mercado Pago's checkout page, where the browser goes next.
 */
export const createAccountPayment = (entryIds: readonly number[]) =>
  apiPost<AccountPaymentCreated>('/me/account/payments/', { entry_ids: entryIds });

export const useCreateAccountPayment = () => useMutation({ mutationFn: createAccountPayment });

/** How often, and how many times, a pending payment is read again (as /payment/result does). */
export const ACCOUNT_PAYMENT_POLL_MS = 4_000;
export const ACCOUNT_PAYMENT_POLL_TIMES = 15;

/**
 * GET /api/me/account/payments/{id}/ after Mercado Pago sends the buyer back: read again every 4 s, up
 * to 15 times, while it is pending; once paid, the account's figures are read again (a receipt is in).
 * `gaveUp`: still pending after the last read (the page stops asking and says the receipt will come).
 */
export function useAccountPayment(id: number | null) {
  const client = useQueryClient();
  const queryKey = myAccountKeys.payment(id ?? 0);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const status = await apiGet<AccountPaymentStatus>(`/me/account/payments/${id}/`, { signal });
      if (status.status === 'paid') void client.invalidateQueries({ queryKey: myAccountKeys.mine() });
      return status;
    },
    enabled: id !== null,
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' && current.state.dataUpdateCount < ACCOUNT_PAYMENT_POLL_TIMES
        ? ACCOUNT_PAYMENT_POLL_MS
        : false,
  });
  // Read at each answer (even one equal to the last, which `data` would not re-render for).
  void query.dataUpdatedAt;
  const reads = client.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, gaveUp: query.data?.status === 'pending' && reads >= ACCOUNT_PAYMENT_POLL_TIMES };
}
