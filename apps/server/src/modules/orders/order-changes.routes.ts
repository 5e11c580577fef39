import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  DistributorDiscountSchema,
  DistributorDiscountUpdateSchema,
  DistributorOrderSchema,
  ORDER_CHANGE_MESSAGES,
  OrderAddItemSchema,
  OrderExportQuerySchema,
  OrderItemsUpdateSchema,
  OrderSchema,
  type OrderStatus,
  OrderTimelineSchema,
  OrderUpdateSchema,
  ShippingNoticeSchema,
} from '@mayorista/shared/orders';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { invalid, sendError } from '../../lib/errors.ts';
import { getDistributorDiscount, setDistributorDiscount } from '../settings/settings.service.ts';
import { getDistributorOrder, markDistributorOrderPaid } from './distributor-orders.service.ts';
import {
  type AccountOrderHooks,
  addOrderItem,
  assertShippable,
  findStaffOrder,
  orderTimeline,
  recalculateOrderTotal,
  recordShippingNotice,
  updateOrderItems,
  updateOrderStatus,
} from './order-changes.service.ts';
import { sendShippingNotice } from './order-emails.ts';
import { exportOrders, ORDER_EXPORT_LIMIT } from './order-export.ts';
import { findOrdersForExport, STORE_TIME_ZONE } from './orders.service.ts';

const staff = { role: 'staff' } as const;
const tags = ['pedidos'];

/** The store's calendar day, for file names. */
const storeDay = () => new Intl.DateTimeFormat('sv-SE', { timeZone: STORE_TIME_ZONE }).format(new Date());

export type OrderChangesOptions = {
  /** Told after a status change committed (the auto-invoice of issue 31, handed in by app.ts). */
  orderStatusChanged?: (orderId: number, status: OrderStatus) => void;
  /** What a change does to an order on cuenta corriente (issue 32, handed in by app.ts). */
  account?: AccountOrderHooks;
};

/** The orders desk (issue 10): staff changes to orders, payments, the supplier's discount and orders. */
export async function orderChangesRoutes(app: AppInstance, options: OrderChangesOptions = {}) {
  app.get(
    '/orders/export/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Exporta el historial de ventas filtrado (CSV UTF-8 con BOM o XLSX)',
        description:
          'Los mismos filtros que GET /api/orders/ (sin paginar; como mucho 50.000 pedidos, los más nuevos). ' +
          'CSV separado por punto y coma, con coma decimal.',
        querystring: OrderExportQuerySchema,
        response: { 200: z.unknown().describe('El archivo (text/csv o XLSX)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await findOrdersForExport(app.db, request.viewer!, filter, ORDER_EXPORT_LIMIT);
      const file = await exportOrders(rows, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="ventas-${storeDay()}.${file.extension}"`)
        .header('cache-control', 'no-store')
        .send(file.body as never);
    },
  );

  app.put(
    '/orders/:id/',
    {
      config: { ...staff, changes: ['stock'] },
      schema: {
        tags,
        summary: 'Cambia el estado y/o el estado de pago de un pedido',
        description:
          'Flujo: pending -> paid -> shipped -> delivered; pending o paid -> cancelled (devuelve todo el ' +
          'stock en la misma transacción). En cuenta corriente: pending -> shipped -> delivered, nunca ' +
          'pagado a mano (se cobra con un recibo); cancelarlo anula su débito. Cualquier otro cambio responde 400.',
        params: IdParamSchema,
        body: OrderUpdateSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const order = await updateOrderStatus(
        app.db,
        request.params.id,
        request.body,
        request.viewer!,
        options.account,
      );
      options.orderStatusChanged?.(order.id, order.status);
      return order;
    },
  );

  app.patch(
    '/orders/:id/items/',
    {
      config: { ...staff, changes: ['stock'] },
      schema: {
        tags,
        summary: 'Cambia cantidades de un pedido pendiente (0 quita el producto)',
        description:
          'Cada cantidad respeta la regla del producto (mínimo y múltiplo; 400 si no). El stock se mueve ' +
          'exactamente por la diferencia (409 si no alcanza); cada línea conserva su precio, salvo que la ' +
          'nueva cantidad cambie su escalón por cantidad: entonces se cotiza de nuevo con la lista del cliente.',
        params: IdParamSchema,
        body: OrderItemsUpdateSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateOrderItems(app.db, request.params.id, request.body, request.viewer!, options.account),
  );

  app.post(
    '/orders/:id/add_item/',
    {
      config: { ...staff, changes: ['stock'] },
      schema: {
        tags,
        summary: 'Agrega un producto (con sus variantes) a un pedido pendiente, al precio de hoy',
        description:
          'Precio de hoy con la lista de precios del cliente y el escalón de la cantidad; la cantidad respeta ' +
          'la regla del producto (400 si no). La misma elección ya en el pedido suma a esa línea.',
        params: IdParamSchema,
        body: OrderAddItemSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      addOrderItem(app.db, request.params.id, request.body, request.viewer!, options.account),
  );

  app.post(
    '/orders/:id/recalculate_total/',
    {
      config: { ...staff, changes: [] },
      schema: {
        tags,
        summary: 'Recalcula subtotal, cupón y total desde las líneas del pedido',
        params: IdParamSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) => recalculateOrderTotal(app.db, request.params.id, request.viewer!, options.account),
  );

  app.post(
    '/orders/:id/notify_shipping/',
    {
      config: { ...staff, changes: [] },
      schema: {
        tags,
        summary: 'Envía al comprador el aviso de envío (SMTP o la bandeja de salida)',
        description: `Pedidos pagados, enviados o entregados. Si el servidor de correo falla: 502 '${ORDER_CHANGE_MESSAGES.shippingNoticeFailed}'.`,
        params: IdParamSchema,
        response: { 200: ShippingNoticeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const order = await findStaffOrder(app.db, request.params.id, viewer);
      assertShippable(order);
      let sent: { to: string | null; delivered: boolean } = { to: null, delivered: false };
      try {
        sent = await sendShippingNotice(
          { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
          order,
        );
      } catch (error) {
        request.log.error({ err: error, orderId: order.id }, 'shipping notice not sent');
      }
      // The store mails only its accounts' verified addresses (DOMAIN "Mail"), never the contact e-mail.
      if (sent.to === null) throw invalid(ORDER_CHANGE_MESSAGES.shippingNoticeNoEmail);
      await recordShippingNotice(app.db, {
        orderId: order.id,
        actorId: viewer.userId,
        email: sent.to,
        delivered: sent.delivered,
      });
      if (!sent.delivered)
        return sendError(reply, 502, { detail: ORDER_CHANGE_MESSAGES.shippingNoticeFailed });
      return { detail: ORDER_CHANGE_MESSAGES.shippingNoticeSent(sent.to), email: sent.to };
    },
  );

  app.get(
    '/orders/:id/timeline/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Historial de cambios del pedido (quién, cuándo, qué), más antiguos primero',
        params: IdParamSchema,
        response: { 200: OrderTimelineSchema, ...errorResponses },
      },
    },
    async (request) => orderTimeline(app.db, request.params.id),
  );

  // ---- The supplier's discount and orders (backoffice §2.9) ----

  app.get(
    '/distributor-discount/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Descuento que otorga el proveedor externo (porcentaje)',
        response: { 200: DistributorDiscountSchema, ...errorResponses },
      },
    },
    async () => ({ discount_percentage: await getDistributorDiscount(app.db) }),
  );

  app.post(
    '/distributor-discount/update/',
    {
      config: { ...staff, changes: ['settings'] },
      schema: {
        tags,
        summary: 'Cambia el descuento del proveedor (0 a 100, de a 0,01)',
        body: DistributorDiscountUpdateSchema,
        response: { 200: DistributorDiscountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      discount_percentage: await setDistributorDiscount(
        app.db,
        request.body.discount_percentage,
        request.viewer!.userId,
      ),
    }),
  );

  app.get(
    '/orders/distributor/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Una orden al proveedor con sus productos (para el REMITO)',
        params: IdParamSchema,
        response: { 200: DistributorOrderSchema, ...errorResponses },
      },
    },
    async (request) => getDistributorOrder(app.db, request.params.id),
  );

  app.patch(
    '/orders/distributor/:id/mark_as_paid/',
    {
      config: { ...staff, changes: [] },
      schema: {
        tags,
        summary: 'Marca como pagada una orden al proveedor pendiente',
        params: IdParamSchema,
        response: { 200: DistributorOrderSchema, ...errorResponses },
      },
    },
    async (request) => markDistributorOrderPaid(app.db, request.params.id, request.viewer!.userId),
  );
}
