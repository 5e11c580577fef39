import type { ReceivablesFilters } from '../lib/receivables-filters';

/** The cuenta corriente screens' query keys (under ['admin'], which a new sale refreshes). */
export const accountKeys = {
  all: ['admin', 'current-accounts'] as const,
  receivables: () => [...accountKeys.all, 'receivables'] as const,
  receivablesList: (filters: ReceivablesFilters) => [...accountKeys.receivables(), 'list', filters] as const,
  receivablesSummary: () => [...accountKeys.receivables(), 'summary'] as const,
  accounts: () => [...accountKeys.all, 'account'] as const,
  /** Everything of one customer's account: its summary, entries, open debits and statements. */
  account: (customerId: number) => [...accountKeys.accounts(), customerId] as const,
  summary: (customerId: number) => [...accountKeys.account(customerId), 'summary'] as const,
  entries: (customerId: number, page: number) =>
    [...accountKeys.account(customerId), 'entries', page] as const,
  openDebits: (customerId: number) => [...accountKeys.account(customerId), 'open-debits'] as const,
  statement: (customerId: number, from: string, to: string) =>
    [...accountKeys.account(customerId), 'statement', from, to] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
};
