export type ErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** The one error type of the server: a kind (mapped to a status) and a Spanish message or field map. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly fields?: Record<string, string[]>;
  readonly code?: string;

  constructor(
    kind: ErrorKind,
    detail: string,
    options: { fields?: Record<string, string[]>; code?: string } = {},
  ) {
    super(detail);
    this.kind = kind;
    this.fields = options.fields;
    this.code = options.code;
  }

  get status(): number {
    return STATUS[this.kind];
  }

  body(): Record<string, unknown> {
    if (this.fields) return this.fields;
    return this.code ? { detail: this.message, code: this.code } : { detail: this.message };
  }
}

export const notFound = (detail = 'No encontrado.') => new AppError('not_found', detail);
export const invalid = (detail: string) => new AppError('invalid', detail);
export const fieldErrors = (fields: Record<string, string[]>) =>
  new AppError('invalid', Object.values(fields)[0]?.[0] ?? 'Datos inválidos', { fields });
