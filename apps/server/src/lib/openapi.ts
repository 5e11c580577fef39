/**
 * The OpenAPI document served at /api/docs (issue 26 item 28, docs/decisions/044): zod schemas turned
 * into JSON schema by fastify-type-provider-zod, plus what a valid document needs that the routes do
 * not say themselves: an operationId per operation, its security from the route's role, the server,
 * and the named (recursive) schemas as components. api-docs.test.ts validates it with third-party
 * validators.
 */
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { CategoryTreeSchema } from '@mayorista/shared/catalog';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from './guards.ts';

/**
 * Schemas referenced by name. A recursive one must be: its inner `$ref` points at a component that
 * only the registry creates.
 */
const NAMED_SCHEMAS = [{ schema: CategoryTreeSchema, id: 'CategoryTree' }];

/** `GET /api/products/:id/related/` -> `getProductsByIdRelated`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capitalize(word.slice(1))}` : capitalize(word)));
  return `${method.toLowerCase()}${words.join('')}`;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Public routes take a bearer token optionally (it shows prices); the others require it. */
const securityOf = (role: Role | undefined) => (role === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }]);

/**
 * A value zod cannot describe (a date coerced from any input) becomes `{}`, "any value"; made nullable
 * it reads `{nullable: true}`, which OpenAPI 3.0 refuses without a `type`. "Any value" already takes
 * null, so `nullable` goes.
 */
function dropUntypedNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUntypedNullable);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, dropUntypedNullable(child)] as const);
  const node = Object.fromEntries(entries);
  const typed = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum'].some((key) => key in node);
  if (node.nullable === true && !typed) delete node.nullable;
  return node;
}

const transform: SwaggerTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const method = [document.route.method].flat()[0];
  return {
    schema: {
      ...(dropUntypedNullable(schema) as typeof schema),
      operationId: operationIdOf(String(method), document.route.url),
      security: securityOf(document.route.config?.role),
    } as typeof schema,
    url,
  };
};

export function openApiOptions(): FastifyDynamicSwaggerOptions {
  for (const { schema, id } of NAMED_SCHEMAS) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
  return {
    openapi: {
      info: {
        title: 'Mayorista API',
        version: '1.0.0',
        description: 'API de la tienda mayorista y su back office.',
      },
      servers: [{ url: '/', description: 'Este servidor' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  };
}
