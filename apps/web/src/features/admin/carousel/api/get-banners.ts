import type { Banner } from '@mayorista/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { adminBannerKeys } from './banner-keys';

/** GET /api/uploads/carousel/: staff receive every banner, inactive ones too, by `order` then id. */
export const getAdminBanners = (signal?: AbortSignal) => apiGet<Banner[]>('/uploads/carousel/', { signal });

export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminBannerKeys.lists(),
    queryFn: ({ signal }) => getAdminBanners(signal),
    staleTime: 0,
  });

export const useAdminBanners = () => useQuery(adminBannersQueryOptions());
