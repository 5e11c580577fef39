import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  STOCK_ALERT_MESSAGES,
  StockAlertInputSchema,
  StockAlertListSchema,
  StockAlertQuerySchema,
  StockAlertSchema,
} from '@mayorista/shared/stock-alerts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/errors.ts';
import {
  createRestockChecker,
  createStockAlert,
  deleteStockAlert,
  listStockAlerts,
} from './stock-alerts.service.ts';

const tags = ['herramientas del comprador'];

/**
 * 'Avisarme cuando haya stock' (issue 29 item 6, decision 053): the buyer's alerts, and the check that
 * mails them when stock comes back.
 */
export async function stockAlertsRoutes(app: AppInstance) {
  // Every write that can raise stock moves the `catalogue` or `stock` version after it committed
  // (route writes declare it, jobs call app.catalogue.bump): this process then claims and mails the
  // restocked alerts. The scheduled job of stock-alerts.job.ts is the net for anything else.
  const checker = createRestockChecker({ db: app.db, mailer: app.mailer, config: app.config, log: app.log });
  app.caches.onMove(['catalogue', 'stock'], checker.request);
  app.addHook('onClose', () => checker.idle());

  app.get(
    '/me/stock-alerts/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Mis avisos de stock en espera',
        description:
          'Los avisos del comprador que todavía esperan stock, el más nuevo primero (sin cantidades de stock). ' +
          'Un aviso termina cuando se envía su e-mail.',
        response: { 200: StockAlertListSchema, ...errorResponses },
      },
    },
    async (request) => listStockAlerts(app.db, request.viewer!.userId),
  );

  app.post(
    '/products/:id/stock-alert/',
    {
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Avisarme cuando haya stock',
        description:
          'Crea el aviso del comprador para un producto sin stock, o para una de sus opciones (option). ' +
          'Repetirlo devuelve el mismo aviso (200; 201 al crearlo). 400 si tiene stock ahora, 404 si el ' +
          'producto no existe o no está visible. Cuando el stock vuelve a ser mayor que 0 se envía un ' +
          'e-mail y el aviso termina.',
        params: IdParamSchema,
        body: StockAlertInputSchema,
        response: { 200: StockAlertSchema, 201: StockAlertSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.viewer!.isStaff) throw new AppError('forbidden', STOCK_ALERT_MESSAGES.staffOnly);
      const { alert, created } = await createStockAlert(app.db, {
        userId: request.viewer!.userId,
        productId: request.params.id,
        optionId: request.body.option ?? null,
      });
      return reply.status(created ? 201 : 200).send(alert);
    },
  );

  app.delete(
    '/products/:id/stock-alert/',
    {
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Cancelar aviso de stock',
        description:
          'Quita el aviso en espera del comprador para el producto (o la opción ?option=). 204 aunque no hubiera.',
        params: IdParamSchema,
        querystring: StockAlertQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteStockAlert(app.db, {
        userId: request.viewer!.userId,
        productId: request.params.id,
        optionId: request.query.option ?? null,
      });
      return reply.status(204).send(null);
    },
  );
}
