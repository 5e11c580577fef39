import type { Coupon } from '@mayorista/shared/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { couponKeys } from './coupon-keys';

/** GET /marketing/coupons/ answers a list, or a page with `results` (backoffice §7). */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const data = await apiGet<Coupon[] | { results?: Coupon[] }>('/marketing/coupons/', { signal });
  return Array.isArray(data) ? data : (data?.results ?? []);
}

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.lists(), queryFn: ({ signal }) => getCoupons(signal), staleTime: 0 });

export const useCoupons = () => useQuery(couponsQueryOptions());
