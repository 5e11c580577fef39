import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_NOT_VALID, IMAGE_TOO_LARGE } from '@mayorista/shared/media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { smallImage } from '../modules/storefront/storefront.service.ts';
import { AppError } from './errors.ts';
import { checkImage, deleteImage, detectImageType, PRODUCT_IMAGE, storeImage } from './images.ts';
import { testImage } from './multipart.test-support.ts';
import { createLocalStorage } from './storage.ts';

describe('images', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mayorista-images-'));
  const storage = createLocalStorage({ root });
  const fileOf = (url: string) => path.join(root, url.replace(/^\/media\//, ''));

  it('recognises JPEG, PNG and WebP by content, whatever the name', async () => {
    expect(detectImageType(await testImage('jpeg', 10, 10))).toBe('jpeg');
    expect(detectImageType(await testImage('png', 10, 10))).toBe('png');
    expect(detectImageType(await testImage('webp', 10, 10))).toBe('webp');
    expect(detectImageType(Buffer.from('GIF89a...'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses text, a truncated image and a GIF with the Spanish message of the field', async () => {
    const png = await testImage('png', 200, 200);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.from('no soy una imagen'), png.subarray(0, 40), gif]) {
      const error = await checkImage(bytes, 'image').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).body()).toEqual({ image: [IMAGE_NOT_VALID] });
    }
  });

  it('refuses more than 10 MB with 413', async () => {
    const error = (await checkImage(Buffer.alloc(10 * 1024 * 1024 + 1), 'image').catch(
      (e: unknown) => e,
    )) as AppError;
    expect(error.status).toBe(413);
    expect(error.message).toBe(IMAGE_TOO_LARGE);
  });

  it('stores 1000 px and 400 px WebP variants whose names smallImage() pairs', async () => {
    const urls = await storeImage(storage, await testImage('jpeg', 3000, 1500), {
      folder: 'products',
      variants: PRODUCT_IMAGE,
      field: 'image',
    });
    expect(urls['1000']).toMatch(/^\/media\/products\/[a-z0-9-]+-1000\.webp$/);
    expect(smallImage(urls['1000'])).toBe(urls['400']);
    expect(await sharp(fileOf(urls['1000'])).metadata()).toMatchObject({
      format: 'webp',
      width: 1000,
      height: 500,
    });
    expect(await sharp(fileOf(urls['400'])).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
  });

  it('never enlarges a small image', async () => {
    const urls = await storeImage(storage, await testImage('png', 300, 200), {
      folder: 'products',
      variants: PRODUCT_IMAGE,
      field: 'image',
    });
    expect(await sharp(fileOf(urls['1000'])).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('deletes both variants of a catalogue image, and leaves foreign URLs alone', async () => {
    const urls = await storeImage(storage, await testImage('webp', 500, 500), {
      folder: 'products',
      variants: PRODUCT_IMAGE,
      field: 'image',
    });
    await deleteImage(storage, urls['1000']);
    await expect(sharp(fileOf(urls['1000'])).metadata()).rejects.toThrow();
    await expect(sharp(fileOf(urls['400'])).metadata()).rejects.toThrow();
    await expect(deleteImage(storage, 'https://cdn.example.com/x-1000.webp')).resolves.toBeUndefined();
    await expect(deleteImage(storage, null)).resolves.toBeUndefined();
  });
});
