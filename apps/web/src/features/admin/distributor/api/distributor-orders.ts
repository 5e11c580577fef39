import type { DistributorOrderList } from '@mayorista/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { withFallbackMessage } from '@/api/errors';
import { type DistributorOrderFilters, distributorKeys } from './keys';

/** backoffice §8: the list call failed. */
export const DISTRIBUTOR_ORDERS_LOAD_FAILED = 'Error al cargar las órdenes de distribuidor.';

/** GET /api/orders/distributor/: 10 per page, newest first, the page inside `data`. */
export const distributorOrdersQueryOptions = (filters: DistributorOrderFilters) =>
  queryOptions({
    queryKey: distributorKeys.list(filters),
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiGet<DistributorOrderList>('/orders/distributor/', {
          params: {
            page: filters.page > 1 ? filters.page : undefined,
            payment_status: filters.payment_status || undefined,
            start_date: filters.start_date || undefined,
            end_date: filters.end_date || undefined,
            search: filters.search.trim() || undefined,
          },
          signal,
        });
        return answer.data;
      } catch (error) {
        throw withFallbackMessage(error, DISTRIBUTOR_ORDERS_LOAD_FAILED);
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useDistributorOrders = (filters: DistributorOrderFilters) =>
  useQuery(distributorOrdersQueryOptions(filters));
