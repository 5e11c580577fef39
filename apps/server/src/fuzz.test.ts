import { Writable } from 'node:stream';
import { ErrorBodySchema } from '@mayorista/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { seedTestCatalogue } from './test/fixtures.ts';
import { bearer, createTestDatabase, dbKind, loginAs, testConfig } from './test/helpers.ts';

/**
 * Sends malformed input to every route of the route table, as anonymous, buyer and admin, and fails
 * on any 5xx, on any error body that is not the DRF shape, and on any body that leaks framework
 * internals. New routes are covered because the cases are generated from the route table and the
 * OpenAPI document. Each value is sent once per route and field, spread over the roles that pass the
 * route's guard; the others get a sample, which answers 401 or 403 before the body is read.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONCURRENCY = 6;

type RoleName = 'anonymous' | 'buyer' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Case = {
  route: string;
  label: string;
  method: Method;
  url: string;
  role: RoleName;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  $ref?: string;
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const CHAR_POOL = [
  'a',
  'Ñ',
  ' ',
  '"',
  '\\',
  '/',
  '%',
  '<',
  "'",
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '𝕏',
  '\u0301',
  '\n',
  '\t',
];
const randomText = () =>
  Array.from({ length: 1 + Math.floor(random() * 40) }, () => pick(CHAR_POOL)).join('');

const deepObject = (levels: number) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};
const wideObject = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));

/**
 * Values put in each body field, one at a time, the other fields keeping a plausible value. Each
 * group gives every field `take` of its values, in turns, so that every value reaches every route
 * without sending each string that passes validation (and may cost a password hash) to every field.
 */
const FIELD_VALUE_GROUPS: { take: number; values: () => [string, unknown][] }[] = [
  {
    take: 5,
    values: () => [
      ['null', null],
      ['number', 12345],
      ['boolean', true],
      ['array', ['x']],
      ['object', { a: 1 }],
    ],
  },
  {
    take: 3,
    values: () => [
      ['empty string', ''],
      ['blank', '   '],
      ['100 kB string', 'a'.repeat(100_000)],
    ],
  },
  {
    take: 5,
    values: () => [
      ['NUL', '\u0000'],
      ['NUL inside', 'a\u0000b'],
      ['control', '\u0001\u001b[31m'],
      ['DEL', '\u007f'],
      ['C1', '\u0085'],
    ],
  },
  {
    take: 2,
    values: () => [
      ['RTL override', '\u202eabc\u202c'],
      ['emoji', '😀👍🏽'],
      ['lone surrogate', '\ud800'],
      ['lone low surrogate', 'a\udc00b'],
      ['zero width', 'a\u200bb'],
      ['BOM', '\ufeffx'],
      ['combining marks', 'e\u0301'.repeat(50)],
      ['random text', randomText()],
    ],
  },
  {
    take: 8,
    values: () => [
      ['negative', -1],
      ['zero', 0],
      ['huge number', 1e21],
      ['max double', Number.MAX_VALUE],
      ['negative huge', -1e21],
      ['unsafe integer', 2 ** 53 + 2],
      ['float', 1.5],
      ['tiny float', 5e-324],
    ],
  },
  {
    take: 2,
    values: () => [
      ['NaN string', 'NaN'],
      ['Infinity string', 'Infinity'],
      ['exponent string', '1e9'],
      ['hex string', '0x10'],
      ['negative string', '-1'],
    ],
  },
  {
    take: 2,
    values: () => [
      ['2,000 levels', deepObject(2000)],
      ['5,000 keys', wideObject(5000)],
    ],
  },
  {
    take: 2,
    values: () => [
      ['text', 'texto'],
      ['bad date', '2024-13-45T99:99:99Z'],
      ['far date', '9999-12-31T23:59:59Z'],
      ['sql', "' OR 1=1 --"],
      ['html', '<script>alert(1)</script>'],
    ],
  },
];
const groupTurns = FIELD_VALUE_GROUPS.map(() => 0);

function fieldValues(): [string, unknown][] {
  return FIELD_VALUE_GROUPS.flatMap((group, index) => {
    const values = group.values();
    const start = groupTurns[index];
    groupTurns[index] += group.take;
    return Array.from(
      { length: Math.min(group.take, values.length) },
      (_, i) => values[(start + i) % values.length],
    );
  });
}

/** Raw query-string values (already percent-encoded where it matters). */
const queryValues = (): [string, string][] => [
  ['empty', ''],
  ['text', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['float', '1.5'],
  ['huge', '99999999999999999999'],
  ['exponent', '1e9'],
  ['hex', '0x10'],
  ['NaN', 'NaN'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['control', '%01%1B'],
  ['DEL', '%7F'],
  ['C1', '%C2%85'],
  ['RTL override', '%E2%80%AEabc'],
  ['emoji', '%F0%9F%98%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['encoded surrogate', '%ED%A0%80'],
  ['bad escape', '%'],
  ['bad escape 2', '%zz'],
  ['100 kB', 'a'.repeat(100_000)],
  ['true', 'true'],
  ['sql', "'%20OR%201=1--"],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['random', encodeURIComponent(randomText().replace(/[\ud800-\udfff]/g, ''))],
];

const pathValues = (): [string, string][] => [
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['negative', '-1'],
  ['zero', '0'],
  ['exponent', '1e9'],
  ['hex', '0x10'],
  ['300 digits', '1'.repeat(300)],
  ['300 letters', 'x'.repeat(300)],
  ['NUL', '%00'],
  ['NUL after digit', '1%00'],
  ['control', '%01'],
  ['bad escape', '%'],
  ['bad escape 2', '%zz'],
  ['letters', 'abc'],
  ['float', '1.5'],
  ['huge', '99999999999999999999'],
  ['int32 overflow', '2147483648'],
  ['RTL override', '%E2%80%AE1'],
  ['emoji', '%F0%9F%98%80'],
  ['encoded surrogate', '%ED%A0%80'],
  ['invalid UTF-8', '%FF'],
  ['space', '%201'],
  ['dot dot', '..'],
  ['existing', '1'],
  ['missing', '999999'],
  ['padded', '0001'],
];

const utf16 = (text: string, littleEndian: boolean) => {
  const body = Buffer.from(text, 'utf16le');
  if (!littleEndian) body.swap16();
  return Buffer.concat([Buffer.from(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]), body]);
};

/** Whole bodies: [label, content type (undefined: none), payload, extra headers]. */
const bodyCases = (
  sample: unknown,
): [string, string | undefined, string | Buffer, Record<string, string>?][] => {
  const json = JSON.stringify(sample ?? {});
  return [
    ['null', 'application/json', 'null'],
    ['number', 'application/json', '1'],
    ['string', 'application/json', '"x"'],
    ['array', 'application/json', '[]'],
    ['array of objects', 'application/json', `[${json}]`],
    ['boolean', 'application/json', 'true'],
    ['unclosed', 'application/json', '{'],
    ['trailing comma', 'application/json', '{"a":1,}'],
    ['single quotes', 'application/json', "{'a':1}"],
    ['extra brace', 'application/json', `${json}}`],
    ['raw NUL in string', 'application/json', '{"a":"\u0000"}'],
    ['raw NUL', 'application/json', '\u0000'],
    ['proto', 'application/json', '{"__proto__":{"isStaff":true}}'],
    ['constructor', 'application/json', '{"constructor":{"prototype":{"isStaff":true}}}'],
    [
      'invalid UTF-8',
      'application/json',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ],
    ['invalid UTF-8 key', 'application/json', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])],
    ['UTF-16LE with BOM', 'application/json', utf16(json, true)],
    ['UTF-16BE with BOM', 'application/json', utf16(json, false)],
    ['UTF-8 BOM', 'application/json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)])],
    ['empty', 'application/json', ''],
    ['blank', 'application/json', '  \n '],
    ['2,000 nested arrays', 'application/json', `${'['.repeat(2000)}${']'.repeat(2000)}`],
    ['2,000 nested objects', 'application/json', JSON.stringify(deepObject(2000))],
    ['100,000 nested arrays', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['5,000 keys', 'application/json', JSON.stringify({ ...wideObject(5000), ...(sample as object) })],
    ['2 MB', 'application/json', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) })],
    ['text/plain', 'text/plain', 'hola'],
    ['text/plain JSON', 'text/plain', json],
    ['multipart garbage', 'multipart/form-data; boundary=xyz', '--xyz\r\ngarbage\r\n--xyz--'],
    ['multipart no boundary', 'multipart/form-data', 'garbage'],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=%00&c[]=x'],
    ['xml', 'application/xml', '<a>1</a>'],
    ['charset utf-16', 'application/json; charset=utf-16', json],
    ['charset latin1', 'application/json; charset=latin1', json],
    ['vnd json', 'application/vnd.api+json', json],
    ['two types', 'application/json, text/plain', json],
    ['garbage type', '\u0001/\u0002', json],
    ['no content type', undefined, json],
    ['short content-length', 'application/json', json, { 'content-length': '2' }],
    ['long content-length', 'application/json', json, { 'content-length': String(json.length + 50) }],
  ];
};

/** A plausible value for a JSON schema, so that one broken field at a time reaches deep code. */
function sampleOf(schema: JsonSchema | undefined, resolve: (ref: string) => JsonSchema, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return sampleOf(resolve(schema.$ref), resolve, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) {
    const usable = variants.find((variant) => variant.type !== 'null') ?? variants[0];
    return sampleOf(usable, resolve, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          sampleOf(value, resolve, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, resolve, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  if (schema.format === 'date') return '2030-01-01';
  const candidates = ['Texto de prueba', '123456', 'ABC123', '30123456', '27301234564', 'fuzz@example.com'];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = candidates.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  const text = candidates[0];
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** Every path to a field of the sample (through the first item of arrays): ['products', 0, 'price']. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    const item = value[0];
    return item !== null && typeof item === 'object' ? fieldPaths(item, [...prefix, 0]) : [];
  }
  if (value === null || typeof value !== 'object') return [];
  const paths: (string | number)[][] = [];
  for (const [key, child] of Object.entries(value)) {
    paths.push([...prefix, key]);
    paths.push(...fieldPaths(child, [...prefix, key]));
  }
  return paths;
}

function withField(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

type Route = { method: string; url: string; role: 'public' | 'user' | 'staff' };

const PASSING: Record<Route['role'], RoleName[]> = {
  public: ['anonymous', 'buyer', 'admin'],
  user: ['buyer', 'admin'],
  staff: ['admin'],
};
const BLOCKED: Record<Route['role'], RoleName[]> = {
  public: [],
  user: ['anonymous'],
  staff: ['anonymous', 'buyer'],
};

function casesFor(route: Route, operation: Operation | undefined, resolve: (ref: string) => JsonSchema) {
  const cases: Case[] = [];
  const passing = PASSING[route.role];
  let turn = 0;
  const nextRole = () => passing[turn++ % passing.length];
  const method = route.method as Method;
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const sample = bodySchema ? sampleOf(bodySchema, resolve) : undefined;
  const sampleJson = sample === undefined ? undefined : JSON.stringify(sample);
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const urlWith = (values: Record<string, string> = {}) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
  const jsonCase = (label: string, url: string, payload?: string | Buffer, role = nextRole()): Case => ({
    route: route.url,
    label,
    method,
    url,
    role,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    payload,
  });

  for (const role of BLOCKED[route.role]) {
    cases.push(jsonCase('guard', urlWith(), sampleJson, role));
    cases.push(jsonCase('guard, invalid JSON', urlWith(), hasBody ? '{' : undefined, role));
  }

  cases.push(jsonCase('plausible', urlWith(), sampleJson));
  for (const name of params) {
    for (const [label, value] of pathValues()) {
      cases.push(jsonCase(`path ${name}: ${label}`, urlWith({ [name]: value }), sampleJson));
    }
  }
  for (const [label, suffix] of [
    ['percent', '%'],
    ['NUL', '%00'],
    ['control', '%01x'],
    ['double slash', '/'],
    ['10 kB segment', 'a'.repeat(10_000)],
    ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ]) {
    cases.push(jsonCase(`url: ${label}`, `${urlWith()}${suffix}`, sampleJson));
  }
  cases.push(
    jsonCase('url: 10 kB id', urlWith(Object.fromEntries(params.map((name) => [name, '9'.repeat(10_000)])))),
  );
  cases.push(jsonCase('url: no trailing slash', urlWith().replace(/\/$/, ''), sampleJson));

  const query = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  for (const { name } of query) {
    for (const [label, value] of queryValues()) {
      cases.push(jsonCase(`query ${name}: ${label}`, `${urlWith()}?${name}=${value}`, sampleJson));
    }
    cases.push(jsonCase(`query ${name}: repeated`, `${urlWith()}?${name}=1&${name}=2`, sampleJson));
    cases.push(jsonCase(`query ${name}: brackets`, `${urlWith()}?${name}[]=1&${name}[a]=2`, sampleJson));
  }
  cases.push(jsonCase('query: unknown NUL key', `${urlWith()}?%00=1&a%00b=%00`, sampleJson));

  if (hasBody) {
    for (const [label, contentType, payload, headers] of bodyCases(sample)) {
      cases.push({
        route: route.url,
        label: `body: ${label}`,
        method,
        url: urlWith(),
        role: nextRole(),
        headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...headers },
        payload,
      });
    }
  } else {
    cases.push(jsonCase('GET with invalid JSON body', urlWith(), '{'));
  }

  if (sample !== null && typeof sample === 'object') {
    for (const path of fieldPaths(sample)) {
      for (const [label, value] of fieldValues()) {
        cases.push(
          jsonCase(
            `field ${path.join('.')}: ${label}`,
            urlWith(),
            JSON.stringify(withField(sample, path, value)),
          ),
        );
      }
    }
    for (const [label, key] of [
      ['NUL key', '\u0000'],
      ['control key', 'a\u0001'],
      ['lone surrogate key', '\ud800'],
      ['empty key', ''],
    ]) {
      cases.push(jsonCase(`body ${label}`, urlWith(), JSON.stringify({ ...(sample as object), [key]: 'x' })));
    }
  }
  return cases;
}

/** Cases that do not belong to one route: unknown paths, methods and URL junk. */
function globalCases(): Case[] {
  const urls = [
    '/api/',
    '/api/%',
    '/api/%00/',
    '/api/products/%/',
    '/api/orders/%/',
    '/api/..%2F..%2Fetc%2Fpasswd',
    `/api/products/${'a'.repeat(10_000)}/`,
    '/api/products/\u0000/',
    '/api/unknown/',
    '/api//products/',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/%00',
  ];
  const cases: Case[] = [];
  for (const url of urls) {
    for (const role of ['anonymous', 'buyer', 'admin'] as const) {
      cases.push({ route: 'global', label: 'global url', method: 'GET', url, role });
    }
  }
  for (const method of ['PATCH', 'OPTIONS', 'DELETE'] as const) {
    cases.push({
      route: 'global',
      label: 'unrouted method',
      method,
      url: '/api/products/',
      role: 'anonymous',
    });
  }
  return cases;
}

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

function problemOf(
  status: number,
  body: string,
  contentType: string | string[] | number | undefined,
): string | null {
  if (status >= 500) return `status ${status}`;
  if (body.includes('FST_')) return 'body names a Fastify error code';
  if (STACK.test(body)) return 'body carries a stack trace';
  if (status < 400) return null;
  if (!String(contentType ?? '').startsWith('application/json')) return `error content type ${contentType}`;
  if (body.length > 4096) return `error body of ${body.length} characters (echoes the input?)`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  if (!ErrorBodySchema.safeParse(parsed).success) return 'error body is not the DRF shape';
  const keys = Object.keys(parsed as object);
  if ('detail' in (parsed as object) && keys.some((key) => key !== 'detail' && key !== 'code')) {
    return 'detail body with extra keys';
  }
  return null;
}

async function runAll<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

describe(`fuzz: every route with malformed input (${dbKind})`, () => {
  let app: AppInstance;
  let database: Database;
  const serverErrors: string[] = [];
  const headersOf: Record<RoleName, Record<string, string>> = { anonymous: {}, buyer: {}, admin: {} };

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        const line = JSON.parse(String(chunk)) as { err?: { message?: string; type?: string } };
        serverErrors.push(`${line.err?.type ?? ''}: ${line.err?.message?.slice(0, 200) ?? String(chunk)}`);
        callback();
      },
    });
    app = await buildApp({ db: database.db, config: testConfig(), logger: { level: 'error', stream } });
    await app.ready();
    await seedTestCatalogue(database.db);
    headersOf.buyer = bearer(await loginAs(app, 'demo', 'demo1234'));
    headersOf.admin = bearer(await loginAs(app, 'admin', 'admin1234'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every case with a 2xx, 3xx or 4xx and a DRF error body', { timeout: 180_000 }, async () => {
    const docs = app.swagger() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const resolve = (ref: string) => docs.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {};
    const routes = app.routeTable as Route[];
    expect(routes.length).toBeGreaterThan(40);
    const cases = shuffle([
      ...routes.flatMap((route) =>
        casesFor(
          route,
          docs.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
          resolve,
        ),
      ),
      ...globalCases(),
    ]);

    const failures = new Map<string, string>();
    const timeByRoute = new Map<string, number>();
    let address = 0;
    const started = Date.now();
    const cpu = process.cpuUsage();
    await runAll(cases, CONCURRENCY, async (item) => {
      address++;
      const sent = Date.now();
      const response = await app.inject({
        method: item.method,
        url: item.url,
        headers: { ...headersOf[item.role], ...item.headers },
        payload: item.payload,
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      const routeKey = `${item.method} ${item.route}`;
      timeByRoute.set(routeKey, (timeByRoute.get(routeKey) ?? 0) + Date.now() - sent);
      const problem = problemOf(response.statusCode, response.body, response.headers['content-type']);
      if (!problem) return;
      const route = item.url.length > 100 ? `${item.url.slice(0, 100)}…` : item.url;
      const key = `${item.method} ${route} [${item.label}] as ${item.role}: ${problem}`;
      failures.set(key, `${response.statusCode} ${response.body.slice(0, 160)}`);
    });
    const seconds = (Date.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    const slowest = [...timeByRoute]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`);
    console.log(
      `fuzz (${dbKind}, seed ${SEED}): ${cases.length} requests in ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU); slowest routes: ${slowest.join(', ')}`,
    );

    const report = [...failures].map(([key, answer]) => `${key} -> ${answer}`).sort();
    if (report.length) {
      console.log(`${report.length} failures:\n${report.join('\n')}`);
      console.log(`server errors logged:\n${[...new Set(serverErrors)].join('\n')}`);
    }
    expect(report).toEqual([]);
  });
});
