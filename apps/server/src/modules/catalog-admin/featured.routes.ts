import { errorResponses } from '@mayorista/shared/api';
import { FeaturedSchema, IdParamSchema } from '@mayorista/shared/catalog';
import { FeaturedInputSchema, ReorderItemsSchema } from '@mayorista/shared/catalog-admin';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { listFeatured } from '../storefront/storefront.service.ts';
import { addFeatured, removeFeatured, reorderFeatured } from './featured.service.ts';

const tags = ['destacados'];

export async function featuredRoutes(app: AppInstance) {
  app.get(
    '/featured-products/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Productos destacados por posición',
        response: { 200: z.array(FeaturedSchema), ...errorResponses },
      },
    },
    async (request) => listFeatured(app.db, request.viewer),
  );

  app.post(
    '/featured-products/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Destaca un producto (queda al final de la lista)',
        body: FeaturedInputSchema,
        response: { 201: FeaturedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addFeatured(app.db, request.body.product, request.viewer)),
  );

  app.post(
    '/featured-products/reorder/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Reordena los destacados: items es una lista de {id, position}',
        body: ReorderItemsSchema,
        response: { 200: z.array(FeaturedSchema), ...errorResponses },
      },
    },
    async (request) => reorderFeatured(app.db, request.body.items, request.viewer),
  );

  app.delete(
    '/featured-products/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Quita un producto de los destacados (id del destacado)',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeFeatured(app.db, request.params.id, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );
}
