/**
 * The admins' view of the outbox (issue 14 item 3, docs/decisions/032): every e-mail with its
 * delivery state and retries, and a button to retry a failed one now. The text body is never
 * answered (verification codes and links belong to the addressee).
 */
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  MAIL_MESSAGES,
  OUTBOX_PAGE_SIZE,
  OutboxListQuerySchema,
  OutboxMailSchema,
  OutboxPageSchema,
} from '@mayorista/shared/mail';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/errors.ts';
import { retryMail } from '../../lib/mail-retry.job.ts';
import { claimForRetry, getOutboxMail, listOutbox } from '../../lib/outbox.ts';

const tags = ['correos'];

export async function outboxRoutes(app: AppInstance) {
  app.get(
    '/outbox/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary:
          'Correos enviados por la tienda, más nuevos primero (20 por página), con su estado y reintentos',
        description:
          'Filtro status: sent (Enviado), logged (Registrado: sin SMTP), failed (Falló), sending (Enviando). ' +
          'Nunca incluye el texto del correo: puede tener códigos de verificación del destinatario.',
        querystring: OutboxListQuerySchema,
        response: { 200: OutboxPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listOutbox(app.db, {
        status: request.query.status,
        page: request.query.page ?? 1,
        pageSize: request.query.page_size ?? OUTBOX_PAGE_SIZE,
        url: request.url,
      }),
  );

  app.post(
    '/outbox/:id/retry/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Reintenta ahora un correo que falló y devuelve cómo quedó',
        description:
          'Cuenta como un intento más. Si vuelve a fallar, el próximo reintento automático sigue la espera ' +
          'de la cantidad de intentos. 409 si el correo no falló o se está enviando; 409 sin SMTP_URL.',
        params: IdParamSchema,
        response: { 200: OutboxMailSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!app.mailer.canDeliver) throw new AppError('conflict', MAIL_MESSAGES.noSmtp);
      const claimed = await claimForRetry(app.db, request.params.id);
      await retryMail({ db: app.db, mailer: app.mailer }, claimed);
      return getOutboxMail(app.db, claimed.id);
    },
  );
}
