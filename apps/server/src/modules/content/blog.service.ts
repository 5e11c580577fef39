import {
  BLOG_MESSAGES,
  type BlogPost,
  type BlogPostCreateValues,
  type BlogPostSummary,
  type BlogPostUpdateValues,
  slugFromTitle,
} from '@mayorista/shared/blog';
import { and, count, desc, eq, ilike, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { sanitizeDescription } from '../../lib/description.ts';
import { fieldErrors, isUniqueViolation, notFound } from '../../lib/errors.ts';

type PostRow = typeof blogPosts.$inferSelect;

/** Serializes the writes that pick a slug, so two posts with one title get -2 and -3, not a clash. */
const BLOG_SLUG_LOCK = 830_011;
export const SLUG_TAKEN = 'Ya existe una entrada con este slug';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toSummary = (row: PostRow): BlogPostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  cover_image: row.coverImage,
  published_at: iso(row.publishedAt),
});

const toPost = (row: PostRow): BlogPost => ({
  ...toSummary(row),
  body: row.body,
  is_published: row.isPublished,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const newestFirst = [
  desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
  desc(blogPosts.id),
] as const;

const published = and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt));

async function pageOf(
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: PostRow[]; count: number }> {
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, count: Number(total) };
}

/** Published posts, newest first (public). */
export async function listPublishedPosts(db: Db, page: number, pageSize: number) {
  const { rows, count: total } = await pageOf(db, published, page, pageSize);
  return { results: rows.map(toSummary), count: total };
}

/** Every post, drafts too (staff), optionally by title. */
export async function listAllPosts(db: Db, options: { page: number; pageSize: number; search?: string }) {
  const where = options.search
    ? ilike(blogPosts.title, `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const { rows, count: total } = await pageOf(db, where, options.page, options.pageSize);
  return { results: rows.map(toPost), count: total };
}

/** A post by its slug: published ones for anyone, drafts for staff only (404 to the rest). */
export async function getPostBySlug(db: Db, slug: string, options: { staff: boolean }): Promise<BlogPost> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), options.staff ? undefined : published));
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return toPost(row);
}

async function getPostRow(db: Db, id: number): Promise<PostRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

export async function getPost(db: Db, id: number): Promise<BlogPost> {
  return toPost(await getPostRow(db, id));
}

async function slugTaken(tx: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [clash] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return clash !== undefined;
}

/**
 * The slug to store: one the admin typed must be free (400 on `slug` otherwise); one made from the
 * title gets -2, -3... until it is free.
 */
async function chooseSlug(tx: Db, typed: string | undefined, title: string, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SLUG_LOCK})`);
  if (typed) {
    if (await slugTaken(tx, typed, exceptId)) throw fieldErrors({ slug: [SLUG_TAKEN] });
    return typed;
  }
  const base = slugFromTitle(title).slice(0, 190).replace(/-+$/, '') || 'entrada';
  let slug = base;
  for (let n = 2; await slugTaken(tx, slug, exceptId); n++) slug = `${base}-${n}`;
  return slug;
}

/** A race past the lock (another writer) still ends at the unique index: the same field error. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ slug: [SLUG_TAKEN] });
    throw error;
  }
}

/** Publishing sets the date when it has none: the first publication's day stays the post's date. */
function publicationDate(isPublished: boolean, given: Date | null | undefined, current: Date | null) {
  const date = given === undefined ? current : given;
  return isPublished && !date ? new Date() : date;
}

export async function createPost(
  db: Db,
  input: BlogPostCreateValues,
  actorId: number | null,
): Promise<BlogPost> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const slug = await chooseSlug(tx, input.slug, input.title);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          title: input.title,
          slug,
          excerpt: input.excerpt,
          body: sanitizeDescription(input.body),
          coverImage: input.cover_image ?? null,
          isPublished: input.is_published,
          publishedAt: publicationDate(input.is_published, input.published_at, null),
          authorId: actorId,
        })
        .returning();
      await recordActivity(tx, {
        userId: actorId,
        action: 'create',
        entity: 'blog_post',
        entityId: row.id,
        summary: `Entrada del blog creada: ${row.title}${row.isPublished ? ' (publicada)' : ' (borrador)'}`,
      });
      return toPost(row);
    }),
  );
}

export async function updatePost(
  db: Db,
  id: number,
  input: BlogPostUpdateValues,
  actorId: number | null,
): Promise<BlogPost> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!current) throw notFound(BLOG_MESSAGES.notFound);
      const title = input.title ?? current.title;
      // An empty slug asks for one made from the (new) title; an absent one keeps the current slug.
      const slug =
        input.slug === undefined
          ? current.slug
          : input.slug === current.slug
            ? current.slug
            : await chooseSlug(tx, input.slug, title, id);
      const isPublished = input.is_published ?? current.isPublished;
      const [row] = await tx
        .update(blogPosts)
        .set({
          title,
          slug,
          excerpt: input.excerpt ?? current.excerpt,
          body: input.body === undefined ? current.body : sanitizeDescription(input.body),
          coverImage: input.cover_image === undefined ? current.coverImage : input.cover_image,
          isPublished,
          publishedAt: publicationDate(isPublished, input.published_at, current.publishedAt),
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning();
      const changes = [
        current.title !== row.title ? `título: ${current.title} → ${row.title}` : null,
        current.slug !== row.slug ? `slug: ${current.slug} → ${row.slug}` : null,
        current.isPublished !== row.isPublished
          ? row.isPublished
            ? 'publicada'
            : 'pasada a borrador'
          : null,
        current.body !== row.body ? 'contenido' : null,
        current.excerpt !== row.excerpt ? 'resumen' : null,
        current.coverImage !== row.coverImage ? 'portada' : null,
      ].filter(Boolean);
      await recordActivity(tx, {
        userId: actorId,
        action: 'update',
        entity: 'blog_post',
        entityId: row.id,
        summary: `Entrada del blog ${row.title} modificada: ${changes.join(', ') || 'sin cambios'}`,
      });
      return toPost(row);
    }),
  );
}

export async function deletePost(db: Db, id: number, actorId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    await recordActivity(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'blog_post',
      entityId: row.id,
      summary: `Entrada del blog eliminada: ${row.title}`,
    });
  });
}
