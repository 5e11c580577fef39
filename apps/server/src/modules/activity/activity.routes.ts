import { PageQuerySchema } from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { listActivity } from '../../lib/activity.ts';

const ActivitySchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  created_at: z.string(),
});

const ActivityPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  current_page: z.number(),
  total_pages: z.number(),
  results: z.array(ActivitySchema),
});

const ErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });

export async function activityRoutes(app: AppInstance) {
  app.get(
    '/activity/',
    {
      config: { role: 'staff' },
      schema: {
        tags: ['actividad'],
        summary: 'Registro de actividad de los administradores (más reciente primero; 20 por página)',
        querystring: PageQuerySchema,
        response: {
          200: ActivityPageSchema,
          400: z.record(z.string(), z.array(z.string())),
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request) =>
      listActivity(app.db, {
        page: request.query.page ?? 1,
        pageSize: Math.min(request.query.page_size ?? 20, 100),
        url: request.url,
      }),
  );
}
