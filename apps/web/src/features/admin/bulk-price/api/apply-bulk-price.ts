import type { BulkPriceApplyInput, BulkPriceApplyResult } from '@mayorista/shared/bulk-price';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { invalidatePrices } from './bulk-price-keys';

/** POST /api/products/bulk-price/apply/: one transaction; 409 when the selection no longer matches the preview. */
export const applyBulkPrice = (input: BulkPriceApplyInput) =>
  apiPost<BulkPriceApplyResult>('/products/bulk-price/apply/', input);

export function useApplyBulkPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBulkPrice,
    onSuccess: () => invalidatePrices(queryClient),
  });
}
