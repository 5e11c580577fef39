import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { firstMessages } from './validation.ts';

export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
};

/** The one error type of the server: a kind (mapped to a status) and a Spanish message or field map. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly fields?: Record<string, string[]>;
  readonly code?: string;
  /** With `code` email_not_verified: the address the verification code goes to. */
  readonly email?: string;

  constructor(
    kind: ErrorKind,
    detail: string,
    options: { fields?: Record<string, string[]>; code?: string; email?: string } = {},
  ) {
    super(detail);
    this.kind = kind;
    this.fields = options.fields;
    this.code = options.code;
    this.email = options.email;
  }

  get status(): number {
    return STATUS[this.kind];
  }

  body(): Record<string, unknown> {
    if (this.fields) return this.fields;
    if (!this.code) return { detail: this.message };
    return this.email
      ? { detail: this.message, code: this.code, email: this.email }
      : { detail: this.message, code: this.code };
  }
}

export const NOT_FOUND = 'No encontrado.';
export const INTERNAL_ERROR = 'Error interno del servidor. Por favor, intenta nuevamente.';
export const INVALID_JSON = 'El cuerpo de la solicitud no es un JSON válido.';
export const BODY_NOT_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON.';
export const BODY_TOO_DEEP = 'El cuerpo de la solicitud tiene demasiados niveles anidados.';
export const BAD_REQUEST = 'Solicitud inválida.';
const BAD_URL = 'La dirección solicitada no es válida.';
const TOO_MANY = 'Demasiados intentos. Intenta nuevamente en unos minutos.';

export const notFound = (detail = NOT_FOUND) => new AppError('not_found', detail);
export const invalid = (detail: string) => new AppError('invalid', detail);
export const fieldErrors = (fields: Record<string, string[]>) =>
  new AppError('invalid', Object.values(fields)[0]?.[0] ?? 'Datos inválidos', { fields });

type Answer = { status: number; detail: string };

/**
 * Fastify's own errors, each with the status and the Spanish message the caller gets. The code,
 * the English message and the stack go to the log only.
 */
const FRAMEWORK_ERRORS: Record<string, Answer> = {
  FST_ERR_BAD_URL: { status: 400, detail: BAD_URL },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'La dirección solicitada es demasiado larga.' },
  FST_ERR_NOT_FOUND: { status: 404, detail: NOT_FOUND },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    detail: 'Tipo de contenido no admitido. Envía los datos como JSON (application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'El cuerpo de la solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    detail: 'El tamaño del cuerpo no coincide con Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: BODY_NOT_OBJECT },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: INVALID_JSON },
  FST_ERR_VALIDATION: { status: 400, detail: BAD_REQUEST },
  FST_ERR_RATE_LIMITED: { status: 429, detail: TOO_MANY },
};

/** A 4xx error of a plugin that carries no code of the table: its status with a generic message. */
const STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST,
  401: 'Debes iniciar sesión para continuar.',
  403: 'No tienes permisos para realizar esta acción.',
  404: NOT_FOUND,
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  408: 'La solicitud tardó demasiado. Por favor, intenta nuevamente.',
  413: FRAMEWORK_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE.detail,
  414: FRAMEWORK_ERRORS.FST_ERR_MAX_PARAM_LENGTH.detail,
  415: FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE.detail,
  429: TOO_MANY,
  431: 'Los encabezados de la solicitud son demasiado grandes.',
};

type Failure = FastifyError & { validation?: unknown; validationContext?: string };

/** What the caller gets for any error: the status and the DRF body (`{detail}` or `{field: [..]}`). */
export function answerFor(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError) return { status: error.status, body: error.body() };
  const failure = error as Failure;
  if (hasZodFastifySchemaValidationErrors(failure) || Array.isArray(failure?.validation)) {
    // A path parameter that does not parse (`/api/products/abc/`) names nothing that exists.
    if (failure.validationContext === 'params') return { status: 404, body: { detail: NOT_FOUND } };
    return { status: 400, body: firstMessages(failure.validation as []) };
  }
  const known = failure?.code ? FRAMEWORK_ERRORS[failure.code] : undefined;
  if (known) return { status: known.status, body: { detail: known.detail } };
  const status = failure?.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { detail: STATUS_MESSAGES[status] ?? BAD_REQUEST } };
  }
  return { status: 500, body: { detail: INTERNAL_ERROR } };
}

/**
 * Sends an error body already serialized, so no route's response schema can turn an error into a
 * serialization 500.
 */
export function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * A route's call to an outside service (Mercado Pago): our own refusals (AppError) go on as they are;
 * anything else is the service failing, logged as `failure.log` and answered 502 with `failure.detail`.
 */
export async function answerUpstream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: { detail: string; log: string },
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.warn({ err: error }, failure.log);
    return sendError(reply, 502, { detail: failure.detail });
  }
}

/** The one `setErrorHandler`: AppError, validation, framework and unexpected errors. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerFor(error);
  if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  else if (!(error instanceof AppError)) request.log.info({ err: error }, 'request refused');
  return sendError(reply, status, body);
}

/** Fastify's `frameworkErrors`: errors raised while routing (bad URL escapes, too-long parameters). */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerFor(error);
  request.log.info({ err: error }, 'request refused');
  sendError(reply, status, body);
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot even parse (broken HTTP, headers too large,
 * timeout) still gets a DRF body, written straight to the socket.
 */
export function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ detail: STATUS_MESSAGES[status] });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A write stopped by a unique index (SQLSTATE 23505): node-postgres and PGlite put the code on the
 * error, Drizzle wraps it as the cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}
