import type { Brand } from '@mayorista/shared/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload';
import { invalidateBrands } from './brand-keys';

export type BrandInput = {
  name: string;
  website_url: string;
  is_active: boolean;
  /** Only on create: where the new brand goes (the end of the list). */
  order?: number;
  /** A new logo file, sent in the same request. */
  logo?: File | null;
};

/** The multipart body of POST /brands/ and PATCH /brands/{id}/ (decision 019). */
export function brandFormData(input: BrandInput): FormData {
  const body = new FormData();
  body.append('name', input.name);
  body.append('website_url', input.website_url);
  body.append('is_active', String(input.is_active));
  if (input.order !== undefined) body.append('order', String(input.order));
  if (input.logo) body.append('logo', input.logo);
  return body;
}

/** POST /api/brands/ (no id) or PATCH /api/brands/{id}/, multipart with the logo, reporting upload progress. */
export function saveBrand({
  id,
  input,
  onProgress,
}: {
  id?: number;
  input: BrandInput;
  onProgress?: (fraction: number) => void;
}) {
  return uploadWithProgress<Brand>({
    path: id === undefined ? '/brands/' : `/brands/${id}/`,
    method: id === undefined ? 'POST' : 'PATCH',
    body: brandFormData(input),
    onProgress,
  });
}

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBrand, onSuccess: () => invalidateBrands(queryClient) });
}
