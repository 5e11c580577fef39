import type { Brand } from '@mayorista/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

/**
 * The brands a product may take. GET /brands/ answers every brand to staff (active or not, with or
 * without products); /products/brands/ would leave out a brand that has no product yet.
 */
export const brandChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['brands', 'product-form'] as const,
    queryFn: ({ signal }) => apiGet<Brand[]>('/brands/', { signal }),
    staleTime: 5 * 60_000,
  });

export const useBrandChoices = () => useQuery(brandChoicesQueryOptions());

/** The brand whose name is `name`, ignoring case and surrounding spaces (names are unique that way). */
export function findBrand(brands: readonly Pick<Brand, 'id' | 'name'>[], name: string) {
  const wanted = name.trim().toLocaleLowerCase('es-AR');
  return brands.find((brand) => brand.name.trim().toLocaleLowerCase('es-AR') === wanted);
}
