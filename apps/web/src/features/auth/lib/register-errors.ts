import { ApiError } from '@/api/client';

export const REGISTER_GENERIC_ERROR = 'Error al crear la cuenta. Por favor, intenta nuevamente.';
export const REGISTER_NO_RESPONSE = 'Hubo un error, verifica la información ingresada e intenta nuevamente.';
export const UNEXPECTED_ERROR = 'Error inesperado. Por favor, intenta nuevamente.';
/** The server answered an error without any message (an empty body or an HTML error page). */
export const REGISTER_FAILED = 'Error al registrar usuario';

export type RegisterFailure = {
  /** First server message per form field (shown under the field). */
  fields: Record<string, string>;
  /** Messages for toasts, in order, without repeats. */
  messages: string[];
};

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

/**
 * What a failed registration shows (accounts §8): field errors inline and as toasts (duplicate
 * e-mail and username texts come from the server), `error`/`errors` lists and `detail` as toasts,
 * a fixed text when there was no answer, the generic text otherwise.
 */
export function registerFailure(error: unknown, formFields: readonly string[]): RegisterFailure {
  if (!(error instanceof ApiError)) return { fields: {}, messages: [UNEXPECTED_ERROR] };
  if (error.kind !== 'http') return { fields: {}, messages: [REGISTER_NO_RESPONSE] };

  const fields: Record<string, string> = {};
  const messages: string[] = [];
  const body = error.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const key of ['detail', 'error', 'errors', 'message', 'non_field_errors'])
      messages.push(...texts(record[key]));
    for (const [key, value] of Object.entries(record)) {
      if (!formFields.includes(key)) continue;
      const [first] = texts(value);
      if (!first) continue;
      fields[key] = first;
      messages.push(first);
    }
  } else {
    const plain = texts(body).filter((text) => !text.startsWith('<') && text.length <= 300);
    messages.push(...(plain.length ? plain : [REGISTER_FAILED]));
  }
  const unique = [...new Set(messages)];
  return { fields, messages: unique.length ? unique : [REGISTER_GENERIC_ERROR] };
}
