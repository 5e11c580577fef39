import { errorResponses } from '@mayorista/shared/api';
import {
  BLOG_PAGE_SIZE,
  BlogAdminListQuerySchema,
  BlogListQuerySchema,
  BlogPostAdminPageSchema,
  BlogPostCreateSchema,
  BlogPostPageSchema,
  BlogPostSchema,
  BlogPostUpdateSchema,
  BlogSlugParamSchema,
} from '@mayorista/shared/blog';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { toPage } from '../../lib/pagination.ts';
import { isStaff } from '../../lib/viewer.ts';
import {
  createPost,
  deletePost,
  getPost,
  getPostBySlug,
  listAllPosts,
  listPublishedPosts,
  updatePost,
} from './blog.service.ts';

const tags = ['blog'];
const ADMIN_PAGE_SIZE = 20;

/** Blog (issue 11): public published posts and staff CRUD. */
export async function blogRoutes(app: AppInstance) {
  app.get(
    '/blog/posts/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Entradas publicadas, las más nuevas primero (paginado)',
        querystring: BlogListQuerySchema,
        response: { 200: BlogPostPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { results, count } = await listPublishedPosts(app.db, page, BLOG_PAGE_SIZE);
      return toPage(results, { count, page, pageSize: BLOG_PAGE_SIZE, url: request.url });
    },
  );

  app.get(
    '/blog/posts/:slug/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Una entrada por su slug (los borradores solo para administradores)',
        params: BlogSlugParamSchema,
        response: { 200: BlogPostSchema, ...errorResponses },
      },
    },
    async (request) => getPostBySlug(app.db, request.params.slug, { staff: isStaff(request.viewer) }),
  );

  app.get(
    '/blog/admin/posts/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Todas las entradas, borradores incluidos (paginado, búsqueda por título)',
        querystring: BlogAdminListQuerySchema,
        response: { 200: BlogPostAdminPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const { results, count } = await listAllPosts(app.db, { page, pageSize: ADMIN_PAGE_SIZE, search });
      return toPage(results, { count, page, pageSize: ADMIN_PAGE_SIZE, url: request.url });
    },
  );

  app.post(
    '/blog/admin/posts/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Crea una entrada (el slug se genera del título si viene vacío)',
        body: BlogPostCreateSchema,
        response: { 201: BlogPostSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(app.db, request.body, request.viewer?.userId ?? null)),
  );

  app.get(
    '/blog/admin/posts/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Una entrada (borradores incluidos)',
        params: IdParamSchema,
        response: { 200: BlogPostSchema, ...errorResponses },
      },
    },
    async (request) => getPost(app.db, request.params.id),
  );

  app.patch(
    '/blog/admin/posts/:id/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Modifica una entrada (parcial)',
        params: IdParamSchema,
        body: BlogPostUpdateSchema,
        response: { 200: BlogPostSchema, ...errorResponses },
      },
    },
    async (request) => updatePost(app.db, request.params.id, request.body, request.viewer?.userId ?? null),
  );

  app.delete(
    '/blog/admin/posts/:id/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Elimina una entrada',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deletePost(app.db, request.params.id, request.viewer?.userId ?? null);
      return reply.status(204).send(null);
    },
  );
}
