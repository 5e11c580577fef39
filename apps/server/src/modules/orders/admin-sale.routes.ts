import { errorResponses } from '@mayorista/shared/api';
import { AdminSaleCreateSchema, AdminSaleSchema } from '@mayorista/shared/orders';
import type { AppInstance } from '../../app-instance.ts';
import { createSaleForCustomer } from './admin-sale.service.ts';
import { sendOrderEmails } from './order-emails.ts';
import type { AccountSales } from './orders.service.ts';

const tags = ['pedidos'];

export type AdminSaleOptions = {
  /** Selling on cuenta corriente (issue 32), handed in by app.ts; without it 'account' is refused. */
  account?: AccountSales;
  /** A sale on account was made (committed): a firm sale for invoicing's auto-invoice ('paid'). */
  accountSaleMade?: (orderId: number) => void;
};

/** New sale by staff (issue 10 item 3, decision 023). Registered from orders.routes.ts. */
export async function adminSaleRoutes(app: AppInstance, options: AdminSaleOptions = {}) {
  app.post(
    '/orders/admin-create/',
    {
      config: { role: 'staff', changes: ['stock'] },
      schema: {
        tags,
        summary: 'Crea una venta para un cliente (administradores): las mismas reglas que el checkout',
        description:
          'El cuerpo es el del pedido del checkout más customer_id (cuenta de cliente activa). El servidor ' +
          'recalcula precios y cupón, controla y descuenta el stock, crea la orden al proveedor si hay ' +
          'productos suyos, registra la actividad y envía al cliente el e-mail de confirmación. Un ' +
          'cliente bloqueado recibe 403 como en el checkout. Los precios son los de la lista del cliente; ' +
          'bajo su pedido mínimo la venta se crea igual y min_order_warning trae el aviso. En cuenta ' +
          'corriente (payment_method account) la cuenta debe estar habilitada; por encima del crédito o ' +
          'con deuda vencida la venta se crea igual, account_warning lo dice y queda en Actividad.',
        body: AdminSaleCreateSchema,
        response: { 201: AdminSaleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createSaleForCustomer(app.db, request.viewer!, request.body, options.account);
      if (created.order.payment_method === 'account') options.accountSaleMade?.(created.order.id);
      void sendOrderEmails(
        { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
        { order: created.order, buyer: created.buyer, hasSupplierGoods: created.hasSupplierGoods },
      );
      return reply.status(201).send(created.order);
    },
  );
}
