/**
 * The map of every in-process cache (docs/decisions/046): what it keeps, under which key, how much at
 * most, how long, and what moves it. The bounds are the constants the caches themselves use (import
 * them from here), so this table cannot drift from the code; `map.test.ts` sums them and checks that
 * the decision's table names every row.
 *
 * Four versions move memory (versions.ts): `catalogue`, `stock`, `settings` and `accounts`. Writes
 * declare which ones they change (`config.changes`, writes.ts); jobs and writes past the API move them
 * with `app.caches.move(...)`. Two clocks bound what no version sees: the next offer boundary (an offer
 * starts or ends: prices change by the clock) and the five-minute net (a write made past the API and
 * past `move`, e.g. by hand in SQL).
 */

/** Every entry kept under a version lives at most this long (the net for writes nobody declared). */
export const MAX_AGE_MS = 5 * 60_000;
/** Catalogue answers and drawn pages: bodies, their gzip/brotli and keys, counted in bytes. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** User rows behind bearer tokens (lib/caches/accounts.ts); past it the map starts over. */
export const MAX_ACCOUNTS = 20_000;
/** Verified access-token claims (lib/tokens.ts); past it the map starts over. */
export const MAX_VERIFIED_TOKENS = 10_000;
/**
 * Product cards searches show, per viewer class (priced: every price list together; plain), the oldest
 * pushed out first: the whole of a 10,000-product catalogue, the most recently shown tenth of a
 * 100,000-product one.
 */
export const MAX_SEARCH_CARDS = 10_000;
/** List counts per catalogue shape (storefront list, decision 039). */
export const MAX_KEPT_COUNTS = 1_000;

/** One row of the map. `approxMb` is the memory at the bound, measured or estimated (decision 046). */
export type CacheRow = {
  name: string;
  where: string;
  key: string;
  bound: string;
  lifetime: string;
  movedBy: string;
  /** MB at the bound; null when it follows the catalogue's size (the search index: 9 MB at 10,000 products). */
  approxMb: number | null;
};

export const CACHE_MAP: CacheRow[] = [
  {
    name: 'catalogue answers and drawn pages',
    where: 'lib/caches/answers.ts',
    key: 'viewer class (anon, buyer:{price list}) + URL (pages: the URL the page reads)',
    bound: `${MAX_ANSWER_BYTES / 2 ** 20} MB counted in bytes with what each entry costs beyond them, every class together, oldest first`,
    lifetime: 'the next offer boundary, at most 5 minutes',
    movedBy: 'catalogue, stock, settings',
    approxMb: MAX_ANSWER_BYTES / 2 ** 20,
  },
  {
    name: 'offer boundary',
    where: 'lib/caches/answers.ts',
    key: 'the versions of the answers',
    bound: 'one instant',
    lifetime: 'until it passes',
    movedBy: 'catalogue, stock, settings',
    approxMb: 0,
  },
  {
    name: 'kept settings',
    where: 'lib/caches/index.ts `kept`',
    key: "name ('site-config': the order mails, the page loads' CSP)",
    bound: 'one value per name (1 today)',
    lifetime: 'at most 5 minutes',
    movedBy: 'settings',
    approxMb: 0.1,
  },
  {
    name: 'user rows behind tokens',
    where: 'lib/caches/accounts.ts',
    key: 'user id',
    bound: `${MAX_ACCOUNTS.toLocaleString('en')} rows, then emptied`,
    lifetime: 'at most 5 minutes',
    movedBy: 'accounts',
    approxMb: 4,
  },
  {
    name: 'verified token claims',
    where: 'lib/tokens.ts',
    key: 'the token',
    bound: `${MAX_VERIFIED_TOKENS.toLocaleString('en')} tokens, then emptied`,
    lifetime: "the token's expiry",
    movedBy: 'nothing (revocation is the user row)',
    approxMb: 5,
  },
  {
    name: 'search index',
    where: 'modules/search/search-index.ts `SearchMemory`',
    key: 'catalogue version',
    bound: 'one version; a build for an older one is abandoned',
    lifetime: 'the next offer boundary, at most 5 minutes',
    movedBy: 'catalogue',
    approxMb: null,
  },
  {
    name: 'search result cards',
    where: 'modules/search/search-index.ts `SearchMemory`',
    key: 'viewer class (priced per price list, plain) + product id',
    bound: `${MAX_SEARCH_CARDS.toLocaleString('en')} priced (every list together) and ${MAX_SEARCH_CARDS.toLocaleString('en')} plain, oldest first`,
    lifetime: 'the next offer boundary, at most 5 minutes',
    movedBy: 'catalogue, stock',
    // Measured: 1.1 kB a priced card, 0.8 kB a plain one (10,000-product bench catalogue).
    approxMb: 19,
  },
  {
    name: 'list counts',
    where: 'modules/storefront/storefront.service.ts `listCount`',
    key: 'statement and values',
    bound: `${MAX_KEPT_COUNTS.toLocaleString('en')} counts, then emptied`,
    lifetime: 'until the catalogue shape moves',
    movedBy: 'catalogue_shape (database triggers: products added, removed, shown, hidden, moved)',
    approxMb: 0.5,
  },
  {
    name: 'CSP tile host',
    where: 'modules/settings/tile-hosts.ts',
    key: '-',
    bound: 'one host',
    lifetime: 'read again through kept settings on each page load',
    movedBy: 'settings',
    approxMb: 0,
  },
  {
    name: 'supplier comparison (without Redis)',
    where: 'lib/cache.ts memory driver',
    key: 'SYNC_CACHE_KEY',
    bound: 'one key',
    lifetime: 'its expiry (set by the caller)',
    movedBy: 'its own delete (POST /api/clear-intelligent-sync-cache/)',
    approxMb: 2,
  },
  {
    name: 'page chunk preloads',
    where: 'lib/page-hints.ts `chunkPreloader`',
    key: 'page module',
    bound: 'one per drawn page module (3)',
    lifetime: 'the process (the web build does not change under it)',
    movedBy: 'nothing',
    approxMb: 0,
  },
  {
    name: 'rate-limit and login counters (without Redis)',
    where: 'lib/rate-limit-store.ts, modules/auth/login-throttle.ts',
    key: 'route + caller',
    bound: '10,000 keys per limited route; 100,000 login keys',
    lifetime: 'their window',
    movedBy: 'nothing (counters, not copies of data)',
    approxMb: 20,
  },
];

/** The summed bounds of the caches whose size does not follow the catalogue (MB, per process). */
export const MEMORY_BUDGET_MB = Math.round(CACHE_MAP.reduce((sum, row) => sum + (row.approxMb ?? 0), 0));
