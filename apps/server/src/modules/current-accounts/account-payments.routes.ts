import { DetailErrorSchema, errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  AccountPaymentCreatedSchema,
  AccountPaymentCreateSchema,
  AccountPaymentStatusSchema,
} from '@mayorista/shared/current-accounts';
import { PAYMENT_MESSAGES } from '@mayorista/shared/payments';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance.ts';
import { answerUpstream } from '../../lib/errors.ts';
import { paymentsDeps } from '../payments/index.ts';
import {
  accountPaymentHooks,
  accountPaymentStatus,
  createAccountPayment,
} from './account-payments.service.ts';

const tags = ['cuenta corriente'];
/** Mercado Pago did not answer, or refused: 502 with the Spanish reason. */
const upstreamErrors = { 502: DetailErrorSchema } as const;

/**
 * 'Pagar saldo' with Mercado Pago (issue 32, decision 056): the buyer's request and its state. The
 * payment itself arrives through the payments module's webhook (external_reference `cc-{id}`).
 */
export async function accountPaymentsRoutes(app: AppInstance) {
  const deps = paymentsDeps(app, { accountPayments: accountPaymentHooks() });

  app.post(
    '/me/account/payments/',
    {
      config: {
        role: 'user',
        upstream: true,
        changes: [],
        rateLimit: {
          max: 20,
          timeWindow: '10 minutes',
          keyGenerator: (request: FastifyRequest) => `pay-account:${request.viewer?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Pagar saldo: una preferencia de Mercado Pago por el saldo o por comprobantes elegidos',
        description:
          'entry_ids: comprobantes impagos propios ([] = todo el saldo). 400 sin saldo a pagar, con un ' +
          'comprobante que no es un impago propio o sin Mercado Pago configurado; 502 si Mercado Pago no ' +
          'crea la preferencia. El pago aprobado se convierte en un recibo por sí solo.',
        body: AccountPaymentCreateSchema,
        response: { 201: AccountPaymentCreatedSchema, ...errorResponses, ...upstreamErrors },
      },
    },
    async (request, reply) =>
      answerUpstream(
        request,
        reply,
        { detail: PAYMENT_MESSAGES.checkoutFailed, log: 'Mercado Pago: Pagar saldo falló' },
        async () =>
          reply.status(201).send(await createAccountPayment(deps, request.viewer!, request.body.entry_ids)),
      ),
  );

  app.get(
    '/me/account/payments/:id/',
    {
      config: { role: 'user', upstream: true },
      schema: {
        tags,
        summary: 'Estado de un Pagar saldo propio: pendiente, pagado (con su recibo) o vencido',
        description:
          'Mientras está pendiente se consulta antes a Mercado Pago (un pago cuya notificación no llegó ' +
          'se asienta aquí). 404 si no es propio; 502 si Mercado Pago no responde.',
        params: IdParamSchema,
        response: { 200: AccountPaymentStatusSchema, ...errorResponses, ...upstreamErrors },
      },
    },
    async (request, reply) =>
      answerUpstream(
        request,
        reply,
        {
          detail: PAYMENT_MESSAGES.statusFailed,
          log: 'Mercado Pago: no se obtuvo el estado del pago de saldo',
        },
        () => accountPaymentStatus(deps, request.viewer!, request.params.id),
      ),
  );
}
