import type { UploadedImage } from '@mayorista/shared/media';
import { uploadWithProgress } from '@/lib/upload';

/** POST /uploads/images/ (multipart field `image`): resolves to the stored image's /media/ address. */
export async function uploadProductImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const uploaded = await uploadWithProgress<UploadedImage>({ path: '/uploads/images/', body, onProgress });
  return uploaded.image;
}
