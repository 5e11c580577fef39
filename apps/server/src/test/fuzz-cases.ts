/**
 * The cases of the fuzz suite (fuzz.test.ts), generated from the route table and the OpenAPI
 * document: for every route, junk in each path parameter, each query parameter and each body field
 * (one at a time, the other fields keeping a plausible value), whole bodies that are not what the
 * route expects, and URL junk. Each value is sent once per route and field, spread over the roles
 * that pass the route's guard; the roles the guard stops get a sample, answered 401 or 403 before the
 * body is read.
 */

import { prng } from '../db/seed/random.ts';

export type RoleName = 'anonymous' | 'buyer' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export type FuzzCase = {
  route: string;
  label: string;
  method: Method;
  url: string;
  role: RoleName;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};
export type JsonSchema = {
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
export type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

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
const randomText = (random: Random) =>
  Array.from({ length: 1 + Math.floor(random() * 40) }, () => pick(random, CHAR_POOL)).join('');

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
const FIELD_VALUE_GROUPS: { take: number; values: (random: Random) => [string, unknown][] }[] = [
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
    values: (random) => [
      ['RTL override', '\u202eabc\u202c'],
      ['emoji', '😀👍🏽'],
      ['lone surrogate', '\ud800'],
      ['lone low surrogate', 'a\udc00b'],
      ['zero width', 'a\u200bb'],
      ['BOM', '\ufeffx'],
      ['combining marks', 'e\u0301'.repeat(50)],
      ['random text', randomText(random)],
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
function fieldValues(random: Random, turns: number[]): [string, unknown][] {
  return FIELD_VALUE_GROUPS.flatMap((group, index) => {
    const values = group.values(random);
    const start = turns[index];
    turns[index] += group.take;
    return Array.from(
      { length: Math.min(group.take, values.length) },
      (_, i) => values[(start + i) % values.length],
    );
  });
}

/** Raw query-string values (already percent-encoded where it matters). */
const queryValues = (random: Random): [string, string][] => [
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
  ['random', encodeURIComponent(randomText(random).replace(/[\ud800-\udfff]/g, ''))],
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

export type Route = { method: string; url: string; role: 'public' | 'user' | 'staff' };

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

type Generator = { random: Random; turns: number[]; resolve: (ref: string) => JsonSchema };

function casesFor(route: Route, operation: Operation | undefined, { random, turns, resolve }: Generator) {
  const cases: FuzzCase[] = [];
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
  const jsonCase = (label: string, url: string, payload?: string | Buffer, role = nextRole()): FuzzCase => ({
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
  if (params.length) {
    const long = Object.fromEntries(params.map((name) => [name, '9'.repeat(10_000)]));
    cases.push(jsonCase('url: 10 kB id', urlWith(long), sampleJson));
  }
  cases.push(jsonCase('url: no trailing slash', urlWith().replace(/\/$/, ''), sampleJson));

  const query = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  for (const { name } of query) {
    for (const [label, value] of queryValues(random)) {
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
    cases.push(jsonCase('body: none', urlWith()));
  } else {
    cases.push(jsonCase('GET with invalid JSON body', urlWith(), '{'));
  }

  if (sample !== null && typeof sample === 'object') {
    for (const path of fieldPaths(sample)) {
      for (const [label, value] of fieldValues(random, turns)) {
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
function globalCases(): FuzzCase[] {
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
    '/media/no-existe.png',
    '/no-existe',
    '/media/%00',
  ];
  const cases: FuzzCase[] = [];
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

const shuffle = <T>(items: T[], random: Random) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every case for every route of the table, in a seeded random order. */
export function fuzzCases(routes: Route[], docs: OpenApiDocument, seed: number): FuzzCase[] {
  const generator: Generator = {
    random: prng(seed),
    turns: FIELD_VALUE_GROUPS.map(() => 0),
    resolve: (ref) => docs.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {},
  };
  const operationOf = (route: Route) =>
    docs.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const cases = [
    ...routes.flatMap((route) => casesFor(route, operationOf(route), generator)),
    ...globalCases(),
  ];
  return shuffle(cases, generator.random);
}
