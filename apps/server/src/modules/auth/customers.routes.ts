import { ContactCustomerSchema, CreateCustomerSchema } from '@mayorista/shared/accounts';
import { IdParamSchema, PageQuerySchema } from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { acceptEmptyJsonBody } from '../../lib/json-body.ts';
import { accountDeps } from './auth.deps.ts';
import {
  AccountFieldsSchema,
  CustomerDetailSchema,
  CustomerListItemSchema,
  errorResponses,
  pageOf,
} from './auth.schemas.ts';
import {
  approveUser,
  contactCustomer,
  createCustomer,
  getCustomer,
  listCustomers,
  listPendingUsers,
  rejectUser,
  setCustomerBlocked,
} from './customers.service.ts';

const SearchSchema = z
  .string()
  .max(200, { message: 'La búsqueda no puede tener más de 200 caracteres' })
  .optional();
const IdMessageSchema = z.object({ message: z.string(), id: z.number() });
const BlockResponseSchema = z.object({ message: z.string(), id: z.number(), is_blocked: z.boolean() });

const staff = { role: 'staff' } as const;
const tags = ['clientes'];

export async function customersRoutes(app: AppInstance) {
  acceptEmptyJsonBody(app);
  const deps = accountDeps(app);

  app.get(
    '/auth/pending-users/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Cuentas con email verificado que esperan aprobación (más antiguas primero)',
        querystring: z.object({ search: SearchSchema }),
        response: { 200: z.array(AccountFieldsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPendingUsers(app.db, request.query.search),
  );

  app.post(
    '/auth/approve-user/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Aprobar una cuenta pendiente (se activa y se le avisa por email)',
        params: IdParamSchema,
        response: { 200: IdMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => approveUser(deps, request.viewer!.userId, request.params.id),
  );

  app.post(
    '/auth/reject-user/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rechazar una cuenta pendiente (se elimina y se le avisa por email)',
        params: IdParamSchema,
        response: { 200: IdMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rejectUser(deps, request.viewer!.userId, request.params.id),
  );

  app.get(
    '/auth/customers/',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Clientes (10 por página) con totales de compras; búsqueda por usuario, email, negocio o DNI',
        querystring: PageQuerySchema.pick({ page: true }).extend({ search: SearchSchema }),
        response: { 200: pageOf(CustomerListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listCustomers(app.db, {
        page: request.query.page ?? 1,
        search: request.query.search,
        url: request.url,
      }),
  );

  app.post(
    '/auth/customers/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Crear una cuenta de cliente (activa y verificada)',
        body: CreateCustomerSchema,
        response: {
          201: CustomerDetailSchema.extend({ message: z.string() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(deps, request.viewer!.userId, request.body)),
  );

  app.get(
    '/auth/customers/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Perfil de un cliente con totales y sus últimos pedidos',
        params: IdParamSchema,
        response: { 200: CustomerDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getCustomer(app.db, request.params.id),
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/auth/customers/:id/${action}/`,
      {
        config: staff,
        schema: {
          tags,
          summary: blocked
            ? 'Bloquear un cliente (puede entrar y ver sus pedidos, no comprar)'
            : 'Desbloquear un cliente',
          params: IdParamSchema,
          response: { 200: BlockResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => setCustomerBlocked(app.db, request.viewer!.userId, request.params.id, blocked),
    );
  }

  app.post(
    '/auth/customers/:id/contact/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Enviar un email a un cliente',
        params: IdParamSchema,
        body: ContactCustomerSchema,
        response: {
          200: z.object({ message: z.string(), delivered: z.boolean() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => contactCustomer(deps, request.viewer!.userId, request.params.id, request.body),
  );
}
