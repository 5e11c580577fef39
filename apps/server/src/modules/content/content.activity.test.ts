import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heroBanners } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { type FormFile, sendForm, testImage } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

// The real activity log, made to fail once when a test asks for it.
vi.mock('../../lib/activity.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/activity.ts')>();
  return { ...real, recordActivity: vi.fn(real.recordActivity) };
});
const failNextEntry = () => vi.mocked(recordActivity).mockRejectedValueOnce(new Error('activity log down'));

describe(`carousel writes and their activity entries are one transaction (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let desktop: FormFile;

  const bannerFiles = () => {
    try {
      return readdirSync(path.join(ctx.config.uploadsDir, 'banners')).sort();
    } catch {
      return [];
    }
  };
  const rowsTitled = (title: string) =>
    ctx.database.db.select().from(heroBanners).where(eq(heroBanners.title, title));

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    desktop = { bytes: await testImage('jpeg', 1600, 600), filename: 'd.jpg', contentType: 'image/jpeg' };
  });
  afterAll(() => closeTestApp(ctx));

  it('a create whose entry fails leaves no banner and no files', async () => {
    const filesBefore = bannerFiles();
    failNextEntry();
    const response = await sendForm(ctx.app, {
      method: 'POST',
      url: '/api/uploads/carousel/',
      fields: { title: 'Sin registro' },
      files: { desktop_image: desktop },
      headers: staff,
    });
    expect(response.statusCode).toBe(500);
    expect(await rowsTitled('Sin registro')).toEqual([]);
    expect(bannerFiles()).toEqual(filesBefore);
  });

  it('an update or a delete whose entry fails changes nothing', async () => {
    const created = await sendForm(ctx.app, {
      method: 'POST',
      url: '/api/uploads/carousel/',
      fields: { title: 'Intacto' },
      files: { desktop_image: desktop },
      headers: staff,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };

    failNextEntry();
    const update = await sendForm(ctx.app, {
      method: 'PATCH',
      url: `/api/uploads/carousel/${id}/`,
      fields: { title: 'Cambiado', is_active: 'false' },
      headers: staff,
    });
    expect(update.statusCode).toBe(500);
    expect(await rowsTitled('Intacto')).toMatchObject([{ id, isActive: true }]);

    failNextEntry();
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/uploads/carousel/${id}/`,
      headers: staff,
    });
    expect(remove.statusCode).toBe(500);
    expect(await rowsTitled('Intacto')).toHaveLength(1);
  });
});
