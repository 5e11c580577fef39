/**
 * The bench's ceiling (issue 15): a bare Fastify app (no plugins, no hooks, no database) that answers
 * GET /page with a ready JSON string, the body of a real 12-product page. What the catalogue can reach
 * at best on this machine; run.ts starts it in its own process and measures it like every scenario.
 * Env: CEILING_BODY_FILE (the JSON), CEILING_PORT.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.CEILING_BODY_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/page', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.CEILING_PORT ?? 3909), host: '127.0.0.1' });
