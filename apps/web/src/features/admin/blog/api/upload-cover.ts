import type { UploadedImage } from '@mayorista/shared/media';
import { uploadWithProgress } from '@/lib/upload';

/** POST /uploads/images/ (the catalogue's image upload): resolves to the stored 1000 px image's address. */
export async function uploadCover(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const uploaded = await uploadWithProgress<UploadedImage>({ path: '/uploads/images/', body, onProgress });
  return uploaded.image;
}
