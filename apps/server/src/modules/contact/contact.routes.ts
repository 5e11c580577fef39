import { CONTACT_LOGIN_REQUIRED, ContactMessageSchema } from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  CONTACT_MESSAGES_PAGE_SIZE_MAX,
  ContactMessageItemSchema,
  ContactMessageListQuerySchema,
  ContactMessagePageSchema,
  ContactMessageSentSchema,
  ContactMessageUpdateSchema,
} from '@mayorista/shared/contact';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteContactMessage,
  listContactMessages,
  sendContactMessage,
  updateContactMessage,
} from './contact.service.ts';

const tags = ['contacto'];

export async function contactRoutes(app: AppInstance) {
  const deps = { db: app.db, mailer: app.mailer, config: app.config };

  // Declared 'public' (docs/decisions/006) so an anonymous visitor gets the contact page's own 401
  // message instead of the guard's generic one; the login check below runs before body validation.
  app.post(
    '/contact-messages/',
    {
      config: { role: 'public', changes: [] },
      onRequest: async (request) => {
        if (!request.viewer) throw new AppError('unauthorized', CONTACT_LOGIN_REQUIRED);
      },
      schema: {
        tags,
        summary: 'Enviar un mensaje de contacto (requiere sesión; límite diario por usuario)',
        body: ContactMessageSchema,
        response: { 201: ContactMessageSentSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendContactMessage(deps, request.viewer!.userId, request.body)),
  );

  app.get(
    '/contact-messages/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Mensajes de contacto (más nuevos primero); filtros search, respondido, archivado',
        querystring: ContactMessageListQuerySchema,
        response: { 200: ContactMessagePageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listContactMessages(app.db, {
        page: request.query.page ?? 1,
        pageSize: Math.min(
          request.query.page_size ?? CONTACT_MESSAGES_PAGE_SIZE,
          CONTACT_MESSAGES_PAGE_SIZE_MAX,
        ),
        search: request.query.search,
        respondido: request.query.respondido,
        archivado: request.query.archivado,
        url: request.url,
      }),
  );

  app.patch(
    '/contact-messages/:id/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Marcar un mensaje como respondido o archivado',
        params: IdParamSchema,
        body: ContactMessageUpdateSchema,
        response: { 200: ContactMessageItemSchema, ...errorResponses },
      },
    },
    async (request) => updateContactMessage(app.db, request.viewer!.userId, request.params.id, request.body),
  );

  app.delete(
    '/contact-messages/:id/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Eliminar un mensaje de contacto',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteContactMessage(app.db, request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
