import type { BulkPricePreview, BulkPricePreviewInput } from '@mayorista/shared/bulk-price';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

/** POST /api/products/bulk-price/preview/: every affected product with its old and new price; writes nothing. */
export const previewBulkPrice = (input: BulkPricePreviewInput) =>
  apiPost<BulkPricePreview>('/products/bulk-price/preview/', input);

export const usePreviewBulkPrice = () => useMutation({ mutationFn: previewBulkPrice });
