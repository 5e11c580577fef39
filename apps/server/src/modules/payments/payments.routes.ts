import { DetailErrorSchema, errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  PAYMENT_MESSAGES,
  PaymentCheckoutSchema,
  PaymentStatusSchema,
  PaymentsConfigSchema,
  RefundRequestSchema,
  RefundResultSchema,
} from '@mayorista/shared/payments';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance.ts';
import { AppError, answerUpstream, notFound, sendError } from '../../lib/errors.ts';
import { getOrder, ORDER_NOT_FOUND } from '../orders/orders.service.ts';
import { type PaymentsHooks, paymentsDeps } from './payments.deps.ts';
import { payAgain, paymentStatusOf, refundOrder } from './payments.service.ts';

const tags = ['pagos'];
/** Mercado Pago did not answer, or refused: 502 with the Spanish reason. */
const upstreamErrors = { 502: DetailErrorSchema } as const;

/**
 * The store's payment calls (issue 30, decision 054): whether online payment is on, 'Pagar ahora',
 * the payment state of an order and the refund. The webhook is in webhook.routes.ts.
 */
export async function paymentsRoutes(app: AppInstance, hooks: PaymentsHooks) {
  const deps = paymentsDeps(app, hooks);

  app.get(
    '/payments/config/',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Si la tienda acepta pagos online con Mercado Pago',
        response: { 200: PaymentsConfigSchema, ...errorResponses },
      },
    },
    async () => ({ online: deps.mp !== null }),
  );

  app.post(
    '/payments/checkout/:id/',
    {
      config: {
        role: 'user',
        upstream: true,
        changes: [],
        rateLimit: {
          max: 20,
          timeWindow: '10 minutes',
          keyGenerator: (request: FastifyRequest) => `pay:${request.viewer?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'Pagar ahora: una nueva preferencia de Mercado Pago para un pedido propio que espera su pago',
        description:
          'Antes de crearla se consulta a Mercado Pago: un pedido ya pagado no se cobra dos veces (400). ' +
          '502 si Mercado Pago no crea la preferencia.',
        params: IdParamSchema,
        response: { 200: PaymentCheckoutSchema, ...errorResponses, ...upstreamErrors },
      },
    },
    async (request, reply) => {
      const mp = deps.mp;
      if (!mp) throw new AppError('invalid', PAYMENT_MESSAGES.onlineOff);
      return answerUpstream(
        request,
        reply,
        { detail: PAYMENT_MESSAGES.checkoutFailed, log: 'Mercado Pago: Pagar ahora falló' },
        async () => {
          const result = await payAgain({ ...deps, mp }, request.params.id, request.viewer!);
          if ('refused' in result) throw new AppError('invalid', result.refused);
          return result;
        },
      );
    },
  );

  app.get(
    '/payments/status/:id/',
    {
      config: { role: 'user', upstream: true },
      schema: {
        tags,
        summary: 'Estado del pago de un pedido (su comprador o un administrador)',
        description:
          'Un pedido online que espera su pago se consulta antes a Mercado Pago. Efectivo: state none y ' +
          'el estado de pago que registró el administrador. 502 si Mercado Pago no responde.',
        params: IdParamSchema,
        response: { 200: PaymentStatusSchema, ...errorResponses, ...upstreamErrors },
      },
    },
    async (request, reply) =>
      answerUpstream(
        request,
        reply,
        { detail: PAYMENT_MESSAGES.statusFailed, log: 'Mercado Pago: no se obtuvo el estado del pago' },
        () => paymentStatusOf(deps, request.params.id, request.viewer!),
      ),
  );

  app.post(
    '/payments/refund/',
    {
      // A refund cancels the order and returns its stock.
      config: { role: 'staff', upstream: true, changes: ['stock'] },
      schema: {
        tags,
        summary: 'Reembolsa por Mercado Pago un pedido pagado online: se cancela y su stock vuelve',
        description:
          'Pedidos en efectivo: 400 (se devuelven a mano y se registra con PUT). Si Mercado Pago rechaza ' +
          'el reembolso: 502 y nada cambia.',
        body: RefundRequestSchema,
        response: { 200: RefundResultSchema, ...errorResponses, ...upstreamErrors },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const outcome = await refundOrder(deps, request.body.order_id, viewer.userId);
      if ('notFound' in outcome) throw notFound(ORDER_NOT_FOUND);
      if ('refused' in outcome) throw new AppError('invalid', outcome.refused);
      if ('failed' in outcome) return sendError(reply, 502, { detail: PAYMENT_MESSAGES.refundFailed });
      return {
        detail: PAYMENT_MESSAGES.refunded,
        order: await getOrder(app.db, request.body.order_id, viewer),
      };
    },
  );
}
