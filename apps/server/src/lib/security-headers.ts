import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

/** An image source of the CSP: fixed, or read on each response (the map's tile host, 027). */
export type ImageSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

/** helmet's headers with the store's strict CSP (ARCHITECTURE), images also from `imageSources`. */
function headersMiddleware(imageSources: ImageSource[]) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}

/**
 * The security headers of every answer, as an `onRequest` hook. helmet's middleware is built once
 * (@fastify/helmet builds it again, CSP parsing and all, on every request; decision 035).
 *
 * Fails closed (issue 26 item 19): when a header cannot be built (a dynamic source helmet refuses; it
 * stops at the CSP and would leave out every header after it), the answer is a 500 that carries the
 * headers built from the fixed sources alone, never an answer without its headers.
 */
export function securityHeaders(options: { imageSources: ImageSource[] }) {
  const full = headersMiddleware(options.imageSources);
  const fixed = headersMiddleware(options.imageSources.filter((source) => typeof source === 'string'));
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const failClosed = (error: unknown) => {
      request.log.error({ err: error }, 'security headers not built: 500 with the fixed ones');
      fixed(request.raw, reply.raw, () => done(new Error('security headers not built', { cause: error })));
    };
    try {
      // helmet 8 passes a bad directive value to `next` (and throws on others).
      full(request.raw, reply.raw, (error?: unknown) => (error ? failClosed(error) : done()));
    } catch (error) {
      failClosed(error);
    }
  };
}
