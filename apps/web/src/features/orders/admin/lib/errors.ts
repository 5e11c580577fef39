import { errorMessage, isApiError } from '@/api/client';

/** The server's own reason for a failed change (a 400 or 409 message), or null. */
export function serverReason(error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return null;
  const message = errorMessage(error, '');
  return message || null;
}

/** The toast text of a failed change: the spec's text, with the server's reason when it has one. */
export function failureText(title: string, error: unknown): string {
  const reason = serverReason(error);
  return reason && reason !== title ? `${title}: ${reason}` : title;
}
