import { errorResponses } from '@mayorista/shared/api';
import { AdminSaleCreateSchema, AdminSaleSchema } from '@mayorista/shared/orders';
import type { AppInstance } from '../../app-instance.ts';
import { createSaleForCustomer } from './admin-sale.service.ts';
import { sendOrderEmails } from './order-emails.ts';

const tags = ['pedidos'];

/** New sale by staff (issue 10 item 3, decision 023). Registered from orders.routes.ts. */
export async function adminSaleRoutes(app: AppInstance) {
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
          'bajo su pedido mínimo la venta se crea igual y min_order_warning trae el aviso.',
        body: AdminSaleCreateSchema,
        response: { 201: AdminSaleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createSaleForCustomer(app.db, request.viewer!, request.body);
      void sendOrderEmails(
        { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
        { order: created.order, buyer: created.buyer, hasSupplierGoods: created.hasSupplierGoods },
      );
      return reply.status(201).send(created.order);
    },
  );
}
