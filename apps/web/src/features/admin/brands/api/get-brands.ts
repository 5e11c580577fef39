import type { Brand } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { adminBrandKeys } from './brand-keys';

/** GET /api/brands/: staff receive every brand, inactive ones too, by `order` then name. */
export const getAdminBrands = (signal?: AbortSignal) => apiGet<Brand[]>('/brands/', { signal });

export const adminBrandsQueryOptions = () =>
  queryOptions({
    queryKey: adminBrandKeys.lists(),
    queryFn: ({ signal }) => getAdminBrands(signal),
    staleTime: 0,
  });

export const useAdminBrands = () => useQuery(adminBrandsQueryOptions());
