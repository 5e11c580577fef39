import type { Banner as BannerResponse } from '@mayorista/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

/** A slide of the home carousel, from a banner of GET /api/uploads/carousel/. */
export type Banner = {
  id: number;
  title: string;
  description: string;
  image: string;
  mobileImage: string;
  link: string | null;
  buttonText: string;
};

/** Active banners with an image (staff also receive the inactive ones), in the server's order. */
function toSlides(banners: BannerResponse[]): Banner[] {
  return banners
    .filter((banner) => banner.is_active && banner.image)
    .map((banner) => ({
      id: banner.id,
      title: banner.title,
      description: banner.description,
      image: banner.image,
      mobileImage: banner.mobileImage,
      link: banner.link || null,
      buttonText: banner.button_text,
    }));
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: async ({ signal }) => toSlides(await apiGet<BannerResponse[]>('/uploads/carousel/', { signal })),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
