import type { Page } from '@mayorista/shared/api';
import { ORDERING_PAGE_SIZE, type OrderingProduct } from '@mayorista/shared/catalog-admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { type OrderingScope, orderingKeys } from './ordering-keys';

/** GET /api/update-order/: one page of products in the catalogue order (hidden ones too). */
export const getOrderingPage = (scope: OrderingScope, page: number, signal?: AbortSignal) =>
  apiGet<Page<OrderingProduct>>('/update-order/', {
    params: {
      page,
      page_size: ORDERING_PAGE_SIZE,
      ordering: 'order',
      category_id: scope.category_id,
      include_children: scope.category_id ? scope.include_children : undefined,
    },
    signal,
  });

export const orderingQueryOptions = (scope: OrderingScope) =>
  infiniteQueryOptions({
    queryKey: orderingKeys.list(scope),
    queryFn: ({ pageParam, signal }) => getOrderingPage(scope, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next ? last.current_page + 1 : undefined),
    staleTime: 0,
  });

export const useOrdering = (scope: OrderingScope) => useInfiniteQuery(orderingQueryOptions(scope));
