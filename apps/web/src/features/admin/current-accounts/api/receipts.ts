import type { Receipt, ReceiptCreate } from '@mayorista/shared/current-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { downloadApiFile } from '@/lib/download';
import { ACCOUNT_TEXTS } from '../lib/texts';
import { invalidateAccount } from './account';

/** POST /api/accounts/{customer_id}/receipts/: the numbered receipt, applied to the chosen debits first. */
export function useCreateReceipt(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptCreate) => apiPost<Receipt>(`/accounts/${customerId}/receipts/`, input),
    onSuccess: () => invalidateAccount(queryClient, customerId),
  });
}

/** GET /api/receipts/{id}/pdf/ (needs the session's token, so it is fetched, not linked). */
export function downloadReceiptPdf(receipt: { id: number; title: string }) {
  const name = receipt.title.toLowerCase().replace(/\s+/g, '-');
  return downloadApiFile(
    `/receipts/${receipt.id}/pdf/`,
    {},
    {
      fallbackName: `${name}.pdf`,
      errorMessage: ACCOUNT_TEXTS.receiptPdfFailed,
    },
  );
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceiptPdf });
