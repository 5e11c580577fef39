import type { DistributorDiscount } from '@mayorista/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { distributorKeys } from './keys';

/** backoffice §8: the discount could not be read. */
export const DISCOUNT_LOAD_FAILED = 'Error al cargar el descuento de distribuidores';

/** GET /api/distributor-discount/: the supplier's current discount percentage. */
export const distributorDiscountQueryOptions = () =>
  queryOptions({
    queryKey: distributorKeys.discount(),
    queryFn: ({ signal }) => apiGet<DistributorDiscount>('/distributor-discount/', { signal }),
    staleTime: 60_000,
  });

export const useDistributorDiscount = () => useQuery(distributorDiscountQueryOptions());
