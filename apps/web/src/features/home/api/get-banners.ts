import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/api/client';

type BannerResponse = {
  id: number;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  mobileImage?: string | null;
  desktop_image?: string | null;
  mobile_image?: string | null;
  link?: string | null;
  primaryLink?: string | null;
  button_text?: string | null;
  order?: number | null;
  is_active?: boolean;
};

export type Banner = {
  id: number;
  title: string;
  description: string;
  image: string;
  mobileImage: string;
  link: string | null;
  buttonText: string;
};

function toBanners(data: BannerResponse[] | { results?: BannerResponse[] } | null | undefined): Banner[] {
  const list = Array.isArray(data) ? data : (data?.results ?? []);
  return list
    .filter((item) => item.is_active !== false)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((item) => {
      const image = item.image || item.desktop_image || item.mobileImage || item.mobile_image || '';
      return {
        id: item.id,
        title: item.title ?? '',
        description: item.description ?? '',
        image,
        mobileImage: item.mobileImage || item.mobile_image || image,
        link: item.link || item.primaryLink || null,
        buttonText: item.button_text ?? '',
      };
    })
    .filter((item) => item.image);
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: async ({ signal }) => toBanners(await apiGet('/uploads/carousel/', { signal })),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
