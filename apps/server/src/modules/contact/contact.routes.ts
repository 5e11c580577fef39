import { CONTACT_LOGIN_REQUIRED, ContactMessageSchema } from '@mayorista/shared/accounts';
import { IdParamSchema, PageQuerySchema } from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { acceptEmptyJsonBody } from '../../lib/json-body.ts';
import {
  deleteContactMessage,
  listContactMessages,
  sendContactMessage,
  updateContactMessage,
} from './contact.service.ts';

const ErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));

const ContactMessageItemSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
  city: z.string(),
  negocio: z.string(),
  motivo: z.string(),
  mensaje: z.string(),
  respondido: z.boolean(),
  archivado: z.boolean(),
  email_status: z.object({ confirmation_sent: z.boolean() }).nullable(),
  fecha_envio: z.string(),
});

const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'Debe ser true o false' })
  .transform((value) => value === 'true' || value === '1');

const ListQuerySchema = PageQuerySchema.extend({
  search: z.string().max(200, { message: 'La búsqueda no puede tener más de 200 caracteres' }).optional(),
  respondido: queryBoolean.optional(),
  archivado: queryBoolean.optional(),
});

const PatchSchema = z
  .object({ respondido: z.boolean().optional(), archivado: z.boolean().optional() })
  .refine((value) => value.respondido !== undefined || value.archivado !== undefined, {
    message: 'Indica respondido o archivado',
  });

const tags = ['contacto'];
const PAGE_SIZE = 20;

export async function contactRoutes(app: AppInstance) {
  acceptEmptyJsonBody(app);
  const deps = { db: app.db, mailer: app.mailer, config: app.config };

  // Declared 'public' (docs/decisions/006) so an anonymous visitor gets the contact page's own 401
  // message instead of the guard's generic one; the login check below runs before body validation.
  app.post(
    '/contact-messages/',
    {
      config: { role: 'public' },
      onRequest: async (request) => {
        if (!request.viewer) throw new AppError('unauthorized', CONTACT_LOGIN_REQUIRED);
      },
      schema: {
        tags,
        summary: 'Enviar un mensaje de contacto (requiere sesión; límite diario por usuario)',
        body: ContactMessageSchema,
        response: {
          201: z.object({
            id: z.number(),
            message: z.string(),
            email_status: z.object({ confirmation_sent: z.boolean() }),
          }),
          400: FieldErrorsSchema,
          401: ErrorSchema,
          429: ErrorSchema,
        },
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
        querystring: ListQuerySchema,
        response: {
          200: z.object({
            count: z.number(),
            next: z.string().nullable(),
            previous: z.string().nullable(),
            current_page: z.number(),
            total_pages: z.number(),
            results: z.array(ContactMessageItemSchema),
          }),
          400: FieldErrorsSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request) =>
      listContactMessages(app.db, {
        page: request.query.page ?? 1,
        pageSize: Math.min(request.query.page_size ?? PAGE_SIZE, 100),
        search: request.query.search,
        respondido: request.query.respondido,
        archivado: request.query.archivado,
        url: request.url,
      }),
  );

  app.patch(
    '/contact-messages/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Marcar un mensaje como respondido o archivado',
        params: IdParamSchema,
        body: PatchSchema,
        response: {
          200: ContactMessageItemSchema,
          400: FieldErrorsSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => updateContactMessage(app.db, request.viewer!.userId, request.params.id, request.body),
  );

  app.delete(
    '/contact-messages/:id/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Eliminar un mensaje de contacto',
        params: IdParamSchema,
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteContactMessage(app.db, request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
