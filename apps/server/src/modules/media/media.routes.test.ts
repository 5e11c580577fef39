import { IMAGE_NOT_VALID, IMAGE_REQUIRED, IMAGE_TOO_LARGE } from '@mayorista/shared/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { type FormFile, multipartBody, testImage } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

describe(`image upload API (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const upload = (files: Record<string, FormFile>, headers = staff, fields: Record<string, string> = {}) => {
    const body = multipartBody(fields, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/images/',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('is for staff only', async () => {
    const image = { bytes: await testImage('png', 50, 50), filename: 'a.png' };
    expect((await upload({ image }, {})).statusCode).toBe(401);
    expect((await upload({ image }, buyer)).statusCode).toBe(403);
  });

  it('answers the 1000 px image and its 400 px variant, both served as WebP', async () => {
    const response = await upload({
      image: { bytes: await testImage('jpeg', 1600, 1600), filename: 'foto.JPG' },
    });
    expect(response.statusCode).toBe(201);
    const { image, image_small } = response.json();
    expect(image).toMatch(/^\/media\/products\/[a-z0-9-]+-1000\.webp$/);
    expect(image_small).toBe(image.replace('-1000.webp', '-400.webp'));
    for (const url of [image, image_small]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const entries = await ctx.database.db.select().from(activityLog).where(eq(activityLog.entity, 'image'));
    expect(entries.map((entry) => entry.summary)).toContain(`Imagen subida: ${image}`);
  });

  it('refuses a renamed text file, a missing file and a file over 10 MB', async () => {
    const text = await upload({
      image: { bytes: Buffer.from('hola'), filename: 'foto.jpg', contentType: 'image/jpeg' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ image: [IMAGE_NOT_VALID] });
    const none = await upload({}, staff, { name: 'sin archivo' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ image: [IMAGE_REQUIRED] });
    const otherField = await upload({ foto: { bytes: await testImage('png', 20, 20), filename: 'a.png' } });
    expect(otherField.json()).toEqual({ image: [IMAGE_REQUIRED] });
    const big = await upload({ image: { bytes: Buffer.alloc(10 * 1024 * 1024 + 10), filename: 'big.jpg' } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: IMAGE_TOO_LARGE });
  });

  it('refuses more than two files and JSON bodies with Spanish bodies', async () => {
    const png = { bytes: await testImage('png', 20, 20), filename: 'a.png' };
    const many = await upload({ image: png, a: png, b: png });
    expect(many.statusCode).toBe(413);
    expect(many.json().detail).toMatch(/demasiados/);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/images/',
      headers: staff,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toMatch(/multipart\/form-data/);
  });
});
