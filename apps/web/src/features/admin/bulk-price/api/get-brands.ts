import type { Brand } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';
import { bulkPriceKeys } from './bulk-price-keys';

/** GET /api/brands/: staff receive every brand, inactive ones too. */
export const bulkPriceBrandsQueryOptions = () =>
  queryOptions({
    queryKey: bulkPriceKeys.brands(),
    queryFn: ({ signal }) => apiGet<Brand[]>('/brands/', { signal }),
    staleTime: 60_000,
  });

export const useBulkPriceBrands = () => useQuery(bulkPriceBrandsQueryOptions());
