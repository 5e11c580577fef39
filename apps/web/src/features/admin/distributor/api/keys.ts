import type { DistributorPaymentStatus } from '@mayorista/shared/orders';

/** The filters of the distributor orders list (backoffice §2.9), as they go in the URL and the query. */
export type DistributorOrderFilters = {
  page: number;
  payment_status: DistributorPaymentStatus | '';
  start_date: string;
  end_date: string;
  search: string;
};

export const distributorKeys = {
  all: ['admin', 'distributor'] as const,
  discount: () => [...distributorKeys.all, 'discount'] as const,
  lists: () => [...distributorKeys.all, 'orders'] as const,
  list: (filters: DistributorOrderFilters) => [...distributorKeys.lists(), filters] as const,
  detail: (id: number) => [...distributorKeys.all, 'order', id] as const,
};
