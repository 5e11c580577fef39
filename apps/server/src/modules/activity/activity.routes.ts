import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE_MAX,
  ActivityListQuerySchema,
  ActivityPageSchema,
} from '@mayorista/shared/activity';
import { errorResponses } from '@mayorista/shared/api';
import type { AppInstance } from '../../app.ts';
import { listActivity } from './activity.service.ts';

export async function activityRoutes(app: AppInstance) {
  app.get(
    '/activity/',
    {
      config: { role: 'staff' },
      schema: {
        tags: ['actividad'],
        summary: 'Registro de actividad de los administradores (más reciente primero; 20 por página)',
        querystring: ActivityListQuerySchema,
        response: { 200: ActivityPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listActivity(app.db, {
        page: request.query.page ?? 1,
        pageSize: Math.min(request.query.page_size ?? ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE_MAX),
        url: request.url,
      }),
  );
}
