import { existsSync } from 'node:fs';
import path from 'node:path';
import { BANNER_DESKTOP_IMAGE_REQUIRED, BANNER_LINK_NOT_VALID } from '@mayorista/shared/content';
import { IMAGE_NOT_VALID } from '@mayorista/shared/media';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, heroBanners } from '../../db/schema/index.ts';
import { type FormFile, sendForm, testImage } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

describe(`carousel admin API (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  let desktop: FormFile;
  let mobile: FormFile;

  const form = (
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string>,
    files: Record<string, FormFile> = {},
    headers = staff,
  ) => sendForm(ctx.app, { method, url, fields, files, headers });
  const fileOf = (url: string) => path.join(ctx.config.uploadsDir, url.replace(/^\/media\//, ''));
  const homeBanners = async (headers: Record<string, string> = {}) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/uploads/carousel/', headers })).json() as {
      id: number;
      title: string;
    }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    desktop = {
      bytes: await testImage('jpeg', 2400, 900),
      filename: 'desktop.jpg',
      contentType: 'image/jpeg',
    };
    mobile = { bytes: await testImage('png', 900, 1200), filename: 'mobile.png', contentType: 'image/png' };
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403)', async () => {
    expect(
      (await form('POST', '/api/uploads/carousel/', { title: 'X' }, { desktop_image: desktop }, {}))
        .statusCode,
    ).toBe(401);
    expect(
      (await form('POST', '/api/uploads/carousel/', { title: 'X' }, { desktop_image: desktop }, buyer))
        .statusCode,
    ).toBe(403);
    expect((await form('PATCH', '/api/uploads/carousel/1/', { title: 'X' }, {}, buyer)).statusCode).toBe(403);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/uploads/carousel/1/',
      headers: buyer,
    });
    expect(remove.statusCode).toBe(403);
  });

  it('creates a banner with desktop and mobile WebP images and the defaults of §9', async () => {
    const response = await form(
      'POST',
      '/api/uploads/carousel/',
      { title: 'Temporada de cultivo', description: 'Todo para tu cultivo', button_text: 'Ver más' },
      { desktop_image: desktop, mobile_image: mobile },
    );
    expect(response.statusCode).toBe(201);
    const banner = response.json();
    expect(banner).toMatchObject({
      title: 'Temporada de cultivo',
      description: 'Todo para tu cultivo',
      button_text: 'Ver más',
      link: '/productos',
      primaryLink: '/productos',
      order: 0,
      is_active: true,
    });
    expect(banner.desktop_image).toMatch(/^\/media\/banners\/[a-z0-9-]+-1600\.webp$/);
    expect(banner.mobile_image).toMatch(/^\/media\/banners\/[a-z0-9-]+-800\.webp$/);
    expect(banner.image).toBe(banner.desktop_image);
    expect(banner.mobileImage).toBe(banner.mobile_image);
    expect(await sharp(fileOf(banner.desktop_image)).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 600,
    });
    expect(await sharp(fileOf(banner.mobile_image)).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 800,
    });
    expect((await homeBanners()).map((item) => item.id)).toContain(banner.id);
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'banner'), eq(activityLog.entityId, String(banner.id))));
    expect(entry).toMatchObject({ action: 'create', summary: 'Banner creado: Temporada de cultivo' });
  });

  it('requires the desktop image and checks every field', async () => {
    const missing = await form('POST', '/api/uploads/carousel/', { title: 'Sin imagen' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ desktop_image: [BANNER_DESKTOP_IMAGE_REQUIRED] });
    const badLink = await form(
      'POST',
      '/api/uploads/carousel/',
      { link: 'javascript:alert(1)' },
      { desktop_image: desktop },
    );
    expect(badLink.json()).toEqual({ link: [BANNER_LINK_NOT_VALID] });
    const badOrder = await form(
      'POST',
      '/api/uploads/carousel/',
      { order: 'primero' },
      { desktop_image: desktop },
    );
    expect(Object.keys(badOrder.json())).toEqual(['order']);
    const renamed = await form(
      'POST',
      '/api/uploads/carousel/',
      { title: 'Trucho' },
      {
        desktop_image: {
          bytes: Buffer.from('hola, soy un texto'),
          filename: 'banner.jpg',
          contentType: 'image/jpeg',
        },
      },
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ desktop_image: [IMAGE_NOT_VALID] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/carousel/',
      headers: staff,
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const rows = await ctx.database.db.select().from(heroBanners);
    expect(rows.map((row) => row.title)).not.toContain('Trucho');
  });

  it('updates part of a banner; a new image replaces the old file', async () => {
    const created = (
      await form('POST', '/api/uploads/carousel/', { title: 'Editable' }, { desktop_image: desktop })
    ).json();
    const response = await form(
      'PATCH',
      `/api/uploads/carousel/${created.id}/`,
      { link: 'https://ejemplo.com/promo', order: '3' },
      { desktop_image: { bytes: await testImage('webp', 800, 300), filename: 'nuevo.webp' } },
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      title: 'Editable',
      link: 'https://ejemplo.com/promo',
      order: 3,
      is_active: true,
    });
    expect(updated.desktop_image).not.toBe(created.desktop_image);
    expect(existsSync(fileOf(created.desktop_image))).toBe(false);
    expect(existsSync(fileOf(updated.desktop_image))).toBe(true);
    const missing = await form('PATCH', '/api/uploads/carousel/999999/', { title: 'Nadie' });
    expect(missing.statusCode).toBe(404);
  });

  it('hides an inactive banner from the home on the next request; admins still see it', async () => {
    const created = (
      await form('POST', '/api/uploads/carousel/', { title: 'Pasajero' }, { desktop_image: desktop })
    ).json();
    expect((await homeBanners()).map((item) => item.id)).toContain(created.id);
    const off = await form('PATCH', `/api/uploads/carousel/${created.id}/`, { is_active: 'false' });
    expect(off.json().is_active).toBe(false);
    expect((await homeBanners()).map((item) => item.id)).not.toContain(created.id);
    expect((await homeBanners(buyer)).map((item) => item.id)).not.toContain(created.id);
    expect((await homeBanners(staff)).map((item) => item.id)).toContain(created.id);
  });

  it('deletes a banner with its image files', async () => {
    const created = (
      await form(
        'POST',
        '/api/uploads/carousel/',
        { title: 'Borrable' },
        { desktop_image: desktop, mobile_image: mobile },
      )
    ).json();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/uploads/carousel/${created.id}/`,
      headers: staff,
    });
    expect(response.statusCode).toBe(204);
    expect(existsSync(fileOf(created.desktop_image))).toBe(false);
    expect(existsSync(fileOf(created.mobile_image))).toBe(false);
    expect((await homeBanners(staff)).map((item) => item.id)).not.toContain(created.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/uploads/carousel/${created.id}/`,
      headers: staff,
    });
    expect(again.statusCode).toBe(404);
  });
});
