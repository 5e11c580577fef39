import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live, behind one interface so the disk driver (now) and an S3 driver
 * (production issue) are interchangeable. Keys are relative, slash-separated names such as
 * `products/abc-1000.webp`, never file-system paths; every call is async.
 */
export type Storage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that does not exist is not an error (as in S3). */
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** The key behind one of our public URLs; null for any other URL (an external image, a typo). */
  keyOf(url: string): string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key is lower-case segments of letters, digits, `-`, `_` and `.`, with no `..` segment. */
export function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key) && !key.split('/').some((segment) => segment.includes('..'));
}

function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Clave de almacenamiento inválida: ${JSON.stringify(key)}`);
  return key;
}

/** Files on the local disk under `root`, served by @fastify/static at `publicPrefix`. */
export function createLocalStorage(options: { root: string; publicPrefix?: string }): Storage {
  const root = path.resolve(options.root);
  const prefix = options.publicPrefix ?? '/media/';
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      return `${prefix}${checkedKey(key)}`;
    },
    keyOf(url) {
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isValidKey(key) ? key : null;
    },
  };
}

/**
 * The storage this server's config asks for: the local disk under DATA_DIR/uploads, served at
 * /media/ (the S3 driver lands with issue 14).
 */
export function createStorage(config: Config): Storage {
  return createLocalStorage({ root: config.uploadsDir });
}
