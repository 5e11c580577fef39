import { connect } from 'node:net';
import { ErrorBodySchema } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { CONTROL_CHARACTERS_MESSAGE } from '@mayorista/shared/text';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import type { AppInstance } from '../app-instance.ts';
import { outbox, users } from '../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  dbKind,
  loginAs,
  type TestContext,
  testConfig,
} from '../test/helpers.ts';
import { orderPayload } from '../test/order-fixtures.ts';
import { AppError, BODY_NOT_OBJECT, INTERNAL_ERROR, INVALID_JSON, NOT_FOUND } from './errors.ts';

const CONTROL = { detail: CONTROL_CHARACTERS_MESSAGE };
const refused = (field: string) => ({ [field]: [CONTROL_CHARACTERS_MESSAGE] });
const utf16WithBom = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);

describe(`request pipeline (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let admin: Record<string, string>;
  let demoId: number;
  let address = 0;

  const send = (options: InjectOptions) =>
    ctx.app.inject({ remoteAddress: `10.77.${++address >> 8}.${address & 255}`, ...options });
  const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, headers = {}) =>
    send({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const raw = (method: 'POST' | 'PATCH', url: string, payload: string | Buffer, headers = {}) =>
    send({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    const [demo] = await ctx.database.db.select().from(users).where(eq(users.username, 'demo'));
    demoId = demo.id;
  });
  afterAll(() => ctx?.close());

  describe('control characters (issue 8, item 1)', () => {
    it('refuses them in the anonymous endpoints with a 400 naming the field', async () => {
      for (const url of [
        '/api/products/?search=%00',
        '/api/products/?brand_name=%00',
        '/api/products/suggestions/?q=a%00b',
      ]) {
        const response = await send({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual(
          refused(new URL(url, 'http://x').searchParams.keys().next().value!),
        );
      }
      const login = await json('POST', '/api/auth/login/', { username: '\u0000', password: 'secreto123' });
      expect([login.statusCode, login.json()]).toEqual([400, refused('username')]);
      const coupon = await json('POST', '/api/marketing/coupons/validate/', {
        code: '\u0000',
        subtotal: 100,
      });
      expect([coupon.statusCode, coupon.json()]).toEqual([400, refused('code')]);
    });

    it("refuses them in a buyer's order, profile, order search and contact message", async () => {
      const line = [{ product_id: data.products.sustrato.id, quantity: 1 }];
      for (const field of ['delivery_time', 'coupon_code']) {
        const response = await json(
          'POST',
          '/api/orders/',
          orderPayload(line, { [field]: 'tarde\u0000' }),
          buyer,
        );
        expect([response.statusCode, response.json()], field).toEqual([400, refused(field)]);
      }
      const nested = await json(
        'POST',
        '/api/orders/',
        orderPayload([{ ...line[0], variant_display: 'x\u0007' }]),
        buyer,
      );
      expect([nested.statusCode, nested.json()]).toEqual([400, refused('products')]);
      const profile = await json('PUT', '/api/auth/profile/', { first_name: 'Lu\u0000cía' }, buyer);
      expect([profile.statusCode, profile.json()]).toEqual([400, refused('first_name')]);
      const search = await send({ method: 'GET', url: '/api/orders/?search=%00', headers: buyer });
      expect([search.statusCode, search.json()]).toEqual([400, refused('search')]);
      const contact = await json(
        'POST',
        '/api/contact-messages/',
        { nombre: 'Lucía', email: 'lucia@example.com', motivo: 'Consulta', mensaje: 'Hola\u0000' },
        buyer,
      );
      expect([contact.statusCode, contact.json()]).toEqual([400, refused('mensaje')]);
    });

    it('refuses them in the admin searches, invitation codes, customer creation and customer e-mail', async () => {
      for (const url of [
        '/api/auth/customers/?search=%00',
        '/api/auth/pending-users/?search=a%00b',
        '/api/contact-messages/?search=%1F',
      ]) {
        const response = await send({ method: 'GET', url, headers: admin });
        expect([response.statusCode, response.json()], url).toEqual([400, refused('search')]);
      }
      const code = await json(
        'POST',
        '/api/auth/invitation-codes/',
        { description: '\u0000', max_uses: 5 },
        admin,
      );
      expect([code.statusCode, code.json()]).toEqual([400, refused('description')]);
      const customer = await json(
        'POST',
        '/api/auth/customers/',
        { username: 'nuevo\u0000', email: 'n@example.com' },
        admin,
      );
      expect([customer.statusCode, customer.json()]).toEqual([400, refused('username')]);

      const sentBefore = await ctx.database.db.select().from(outbox);
      const mail = await json(
        'POST',
        `/api/auth/customers/${demoId}/contact/`,
        { subject: 'Hola', message: 'Texto\u0000' },
        admin,
      );
      expect([mail.statusCode, mail.json()]).toEqual([400, refused('message')]);
      expect(await ctx.database.db.select().from(outbox)).toHaveLength(sentBefore.length);
    });

    it('refuses them in object keys, at any depth, and in the URL path', async () => {
      const key = await json('PUT', '/api/auth/profile/', { first_name: 'Lucía', 'x\u0000': 1 }, buyer);
      expect([key.statusCode, key.json()]).toEqual([400, refused('non_field_errors')]);
      const deep = await json('PUT', '/api/auth/profile/', { first_name: { a: [{ b: '\u001b' }] } }, buyer);
      expect([deep.statusCode, deep.json()]).toEqual([400, refused('first_name')]);
      for (const url of ['/api/products/1%00/', '/api/products%00/', '/api/%7F']) {
        const response = await send({ method: 'GET', url });
        expect([response.statusCode, response.json()], url).toEqual([400, CONTROL]);
      }
    });

    it('keeps tabs, line breaks and any printable unicode', async () => {
      const response = await send({
        method: 'GET',
        url: `/api/products/?search=${encodeURIComponent('maceta\t😀 ñ\u202e')}`,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('malformed JSON (item 2)', () => {
    const bodies: [string, string | Buffer][] = [
      ['unclosed', '{'],
      ['trailing comma', '{"a":1,}'],
      ['invalid UTF-8', INVALID_UTF8],
      ['UTF-16 with BOM', utf16WithBom('{"nombre":"Lucía"}')],
      ['single quotes', "{'a':1}"],
    ];

    it('answers 400 with one Spanish message on the contact-message routes and the orders', async () => {
      for (const [label, payload] of bodies) {
        for (const [method, url, headers] of [
          ['POST', '/api/contact-messages/', buyer],
          ['PATCH', '/api/contact-messages/1/', admin],
          ['POST', '/api/orders/', buyer],
          ['POST', '/api/auth/login/', {}],
        ] as const) {
          const response = await raw(method, url, payload, headers);
          expect([response.statusCode, response.json()], `${label} ${method} ${url}`).toEqual([
            400,
            { detail: INVALID_JSON },
          ]);
        }
      }
    });

    it('reads a UTF-8 body with a byte order mark', async () => {
      const body = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify({ username: 'demo', password: 'demo1234' })),
      ]);
      const response = await raw('POST', '/api/auth/login/', body);
      expect(response.statusCode).toBe(200);
    });

    it('answers 400 to an empty body where one is required, and accepts none on action calls', async () => {
      for (const payload of ['', '  ']) {
        const response = await raw('POST', '/api/auth/login/', payload);
        expect([response.statusCode, response.json()]).toEqual([400, { detail: BODY_NOT_OBJECT }]);
      }
      const noBody = await send({ method: 'POST', url: '/api/auth/login/' });
      expect([noBody.statusCode, noBody.json()]).toEqual([400, { detail: BODY_NOT_OBJECT }]);
      const action = await raw('POST', `/api/auth/customers/${demoId}/unblock/`, '', admin);
      expect(action.statusCode).toBe(200);
    });
  });

  describe('bodies that are not objects (item 3)', () => {
    it('answers 400 to null, numbers, strings and arrays on every route, the coupon form included', async () => {
      for (const payload of ['null', '1', '"x"', '[]', '[{"code":"A"}]', 'true']) {
        for (const [url, headers] of [
          ['/api/marketing/coupons/', admin],
          ['/api/marketing/coupons/validate/', {}],
          ['/api/orders/', buyer],
          ['/api/auth/invitation-codes/', admin],
        ] as const) {
          const response = await raw('POST', url, payload, headers);
          expect([response.statusCode, response.json()], `${payload} ${url}`).toEqual([
            400,
            { detail: BODY_NOT_OBJECT },
          ]);
        }
      }
    });

    it('refuses bodies nested deeper than any form needs', async () => {
      const deep = JSON.stringify({ products: [JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`)] });
      const response = await raw('POST', '/api/orders/', deep, buyer);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.safeParse(response.json()).success).toBe(true);
    });
  });

  describe('framework errors (item 4)', () => {
    const noInternals = (body: string) => {
      expect(body).not.toMatch(/FST_|statusCode|Error:|\/api\//);
      expect(ErrorBodySchema.safeParse(JSON.parse(body)).success).toBe(true);
    };

    it('answers a broken escape, a too-long parameter, a wrong media type and a huge body in Spanish', async () => {
      const cases: [InjectOptions, number][] = [
        [{ method: 'GET', url: '/api/orders/%/' }, 400],
        [{ method: 'GET', url: `/api/products/${'9'.repeat(10_000)}/` }, 414],
        [
          {
            method: 'POST',
            url: '/api/auth/login/',
            payload: 'hola',
            headers: { 'content-type': 'text/plain' },
          },
          415,
        ],
        [
          {
            method: 'POST',
            url: '/api/auth/login/',
            payload: 'a=1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
          415,
        ],
        [
          {
            method: 'POST',
            url: '/api/auth/login/',
            payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
            headers: { 'content-type': 'application/json' },
          },
          413,
        ],
        [
          {
            method: 'POST',
            url: '/api/auth/login/',
            payload: '{"username":"demo"}',
            headers: { 'content-type': 'application/json', 'content-length': '2' },
          },
          400,
        ],
      ];
      for (const [options, status] of cases) {
        const response = await send(options);
        expect(response.statusCode, options.url as string).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        noInternals(response.body);
        expect(response.body.length).toBeLessThan(200);
      }
    });

    it('answers 404 in Spanish outside the API too, without echoing the path', async () => {
      for (const url of ['/no-existe', '/media/no-existe.png']) {
        const response = await send({ method: 'GET', url });
        expect([response.statusCode, response.json()], url).toEqual([404, { detail: NOT_FOUND }]);
      }
    });

    it('answers 400 with a DRF body to a request Node cannot parse', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /api/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      noInternals(body);
    });
  });

  describe('path parameters (issue 7, fixed paths win)', () => {
    it('answers 404 to an id that is not a positive integer, not 400', async () => {
      for (const [url, headers] of [
        ['/api/products/no-existe/', {}],
        ['/api/products/-1/', {}],
        ['/api/products/1e9/', {}],
        ['/api/products/0x10/', {}],
        ['/api/products/..%2F..%2Fetc%2Fpasswd/', {}],
        ['/api/orders/no-existe/', buyer],
        ['/api/marketing/coupons/abc/usages/', admin],
      ] as const) {
        const response = await send({ method: 'GET', url, headers });
        expect([response.statusCode, response.json()], url).toEqual([404, { detail: NOT_FOUND }]);
      }
    });
  });
});

describe(`error handler (${dbKind})`, () => {
  let app: AppInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    const route = { config: { role: 'public' as const } };
    app.get('/api/test/crash/', route, () => {
      throw new Error('select secret from internals');
    });
    app.get(
      '/api/test/declared/',
      {
        ...route,
        schema: {
          response: { 200: z.object({ ok: z.boolean() }), 400: z.record(z.string(), z.array(z.string())) },
        },
      },
      () => {
        throw new AppError('invalid', 'Mensaje de la ruta');
      },
    );
    app.get('/api/test/plugin-4xx/', route, () => {
      throw Object.assign(new Error('Some English plugin message'), { statusCode: 405 });
    });
    app.get(
      '/api/test/attached/:id/',
      { ...route, attachValidation: true, schema: { params: IdParamSchema } },
      (request) => ({ id: request.params.id }),
    );
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('answers 500 with the generic Spanish message and keeps internals for the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash/' });
    expect([response.statusCode, response.json()]).toEqual([500, { detail: INTERNAL_ERROR }]);
  });

  it("sends an error body even when the route's response schema declares another shape for its status", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/declared/' });
    expect([response.statusCode, response.json()]).toEqual([400, { detail: 'Mensaje de la ruta' }]);
  });

  it('answers 404 to an unparsable id on a route that attaches its validation errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/attached/abc/' });
    expect([response.statusCode, response.json()]).toEqual([404, { detail: NOT_FOUND }]);
    expect((await app.inject({ method: 'GET', url: '/api/test/attached/7/' })).json()).toEqual({ id: 7 });
  });

  it("replaces a plugin's English 4xx message with a Spanish one", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/plugin-4xx/' });
    expect([response.statusCode, response.json()]).toEqual([405, { detail: 'Método no permitido.' }]);
  });
});
