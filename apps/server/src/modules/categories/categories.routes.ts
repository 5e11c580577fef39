import { errorResponses } from '@mayorista/shared/api';
import { CategorySchema, CategoryTreeSchema, IdParamSchema } from '@mayorista/shared/catalog';
import {
  CATEGORY_MESSAGES,
  CategoryDeleteResultSchema,
  CategoryInputSchema,
  CategoryNodeSchema,
  CategoryUpdateSchema,
  DELETE_OPERATION_HEADER,
  ReorderChildrenSchema,
} from '@mayorista/shared/catalog-admin';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { invalid } from '../../lib/errors.ts';
import { isStaff } from '../../lib/viewer.ts';
import {
  buildTree,
  createCategory,
  deleteCategory,
  listCategories,
  reorderChildren,
  updateCategory,
} from './categories.service.ts';

const tags = ['categorías'];

export async function categoriesRoutes(app: AppInstance) {
  app.get(
    '/categories/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Categorías (lista plana)',
        response: { 200: z.array(CategorySchema), ...errorResponses },
      },
    },
    async (request) => listCategories(app.db, { onlyAvailable: !isStaff(request.viewer) }),
  );

  for (const url of ['/categories/hierarchical/', '/categories/ordered_hierarchy/']) {
    app.get(
      url,
      {
        config: { role: 'public', catalogueCache: true },
        schema: {
          tags,
          summary: 'Árbol de categorías ordenado',
          description:
            'CULTIVO, ILUMINARIA, PARAFERNALIA, MERCH y SALUD primero, luego el resto; las subcategorías en su orden.',
          response: { 200: z.array(CategoryTreeSchema), ...errorResponses },
        },
      },
      async (request) => buildTree(await listCategories(app.db, { onlyAvailable: !isStaff(request.viewer) })),
    );
  }

  app.post(
    '/categories/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Crea una categoría (o una subcategoría con parent); el slug lo genera el servidor',
        body: CategoryInputSchema,
        response: { 201: CategorySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(app.db, request.body, request.viewer!.userId)),
  );

  app.put(
    '/categories/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Modifica el nombre o la categoría padre',
        params: IdParamSchema,
        body: CategoryUpdateSchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    async (request) => updateCategory(app.db, request.params.id, request.body, request.viewer!.userId),
  );

  app.delete(
    '/categories/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Elimina una categoría con todas sus subcategorías',
        description:
          'Requiere el encabezado X-Delete-Operation: TRUE. Los productos de la categoría y de sus ' +
          'subcategorías quedan sin categoría.',
        params: IdParamSchema,
        response: { 200: CategoryDeleteResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const confirmation = request.headers[DELETE_OPERATION_HEADER];
      if (typeof confirmation !== 'string' || confirmation.trim().toUpperCase() !== 'TRUE')
        throw invalid(CATEGORY_MESSAGES.deleteNotConfirmed);
      return deleteCategory(app.db, request.params.id, request.viewer!.userId);
    },
  );

  app.post(
    '/categories/:id/reorder_children/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Ordena las subcategorías de una categoría',
        description: 'child_order lleva cada subcategoría exactamente una vez, en el orden deseado.',
        params: IdParamSchema,
        body: ReorderChildrenSchema,
        response: { 200: CategoryNodeSchema, ...errorResponses },
      },
    },
    async (request) =>
      reorderChildren(app.db, request.params.id, request.body.child_order, request.viewer!.userId),
  );
}
