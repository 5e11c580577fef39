import type { ShippingNotice } from '@mayorista/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { orderDeskKeys } from './order-desk-keys';

/** POST /api/orders/{id}/notify_shipping/: e-mails the buyer; 502 when the mail server refuses it. */
export function notifyShipping(id: number): Promise<ShippingNotice> {
  return apiPost<ShippingNotice>(`/orders/${id}/notify_shipping/`);
}

export function useNotifyShipping(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => notifyShipping(id),
    // Sent or failed, the attempt is on the timeline.
    onSettled: () => client.invalidateQueries({ queryKey: orderDeskKeys.timeline(id) }),
  });
}
