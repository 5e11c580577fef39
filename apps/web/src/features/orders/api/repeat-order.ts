import type { RepeatOrder } from '@mayorista/shared/repeat-order';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

/**
 * POST /api/orders/{id}/repeat/ (issue 29 item 2): the order's lines as they can be bought today
 * (the buyer's price, today's rule and stock) and the lines left out with why. Writes nothing.
 */
export const repeatOrder = (id: number) => apiPost<RepeatOrder>(`/orders/${id}/repeat/`);

export function useRepeatOrder() {
  return useMutation({ mutationFn: repeatOrder });
}
