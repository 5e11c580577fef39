import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../config.ts';

export type LocalS3 = {
  /** `http://127.0.0.1:<port>`, what S3_ENDPOINT would be. */
  endpoint: string;
  /** The config an app under test gets (path-style, s3rver's fixed keys, public URL endpoint/bucket). */
  s3: NonNullable<Config['s3']>;
  /** The bucket's files on disk (s3rver keeps one folder per bucket). */
  directory: string;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port with its own temporary folder and
 * one bucket, for tests: objects are put over HTTP with the AWS SDK and read back anonymously, as
 * a browser would.
 */
export async function startLocalS3(bucket = 'mayorista-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mayorista-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    directory,
    s3: {
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/${bucket}`,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
