import { errorResponses } from '@mayorista/shared/api';
import {
  OrderingPageSchema,
  OrderingQuerySchema,
  UpdateOrderResultSchema,
  UpdateOrderSchema,
} from '@mayorista/shared/catalog-admin';
import type { AppInstance } from '../../app-instance.ts';
import { listOrdering, updateOrder } from './ordering.service.ts';

const tags = ['orden del catálogo'];

export async function orderingRoutes(app: AppInstance) {
  app.get(
    '/update-order/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Productos en el orden del catálogo (todos, también los no visibles)',
        description:
          'page_size por defecto 50; ordering por defecto order; limit acota el total; category_id con ' +
          'include_children (por defecto true, como en /products/).',
        querystring: OrderingQuerySchema,
        response: { 200: OrderingPageSchema, ...errorResponses },
      },
    },
    async (request) => listOrdering(app.db, { ...request.query, url: request.url }),
  );

  app.post(
    '/update-order/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Guarda el orden de los productos: products es una lista de {id, order}',
        description: 'Todo o nada, en una transacción.',
        body: UpdateOrderSchema,
        response: { 200: UpdateOrderResultSchema, ...errorResponses },
      },
    },
    async (request) => updateOrder(app.db, request.body.products, request.viewer!.userId),
  );
}
