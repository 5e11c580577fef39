/**
 * The catalogue scenarios of `npm run bench` (issue 15): what the storefront reads, anonymous, as
 * the demo buyer (the default price list) and as a buyer on another list (issue 28), with the filters,
 * the search and the home page's requests. The category, brand and
 * product of each path are read from the seeded app, so every row asks for a non-empty page. The
 * "distinct queries" rows send a different query on every request (setupRequest), so no response
 * cache can answer them.
 */
import type autocannon from 'autocannon';
import { BENCH_VOCABULARY } from '../src/db/seed/demo-data.ts';
import { prng, typedQuery } from '../src/db/seed/random.ts';

/** list and detail rows carry the ceiling targets; search rows the search target. */
export type ScenarioKind = 'list' | 'detail' | 'search' | 'other';

export type Scenario = {
  key: string;
  name: string;
  kind: ScenarioKind;
  path: string;
  /** Asked as a buyer: on the default price list, or on the bench's other list (run.ts). */
  buyer?: 'default' | 'price-list';
  /** Distinct-query rows and the home row: what each connection cycles through. */
  requests?: () => autocannon.Request[];
};

/** GET /api/…, the JSON body or null. */
async function getJson(base: string, path: string, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.ok ? response.json() : null;
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

type CategoryRow = { id: number; name: string; parent: number | null; product_count: number };
type ProductRow = { id: number; brand: number | null };

/** The home page's requests on load (apps/web/src/features/home and the layout's header/footer). */
export const HOME_PATHS = [
  '/api/config/',
  '/api/categories/ordered_hierarchy/',
  '/api/uploads/carousel/',
  '/api/brands/',
  '/api/products/latest/?page_size=12&is_available=true',
  '/api/featured-products/',
];

const PLAIN_LIST = '/api/products/?page=1&page_size=12';

/** The bench's other price list (run.ts `preparePriceList`): +12 %, overrides and quantity breaks. */
export const PRICE_LIST_NAME = 'Kiosco +12 %';

/** Words of the bench catalogue's names (lower case, 4+ letters), the source of the distinct queries. */
const WORDS = [
  ...new Set(
    BENCH_VOCABULARY.flatMap((entry) =>
      entry.nouns.flatMap((noun) => noun.toLowerCase().split(/\s+/)),
    ).filter((word) => word.length >= 4),
  ),
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyzáéíóúñ';

/** Every query sent so far in this bench process: no later measurement repeats one. */
const usedQueries = new Set<string>();

/**
 * A generator of queries that never repeats within a run: prefixes of catalogue words (2 letters up),
 * with a typo in about half (a letter dropped, swapped, replaced or accented), and random 2-3 letter
 * strings.
 */
export function distinctQueries(seed: number, seen = usedQueries): () => string {
  const random = prng(seed);
  const pick = <T>(items: T[] | string): T | string => items[Math.floor(random() * items.length)];
  const candidate = (): string => {
    if (random() < 0.15)
      return Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(LETTERS)).join('');
    return typedQuery(random, WORDS, 0.5, LETTERS);
  };
  return () => {
    let query = candidate();
    for (let attempt = 0; seen.has(query) && attempt < 20; attempt++) query = candidate();
    while (seen.has(query)) query += pick(LETTERS);
    seen.add(query);
    return query;
  };
}

/** Every measurement gets its own sequence, so a later run never repeats an earlier run's queries. */
let measurementSeed = 0;

function distinctRequests(pathOf: (query: string) => string, seed: number): () => autocannon.Request[] {
  return () => {
    const next = distinctQueries(seed * 1000 + measurementSeed++);
    return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(next()) }) }];
  };
}

/** The scenarios, with the ids of a real category with children, brand and product of the seeded app. */
export async function catalogueScenarios(base: string): Promise<Scenario[]> {
  const categories = ((await getJson(base, '/api/categories/')) ?? []) as CategoryRow[];
  const parents = new Set(categories.map((category) => category.parent).filter((id) => id !== null));
  const withChildren = categories
    .filter((category) => category.parent === null && parents.has(category.id))
    .sort((a, b) => b.product_count - a.product_count);
  const category = withChildren[0]?.name ?? 'CULTIVO';
  const page = (await getJson(base, `${PLAIN_LIST}&search=lampara`)) as { results?: ProductRow[] } | null;
  const sample = page?.results?.find((product) => product.brand !== null) ?? page?.results?.[0];
  const productId = sample?.id ?? 1;
  const brand = sample?.brand ?? 1;
  const q = encodeURIComponent;
  return [
    { key: 'list', name: 'lista anónima', kind: 'list', path: PLAIN_LIST },
    {
      key: 'list-category',
      name: `lista por categoría (${category} con subcategorías)`,
      kind: 'list',
      path: `${PLAIN_LIST}&category_name=${q(category)}&include_children=true`,
    },
    {
      key: 'list-brand',
      name: `lista por marca (${brand})`,
      kind: 'list',
      path: `${PLAIN_LIST}&brand=${brand}`,
    },
    { key: 'list-sale', name: 'lista en oferta', kind: 'list', path: `${PLAIN_LIST}&on_sale=true` },
    {
      key: 'list-price',
      name: 'lista por precio (comprador)',
      kind: 'list',
      path: `${PLAIN_LIST}&sort_by=price_asc`,
      buyer: 'default',
    },
    {
      key: 'list-price-list',
      name: `lista por precio (comprador, ${PRICE_LIST_NAME})`,
      kind: 'list',
      path: `${PLAIN_LIST}&sort_by=price_asc`,
      buyer: 'price-list',
    },
    { key: 'list-buyer', name: 'lista comprador', kind: 'list', path: PLAIN_LIST, buyer: 'default' },
    {
      key: 'list-buyer-list',
      name: `lista comprador (${PRICE_LIST_NAME})`,
      kind: 'list',
      path: PLAIN_LIST,
      buyer: 'price-list',
    },
    { key: 'detail', name: 'detalle anónimo', kind: 'detail', path: `/api/products/${productId}/` },
    {
      key: 'detail-buyer',
      name: 'detalle comprador',
      kind: 'detail',
      path: `/api/products/${productId}/`,
      buyer: 'default',
    },
    {
      key: 'detail-buyer-list',
      name: `detalle comprador (${PRICE_LIST_NAME})`,
      kind: 'detail',
      path: `/api/products/${productId}/`,
      buyer: 'price-list',
    },
    {
      key: 'search',
      name: 'búsqueda en lista (lampara)',
      kind: 'search',
      path: `${PLAIN_LIST}&search=lampara`,
    },
    {
      key: 'search-typo',
      name: 'búsqueda con error y tilde (lámpra)',
      kind: 'search',
      path: `${PLAIN_LIST}&search=${q('lámpra')}`,
    },
    {
      key: 'suggestions',
      name: 'sugerencias (lampa)',
      kind: 'search',
      path: '/api/products/suggestions/?q=lampa',
    },
    {
      key: 'search-distinct',
      name: 'búsqueda, consultas distintas',
      kind: 'search',
      path: `${PLAIN_LIST}&search=lam`,
      requests: distinctRequests((query) => `${PLAIN_LIST}&search=${q(query)}`, 11),
    },
    {
      key: 'suggestions-distinct',
      name: 'sugerencias, consultas distintas',
      kind: 'search',
      path: '/api/products/suggestions/?q=lam',
      requests: distinctRequests((query) => `/api/products/suggestions/?q=${q(query)}`, 12),
    },
    { key: 'categories', name: 'categorías', kind: 'other', path: '/api/categories/' },
    {
      key: 'home',
      name: `datos de la portada (${HOME_PATHS.length} GET en ciclo)`,
      kind: 'other',
      path: HOME_PATHS[0],
      requests: () => HOME_PATHS.map((path) => ({ method: 'GET', path })),
    },
  ];
}

/** Status and item count of one request of a scenario: proof that the page measured is not empty. */
export async function probe(base: string, scenario: Scenario, token?: string): Promise<string> {
  const response = await fetch(`${base}${scenario.path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) return `HTTP ${response.status}`;
  const body = (await response.json()) as { count?: number; results?: unknown[] } | unknown[];
  if (Array.isArray(body)) return `${body.length} ítems`;
  if (typeof body.count === 'number') return `${body.count} resultados`;
  if (Array.isArray(body.results)) return `${body.results.length} ítems`;
  return 'ok';
}
