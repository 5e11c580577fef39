import type { Page } from '@mayorista/shared/api';
import {
  INVOICE_PAGE_SIZE,
  type InvoiceExportFormat,
  type InvoiceSummary,
  invoiceExportName,
  invoicePdfName,
  invoiceZipName,
} from '@mayorista/shared/invoice-list';
import type { Invoice } from '@mayorista/shared/invoices';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/api/client';
import { downloadApiFile } from '@/lib/download';
import { INVOICE_TEXTS } from '../lib/invoices';

/** The filters of GET /api/invoices/ as the screens keep them (strings from the address). */
export type InvoiceFilters = {
  page?: number;
  date_from?: string;
  date_to?: string;
  letter?: string;
  state?: string;
  kind?: string;
  customer?: string;
  order?: number;
};

/** Query keys of invoices: lists by filters (the buyer's, the staff's and an order's). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (filters: InvoiceFilters) => [...invoiceKeys.lists(), filters] as const,
};

const paramsOf = ({ page, ...filters }: InvoiceFilters) => ({
  ...filters,
  page: page && page > 1 ? page : undefined,
  page_size: INVOICE_PAGE_SIZE,
});

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ signal }) =>
      apiGet<Page<InvoiceSummary>>('/invoices/', { params: paramsOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (filters: InvoiceFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...invoicesQueryOptions(filters), enabled: options.enabled ?? true });

/** GET /api/invoices/{id}/pdf/, saved as 'factura-a-00003-00000017.pdf'. */
export const downloadInvoicePdf = (invoice: InvoiceSummary) =>
  downloadApiFile(
    `/invoices/${invoice.id}/pdf/`,
    {},
    { fallbackName: invoicePdfName(invoice), errorMessage: INVOICE_TEXTS.pdfFailed },
  );

/** GET /api/invoices/zip/?month=YYYY-MM: a month's PDFs in one ZIP. */
export const downloadMonthZip = (month: string) =>
  downloadApiFile(
    '/invoices/zip/',
    { month },
    { fallbackName: invoiceZipName(month), errorMessage: INVOICE_TEXTS.zipFailed },
  );

/** GET /api/invoices/export/: the libro IVA ventas with the list's filters. */
export const downloadLibroIva = (filters: InvoiceFilters, format: InvoiceExportFormat) => {
  const { page: _page, page_size: _size, ...params } = paramsOf(filters);
  return downloadApiFile(
    '/invoices/export/',
    { ...params, format },
    {
      fallbackName: invoiceExportName(filters.date_from, filters.date_to, format),
      errorMessage: INVOICE_TEXTS.exportFailed,
    },
  );
};

/** A download run as a mutation: its pending state disables the button, its error becomes a toast. */
export const useDownload = <T>(run: (value: T) => Promise<unknown>) => useMutation({ mutationFn: run });

/**
 * POST /api/orders/{id}/invoice/ (H4's route): the order's invoice, or the retry of a rejected one.
 * The answer is the document, authorised or rejected with ARCA's observations.
 */
export function useIssueInvoice(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Invoice>(`/orders/${orderId}/invoice/`),
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}

/** POST /api/invoices/{id}/credit-note/ with no lines: credits what is left of the invoice (or retries). */
export function useCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => apiPost<Invoice>(`/invoices/${invoiceId}/credit-note/`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}
