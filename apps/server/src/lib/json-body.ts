import type { FastifyInstance } from 'fastify';

/**
 * In this plugin's routes, `Content-Type: application/json` with an empty body counts as no body
 * (the spec's action calls, such as approve or block, are POSTs without one). Other bodies go
 * through Fastify's own JSON parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
