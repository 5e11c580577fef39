import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppInstance } from '../app-instance.ts';
import { seedTestCatalogue, type TestCatalogue } from '../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext, testConfig } from '../test/helpers.ts';
import { closeTestApp } from '../test/order-fixtures.ts';
import { type FormFile, sendForm, testImage } from './multipart.test-support.ts';
import { type LocalS3, startLocalS3 } from './s3-local.test-support.ts';
import { createS3Storage, type S3Storage } from './storage.ts';
import { migrateUploads } from './upload-migration.ts';

/**
 * Two app instances on one database and one bucket, each with its own (empty) uploads folder, as
 * two machines behind a load balancer (one JWT secret): what one stores, the other serves
 * (decision 031).
 */
describe(`uploads in an S3 bucket, two instances (${dbKind})`, () => {
  let s3: LocalS3;
  let ctx: TestContext;
  let other: AppInstance;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let bucket: S3Storage;

  const upload = (app: AppInstance, file: FormFile) =>
    sendForm(app, {
      method: 'POST',
      url: '/api/uploads/images/',
      fields: {},
      files: { image: file },
      headers: staff,
    });
  /** GET through an instance, then follow its redirect over real HTTP as a browser would. */
  const load = async (app: AppInstance, url: string) => {
    const first = await app.inject({ method: 'GET', url });
    if (first.statusCode !== 302) return { first, final: null };
    const final = await fetch(first.headers.location as string);
    return { first, final };
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = createS3Storage(s3.s3);
    ctx = await createTestApp({ s3: s3.s3 });
    other = await buildApp({
      db: ctx.database.db,
      config: testConfig({ s3: s3.s3, jwtSecret: ctx.config.jwtSecret }),
      logger: false,
    });
    await other.ready();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(async () => {
    await other?.close();
    await closeTestApp(ctx);
    bucket?.destroy();
    await s3?.close();
  });

  it('stores an upload in the bucket, not on the disk, under a /media/ URL both instances serve', async () => {
    const response = await upload(ctx.app, {
      bytes: await testImage('jpeg', 1600, 1200),
      filename: 'foto.jpg',
    });
    expect(response.statusCode).toBe(201);
    const { image, image_small } = response.json();
    expect(image).toMatch(/^\/media\/products\/[a-z0-9-]+-1000\.webp$/);
    expect(image_small).toBe(image.replace('-1000.webp', '-400.webp'));
    const key = image.slice('/media/'.length);
    expect(existsSync(path.join(ctx.config.uploadsDir, key))).toBe(false);
    expect(await bucket.has(key)).toBe(true);

    for (const app of [ctx.app, other]) {
      const { first, final } = await load(app, image);
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe(`${s3.s3.publicUrl}/${key}`);
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      expect(final?.status).toBe(200);
      expect(final?.headers.get('content-type')).toBe('image/webp');
    }
    // The page may load images from the bucket (the redirect's target).
    const page = await ctx.app.inject({ method: 'GET', url: '/api/brands/' });
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`img-src[^;]*${s3.endpoint}`));
  });

  it('saves a product with the uploaded image through the other instance (the contract takes /media/ URLs)', async () => {
    const { image } = (
      await upload(ctx.app, { bytes: await testImage('png', 800, 800), filename: 'a.png' })
    ).json();
    const created = await other.inject({
      method: 'POST',
      url: '/api/products/',
      headers: staff,
      payload: { name: 'Maceta en el bucket', category: data.categories.sustratos.id, price: 1000, image },
    });
    expect(created.statusCode).toBe(201);
    const { final } = await load(ctx.app, created.json().image);
    expect(final?.status).toBe(200);
  });

  it('deletes a replaced brand logo from the bucket, whichever instance does it', async () => {
    const logo = { bytes: await testImage('png', 600, 300), filename: 'logo.png' };
    const created = await sendForm(ctx.app, {
      method: 'POST',
      url: '/api/brands/',
      fields: { name: 'Marca en S3' },
      files: { logo },
      headers: staff,
    });
    expect(created.statusCode).toBe(201);
    const first = created.json().logo as string;
    expect(await bucket.has(first.slice('/media/'.length))).toBe(true);
    const updated = await sendForm(other, {
      method: 'PATCH',
      url: `/api/brands/${created.json().id}/`,
      fields: {},
      files: { logo: { bytes: await testImage('webp', 300, 300), filename: 'b.webp' } },
      headers: staff,
    });
    expect(updated.statusCode).toBe(200);
    expect(await bucket.has(first.slice('/media/'.length))).toBe(false);
    expect(await bucket.has((updated.json().logo as string).slice('/media/'.length))).toBe(true);
    expect((await load(ctx.app, first)).final?.status).toBe(404);
  });

  it('keeps serving old /media/ files from the disk, and from the bucket once migrate-uploads copied them', async () => {
    const key = 'products/antigua-1000.webp';
    const bytes = await testImage('webp', 100, 100);
    mkdirSync(path.join(ctx.config.uploadsDir, 'products'), { recursive: true });
    writeFileSync(path.join(ctx.config.uploadsDir, key), bytes);
    // The instance that has the file serves it; the other points at the bucket, which lacks it yet.
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);
    expect((await load(other, `/media/${key}`)).final?.status).toBe(404);
    const summary = await migrateUploads({ uploadsDir: ctx.config.uploadsDir, target: bucket });
    expect(summary).toMatchObject({ copied: 1, failed: 0 });
    const { final } = await load(other, `/media/${key}`);
    expect(final?.status).toBe(200);
    expect(Buffer.from(await final!.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 for /media/ names that cannot be keys and for writes', async () => {
    for (const url of ['/media/../../etc/passwd', '/media/Products/A.webp', '/media/']) {
      expect((await other.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await other.inject({ method: 'POST', url: '/media/products/x-1000.webp' })).statusCode).toBe(404);
  });
});
