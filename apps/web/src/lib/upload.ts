import { buildUrl } from '@/api/client';
import { ApiError, NETWORK_MESSAGE, OPERATION_FAILED_MESSAGE, serverMessage } from '@/api/errors';
import { getAccessToken } from '@/lib/session';

/** What the server accepts for an image (DOMAIN.md): JPEG, PNG or WebP by content, at most 10 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_TYPE_MESSAGE = 'La imagen debe ser JPEG, PNG o WebP.';
export const IMAGE_SIZE_MESSAGE = 'La imagen no puede superar los 10 MB.';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type read from the file's first bytes, not from its name or the browser's guess. */
export async function sniffImageType(file: Blob): Promise<(typeof IMAGE_TYPES)[number] | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why a file cannot be uploaded as an image, or null when it can. */
export async function imageProblem(file: Blob): Promise<string | null> {
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return (await sniffImageType(file)) ? null : IMAGE_TYPE_MESSAGE;
}

type UploadOptions = {
  /** An API path such as '/uploads/carousel/'. */
  path: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Same token and errors as the API client.
 */
export function uploadWithProgress<T>({ path, method = 'POST', body, onProgress, signal }: UploadOptions) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, buildUrl(path));
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else
        reject(
          new ApiError(
            serverMessage(request.response) ?? OPERATION_FAILED_MESSAGE,
            request.status,
            request.response,
          ),
        );
    };
    request.onerror = () => reject(new ApiError(NETWORK_MESSAGE, 0, null, 'network'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}
