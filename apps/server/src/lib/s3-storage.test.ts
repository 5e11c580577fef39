import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBrandLogo, writeProductImage } from '../db/seed/images.ts';
import { testConfig } from '../test/helpers.ts';
import { type LocalS3, startLocalS3 } from './s3-local.test-support.ts';
import {
  createS3Storage,
  createStorage,
  OBJECT_CACHE_CONTROL,
  type S3Storage,
  type Storage,
} from './storage.ts';

describe('S3 storage (s3rver over HTTP)', () => {
  let s3: LocalS3;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = createS3Storage(s3.s3);
  });
  afterAll(async () => {
    storage?.destroy();
    await s3?.close();
  });

  it('puts an object readable by anyone at the bucket URL, with its type and a one-year cache', async () => {
    const bytes = Buffer.from('RIFF0000WEBPimagen');
    await storage.put('products/abc-1000.webp', bytes, 'image/webp');
    expect(await storage.has('products/abc-1000.webp')).toBe(true);
    const url = storage.objectUrl('products/abc-1000.webp');
    expect(url).toBe(`${s3.endpoint}/${s3.s3.bucket}/products/abc-1000.webp`);
    // Anonymous, as a browser loads it.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(OBJECT_CACHE_CONTROL);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('deletes an object, and a missing key without complaint', async () => {
    await storage.put('brands/borrar-400.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('brands/borrar-400.webp');
    expect(await storage.has('brands/borrar-400.webp')).toBe(false);
    expect((await fetch(storage.objectUrl('brands/borrar-400.webp'))).status).toBe(404);
    await expect(storage.delete('brands/nunca-existio.webp')).resolves.toBeUndefined();
  });

  it('keeps /media/ URLs in the database and maps both them and bucket URLs back to keys', () => {
    expect(storage.publicUrl('banners/x-1600.webp')).toBe('/media/banners/x-1600.webp');
    expect(storage.keyOf('/media/banners/x-1600.webp')).toBe('banners/x-1600.webp');
    expect(storage.keyOf(`${s3.s3.publicUrl}/banners/x-1600.webp`)).toBe('banners/x-1600.webp');
    expect(storage.keyOf(`${s3.s3.publicUrl}/../secreto`)).toBeNull();
    expect(storage.keyOf(`${s3.endpoint}/otro-bucket/x.webp`)).toBeNull();
    expect(storage.keyOf('https://otro.example.com/media/x.webp')).toBeNull();
  });

  it('refuses keys that are paths before sending anything', async () => {
    await expect(storage.put('../fuera.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Clave de almacenamiento inválida/,
    );
    expect(() => storage.objectUrl('A/B.webp')).toThrow();
  });

  it('answers a connection failure as an error, not as a missing key', async () => {
    const down = createS3Storage({
      ...s3.s3,
      endpoint: 'http://127.0.0.1:9',
      publicUrl: 'http://127.0.0.1:9/b',
    });
    await expect(down.has('products/a-1000.webp')).rejects.toThrow();
    down.destroy();
  });

  it('is what createStorage picks when S3 is configured; the local disk otherwise', async () => {
    const local = createStorage(testConfig());
    expect(local.objectUrl('products/a-1000.webp')).toBeNull();
    const config = testConfig({ s3: s3.s3 });
    const bucket = createStorage(config);
    expect(bucket.objectUrl('products/a-1000.webp')).toBe(`${s3.s3.publicUrl}/products/a-1000.webp`);
    // A copy left on this server's disk from before the move goes with the object.
    mkdirSync(path.join(config.uploadsDir, 'brands'), { recursive: true });
    writeFileSync(path.join(config.uploadsDir, 'brands', 'viejo-400.webp'), 'x');
    await bucket.put('brands/viejo-400.webp', Buffer.from('x'), 'image/webp');
    await bucket.delete('brands/viejo-400.webp');
    expect(await bucket.has('brands/viejo-400.webp')).toBe(false);
    expect(existsSync(path.join(config.uploadsDir, 'brands', 'viejo-400.webp'))).toBe(false);
  });

  it("stores the demo seed's images in the bucket, once", async () => {
    const puts: string[] = [];
    const counted: Storage = {
      ...storage,
      put: (key, bytes, type) => {
        puts.push(key);
        return storage.put(key, bytes, type);
      },
    };
    const url = await writeProductImage(counted, 'semilla', {
      name: 'Semilla de prueba',
      category: 'CULTIVO',
    });
    expect(url).toBe('/media/products/semilla-1000.webp');
    const logo = await writeBrandLogo(counted, 'marca-semilla', { name: 'Marca' });
    expect(puts.sort()).toEqual([
      'brands/marca-semilla-400.webp',
      'products/semilla-1000.webp',
      'products/semilla-400.webp',
    ]);
    const served = await fetch(storage.objectUrl(storage.keyOf(logo)!));
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
    // A second seed (another process starting on the same bucket) keeps what is there.
    await writeProductImage(counted, 'semilla', { name: 'Semilla de prueba', category: 'CULTIVO' });
    expect(puts).toHaveLength(3);
  });
});
