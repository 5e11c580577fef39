import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  DELIVERY_TYPES,
  MyOrdersQuerySchema,
  ORDER_STATUSES,
  OrderCreateSchema,
  OrderListQuerySchema,
} from '@mayorista/shared/orders';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { validationFieldErrors } from '../../lib/validation.ts';
import { sendOrderEmails } from './order-emails.ts';
import {
  BLOCKED_CUSTOMER,
  createOrder,
  getOrder,
  listMyOrders,
  listOrders,
  recordCheckoutStarted,
} from './orders.service.ts';

const ErrorSchema = z.object({ detail: z.string() });
const FieldErrorsSchema = z.record(z.string(), z.any()).describe('{campo: [primer mensaje]} o {detail}');

const OrderItemSchema = z.object({
  id: z.number(),
  product: z.number().nullable(),
  product_name: z.string(),
  variant_display: z.string(),
  selected_variants: z.record(z.string(), z.string()).nullable(),
  quantity: z.number(),
  price: z.number().describe('Precio unitario base (ARS), antes del descuento'),
  discount: z.number().describe('Descuento aplicado (%)'),
  price_at_time: z.number().describe('Precio unitario final cobrado'),
  subtotal: z.number(),
  product_details: z.object({ id: z.number().nullable(), name: z.string(), image: z.string().nullable() }),
  cost_price: z.number().nullable().optional().describe('Solo para administradores'),
});

const OrderSchema = z.object({
  id: z.number(),
  user: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  payment_status: z.string(),
  payment_method: z.enum(['cash', 'online']),
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_time: z.string(),
  shipping_method: z.string(),
  recipient_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  customer_dni_cuit: z.string(),
  shipping_address: z.string(),
  shipping_street: z.string(),
  shipping_number: z.string(),
  shipping_city: z.string(),
  shipping_postal_code: z.string(),
  subtotal: z.number(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number(),
  shipping_cost: z.number(),
  total: z.number(),
  original_order: z.null(),
  items: z.array(OrderItemSchema).optional(),
});

const OrderPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  current_page: z.number(),
  total_pages: z.number(),
  results: z.array(OrderSchema),
});

const tags = ['pedidos'];

export async function ordersRoutes(app: AppInstance) {
  app.post(
    '/orders/',
    {
      config: { role: 'user' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Crea un pedido: el servidor recalcula precios, cupón y totales y descuenta el stock',
        body: OrderCreateSchema,
        response: { 201: OrderSchema, 400: FieldErrorsSchema, 403: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      if (viewer.isBlocked) throw new AppError('forbidden', BLOCKED_CUSTOMER);
      if (request.validationError) throw fieldErrors(validationFieldErrors(request.validationError));
      const created = await createOrder(app.db, viewer, request.body);
      void sendOrderEmails(
        { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
        { order: created.order, buyer: viewer.username, hasSupplierGoods: created.hasSupplierGoods },
      );
      return reply.status(201).send(created.order);
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
        response: { 200: z.array(OrderSchema) },
      },
    },
    async (request) => listMyOrders(app.db, request.viewer!, request.query),
  );

  app.post(
    '/orders/checkout-started/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Registra que el usuario abrió el checkout (carritos abandonados)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordCheckoutStarted(app.db, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/orders/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Pedidos paginados: los propios, o todos para administradores',
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema, 400: FieldErrorsSchema, 404: ErrorSchema },
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
        response: { 200: OrderSchema, 404: ErrorSchema },
      },
    },
    async (request) => getOrder(app.db, request.params.id, request.viewer!),
  );
}
