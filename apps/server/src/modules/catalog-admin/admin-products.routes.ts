import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  AdminProductSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
} from '@mayorista/shared/product-admin';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { createProduct, deleteProduct, getAdminProduct, updateProduct } from './admin-products.service.ts';

const tags = ['productos (administración)'];

export async function adminProductsRoutes(app: AppInstance) {
  app.post(
    '/products/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Crea un producto con sus variantes',
        description:
          'Un SKU vacío (del producto o de una opción) lo genera el servidor. has_variants sale de variants; ' +
          'con variantes, el stock es el de sus opciones (el menor de las sumas por grupo).',
        body: ProductCreateSchema,
        response: { 201: AdminProductSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await createProduct(app.db, request.body, request.viewer!.userId);
      return reply.status(201).send(await getAdminProduct(app.db, id, request.viewer));
    },
  );

  app.patch(
    '/products/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Modifica un producto (cualquier subconjunto de campos)',
        description:
          'variants reemplaza todos los grupos y opciones: los que traen el id de uno existente lo conservan.',
        params: IdParamSchema,
        body: ProductUpdateSchema,
        response: { 200: AdminProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      await updateProduct(app.db, request.params.id, request.body, request.viewer!.userId);
      return getAdminProduct(app.db, request.params.id, request.viewer);
    },
  );

  app.delete(
    '/products/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Elimina un producto (los pedidos conservan sus líneas)',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.db, request.params.id, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );
}
