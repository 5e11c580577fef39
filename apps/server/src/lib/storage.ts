import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live, behind one interface so the disk driver and the S3 driver
 * (docs/decisions/031) are interchangeable. Keys are relative, slash-separated names such as
 * `products/abc-1000.webp`, never file-system paths; every call is async.
 */
export type Storage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that does not exist is not an error (as in S3). */
  delete(key: string): Promise<void>;
  /** Whether the key is stored (the demo seed and `npm run migrate-uploads` skip what is there). */
  has(key: string): Promise<boolean>;
  /**
   * The URL the database keeps and browsers load: always `/media/<key>`, whatever the driver, so
   * rows survive a move to the bucket or a CDN (decision 031). With S3 the server answers it with
   * a redirect to `objectUrl(key)`.
   */
  publicUrl(key: string): string;
  /** The key behind one of our URLs (`/media/…` or the bucket's); null for any other URL. */
  keyOf(url: string): string | null;
  /** Where the bytes of a key live outside this server (the bucket or CDN); null for the disk. */
  objectUrl(key: string): string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Where `/media/` is served from, and the prefix every stored image URL starts with. */
export const MEDIA_PREFIX = '/media/';

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key is lower-case segments of letters, digits, `-`, `_` and `.`, with no `..` segment. */
export function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key) && !key.split('/').some((segment) => segment.includes('..'));
}

export function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Clave de almacenamiento inválida: ${JSON.stringify(key)}`);
  return key;
}

/** The key behind a `/media/<key>` URL (query string ignored), or null. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0];
  return isValidKey(key) ? key : null;
}

/** Files on the local disk under `root`, served by @fastify/static at `/media/`. */
export function createLocalStorage(options: { root: string }): Storage {
  const root = path.resolve(options.root);
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
    async has(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    publicUrl(key) {
      return `${MEDIA_PREFIX}${checkedKey(key)}`;
    },
    keyOf: mediaKeyOf,
    objectUrl() {
      return null;
    },
  };
}

/**
 * Uploads are written once under a name nobody reuses (a random name per upload; the demo seed and
 * migrate-uploads skip keys already there), so the bucket may tell browsers and CDNs to keep them.
 */
export const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The S3 driver: its objects always have an address, and its client is reachable (tests, migrations). */
export type S3Storage = Omit<Storage, 'objectUrl'> & {
  objectUrl(key: string): string;
  /** The SDK's client, created (and the SDK loaded) on the first call. */
  client(): Promise<S3Client>;
  /** Closes the client's sockets (tests). */
  destroy(): void;
};

/** The AWS SDK is loaded on the first bucket call (about 12 MB and a second of start-up otherwise). */
let sdkLoading: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
const loadSdk = () => {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
};

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests). With an endpoint the
 * client uses path-style addresses (`endpoint/bucket/key`, what MinIO and s3rver expect) and sends
 * checksums only when an operation requires them (many S3-compatible servers refuse the SDK's
 * default CRC headers). Without keys the SDK's usual chain applies (AWS_* variables, an IAM role).
 */
export function createS3Storage(options: NonNullable<Config['s3']>): S3Storage {
  let created: S3Client | undefined;
  let creating: Promise<S3Client> | undefined;
  const newClient = async (): Promise<S3Client> => {
    const { S3Client } = await loadSdk();
    created = new S3Client({
      region: options.region,
      ...(options.endpoint
        ? {
            endpoint: options.endpoint,
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
    return created;
  };
  // One client even when the first calls come together.
  const client = () => {
    creating ??= newClient();
    return creating;
  };
  const Bucket = options.bucket;
  const base = `${options.publicUrl.replace(/\/+$/, '')}/`;
  return {
    client,
    destroy() {
      created?.destroy();
    },
    async put(key, bytes, contentType) {
      const { PutObjectCommand } = await loadSdk();
      await (await client()).send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there.
      const { DeleteObjectCommand } = await loadSdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async has(key) {
      const { HeadObjectCommand, S3ServiceException } = await loadSdk();
      try {
        await (await client()).send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        // AWS answers 403, not 404, for a missing key when the keys lack s3:ListBucket: treated as
        // missing too (a put follows, and fails loudly if writing is really forbidden).
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 404 || status === 403) return false;
        throw error;
      }
    },
    publicUrl(key) {
      return `${MEDIA_PREFIX}${checkedKey(key)}`;
    },
    keyOf(url) {
      if (!url.startsWith(base)) return mediaKeyOf(url);
      const key = url.slice(base.length).split(/[?#]/)[0];
      return isValidKey(key) ? key : null;
    },
    objectUrl(key) {
      return `${base}${checkedKey(key)}`;
    },
  };
}

/**
 * The storage this server's config asks for: the S3 bucket when S3_BUCKET is set, the local disk
 * under DATA_DIR/uploads otherwise. With S3, deleting a key also removes a copy left on this
 * server's disk from before the move (otherwise `/media/` would keep serving it).
 */
export function createStorage(config: Config): Storage {
  const local = createLocalStorage({ root: config.uploadsDir });
  if (!config.s3) return local;
  const bucket = createS3Storage(config.s3);
  return {
    ...bucket,
    async delete(key) {
      await Promise.all([bucket.delete(key), local.delete(key)]);
    },
  };
}
