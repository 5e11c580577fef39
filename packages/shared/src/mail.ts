/**
 * The outbox contract (issue 14 item 3, docs/decisions/032): every e-mail the server sends, its
 * delivery state and retries, for the admins' 'Correos' screen. The text body is never answered:
 * it holds verification codes and links that only the addressee may read.
 */
import { z } from 'zod';
import { PageSchema } from './api.ts';
import { PageQuerySchema } from './catalog.ts';

/**
 * sent: SMTP accepted it. logged: no SMTP configured, written to the server log only. failed: SMTP
 * refused it or did not answer (retried with backoff). sending: a retry is under way right now.
 */
export const MAIL_STATUSES = ['sent', 'logged', 'failed', 'sending'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  sent: 'Enviado',
  logged: 'Registrado',
  failed: 'Falló',
  sending: 'Enviando',
};

/**
 * Minutes to wait after each failed attempt: after the 1st failure 1 min, after the 2nd 5 min, ...
 * After MAIL_MAX_ATTEMPTS attempts the retries stop (the mail stays 'failed'; an admin may retry it).
 */
export const MAIL_RETRY_BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_BACKOFF_MINUTES.length + 1;

/** Minutes until the next automatic attempt after `attempts` attempts failed; null when it gives up. */
export function mailRetryDelayMinutes(attempts: number): number | null {
  if (attempts < 1 || attempts >= MAIL_MAX_ATTEMPTS) return null;
  return MAIL_RETRY_BACKOFF_MINUTES[attempts - 1];
}

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/outbox/: newest first, 20 per page, optionally one status. */
export const OutboxListQuerySchema = PageQuerySchema.extend({
  status: z.enum(MAIL_STATUSES, { error: 'Estado inválido' }).optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

export const OutboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** What the mail is about (verification, order_confirmation, shipping_notice, ...). */
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts so far (the first send counts). */
  attempts: z.number(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** When the next automatic retry may run; null when none is planned. */
  next_attempt_at: z.string().nullable(),
  /** The mail server's last answer when it failed. */
  error: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxPageSchema = PageSchema(OutboxMailSchema);
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const MAIL_MESSAGES = {
  notFailed: 'Solo se pueden reintentar los correos que fallaron.',
  sending: 'Este correo se está enviando en este momento.',
  noSmtp: 'No hay servidor de correo configurado (SMTP_URL): no se puede reintentar.',
} as const;

/** Spanish names of the kinds of mail the server sends (unknown ones show as they are). */
export const MAIL_KIND_LABELS: Record<string, string> = {
  verification: 'Verificación de e-mail',
  verification_code: 'Código de verificación',
  email_change_code: 'Cambio de e-mail',
  password_changed: 'Contraseña cambiada',
  pending_account_notice: 'Cuenta pendiente',
  account_approved: 'Cuenta aprobada',
  account_rejected: 'Cuenta rechazada',
  customer_contact: 'Mensaje al cliente',
  contact_confirmation: 'Confirmación de contacto',
  contact_notice: 'Aviso de contacto',
  order_confirmation: 'Confirmación de pedido',
  order_notice: 'Aviso de pedido',
  shipping_notice: 'Aviso de envío',
  payment_expired: 'Pago vencido',
  // Cuenta corriente (issue 32): the reminders job.
  account_reminder_due: 'Aviso de vencimiento (cuenta corriente)',
  account_reminder_overdue: 'Deuda vencida (cuenta corriente)',
};

export const mailKindLabel = (kind: string) => MAIL_KIND_LABELS[kind] ?? kind;
