import { orderKeys } from '../../api/order-keys';

/**
 * Query keys of the admin order desk. The order itself stays under `orderKeys.detail(id)` (the same
 * entry the details page reads), so every change written here shows at once on the page.
 */
export const orderDeskKeys = {
  all: [...orderKeys.all, 'desk'] as const,
  timeline: (id: number | string) => [...orderDeskKeys.all, 'timeline', String(id)] as const,
  /** The payment state is the orders feature's entry (the buyer's /payment/result reads it too). */
  payment: orderKeys.payment,
};
