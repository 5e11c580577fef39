import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@mayorista/shared/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, BAD_REQUEST, BODY_NOT_OBJECT, handleError, notFound } from './errors.ts';
import { registerJsonBodyParser } from './json-body.ts';

const NON_FIELD = 'non_field_errors';

/** The first string or key with a control character, as the top-level field it belongs to. */
function fieldWithControlCharacters(value: unknown): string | null {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'string' && hasControlCharacters(value) ? NON_FIELD : null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (hasControlCharacters(key)) return NON_FIELD;
    if (containsControlCharacters(child)) return Array.isArray(value) ? NON_FIELD : key;
  }
  return null;
}

function containsControlCharacters(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) return true;
    } else if (item !== null && typeof item === 'object' && isPlain(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacters(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
};

function decodedPath(url: string): string | null {
  const end = url.indexOf('?');
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return null;
  }
}

const acceptsNoBody = new WeakMap<object, boolean>();

function requiresBody(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema?.body;
  if (!(schema instanceof z.ZodType)) return false;
  let accepts = acceptsNoBody.get(schema);
  if (accepts === undefined) {
    accepts = schema.safeParse(undefined).success;
    acceptsNoBody.set(schema, accepts);
  }
  return !accepts;
}

/**
 * What every request goes through before a route sees it, so every route (and every route still to
 * come) inherits it:
 * - onRequest: a path with control characters (or broken escapes) is refused;
 * - body parsing (json-body.ts): JSON only, UTF-8, an object, bounded depth;
 * - preValidation: control characters in the query, the path parameters and the body (strings and
 *   keys, any depth) answer `{field: [CONTROL_CHARACTERS_MESSAGE]}`; a route that declares a body
 *   and gets none answers 400;
 * - validation: the route's zod schema, with zod's own messages (where a schema sets none) in Spanish;
 * - preHandler: a path parameter that does not parse answers 404, also on `attachValidation` routes;
 * - errors: one handler (errors.ts) turns every error into a DRF body with a Spanish message.
 */
export function registerRequestPipeline(app: FastifyInstance) {
  z.config(z.locales.es());
  app.setErrorHandler(handleError);
  registerJsonBodyParser(app);

  app.addHook('onRequest', async (request) => {
    const path = decodedPath(request.url);
    if (path === null) throw new AppError('invalid', BAD_REQUEST);
    if (hasControlCharacters(path)) throw new AppError('invalid', CONTROL_CHARACTERS_MESSAGE);
  });

  app.addHook('preValidation', async (request) => {
    const fields: Record<string, string[]> = {};
    for (const source of [request.query, request.params, request.body]) {
      const field = fieldWithControlCharacters(source);
      if (field) fields[field] ??= [CONTROL_CHARACTERS_MESSAGE];
    }
    if (Object.keys(fields).length) throw new AppError('invalid', CONTROL_CHARACTERS_MESSAGE, { fields });
    if (request.body === undefined && requiresBody(request)) throw new AppError('invalid', BODY_NOT_OBJECT);
  });

  app.addHook('preHandler', async (request) => {
    const error = request.validationError as (Error & { validationContext?: string }) | undefined;
    if (error?.validationContext === 'params') throw notFound();
  });
}
