import { DetailErrorSchema, errorResponses, MessageSchema } from '@mayorista/shared/api';
import {
  MpNotificationQuerySchema,
  MpNotificationSchema,
  PAYMENT_MESSAGES,
} from '@mayorista/shared/payments';
import type { AppInstance } from '../../app-instance.ts';
import { sendError } from '../../lib/errors.ts';
import { type PaymentsHooks, paymentsDeps } from './payments.deps.ts';
import { syncPayment } from './payments.service.ts';
import { checkSignature } from './webhook-signature.ts';

/** Mercado Pago's notifications come from its servers: a generous bound per address, that stops a flood. */
export const WEBHOOK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/payments/webhook/ (decision 054): Mercado Pago's notification of a payment. Nothing in it
 * is trusted but the payment id it signs: the signature is checked first (a missing, wrong or old one
 * answers 401 before anything is read), then the payment is read back from Mercado Pago and acted on
 * (syncPayment). Answers 200 once handled (also for a payment of no order of this store, so Mercado
 * Pago stops sending it), 502 when Mercado Pago could not be read (it sends the notification again).
 */
export async function webhookRoutes(app: AppInstance, hooks: PaymentsHooks) {
  const deps = paymentsDeps(app, hooks);
  const secret = app.config.mercadoPago?.webhookSecret;

  app.post(
    '/payments/webhook/',
    {
      // Nothing by declaration: a refused notification must not move the caches. A payment that
      // returns stock (a refund made in Mercado Pago's panel) moves the stock version itself.
      config: { role: 'public', upstream: true, changes: [], rateLimit: WEBHOOK_RATE_LIMIT },
      // The body is not trusted nor needed: its shape is documented, never a reason to refuse.
      attachValidation: true,
      schema: {
        tags: ['pagos'],
        summary: 'Notificación de pago de Mercado Pago (firmada con x-signature)',
        description:
          'Query `data.id` y `type=payment`; cabeceras `x-signature: ts=..,v1=..` (HMAC-SHA256 con ' +
          'MP_WEBHOOK_SECRET de `id:{data.id};request-id:{x-request-id};ts:{ts};`) y `x-request-id`. ' +
          '401 sin firma, con firma incorrecta o vieja. El pago se lee de Mercado Pago: el cuerpo no se usa.',
        querystring: MpNotificationQuerySchema,
        body: MpNotificationSchema.nullish(),
        response: { 200: MessageSchema, ...errorResponses, 502: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const dataId = typeof query['data.id'] === 'string' ? query['data.id'] : undefined;
      const check = secret
        ? checkSignature({
            secret,
            header: firstHeader(request.headers['x-signature']),
            requestId: firstHeader(request.headers['x-request-id']),
            dataId,
            now: Date.now(),
          })
        : 'missing';
      if (check !== 'ok') {
        request.log.info({ check }, 'Mercado Pago: notificación rechazada por su firma');
        return sendError(reply, 401, { detail: PAYMENT_MESSAGES.badSignature });
      }
      const type = typeof query.type === 'string' ? query.type : '';
      if (type !== 'payment' || !dataId || !/^\d{1,20}$/.test(dataId) || !deps.mp)
        return { detail: 'Notificación ignorada' };
      try {
        const payment = await deps.mp.getPayment(dataId);
        if (!payment) return { detail: 'Pago desconocido: ignorado' };
        const result = await syncPayment(deps, payment);
        return { detail: `Notificación procesada: ${result}` };
      } catch (error) {
        request.log.warn({ err: error, paymentId: dataId }, 'Mercado Pago: notificación no procesada');
        return sendError(reply, 502, { detail: 'No se pudo leer el pago de Mercado Pago' });
      }
    },
  );
}
