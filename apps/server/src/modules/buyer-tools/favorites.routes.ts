import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  FavoriteChangeSchema,
  FavoriteIdsSchema,
  FavoriteInputSchema,
  FavoriteListSchema,
} from '@mayorista/shared/favorites';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { addFavorite, favoriteIds, listFavorites, removeFavorite } from './favorites.service.ts';

const tags = ['favoritos'];

/**
 * 'Mis favoritos' (issue 29 item 3, decision 053). Per buyer: never cached with the storefront's
 * answers (those are kept per price list), and the storefront's product answers carry no favourite flag.
 */
export async function favoritesRoutes(app: AppInstance) {
  app.get(
    '/favorites/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Mis favoritos: las tarjetas de los productos con el precio de la lista del comprador',
        description:
          'Más nuevos primero. Un favorito que ya no está visible en la tienda se lista con su nombre, ' +
          'available=false y sin tarjeta (product=null), para poder quitarlo.',
        response: { 200: FavoriteListSchema, ...errorResponses },
      },
    },
    async (request) => listFavorites(app.db, request.viewer!),
  );

  app.get(
    '/favorites/ids/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Los ids de los productos favoritos (para marcar los corazones de una página)',
        response: { 200: FavoriteIdsSchema, ...errorResponses },
      },
    },
    async (request) => ({ ids: await favoriteIds(app.db, request.viewer!.userId) }),
  );

  app.post(
    '/favorites/',
    {
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Agregar a favoritos (201 la primera vez, 200 si ya lo era)',
        description: 'Solo productos visibles en la tienda (otro: 404). Hasta 500 favoritos por comprador.',
        body: FavoriteInputSchema,
        response: { 200: FavoriteChangeSchema, 201: FavoriteChangeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = request.body.product;
      const created = await addFavorite(app.db, request.viewer!.userId, product);
      return reply.status(created ? 201 : 200).send({ product_id: product, is_favorite: true });
    },
  );

  app.delete(
    '/favorites/:id/',
    {
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Quitar de favoritos (204 también si no lo era)',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeFavorite(app.db, request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
