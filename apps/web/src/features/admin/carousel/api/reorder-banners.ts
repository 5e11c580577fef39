import type { Banner } from '@mayorista/shared/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBannerKeys, invalidateBanners } from './banner-keys';
import { saveBanner } from './save-banner';

/** The banners that must change `order` so that it follows their position (0, 1, 2...). */
export function orderChanges(banners: readonly Banner[]): { id: number; order: number }[] {
  return banners
    .map((banner, order) => ({ id: banner.id, order, before: banner.order }))
    .filter((item) => item.order !== item.before)
    .map(({ id, order }) => ({ id, order }));
}

/**
 * The carousel API has no reorder call: each moved banner gets its new `order` with a PATCH. The new
 * order shows at once (the list is rewritten in the cache); afterwards the server's list is read again,
 * so a failure shows what was really saved.
 */
const REORDER_KEY = [...adminBannerKeys.all, 'reorder'] as const;

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_KEY,
    mutationFn: async (banners: Banner[]) => {
      for (const change of orderChanges(banners)) {
        await saveBanner({ id: change.id, input: { order: change.order } });
      }
    },
    onMutate: async (banners) => {
      await queryClient.cancelQueries({ queryKey: adminBannerKeys.lists() });
      queryClient.setQueryData<Banner[]>(
        adminBannerKeys.lists(),
        banners.map((banner, order) => ({ ...banner, order })),
      );
    },
    // Read again once the last of several quick moves is saved (an earlier answer would undo a later move).
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) <= 1) return invalidateBanners(queryClient);
    },
  });
}
