import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE_MAX,
  ActivityFacetsSchema,
  ActivityListQuerySchema,
  ActivityPageSchema,
} from '@mayorista/shared/activity';
import { errorResponses } from '@mayorista/shared/api';
import type { AppInstance } from '../../app-instance.ts';
import { activityFacets, listActivity } from './activity.service.ts';

const tags = ['actividad'];

export async function activityRoutes(app: AppInstance) {
  app.get(
    '/activity/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary:
          'Registro de actividad de los administradores (más reciente primero; 20 por página). ' +
          'Filtros: user_id, entity, entity_id, action, date_from y date_to (días de la tienda, ' +
          'America/Argentina/Buenos_Aires, ambos incluidos)',
        querystring: ActivityListQuerySchema,
        response: { 200: ActivityPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listActivity(app.db, {
        query: request.query,
        page: request.query.page ?? 1,
        pageSize: Math.min(request.query.page_size ?? ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE_MAX),
        url: request.url,
      }),
  );

  app.get(
    '/activity/facets/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Usuarios, entidades y acciones presentes en el registro (para los filtros)',
        response: { 200: ActivityFacetsSchema, ...errorResponses },
      },
    },
    async () => activityFacets(app.db),
  );
}
