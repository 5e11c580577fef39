import type { BrandReorder } from '@mayorista/shared/brands';
import type { Brand } from '@mayorista/shared/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import { adminBrandKeys, invalidateBrands } from './brand-keys';

/** POST /api/brands/reorder/ {items}: every brand's new position; answers the whole list. */
export const reorderBrands = (items: BrandReorder['items']) =>
  apiPost<Brand[]>('/brands/reorder/', { items });

const REORDER_KEY = [...adminBrandKeys.all, 'reorder'] as const;

/**
 * The new order shows at once (the list is rewritten in the cache); once the last of several quick
 * moves is saved, the lists are read again, so a failure puts the server's order back.
 */
export function useReorderBrands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_KEY,
    mutationFn: (brands: Brand[]) => reorderBrands(brands.map((brand, order) => ({ id: brand.id, order }))),
    onMutate: async (brands) => {
      await queryClient.cancelQueries({ queryKey: adminBrandKeys.lists() });
      queryClient.setQueryData<Brand[]>(
        adminBrandKeys.lists(),
        brands.map((brand, order) => ({ ...brand, order })),
      );
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) <= 1) return invalidateBrands(queryClient);
    },
  });
}
