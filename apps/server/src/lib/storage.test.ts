import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, isValidKey } from './storage.ts';

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mayorista-storage-'));
  const storage = createLocalStorage({ root });

  it('puts bytes under a key, answers its public URL and deletes it', async () => {
    await storage.put('products/abc-1000.webp', Buffer.from('imagen'), 'image/webp');
    const file = path.join(root, 'products', 'abc-1000.webp');
    expect(readFileSync(file, 'utf8')).toBe('imagen');
    expect(storage.publicUrl('products/abc-1000.webp')).toBe('/media/products/abc-1000.webp');
    expect(await storage.has('products/abc-1000.webp')).toBe(true);
    // Served from the disk at /media/: no address elsewhere.
    expect(storage.objectUrl('products/abc-1000.webp')).toBeNull();
    await storage.delete('products/abc-1000.webp');
    expect(existsSync(file)).toBe(false);
    expect(await storage.has('products/abc-1000.webp')).toBe(false);
  });

  it('deletes a missing key without complaint, as S3 does', async () => {
    await expect(storage.delete('products/nunca-existio.webp')).resolves.toBeUndefined();
  });

  it('maps our public URLs back to keys, and nothing else', () => {
    expect(storage.keyOf('/media/brands/x-400.webp')).toBe('brands/x-400.webp');
    expect(storage.keyOf('https://otro.example.com/media/x.webp')).toBeNull();
    expect(storage.keyOf('/media/../../etc/passwd')).toBeNull();
    expect(storage.keyOf('/media/')).toBeNull();
  });

  it('refuses keys that are paths rather than names', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a//b', 'A.webp', 'a\\b', '', 'a/..']) {
      expect(isValidKey(key), key).toBe(false);
    }
    await expect(storage.put('../fuera.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(existsSync(path.join(root, '..', 'fuera.webp'))).toBe(false);
  });
});
