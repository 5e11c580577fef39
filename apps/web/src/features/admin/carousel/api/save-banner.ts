import type { Banner } from '@mayorista/shared/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload';
import { invalidateBanners } from './banner-keys';

/** Any subset of the banner's fields and files (PATCH is partial; POST needs the desktop image). */
export type BannerInput = {
  title?: string;
  description?: string;
  link?: string;
  button_text?: string;
  order?: number;
  is_active?: boolean;
  desktop_image?: File | null;
  mobile_image?: File | null;
};

/** The multipart body of POST /uploads/carousel/ and PATCH /uploads/carousel/{id}/ (decision 019). */
export function bannerFormData(input: BannerInput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    body.append(name, value instanceof File ? value : String(value));
  }
  return body;
}

/** POST (no id) or PATCH a banner, multipart with its images in the same request, reporting upload progress. */
export function saveBanner({
  id,
  input,
  onProgress,
}: {
  id?: number;
  input: BannerInput;
  onProgress?: (fraction: number) => void;
}) {
  return uploadWithProgress<Banner>({
    path: id === undefined ? '/uploads/carousel/' : `/uploads/carousel/${id}/`,
    method: id === undefined ? 'POST' : 'PATCH',
    body: bannerFormData(input),
    onProgress,
  });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBanner, onSuccess: () => invalidateBanners(queryClient) });
}
