import type { CouponUsage } from '@mayorista/shared/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { couponKeys } from './coupon-keys';

export const getCouponUsages = (id: number, signal?: AbortSignal) =>
  apiGet<CouponUsage[]>(`/marketing/coupons/${id}/usages/`, { signal });

export const couponUsagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: couponKeys.usages(id), queryFn: ({ signal }) => getCouponUsages(id, signal) });

export const useCouponUsages = (id: number | null) =>
  useQuery({ ...couponUsagesQueryOptions(id ?? 0), enabled: id !== null });
