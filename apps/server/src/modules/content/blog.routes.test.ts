import { BLOG_MESSAGES } from '@mayorista/shared/blog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { SLUG_TAKEN } from './blog.service.ts';

describe(`blog API (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const create = (payload: Record<string, unknown>, headers = staff) =>
    ctx.app.inject({ method: 'POST', url: '/api/blog/admin/posts/', headers, payload });
  const patch = (id: number, payload: Record<string, unknown>, headers = staff) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/blog/admin/posts/${id}/`, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    [{ headers: buyer }] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'lector' });
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403) on every admin route', async () => {
    const { id } = (await create({ title: 'Roles' })).json();
    const calls = (headers: Record<string, string>) => [
      get('/api/blog/admin/posts/', headers),
      get(`/api/blog/admin/posts/${id}/`, headers),
      create({ title: 'X' }, headers),
      patch(id, { title: 'X' }, headers),
      ctx.app.inject({ method: 'DELETE', url: `/api/blog/admin/posts/${id}/`, headers }),
    ];
    for (const response of await Promise.all(calls({}))) expect(response.statusCode).toBe(401);
    for (const response of await Promise.all(calls(buyer))) expect(response.statusCode).toBe(403);
    expect((await get(`/api/blog/admin/posts/${id}/`, staff)).json().title).toBe('Roles');
  });

  it('makes the slug from the title, unique with -2 and -3, and keeps a typed one', async () => {
    const first = (await create({ title: '  Cómo armar tu Indoor ' })).json();
    expect(first.title).toBe('Cómo armar tu Indoor');
    expect(first.slug).toBe('como-armar-tu-indoor');
    expect((await create({ title: 'Cómo armar tu indoor' })).json().slug).toBe('como-armar-tu-indoor-2');
    expect((await create({ title: 'como armar tu INDOOR', slug: '' })).json().slug).toBe(
      'como-armar-tu-indoor-3',
    );
    const typed = await create({ title: 'Otro', slug: 'Mi-Slug' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().slug).toBe('mi-slug');
    const clash = await create({ title: 'Otro más', slug: 'como-armar-tu-indoor' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ slug: [SLUG_TAKEN] });
    const edited = await patch(typed.json().id, { slug: 'como-armar-tu-indoor-2' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ slug: [SLUG_TAKEN] });
    const renamed = await patch(typed.json().id, { slug: 'nuevo-slug' });
    expect(renamed.json().slug).toBe('nuevo-slug');
    const bad = await create({ title: 'Mal', slug: 'con espacios' });
    expect(bad.json()).toEqual({ slug: [BLOG_MESSAGES.slugNotValid] });
  });

  it('validates the title and the cover image', async () => {
    expect((await create({ title: '   ' })).json()).toEqual({ title: [BLOG_MESSAGES.titleRequired] });
    expect((await create({ title: 'x'.repeat(201) })).json()).toEqual({
      title: [BLOG_MESSAGES.titleTooLong],
    });
    for (const cover of ['https://evil.example.com/a.png', '/media/../etc/passwd', 'javascript:alert(1)']) {
      const response = await create({ title: 'Portada', cover_image: cover });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ cover_image: [BLOG_MESSAGES.cover] });
    }
    const ok = await create({ title: 'Con portada', cover_image: '/media/products/abc-1000.webp' });
    expect(ok.json().cover_image).toBe('/media/products/abc-1000.webp');
    expect((await patch(ok.json().id, { cover_image: null })).json().cover_image).toBeNull();
  });

  it('sanitizes the body on create and on edit (no script, no event handlers)', async () => {
    const response = await create({
      title: 'Markup',
      body: '<p onclick="x()">Hola <strong>mundo</strong></p><script>alert(1)</script><a href="javascript:alert(1)">y</a>',
    });
    const post = response.json();
    expect(post.body).toBe('<p>Hola <strong>mundo</strong></p><a rel="noopener noreferrer">y</a>');
    expect(post.body).not.toMatch(/script|onclick|javascript/);
    const edited = (await patch(post.id, { body: '<h2>Título</h2><img src=x onerror="alert(1)">' })).json();
    expect(edited.body).toBe('<h2>Título</h2>');
  });

  it('hides drafts from the public (list and 404 by slug) and shows them to staff', async () => {
    const draft = (await create({ title: 'Borrador secreto', excerpt: 'No se ve' })).json();
    expect(draft).toMatchObject({ is_published: false, published_at: null });
    const publicList = (await get('/api/blog/posts/?page=1')).json();
    expect(publicList.results.map((post: { slug: string }) => post.slug)).not.toContain(draft.slug);
    expect((await get(`/api/blog/posts/${draft.slug}/`)).statusCode).toBe(404);
    expect((await get(`/api/blog/posts/${draft.slug}/`, buyer)).statusCode).toBe(404);
    expect((await get(`/api/blog/posts/${draft.slug}/`, staff)).json().title).toBe('Borrador secreto');
    const admin = (await get('/api/blog/admin/posts/?search=secreto', staff)).json();
    expect(admin.results.map((post: { id: number }) => post.id)).toEqual([draft.id]);
    expect((await get('/api/blog/posts/no-existe/')).json()).toEqual({ detail: BLOG_MESSAGES.notFound });
    expect((await get('/api/blog/admin/posts/999999/', staff)).statusCode).toBe(404);
    expect((await patch(999999, { title: 'X' })).statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/blog/admin/posts/999999/',
      headers: staff,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('dates a post when first published, lists published posts newest first and pages them', async () => {
    const before = Date.now();
    const older = (await create({ title: 'Primera publicada', is_published: true })).json();
    expect(Date.parse(older.published_at)).toBeGreaterThanOrEqual(before - 1000);
    const newer = (
      await create({ title: 'Segunda publicada', is_published: true, published_at: '2099-01-01T12:00:00Z' })
    ).json();
    expect(newer.published_at).toBe('2099-01-01T12:00:00.000Z');
    // Unpublishing and publishing again keeps the first date.
    await patch(older.id, { is_published: false });
    const again = (await patch(older.id, { is_published: true })).json();
    expect(again.published_at).toBe(older.published_at);

    const page = (await get('/api/blog/posts/')).json();
    const slugs = page.results.map((post: { slug: string }) => post.slug);
    expect(slugs.indexOf(newer.slug)).toBe(0);
    expect(slugs).toContain(older.slug);
    expect(page.results[0]).toEqual({
      id: newer.id,
      title: 'Segunda publicada',
      slug: newer.slug,
      excerpt: '',
      cover_image: null,
      published_at: newer.published_at,
    });
    expect(page).toMatchObject({ current_page: 1, previous: null });
    const read = (await get(`/api/blog/posts/${older.slug}/`)).json();
    expect(read).toMatchObject({ title: 'Primera publicada', is_published: true });

    for (let n = 0; n < 9; n++) await create({ title: `Relleno ${n}`, is_published: true });
    const first = (await get('/api/blog/posts/')).json();
    expect(first.results).toHaveLength(9);
    expect(first.total_pages).toBeGreaterThanOrEqual(2);
    expect(first.next).toBe('/api/blog/posts/?page=2');
    const second = (await get('/api/blog/posts/?page=2')).json();
    expect(second.results.length).toBeGreaterThan(0);
  });

  it('records an activity entry for each write and deletes the post', async () => {
    const post = (await create({ title: 'Para borrar' })).json();
    await patch(post.id, { title: 'Para borrar ya', is_published: true });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blog/admin/posts/${post.id}/`,
      headers: staff,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/blog/admin/posts/${post.id}/`, staff)).statusCode).toBe(404);
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'blog_post'), eq(activityLog.entityId, String(post.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(entries.find((entry) => entry.action === 'update')?.summary).toContain('publicada');
  });
});
