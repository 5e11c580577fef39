import { z } from 'zod';

/**
 * The shapes every endpoint shares, written once: the DRF-style page and the DRF-style error body.
 * Domain contracts (catalog.ts, orders.ts, accounts.ts, ...) build on these.
 */

/** A page of a list endpoint: `{count, next, previous, current_page, total_pages, results}`. */
export const PageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    current_page: z.number(),
    total_pages: z.number(),
    results: z.array(item),
  });
export type Page<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  current_page: number;
  total_pages: number;
  results: T[];
};

/** `{detail}` (with an optional machine `code`, e.g. token_not_valid) or `{field: [messages]}`. */
export const DetailErrorSchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  email: z
    .string()
    .optional()
    .describe('Con code email_not_verified (contraseña correcta): el email al que va el código'),
});
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const ErrorBodySchema = z.union([DetailErrorSchema, FieldErrorsSchema]);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The error responses a route may answer, for its `schema.response`. Every route spreads these, so
 * an error body always serializes (never a 500 because an error shape was not declared).
 */
export const errorResponses = {
  400: ErrorBodySchema,
  401: DetailErrorSchema,
  403: DetailErrorSchema,
  404: DetailErrorSchema,
  409: ErrorBodySchema,
  413: DetailErrorSchema,
  415: DetailErrorSchema,
  429: DetailErrorSchema,
} as const;

/** Answer of action calls that only confirm: `{detail}` / `{message}`. */
export const MessageSchema = z.object({ detail: z.string().optional(), message: z.string().optional() });
