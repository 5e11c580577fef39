import type { MyAccount } from '@mayorista/shared/current-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

export type { MyAccount };

/**
 * GET /api/me/account/ (issue 32): the buyer's cuenta corriente. Three screens read it — the checkout
 * (whether to offer 'Cuenta corriente' and the credit left), the panel's sidebar (whether to list
 * 'Mi cuenta corriente') and that page itself — so it lives here, under one key they all share.
 * Types only from the contract: no zod schema reaches the storefront's cart chunk.
 */
export const myAccountKeys = {
  all: ['current-account'] as const,
  mine: () => [...myAccountKeys.all, 'mine'] as const,
  payment: (id: number | string) => [...myAccountKeys.all, 'payment', String(id)] as const,
};

export const myAccountQueryOptions = () =>
  queryOptions({
    queryKey: myAccountKeys.mine(),
    queryFn: ({ signal }) => apiGet<MyAccount>('/me/account/', { signal }),
    staleTime: 30_000,
  });

export const useMyAccount = (enabled = true) => useQuery({ ...myAccountQueryOptions(), enabled });

/** The panel lists 'Mi cuenta corriente' for an enabled account, or for one closed with a balance left. */
export function hasCurrentAccount(account: Pick<MyAccount, 'summary'> | undefined): boolean {
  if (!account) return false;
  return account.summary.terms.enabled || account.summary.balance !== 0;
}

/** How a balance is named: a debt is 'Saldo'; a negative balance is 'Saldo a favor', shown positive. */
export function balanceFigure(balance: number): { label: 'Saldo' | 'Saldo a favor'; amount: number } {
  return balance < 0 ? { label: 'Saldo a favor', amount: -balance } : { label: 'Saldo', amount: balance };
}
