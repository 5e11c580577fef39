import { CONTACT_DAILY_LIMIT_MESSAGE } from '@mayorista/shared/accounts';
import type { ContactMessageSent } from '@mayorista/shared/contact';
import { ApiError } from '@/api/client';

export const CONTACT_FALLBACK_ERROR =
  'Ocurrió un error al enviar el mensaje. Inténtalo nuevamente o contáctanos por WhatsApp.';

const SENT = '¡Mensaje enviado correctamente!';

/** The success text of accounts §8, by what the server says about the confirmation e-mail. */
export function contactSuccessMessage(response: Partial<ContactMessageSent> | null | undefined): string {
  if (response?.email_status?.confirmation_sent) {
    return `${SENT} Te hemos enviado una confirmación por email. Te responderemos pronto.`;
  }
  if (response?.email_status) return `${SENT} Te responderemos pronto a tu email.`;
  return `${SENT} Te responderemos pronto.`;
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value)) return value.map(firstText).find(Boolean);
  return undefined;
}

/** 429 → the daily limit; otherwise the server's error, detail or message; else the fixed text. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return CONTACT_DAILY_LIMIT_MESSAGE;
    if (error.body && typeof error.body === 'object') {
      const body = error.body as Record<string, unknown>;
      const text = firstText(body.error) ?? firstText(body.detail) ?? firstText(body.message);
      if (text) return text;
    }
  }
  return CONTACT_FALLBACK_ERROR;
}
