import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from './s3-local.test-support.ts';
import { createS3Storage, type S3Storage } from './storage.ts';
import { migrateUploads } from './upload-migration.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A DATA_DIR whose uploads folder holds what the local driver writes, plus two strays. */
function dataDirWithUploads(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-migrate-'));
  const uploads = path.join(dataDir, 'uploads');
  for (const folder of ['products', 'brands', 'banners'])
    mkdirSync(path.join(uploads, folder), { recursive: true });
  writeFileSync(path.join(uploads, 'products', 'a-1000.webp'), 'producto grande');
  writeFileSync(path.join(uploads, 'products', 'a-400.webp'), 'producto chico');
  writeFileSync(path.join(uploads, 'brands', 'marca-400.webp'), 'logo');
  writeFileSync(path.join(uploads, 'banners', 'foto.jpg'), 'banner viejo');
  // A write cut short and a name no upload gets: left alone.
  writeFileSync(path.join(uploads, 'products', 'b-1000.webp.1a2b3c.partial'), 'mitad');
  writeFileSync(path.join(uploads, 'Thumbs.DB'), 'x');
  return dataDir;
}

describe('migrate-uploads: local uploads to the bucket', () => {
  let s3: LocalS3;
  let bucket: S3Storage;
  const dirs: string[] = [];

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = createS3Storage(s3.s3);
  });
  afterAll(async () => {
    bucket?.destroy();
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies every upload under its key with its type, then skips them all on a second run', async () => {
    const dataDir = dataDirWithUploads();
    dirs.push(dataDir);
    const lines: string[] = [];
    const uploadsDir = path.join(dataDir, 'uploads');
    const first = await migrateUploads({ uploadsDir, target: bucket, log: (line) => lines.push(line) });
    expect(first).toEqual({ copied: 4, skipped: 0, failed: 0, ignored: 2 });
    expect(lines[0]).toBe(`6 archivos en ${uploadsDir}`);
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\[\d\/6\] copiado banners\/foto\.jpg \(1 KB\)$/)]),
    );
    expect(lines.some((line) => line.includes('ignorado') && line.includes('Thumbs.DB'))).toBe(true);

    const logo = await fetch(bucket.objectUrl('brands/marca-400.webp'));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(await logo.text()).toBe('logo');
    const banner = await fetch(bucket.objectUrl('banners/foto.jpg'));
    expect(banner.headers.get('content-type')).toBe('image/jpeg');

    const second = await migrateUploads({ uploadsDir, target: bucket });
    expect(second).toEqual({ copied: 0, skipped: 4, failed: 0, ignored: 2 });
  });

  it('does nothing without an uploads folder', async () => {
    const summary = await migrateUploads({
      uploadsDir: path.join(os.tmpdir(), 'no-existe-xyz'),
      target: bucket,
    });
    expect(summary).toEqual({ copied: 0, skipped: 0, failed: 0, ignored: 0 });
  });

  it('runs as `npm run migrate-uploads`: progress, a summary, and exit 1 when a copy fails', async () => {
    const run = promisify(execFile);
    const dataDir = dataDirWithUploads();
    dirs.push(dataDir);
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'migracion-cli',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const script = ['--import', 'tsx', 'apps/server/src/migrate-uploads.ts'];
    // No such bucket yet: every copy fails, and the command says so.
    const failing = await run(process.execPath, script, { cwd: root, env }).catch((error) => error);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/ERROR products\/a-1000\.webp/);
    expect(failing.stdout).toMatch(/0 copiados, 0 ya estaban, 4 con error, 2 ignorados/);

    await (await bucket.client()).send(
      new (await import('@aws-sdk/client-s3')).CreateBucketCommand({ Bucket: 'migracion-cli' }),
    );
    const ok = await run(process.execPath, script, { cwd: root, env });
    expect(ok.stdout).toMatch(/Copiando .* al bucket "migracion-cli"/);
    expect(ok.stdout).toMatch(/4 copiados, 0 ya estaban, 0 con error, 2 ignorados/);
    const again = await run(process.execPath, script, { cwd: root, env });
    expect(again.stdout).toMatch(/0 copiados, 4 ya estaban, 0 con error/);

    const unset = await run(process.execPath, script, {
      cwd: root,
      env: { PATH: env.PATH, DATA_DIR: dataDir },
    }).catch((error) => error);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/falta S3_BUCKET/);
  });
});
