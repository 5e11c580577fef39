/** The blog contract (issue 11, DOMAIN.md "Blog"): public published posts and the staff CRUD. */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { isStoredImageUrl } from './product-admin.ts';
import { safeText, slugify } from './text.ts';

export const BLOG_MESSAGES = {
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título no puede superar los 200 caracteres',
  slugNotValid: 'El slug solo puede tener letras minúsculas, números y guiones',
  slugTooLong: 'El slug no puede superar los 200 caracteres',
  excerptTooLong: 'El resumen no puede superar los 300 caracteres',
  bodyTooLong: 'El contenido es demasiado largo',
  cover: 'La portada debe ser una imagen subida a la tienda',
  notFound: 'La entrada no existe.',
} as const;

export const BLOG_PAGE_SIZE = 9;

/** What the public list shows of a post (published only). */
export const BlogPostSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
export const BlogPostPageSchema = PageSchema(BlogPostSummarySchema);

/** A whole post: the public page (published) and the admin (any). `body` is sanitized markup. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  body: z.string(),
  is_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
export const BlogPostAdminPageSchema = PageSchema(BlogPostSchema);

export const BlogListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
});
export const BlogAdminListQuerySchema = BlogListQuerySchema.extend({
  search: safeText().trim().max(200).optional(),
});

export const BlogSlugParamSchema = z.object({
  slug: safeText().trim().min(1).max(220),
});

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const title = () =>
  safeText(BLOG_MESSAGES.titleRequired)
    .trim()
    .min(1, { message: BLOG_MESSAGES.titleRequired })
    .max(200, { message: BLOG_MESSAGES.titleTooLong });

/** Empty (or absent) on create: the server makes it from the title. */
const slug = () =>
  safeText(BLOG_MESSAGES.slugNotValid)
    .trim()
    .toLowerCase()
    .max(200, { message: BLOG_MESSAGES.slugTooLong })
    .refine((value) => value === '' || SLUG_PATTERN.test(value), { message: BLOG_MESSAGES.slugNotValid });

const excerpt = () => safeText().trim().max(300, { message: BLOG_MESSAGES.excerptTooLong });

const body = () => safeText().max(100_000, { message: BLOG_MESSAGES.bodyTooLong });

/** A cover is an image uploaded to this store (POST /api/uploads/images/), or none. */
const cover = () =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      safeText(BLOG_MESSAGES.cover).trim().max(500, { message: BLOG_MESSAGES.cover }),
    )
    .refine((value) => value === '' || isStoredImageUrl(value), { message: BLOG_MESSAGES.cover })
    .transform((value) => (value === '' ? null : value));

export const BlogPostCreateSchema = z.object({
  title: title(),
  slug: slug().optional().describe('Vacío: se genera a partir del título'),
  excerpt: excerpt().default(''),
  body: body().default('').describe('HTML; el servidor lo limpia (lista de etiquetas permitidas)'),
  cover_image: cover().optional(),
  is_published: z.boolean().default(false),
  published_at: z.coerce
    .date()
    .nullable()
    .optional()
    .describe('Vacío: la fecha en que se publica por primera vez'),
});
export type BlogPostCreate = z.input<typeof BlogPostCreateSchema>;
export type BlogPostCreateValues = z.output<typeof BlogPostCreateSchema>;

export const BlogPostUpdateSchema = z.object({
  title: title().optional(),
  slug: slug().optional().describe('Vacío: se vuelve a generar a partir del título'),
  excerpt: excerpt().optional(),
  body: body().optional(),
  cover_image: cover().optional(),
  is_published: z.boolean().optional(),
  published_at: z.coerce.date().nullable().optional(),
});
export type BlogPostUpdate = z.input<typeof BlogPostUpdateSchema>;
export type BlogPostUpdateValues = z.output<typeof BlogPostUpdateSchema>;

/** The slug a title makes: no accents, lower case, words joined by hyphens. */
export function slugFromTitle(value: string): string {
  return slugify(value).slice(0, 200).replace(/-+$/, '');
}
