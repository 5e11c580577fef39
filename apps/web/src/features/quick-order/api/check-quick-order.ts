import type { QuickOrderResult } from '@mayorista/shared/quick-order';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

export const QUICK_ORDER_PATH = '/cart/quick-order/';

/** What the buyer sends: pasted lines, or a CSV/XLSX file. */
export type QuickOrderInput = { text: string } | { file: File };

/** POST /api/cart/quick-order/: JSON {text} or multipart with the file; one row per read line. */
export function checkQuickOrder(input: QuickOrderInput): Promise<QuickOrderResult> {
  if ('file' in input) {
    const body = new FormData();
    body.append('file', input.file);
    return apiPost<QuickOrderResult>(QUICK_ORDER_PATH, body);
  }
  return apiPost<QuickOrderResult>(QUICK_ORDER_PATH, { text: input.text });
}

/** A check changes nothing on the server: nothing to invalidate. */
export function useCheckQuickOrder() {
  return useMutation({ mutationFn: checkQuickOrder });
}
