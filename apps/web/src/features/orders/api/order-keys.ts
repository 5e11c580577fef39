import type { OrderStatus } from '@mayorista/shared/orders';

/** Query keys of the orders domain (the cart's order creation invalidates `all`). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'mine'] as const,
  list: (status: OrderStatus | null) => [...orderKeys.lists(), status ?? 'all'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number | string) => [...orderKeys.details(), String(id)] as const,
  /** GET /api/payments/status/{id}/: the buyer's result page and the admin desk read the same entry. */
  payment: (id: number | string) => [...orderKeys.all, 'payment', String(id)] as const,
};

/** Orders are cached 10 minutes (accounts §9). */
export const ORDERS_STALE_MS = 10 * 60_000;
