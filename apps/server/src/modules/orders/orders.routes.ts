import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  DistributorOrderListQuerySchema,
  DistributorOrderListSchema,
  MyOrdersQuerySchema,
  MyOrdersSchema,
  OrderCreateSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderSchema,
  type OrderStatus,
  TOO_MANY_ORDERS,
} from '@mayorista/shared/orders';
import { OrderCreatedSchema } from '@mayorista/shared/payments';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { DEFAULT_ORDER_RATE_LIMIT } from '../../config.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { validationFieldErrors } from '../../lib/validation.ts';
import { getSiteConfig } from '../settings/settings.service.ts';
import { adminSaleRoutes } from './admin-sale.routes.ts';
import { listDistributorOrders } from './distributor-orders.service.ts';
import { frequentProductsRoutes } from './frequent-products.routes.ts';
import { orderChangesRoutes } from './order-changes.routes.ts';
import type { AccountOrders } from './order-changes.service.ts';
import { sendOrderEmails } from './order-emails.ts';
import {
  BLOCKED_CUSTOMER,
  createOrder,
  getOrder,
  listMyOrders,
  listOrders,
  recordCheckoutStarted,
} from './orders.service.ts';
import { repeatRoutes } from './repeat.routes.ts';

const tags = ['pedidos'];

/**
 * Online payment, handed in by app.ts from the payments module (which reads orders, so orders cannot
 * import it): the deadline of a new online order and, once it is committed, its Mercado Pago
 * preference. null: online payment is off and an online order is refused.
 */
export type OrdersOptions = {
  onlinePayment: {
    dueAt: () => Date;
    checkout: (orderId: number) => Promise<{ payment_url: string | null; payment_message: string | null }>;
  } | null;
  /**
   * An order's status changed by the staff, after the change committed: the invoicing module's
   * auto-invoice (issue 31), handed in by app.ts. It never throws nor holds the answer.
   */
  orderStatusChanged?: (orderId: number, status: OrderStatus) => void;
  /**
   * Cuenta corriente (issue 32, decision 056), handed in by app.ts from current-accounts (which reads
   * orders): selling on account (checkout and staff sales), what a staff change does to an account
   * order's debit, and a sale on account made (invoicing's auto-invoice counts it as 'paid': a firm
   * sale). Without it an order on account is refused.
   */
  account?: AccountOrders;
};

export async function ordersRoutes(app: AppInstance, options: OrdersOptions) {
  await app.register(orderChangesRoutes, {
    orderStatusChanged: options.orderStatusChanged,
    account: options.account?.changes,
  });
  await app.register(adminSaleRoutes, {
    account: options.account?.sales,
    accountSaleMade: options.account?.saleMade,
  });
  // Buying again (issue 29, decision 053).
  await app.register(repeatRoutes);
  await app.register(frequentProductsRoutes);

  /**
   * ORDER_RATE_LIMIT orders, and as many checkout starts, per buyer per 10 minutes (issue 26 item 23):
   * no real buyer meets it, a loop reserving the stock does. Counted in Redis when REDIS_URL is set,
   * like the other limits (decision 029).
   */
  const perBuyer = {
    max: app.config.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => `user:${request.viewer?.userId}`,
    errorResponseBuilder: () => new AppError('rate_limited', TOO_MANY_ORDERS),
  };

  app.post(
    '/orders/',
    {
      // Takes stock: the cached catalogue answers move on; no user row changes (decision 046).
      config: { role: 'user', changes: ['stock'], rateLimit: perBuyer },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Crea un pedido: el servidor recalcula precios, cupón y totales y descuenta el stock',
        description:
          'Las líneas iguales (mismo producto y mismas opciones) se suman antes de controlar el stock. ' +
          'Un cliente bloqueado recibe 403 antes que cualquier error de validación. payment_method online ' +
          '(solo con Mercado Pago configurado): el pedido queda payment_pending y la respuesta trae ' +
          'payment_url (adonde ir a pagar) o payment_message (si no se pudo abrir el pago). payment_method ' +
          'account (cuenta corriente): 400 si la cuenta no está habilitada, tiene deuda vencida o el total ' +
          'supera el crédito disponible (el mensaje dice el crédito disponible); si pasa, el pedido queda pending.',
        body: OrderCreateSchema,
        response: { 201: OrderCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      if (viewer.isBlocked) throw new AppError('forbidden', BLOCKED_CUSTOMER);
      if (request.validationError) throw fieldErrors(validationFieldErrors(request.validationError));
      const online = options.onlinePayment;
      const created = await createOrder(app.db, viewer, request.body, {
        belowMinimum: 'refuse',
        onlinePayment: online ? { dueAt: online.dueAt() } : undefined,
        account: options.account?.sales,
      });
      if (created.order.payment_method === 'account') options.account?.saleMade?.(created.order.id);
      void sendOrderEmails(
        {
          db: app.db,
          mailer: app.mailer,
          config: app.config,
          log: request.log,
          siteConfig: () => app.catalogue.kept(request, 'site-config', () => getSiteConfig(app.db)),
        },
        { order: created.order, buyer: viewer.username, hasSupplierGoods: created.hasSupplierGoods },
      );
      // An online order's preference is made after its transaction: a slow Mercado Pago holds no lock.
      const payment =
        online && created.order.payment_method === 'online'
          ? await online.checkout(created.order.id)
          : { payment_url: null, payment_message: null };
      return reply.status(201).send({ ...created.order, ...payment });
    },
  );

  app.get(
    '/orders/my-orders/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Pedidos del usuario actual, con sus productos',
        querystring: MyOrdersQuerySchema,
        response: { 200: MyOrdersSchema, ...errorResponses },
      },
    },
    async (request) => listMyOrders(app.db, request.viewer!, request.query),
  );

  app.post(
    '/orders/checkout-started/',
    {
      config: { role: 'user', rateLimit: perBuyer, changes: [] },
      schema: {
        tags,
        summary: 'Registra que el usuario abrió el checkout (carritos abandonados)',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordCheckoutStarted(app.db, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/orders/distributor/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Órdenes al proveedor externo (10 por página, más nuevas primero), en data',
        description:
          'Filtros: payment_status, start_date y end_date (días de la tienda, ambos incluidos) y search ' +
          '(número de orden u orden original, producto, destinatario o email del pedido original).',
        querystring: DistributorOrderListQuerySchema,
        response: { 200: DistributorOrderListSchema, ...errorResponses },
      },
    },
    async (request) => listDistributorOrders(app.db, { ...request.query, url: request.url }),
  );

  app.get(
    '/orders/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Pedidos paginados, más nuevos primero: los propios, o todos para administradores',
        description:
          'Administradores: filtros search (email o nombre del cliente, o número), customer_id, status, ' +
          'payment_status, delivery_type, date_from y date_to (días de la tienda, ambos incluidos). ' +
          '`totals` resume todo el conjunto filtrado (cantidad y suma de los totales).',
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema, ...errorResponses },
      },
    },
    async (request) => listOrders(app.db, request.viewer!, { ...request.query, url: request.url }),
  );

  app.get(
    '/orders/:id/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Detalle de un pedido (su comprador o un administrador)',
        params: IdParamSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) => getOrder(app.db, request.params.id, request.viewer!),
  );
}
