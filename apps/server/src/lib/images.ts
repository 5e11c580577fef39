import { randomBytes } from 'node:crypto';
import { IMAGE_NOT_VALID, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@mayorista/shared/media';
import type Sharp from 'sharp';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';

/** sharp is loaded on the first image (about 10 MB and a start-up cost a server with no uploads never pays). */
let sharpLoading: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

export type ImageType = 'jpeg' | 'png' | 'webp';

/** One stored size: written as `<name>-<suffix>.webp`, fit inside width x height, never enlarged. */
export type ImageVariant = { suffix: string; width: number; height: number };

/** Catalogue images (DOMAIN.md): 1000 px and 400 px WebP; `smallImage()` derives the second URL. */
export const PRODUCT_IMAGE: ImageVariant[] = [
  { suffix: '1000', width: 1000, height: 1000 },
  { suffix: '400', width: 400, height: 400 },
];
export const BRAND_LOGO: ImageVariant[] = [{ suffix: '400', width: 400, height: 400 }];
export const BANNER_DESKTOP: ImageVariant[] = [{ suffix: '1600', width: 1600, height: 1600 }];
export const BANNER_MOBILE: ImageVariant[] = [{ suffix: '800', width: 800, height: 800 }];

/** A decompression bomb (a small file that decodes to a huge bitmap) is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The image type by its first bytes (magic numbers), whatever its name or declared type says. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Checks an upload by content: a JPEG, PNG or WebP of at most 10 MB that sharp can decode. Throws
 * the Spanish message for the field otherwise.
 */
export async function checkImage(bytes: Buffer, field: string): Promise<ImageType> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TOO_LARGE);
  const type = detectImageType(bytes);
  if (!type) throw invalidImage(field);
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== type || !metadata.width || !metadata.height) throw invalidImage(field);
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw invalidImage(field);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidImage(field);
  }
  return type;
}

const invalidImage = (field: string) =>
  new AppError('invalid', IMAGE_NOT_VALID, { fields: { [field]: [IMAGE_NOT_VALID] } });

/**
 * Checks, resizes and stores one upload as WebP variants under `folder`, all sharing one random
 * name. Answers the public URL of each variant by suffix. A variant that fails to store removes the
 * ones already written.
 */
export async function storeImage(
  storage: Storage,
  bytes: Buffer,
  options: { folder: string; variants: ImageVariant[]; field: string },
): Promise<Record<string, string>> {
  await checkImage(bytes, options.field);
  const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  const written: string[] = [];
  const urls: Record<string, string> = {};
  const sharp = await loadSharp();
  try {
    for (const variant of options.variants) {
      const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: variant.width, height: variant.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${options.folder}/${name}-${variant.suffix}.webp`;
      await storage.put(key, output, 'image/webp');
      written.push(key);
      urls[variant.suffix] = storage.publicUrl(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    throw error;
  }
  return urls;
}

/**
 * Deletes the files behind a stored image URL: the URL's own key and, for a catalogue image
 * (`-1000.webp`), its `-400.webp` sibling. URLs that are not ours (or null) are left alone.
 */
export async function deleteImage(storage: Storage, url: string | null | undefined): Promise<void> {
  if (!url) return;
  const key = storage.keyOf(url);
  if (!key) return;
  await storage.delete(key);
  if (key.endsWith('-1000.webp')) await storage.delete(`${key.slice(0, -'-1000.webp'.length)}-400.webp`);
}
