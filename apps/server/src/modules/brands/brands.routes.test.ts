import { existsSync } from 'node:fs';
import path from 'node:path';
import { BRAND_NAME_REQUIRED, BRAND_NAME_TAKEN } from '@mayorista/shared/brands';
import { IMAGE_NOT_VALID, IMAGE_TOO_LARGE } from '@mayorista/shared/media';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, brands, products } from '../../db/schema/index.ts';
import { type FormFile, sendForm, testImage } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

describe(`brands admin API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const form = (
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string>,
    files: Record<string, FormFile> = {},
    headers = staff,
  ) => sendForm(ctx.app, { method, url, fields, files, headers });
  const fileOf = (url: string) => path.join(ctx.config.uploadsDir, url.replace(/^\/media\//, ''));
  const storefrontBrands = async (headers: Record<string, string> = {}) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/brands/', headers })).json() as { name: string }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403) on every write', async () => {
    const anonymous = await form('POST', '/api/brands/', { name: 'X' }, {}, {});
    expect(anonymous.statusCode).toBe(401);
    const writes = [
      form('POST', '/api/brands/', { name: 'X' }, {}, buyer),
      form('PATCH', `/api/brands/${data.brands.lumen.id}/`, { name: 'X' }, {}, buyer),
      ctx.app.inject({
        method: 'POST',
        url: `/api/brands/${data.brands.lumen.id}/toggle_active/`,
        headers: buyer,
      }),
      ctx.app.inject({ method: 'DELETE', url: `/api/brands/${data.brands.lumen.id}/`, headers: buyer }),
      ctx.app.inject({ method: 'POST', url: '/api/brands/reorder/', headers: buyer, payload: { items: [] } }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
  });

  it('creates a brand with a logo stored as a 400 px WebP and served under /media/', async () => {
    const png = await testImage('png', 1200, 600);
    const response = await form(
      'POST',
      '/api/brands/',
      { name: '  Nueva Marca ', website_url: 'https://nueva.example.com', is_active: 'true', order: '7' },
      { logo: { bytes: png, filename: 'logo.png', contentType: 'image/png' } },
    );
    expect(response.statusCode).toBe(201);
    const brand = response.json();
    expect(brand).toMatchObject({
      name: 'Nueva Marca',
      website_url: 'https://nueva.example.com',
      is_active: true,
      order: 7,
    });
    expect(brand.logo).toMatch(/^\/media\/brands\/[a-z0-9-]+-400\.webp$/);
    expect(brand.logo_url).toBe(brand.logo);
    const metadata = await sharp(fileOf(brand.logo)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 200 });
    const served = await ctx.app.inject({ method: 'GET', url: brand.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'brand'), eq(activityLog.entityId, String(brand.id))));
    expect(entry).toMatchObject({ action: 'create', summary: 'Marca creada: Nueva Marca' });
  });

  it('applies the defaults of a bare name: active, order 0, no logo', async () => {
    const response = await form('POST', '/api/brands/', { name: 'Solo Nombre' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Solo Nombre',
      website_url: '',
      is_active: true,
      order: 0,
      logo: null,
    });
  });

  it('requires a name and refuses a taken one, ignoring case', async () => {
    const missing = await form('POST', '/api/brands/', { website_url: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: [BRAND_NAME_REQUIRED] });
    const blank = await form('POST', '/api/brands/', { name: '   ' });
    expect(blank.json()).toEqual({ name: [BRAND_NAME_REQUIRED] });
    const taken = await form('POST', '/api/brands/', { name: 'lumen' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [BRAND_NAME_TAKEN] });
    const renamed = await form('PATCH', `/api/brands/${data.brands.growmax.id}/`, { name: 'LUMEN' });
    expect(renamed.json()).toEqual({ name: [BRAND_NAME_TAKEN] });
    const sameName = await form('PATCH', `/api/brands/${data.brands.lumen.id}/`, { name: 'Lumen' });
    expect(sameName.statusCode).toBe(200);
  });

  it('validates the other fields with Spanish messages', async () => {
    const response = await form('POST', '/api/brands/', {
      name: 'Otra',
      website_url: 'javascript:alert(1)',
      is_active: 'quizás',
      order: '-3',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['is_active', 'order', 'website_url']);
    const control = await form('POST', '/api/brands/', { name: 'a\u0000b' });
    expect(control.json()).toEqual({ name: ['El texto contiene caracteres no permitidos.'] });
  });

  it('refuses a text file renamed to .png, and stores nothing for it', async () => {
    const before = await ctx.database.db.select().from(brands);
    const response = await form(
      'POST',
      '/api/brands/',
      { name: 'Marca Trucha' },
      {
        logo: { bytes: Buffer.from('esto no es una imagen'), filename: 'logo.png', contentType: 'image/png' },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ logo: [IMAGE_NOT_VALID] });
    expect(await ctx.database.db.select().from(brands)).toHaveLength(before.length);
  });

  it('refuses a logo over 10 MB with 413', async () => {
    const response = await form(
      'POST',
      '/api/brands/',
      { name: 'Pesada' },
      {
        logo: { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), filename: 'big.png', contentType: 'image/png' },
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: IMAGE_TOO_LARGE });
  });

  it('answers 415 to JSON and 400 to broken multipart, with Spanish bodies', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/brands/',
      headers: staff,
      payload: { name: 'JSON' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toMatch(/multipart\/form-data/);
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/brands/',
      headers: { ...staff, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\ngarbage\r\n--xyz--',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ name: [BRAND_NAME_REQUIRED] });
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/api/brands/',
      headers: { ...staff, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCortada',
    });
    // A form cut short loses its last field: the answer names what is missing.
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ name: [BRAND_NAME_REQUIRED] });
    const noBoundary = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/brands/${data.brands.lumen.id}/`,
      headers: { ...staff, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/brands/', headers: staff });
    expect(empty.statusCode).toBe(415);
  });

  it('updates part of a brand; a new logo replaces the old file', async () => {
    const created = (
      await form(
        'POST',
        '/api/brands/',
        { name: 'Con Logo' },
        { logo: { bytes: await testImage('jpeg'), filename: 'a.jpg' } },
      )
    ).json();
    const response = await form(
      'PATCH',
      `/api/brands/${created.id}/`,
      { website_url: 'https://logo.example.com' },
      { logo: { bytes: await testImage('webp', 300, 300), filename: 'b.webp' } },
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name: 'Con Logo',
      website_url: 'https://logo.example.com',
      is_active: true,
    });
    expect(updated.logo).not.toBe(created.logo);
    expect(existsSync(fileOf(updated.logo))).toBe(true);
    expect(existsSync(fileOf(created.logo))).toBe(false);
    const missing = await form('PATCH', '/api/brands/999999/', { name: 'Nadie' });
    expect(missing.statusCode).toBe(404);
  });

  it('toggles a brand: inactive brands leave the storefront list on the next request, admins still see them', async () => {
    expect((await storefrontBrands()).map((brand) => brand.name)).toContain('Lumen');
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/brands/${data.brands.lumen.id}/toggle_active/`,
      headers: staff,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await storefrontBrands()).map((brand) => brand.name)).not.toContain('Lumen');
    expect((await storefrontBrands(buyer)).map((brand) => brand.name)).not.toContain('Lumen');
    const products = await ctx.app.inject({ method: 'GET', url: '/api/products/brands/' });
    expect(products.json().map((brand: { name: string }) => brand.name)).not.toContain('Lumen');
    const admin = await storefrontBrands(staff);
    expect(admin.map((brand) => brand.name)).toEqual(expect.arrayContaining(['Lumen', 'Marca Vieja']));
    const on = await ctx.app.inject({
      method: 'POST',
      url: `/api/brands/${data.brands.lumen.id}/toggle_active/`,
      headers: staff,
    });
    expect(on.json().is_active).toBe(true);
    expect((await storefrontBrands()).map((brand) => brand.name)).toContain('Lumen');
  });

  it('reorders brands and keeps the order', async () => {
    const { growmax, lumen } = data.brands;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/brands/reorder/',
      headers: staff,
      payload: {
        items: [
          { id: lumen.id, order: 0 },
          { id: growmax.id, order: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const names = (await storefrontBrands()).map((brand) => brand.name);
    expect(names.indexOf('Lumen')).toBeLessThan(names.indexOf('GrowMax'));
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/brands/reorder/',
      headers: staff,
      payload: {
        items: [
          { id: lumen.id, order: 5 },
          { id: 999999, order: 1 },
        ],
      },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(brands).where(eq(brands.id, lumen.id));
    expect(row.order).toBe(0);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/brands/reorder/',
      headers: staff,
      payload: { items: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ items: ['Envía la lista de marcas con su id y su orden.'] });
  });

  it('deletes a brand: its products stay without brand and its logo file goes', async () => {
    const created = (
      await form(
        'POST',
        '/api/brands/',
        { name: 'Efímera' },
        { logo: { bytes: await testImage('png'), filename: 'e.png' } },
      )
    ).json();
    await ctx.database.db
      .update(products)
      .set({ brandId: created.id })
      .where(eq(products.id, data.products.picador.id));
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/brands/${created.id}/`,
      headers: staff,
    });
    expect(response.statusCode).toBe(204);
    const [product] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, data.products.picador.id));
    expect(product.brandId).toBeNull();
    expect(existsSync(fileOf(created.logo))).toBe(false);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/brands/${created.id}/`,
      headers: staff,
    });
    expect(again.statusCode).toBe(404);
  });
});
