import { type BlogPost, type BlogPostCreate, BlogPostCreateSchema } from '@mayorista/shared/blog';
import { z } from 'zod';

export const POST_MESSAGES = {
  created: 'Entrada creada',
  updated: 'Entrada guardada',
  deleted: 'Entrada eliminada',
  saveFailed: 'No se pudo guardar la entrada.',
  deleteFailed: 'No se pudo eliminar la entrada.',
  loadFailed: 'No se pudieron cargar las entradas del blog.',
  confirmDelete: '¿Estás seguro de eliminar esta entrada? Esta acción no se puede deshacer.',
} as const;

/** The form: the shared rules for the texts; the cover and the switch as the inputs hold them. */
export const postFormSchema = BlogPostCreateSchema.pick({ title: true, excerpt: true, body: true }).extend({
  slug: z.string(),
  cover_image: z.string().nullable(),
  is_published: z.boolean(),
});
export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;
export const POST_FIELDS = ['title', 'slug', 'excerpt', 'cover_image', 'body', 'is_published'] as const;

export const postDefaults = (): PostFormInput => ({
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover_image: null,
  is_published: false,
});

export const postToForm = (post: BlogPost): PostFormInput => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  cover_image: post.cover_image,
  is_published: post.is_published,
});

/** The body sent: an empty slug asks the server for one made from the title. */
export const postBody = (values: PostFormValues): BlogPostCreate => ({
  title: values.title,
  slug: values.slug.trim(),
  excerpt: values.excerpt,
  body: values.body,
  cover_image: values.cover_image,
  is_published: values.is_published,
});
