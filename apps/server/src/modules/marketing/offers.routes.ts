import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { OfferInputSchema, OfferListSchema, OfferSchema } from '@mayorista/shared/marketing';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import {
  createOffer,
  deleteOffer,
  getOffer,
  listOffers,
  type ProductsByIds,
  updateOffer,
} from './offers.service.ts';

const tags = ['ofertas'];

/**
 * Offers with a time window (issue 11): /api/marketing/offers/ CRUD for staff. `productsByIds` is the
 * storefront's read of priced products, handed by app.ts: marketing does not import the catalogue,
 * whose price rule reads the active offers from here (decision 047).
 */
export async function offersRoutes(app: AppInstance, { productsByIds }: { productsByIds: ProductsByIds }) {
  app.get(
    '/marketing/offers/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Ofertas con su estado según el reloj y sus productos con el precio de ahora',
        response: { 200: OfferListSchema, ...errorResponses },
      },
    },
    async (request) => listOffers(app.db, request.viewer, productsByIds),
  );

  app.post(
    '/marketing/offers/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Crea una oferta',
        body: OfferInputSchema,
        response: { 201: OfferSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOffer(app.db, request.body, request.viewer, productsByIds)),
  );

  app.get(
    '/marketing/offers/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Una oferta',
        params: IdParamSchema,
        response: { 200: OfferSchema, ...errorResponses },
      },
    },
    async (request) => getOffer(app.db, request.params.id, request.viewer, productsByIds),
  );

  app.put(
    '/marketing/offers/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Reemplaza una oferta y su lista de productos',
        params: IdParamSchema,
        body: OfferInputSchema,
        response: { 200: OfferSchema, ...errorResponses },
      },
    },
    async (request) => updateOffer(app.db, request.params.id, request.body, request.viewer, productsByIds),
  );

  app.delete(
    '/marketing/offers/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Elimina una oferta',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteOffer(app.db, request.params.id, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );
}
