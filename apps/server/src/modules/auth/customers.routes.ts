import {
  AccountActionResponseSchema,
  ApproveUserSchema,
  BlockCustomerResponseSchema,
  ContactCustomerResponseSchema,
  ContactCustomerSchema,
  CreateCustomerResponseSchema,
  CreateCustomerSchema,
  CustomerDetailSchema,
  CustomerPageSchema,
  CustomersQuerySchema,
  CustomerUpdateSchema,
  PendingUsersQuerySchema,
  PendingUsersSchema,
} from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { PriceListAssignmentResultSchema, PriceListAssignmentSchema } from '@mayorista/shared/price-lists';
import type { AppInstance } from '../../app-instance.ts';
import { accountDeps } from './auth.deps.ts';
import {
  type AccountHistory,
  approveUser,
  assignPriceList,
  type CustomerPriceLists,
  contactCustomer,
  createCustomer,
  getCustomer,
  listCustomers,
  listPendingUsers,
  rejectUser,
  setCustomerBlocked,
  updateCustomer,
} from './customers.service.ts';

const staff = { role: 'staff' } as const;
const tags = ['clientes'];

/**
 * The customers' admin; app.ts hands in what they need of the price lists and, to refuse deleting a
 * customer with a cuenta corriente, of the current-accounts module (customers.service.ts).
 */
export async function customersRoutes(
  app: AppInstance,
  { priceLists, accountHistory }: { priceLists: CustomerPriceLists; accountHistory?: AccountHistory },
) {
  const deps = { ...accountDeps(app), guard: app.loginGuard, priceLists, accountHistory };

  app.get(
    '/auth/pending-users/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Cuentas con email verificado que esperan aprobación (más antiguas primero)',
        querystring: PendingUsersQuerySchema,
        response: { 200: PendingUsersSchema, ...errorResponses },
      },
    },
    async (request) => listPendingUsers(app.db, request.query.search),
  );

  app.post(
    '/auth/approve-user/:id/',
    {
      config: { ...staff, changes: ['accounts'] },
      schema: {
        tags,
        summary:
          'Aprobar una cuenta pendiente (se activa y se le avisa por email); opcionalmente con su lista de precios',
        params: IdParamSchema,
        body: ApproveUserSchema.nullish(),
        response: { 200: AccountActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => approveUser(deps, request.viewer!.userId, request.params.id, request.body?.price_list),
  );

  app.post(
    '/auth/reject-user/:id/',
    {
      config: { ...staff, changes: ['accounts'] },
      schema: {
        tags,
        summary: 'Rechazar una cuenta pendiente (se elimina y se le avisa por email)',
        description:
          'Un cliente con cuenta corriente (condiciones, movimientos o recibos) no se elimina: 409.',
        params: IdParamSchema,
        response: { 200: AccountActionResponseSchema, ...errorResponses },
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
          'Clientes (10 por página) con totales de compras y su lista de precios; búsqueda por usuario, ' +
          'email, negocio o DNI; filtro por lista',
        querystring: CustomersQuerySchema,
        response: { 200: CustomerPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listCustomers(deps, {
        page: request.query.page ?? 1,
        search: request.query.search,
        priceList: request.query.price_list,
        url: request.url,
      }),
  );

  app.post(
    '/auth/customers/',
    {
      config: { ...staff, changes: ['accounts'] },
      schema: {
        tags,
        summary: 'Crear una cuenta de cliente (activa y verificada)',
        body: CreateCustomerSchema,
        response: { 201: CreateCustomerResponseSchema, ...errorResponses },
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
        response: { 200: CustomerDetailSchema, ...errorResponses },
      },
    },
    async (request) => getCustomer(deps, request.params.id),
  );

  app.patch(
    '/auth/customers/:id/',
    {
      config: { ...staff, changes: ['accounts'] },
      schema: {
        tags,
        summary:
          'Modificar un cliente: su lista de precios (null o la predeterminada: la predeterminada) y sus datos fiscales (CUIT, DNI, condición frente al IVA)',
        params: IdParamSchema,
        body: CustomerUpdateSchema,
        response: { 200: CustomerDetailSchema, ...errorResponses },
      },
    },
    async (request) => updateCustomer(deps, request.viewer!.userId, request.params.id, request.body),
  );

  app.post(
    '/auth/customers/price-list/',
    {
      config: { ...staff, changes: ['accounts'] },
      schema: {
        tags,
        summary: 'Asignar una lista de precios a varios clientes a la vez',
        body: PriceListAssignmentSchema,
        response: { 200: PriceListAssignmentResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await assignPriceList(
        deps,
        request.viewer!.userId,
        request.body.ids,
        request.body.price_list,
      );
      return {
        message: `Lista de precios asignada a ${updated} ${updated === 1 ? 'cliente' : 'clientes'}`,
        updated,
      };
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/auth/customers/:id/${action}/`,
      {
        config: { ...staff, changes: ['accounts'] },
        schema: {
          tags,
          summary: blocked
            ? 'Bloquear un cliente (puede entrar y ver sus pedidos, no comprar)'
            : 'Desbloquear un cliente',
          params: IdParamSchema,
          response: { 200: BlockCustomerResponseSchema, ...errorResponses },
        },
      },
      async (request) => setCustomerBlocked(app.db, request.viewer!.userId, request.params.id, blocked),
    );
  }

  app.post(
    '/auth/customers/:id/contact/',
    {
      config: { ...staff, changes: [] },
      schema: {
        tags,
        summary: 'Enviar un email a un cliente',
        params: IdParamSchema,
        body: ContactCustomerSchema,
        response: { 200: ContactCustomerResponseSchema, ...errorResponses },
      },
    },
    async (request) => contactCustomer(deps, request.viewer!.userId, request.params.id, request.body),
  );
}
