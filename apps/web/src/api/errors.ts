/** Errors of the fetch client and their Spanish messages (accounts §7, §8). No imports: unit-testable. */

export const TIMEOUT_MESSAGE = 'La solicitud tardó demasiado tiempo. Por favor, inténtalo nuevamente.';
export const NETWORK_MESSAGE =
  'No se pudo conectar con el servidor. Por favor, verifica tu conexión a internet.';
export const SESSION_EXPIRED_MESSAGE = 'Sesión expirada o inválida';
export const NO_PERMISSION_MESSAGE = 'No tienes permisos para acceder a esta sección';
/** An error answer with nothing usable in it (accounts §7: the last step of the mapping). */
export const OPERATION_FAILED_MESSAGE = 'Error en la operación';
export type ApiErrorKind = 'http' | 'timeout' | 'network';

export class ApiError extends Error {
  status: number;
  body: unknown;
  /** 'http' for an answer with an error status, 'timeout' and 'network' (status 0) when there was none. */
  kind: ApiErrorKind;

  constructor(message: string, status: number, body: unknown, kind: ApiErrorKind = 'http') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.kind = kind;
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
  }
  return undefined;
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(' ');
  if (value && typeof value === 'object')
    return Object.values(value).map(valueText).filter(Boolean).join(' ');
  return value == null ? '' : String(value);
}

/**
 * The server's reply mapped to one message (accounts §7): detail, message, plain string,
 * first non_field_errors entry, 'field: value' pairs joined by ', '. Undefined when nothing usable.
 */
export function serverMessage(body: unknown): string | undefined {
  if (body == null) return undefined;
  if (typeof body === 'string') {
    const text = body.trim();
    // An HTML error page or a long dump is not a message for a person.
    if (!text || text.startsWith('<') || text.length > 300) return undefined;
    return text;
  }
  if (typeof body !== 'object' || Array.isArray(body)) return firstString(body);
  const record = body as Record<string, unknown>;
  const detail = firstString(record.detail);
  if (detail) return detail;
  const message = firstString(record.message);
  if (message) return message;
  const nonField = firstString(record.non_field_errors);
  if (nonField) return nonField;
  const pairs = Object.entries(record)
    .map(([field, value]) => [field, valueText(value)] as const)
    .filter(([, text]) => text)
    .map(([field, text]) => `${field}: ${text}`);
  return pairs.length ? pairs.join(', ') : undefined;
}

/** A Spanish message for any error thrown by a call (accounts §7 and §8), or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return TIMEOUT_MESSAGE;
    if (error.kind === 'network') return NETWORK_MESSAGE;
    return serverMessage(error.body) ?? fallback;
  }
  if (typeof error === 'string') return error.trim() || fallback;
  if (error instanceof Error) {
    if (error.name === 'AbortError') return fallback;
    return error.message || fallback;
  }
  if (error && typeof error === 'object') return serverMessage(error) ?? fallback;
  return fallback;
}

/**
 * A failed call's error carrying the spec's text for that call when the server gave no message of its
 * own (an empty body or an HTML error page); other errors pass through unchanged.
 */
export function withFallbackMessage(error: unknown, fallback: string): unknown {
  if (!(error instanceof ApiError) || error.kind !== 'http' || serverMessage(error.body)) return error;
  return new ApiError(fallback, error.status, error.body, error.kind);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
