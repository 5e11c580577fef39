import type { DistributorOrder } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { distributorKeys } from './keys';

/** GET /api/orders/distributor/{id}/: one order to the supplier with its items (the REMITO). */
export const distributorOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: distributorKeys.detail(id),
    queryFn: ({ signal }) => apiGet<DistributorOrder>(`/orders/distributor/${id}/`, { signal }),
    staleTime: 30_000,
  });

export const useDistributorOrder = (id: number) =>
  useQuery({ ...distributorOrderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
