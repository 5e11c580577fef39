import type { ReceivablesSchema, ReceivablesSummary } from '@mayorista/shared/current-accounts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/api/client';
import { downloadApiFile } from '@/lib/download';
import {
  type ReceivablesApiParams,
  type ReceivablesFilters,
  receivablesApiParams,
} from '../lib/receivables-filters';
import { ACCOUNT_TEXTS } from '../lib/texts';
import { accountKeys } from './account-keys';

export type Receivables = z.infer<typeof ReceivablesSchema>;

/** GET /api/receivables/: one page of customers with an account or a balance, and the filter's totals. */
export const receivablesQueryOptions = (filters: ReceivablesFilters) =>
  queryOptions({
    queryKey: accountKeys.receivablesList(filters),
    queryFn: ({ signal }) =>
      apiGet<Receivables>('/receivables/', {
        params: { ...receivablesApiParams(filters), page: filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useReceivables = (filters: ReceivablesFilters) => useQuery(receivablesQueryOptions(filters));

/** GET /api/receivables/summary/: the dashboards' receivables and overdue totals. */
export const receivablesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.receivablesSummary(),
    queryFn: ({ signal }) => apiGet<ReceivablesSummary>('/receivables/summary/', { signal }),
    staleTime: 60_000,
  });

export const useReceivablesSummary = () => useQuery(receivablesSummaryQueryOptions());

export type ReceivablesExportFormat = 'csv' | 'xlsx';

/** GET /api/receivables/?format=csv|xlsx: every row of the filter as a file. */
export function exportReceivables(format: ReceivablesExportFormat, filters: ReceivablesApiParams) {
  return downloadApiFile(
    '/receivables/',
    { ...filters, format },
    { fallbackName: `cuentas-corrientes.${format}`, errorMessage: ACCOUNT_TEXTS.exportFailed },
  );
}

export function useExportReceivables() {
  return useMutation({
    mutationFn: ({ format, filters }: { format: ReceivablesExportFormat; filters: ReceivablesApiParams }) =>
      exportReceivables(format, filters),
  });
}
