import type { Page } from '@mayorista/shared/api';
import type {
  AccountSummary,
  AccountTermsUpdate,
  AdjustmentCreate,
  LedgerEntry,
  Statement,
} from '@mayorista/shared/current-accounts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/api/client';
import { downloadApiFile } from '@/lib/download';
import { ACCOUNT_TEXTS } from '../lib/texts';
import { accountKeys } from './account-keys';

/** After a write on an account: its own figures, the receivables and the dashboard's totals. */
export function invalidateAccount(queryClient: QueryClient, customerId: number) {
  void queryClient.invalidateQueries({ queryKey: accountKeys.account(customerId) });
  void queryClient.invalidateQueries({ queryKey: accountKeys.receivables() });
}

/** GET /api/accounts/{customer_id}/: terms, balance, pending orders, available credit, overdue, aging. */
export const accountSummaryQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: accountKeys.summary(customerId),
    queryFn: ({ signal }) => apiGet<AccountSummary>(`/accounts/${customerId}/`, { signal }),
    staleTime: 15_000,
  });

export const useAccountSummary = (customerId: number, enabled = true) =>
  useQuery({
    ...accountSummaryQueryOptions(customerId),
    enabled: enabled && Number.isInteger(customerId) && customerId > 0,
  });

/** PUT /api/accounts/{customer_id}/terms/ (recorded in Actividad). */
export function useUpdateTerms(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountTermsUpdate) =>
      apiPut<AccountSummary>(`/accounts/${customerId}/terms/`, input),
    onSuccess: () => invalidateAccount(queryClient, customerId),
  });
}

export const getEntries = (customerId: number, page: number, signal?: AbortSignal) =>
  apiGet<Page<LedgerEntry>>(`/accounts/${customerId}/entries/`, {
    params: { page: page > 1 ? page : undefined },
    signal,
  });

/** GET /api/accounts/{customer_id}/entries/?page=: the movements, newest first, with their open amounts. */
export const entriesQueryOptions = (customerId: number, page: number) =>
  queryOptions({
    queryKey: accountKeys.entries(customerId, page),
    queryFn: ({ signal }) => getEntries(customerId, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useEntries = (customerId: number, page: number) =>
  useQuery(entriesQueryOptions(customerId, page));

/** GET /api/accounts/{customer_id}/open-debits/: the debits a receipt can pay, oldest first. */
export const getOpenDebits = (customerId: number, signal?: AbortSignal) =>
  apiGet<LedgerEntry[]>(`/accounts/${customerId}/open-debits/`, { signal });

export const openDebitsQueryOptions = (customerId: number, balance: number) =>
  queryOptions({
    queryKey: [...accountKeys.openDebits(customerId), balance] as const,
    queryFn: ({ signal }) => (balance > 0 ? getOpenDebits(customerId, signal) : Promise.resolve([])),
    staleTime: 15_000,
  });

export const useOpenDebits = (customerId: number, balance: number, enabled = true) =>
  useQuery({ ...openDebitsQueryOptions(customerId, balance), enabled });

/** GET /api/accounts/{customer_id}/statement/?from&to: the period's lines with the running balance. */
export const statementQueryOptions = (customerId: number, from: string, to: string) =>
  queryOptions({
    queryKey: accountKeys.statement(customerId, from, to),
    queryFn: ({ signal }) =>
      apiGet<Statement>(`/accounts/${customerId}/statement/`, { params: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useStatement = (customerId: number, from: string, to: string, enabled = true) =>
  useQuery({ ...statementQueryOptions(customerId, from, to), enabled });

export type StatementFormat = 'pdf' | 'xlsx';

/** The statement of a period as PDF or Excel (the same figures the buyer downloads). */
export function downloadStatement(customerId: number, from: string, to: string, format: StatementFormat) {
  return downloadApiFile(
    `/accounts/${customerId}/statement/`,
    { from, to, format },
    {
      fallbackName: `estado-de-cuenta-${from}-${to}.${format}`,
      errorMessage: ACCOUNT_TEXTS.statementDownloadFailed,
    },
  );
}

export function useDownloadStatement(customerId: number) {
  return useMutation({
    mutationFn: ({ from, to, format }: { from: string; to: string; format: StatementFormat }) =>
      downloadStatement(customerId, from, to, format),
  });
}

/** POST /api/accounts/{customer_id}/adjustments/: a signed amount with its reason. */
export function useCreateAdjustment(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentCreate) =>
      apiPost<LedgerEntry>(`/accounts/${customerId}/adjustments/`, input),
    onSuccess: () => invalidateAccount(queryClient, customerId),
  });
}

/** POST /api/accounts/entries/{entry_id}/reverse/: annuls a receipt or an adjustment. */
export function useReverseEntry(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: number; reason: string }) =>
      apiPost<LedgerEntry>(`/accounts/entries/${entryId}/reverse/`, { reason }),
    onSuccess: () => invalidateAccount(queryClient, customerId),
  });
}
