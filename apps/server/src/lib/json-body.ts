import type { FastifyInstance } from 'fastify';
import { AppError, BODY_NOT_OBJECT, BODY_TOO_DEEP, INVALID_JSON } from './errors.ts';

/** Our bodies nest three levels at most (an order's lines and their options); this leaves room. */
export const MAX_BODY_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The API speaks JSON only: this is its one body parser (every other content type answers 415).
 * The bytes must be UTF-8 (a UTF-16 or Latin-1 body is refused, not guessed), an empty body counts
 * as no body (action calls such as approve or block are POSTs without one), and a body is a JSON
 * object: `null`, numbers, strings and arrays are refused here, before any route sees them.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    let text: string;
    try {
      text = utf8.decode(raw as Buffer);
    } catch {
      return done(new AppError('invalid', INVALID_JSON), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, body) => {
      if (error) return done(new AppError('invalid', INVALID_JSON), undefined);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        return done(new AppError('invalid', BODY_NOT_OBJECT), undefined);
      }
      if (depthOf(body) > MAX_BODY_DEPTH) return done(new AppError('invalid', BODY_TOO_DEEP), undefined);
      done(null, body);
    });
  });
}
