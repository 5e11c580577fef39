/**
 * The public catalogue's answers kept ready in memory (issue 15, docs/decisions/035 and 046).
 *
 * Routes that declare `config.catalogueCache` (product list, detail, suggestions, categories, home
 * data, the public store config...) are answered from memory per viewer class — anonymous, or the
 * buyers of one price list (`buyer:{listId|default}`); staff are never cached — and per URL, as the serialized bytes the route produced (gzip and brotli
 * made on first demand), with an ETag so browsers revalidate with a 304. The storefront's drawn HTML
 * pages are kept here too (`app.catalogue.page`).
 *
 * Every entry belongs to the `catalogue`, `stock` and `settings` versions together (an answer can show
 * any of them): a write that declares one of them (lib/caches/writes.ts), or a job's
 * `app.caches.move`, makes them stale in every process. Offers start and end by the clock: an entry
 * never outlives the next offer boundary, nor MAX_AGE_MS. Without a usable version (Redis down)
 * nothing is served from memory.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheEvents } from '../metrics.ts';
import type { Viewer } from '../viewer.ts';
import { MAX_AGE_MS, MAX_ANSWER_BYTES } from './map.ts';
import type { VersionSet } from './versions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueVersion;
  }
  interface FastifyContextConfig {
    /** A public GET of the catalogue: answered from the catalogue cache (decision 035). */
    catalogueCache?: boolean;
  }
}

export type CatalogueVersion = {
  /**
   * Data changed past the API (a test's rows, a script): moves the catalogue and settings versions,
   * so every cached answer and kept setting of every process is stale from now on.
   */
  bump: () => Promise<void>;
  /** `app.caches.kept`: a value kept under the `settings` version (the store settings). */
  kept: <T>(request: FastifyRequest, name: string, load: () => Promise<T>) => Promise<T>;
  /**
   * Sends the storefront's HTML page of this request (decision 038): built by `build` once per page
   * `url` (the request's, less the parameters the page does not read) and catalogue and stock version,
   * then from memory like a cached answer (ETag, 304, compressed once).
   */
  page: (
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    build: () => Promise<string>,
  ) => Promise<FastifyReply>;
  /**
   * The versions this request's answer belongs to and when it expires (the next offer boundary), for
   * what a route keeps in memory itself (the search index, decision 039). null when they are unknown.
   */
  state: (request: FastifyRequest) => Promise<{ catalogue: string; stock: string; until: number } | null>;
  /** Listens for the versions becoming unknown (Redis lost): what was kept under them must go. */
  onLost: (listener: () => void) => void;
};

/**
 * Who an answer is for: anonymous callers, or the buyers of one price list (decision 052: buyers of a
 * list share its prices, so answers are kept per list, never per buyer). Staff (hidden products, cost
 * prices) are never cached: null.
 */
export type ViewerClass = 'anon' | `buyer:${number | 'default'}`;
export const viewerClass = (viewer: Viewer): ViewerClass | null => {
  if (viewer === null) return 'anon';
  if (viewer.isStaff) return null;
  return `buyer:${viewer.priceListId ?? 'default'}`;
};

/** The header that tells tests and operators whether memory answered. */
export const CACHE_HEADER = 'x-catalogue-cache';
/**
 * Bounds (lib/caches/map.ts): an entry lives at most MAX_AGE_MS, and all entries together take at most
 * MAX_BYTES (bodies, their encodings and keys). A URL pushed out costs one query or one page render
 * when asked again.
 */
export { MAX_AGE_MS };
export const MAX_BYTES = MAX_ANSWER_BYTES;

/**
 * What a kept answer costs beyond its bytes, counted in the bound with them (issue 26 item 32): its
 * key and ETag strings, the entry, its slot in the map and its Buffer's objects take ~620 B of V8 heap
 * whatever the answer's size, and each Buffer has native bookkeeping of its own (measured on Node 20:
 * 40,000 answers of 300 B took 24 MB of heap and 64 MB of RSS for 12.5 MB of keys and bodies). Without
 * it, a stream of distinct small answers (suggestions, searches) filled the 16 MB bound with ~44,000
 * entries that took ~31 MB (heap snapshot after the bench's catalogue scenarios).
 */
export const ENTRY_OVERHEAD_BYTES = 1024;
/** The same for each encoded form (gzip, brotli) kept beside a body: a Buffer's objects and bookkeeping. */
export const ENCODED_OVERHEAD_BYTES = 256;

type Entry = {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  contentType: string;
  expiresAt: number;
};

/** An encoded form (gzip, brotli) kept beside a body: its bytes and its Buffer's bookkeeping. */
const encodedCost = (encoded: Buffer) => encoded.length + ENCODED_OVERHEAD_BYTES;

/**
 * What a kept entry counts in the bound, the one rule for adding and removing it: the key (a URL can be
 * as long as an answer), the body, the entry's overhead and the encoded forms it holds.
 */
function costOf(key: string, entry: Entry): number {
  return (
    key.length +
    entry.body.length +
    ENTRY_OVERHEAD_BYTES +
    (entry.gzip ? encodedCost(entry.gzip) : 0) +
    (entry.br ? encodedCost(entry.br) : 0)
  );
}

/** The answers of one version; replaced whole when the version moves. */
export class Entries {
  version = '';
  private map = new Map<string, Entry>();
  private bytes = 0;
  /** When the next offer starts or ends (ms), per version: entries expire then. */
  boundary: { at: number } | null = null;

  use(version: string) {
    if (version === this.version) return;
    this.clear();
    this.version = version;
  }

  clear() {
    this.map.clear();
    this.bytes = 0;
    this.boundary = null;
    this.version = '';
  }

  get(key: string, now: number): Entry | undefined {
    const entry = this.map.get(key);
    if (entry && entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry) {
    this.delete(key);
    this.map.set(key, entry);
    this.bytes += costOf(key, entry);
    // Oldest first (Map keeps insertion order).
    for (const old of this.map.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.delete(old);
    }
  }

  private delete(key: string) {
    const entry = this.map.get(key);
    if (!entry) return;
    this.bytes -= costOf(key, entry);
    this.map.delete(key);
  }

  grow(bytes: number) {
    this.bytes += bytes;
  }
}

/** The per-request state of a cacheable request (set in onRequest, used in onSend). */
type Pending = { key: string; version: string; viewer: ViewerClass };
const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * The bytes as a Buffer of their own. Node hands out Buffers under 4 kB as slices of shared 8 kB slabs
 * (Buffer.from, zlib's output): one kept slice keeps its whole slab alive, so a cache of small answers
 * and their gzip/brotli forms could hold several times the bytes it counts outside the V8 heap
 * (issue 26 item 32, decision 046). Kept bytes are copied out of the slab.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The encoding to send: brotli, then gzip, then none (q=0 refusals are respected). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const accepted = (name: string) =>
    accept.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding.trim().toLowerCase() !== name) return false;
      const q = params.find((param) => param.trim().startsWith('q='));
      return !q || Number(q.trim().slice(2)) > 0;
    });
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** The body in that encoding (brotli quality 5: fast enough per request, close to the best size). */
export function encode(body: Buffer | string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

function cacheControl(viewer: ViewerClass) {
  // Browsers keep the answer and ask again every time (If-None-Match -> 304); shared caches keep
  // only the anonymous one, and never across Authorization (Vary).
  return viewer === 'anon' ? 'public, no-cache' : 'private, no-cache';
}

/** The headers of every cached answer, from memory (hit) or just computed (miss). */
function cacheHeaders(reply: FastifyReply, etag: string, viewer: ViewerClass, result: 'hit' | 'miss') {
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl(viewer))
    .header('vary', 'Authorization, Accept-Encoding')
    .header(CACHE_HEADER, result);
}

function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  viewer: ViewerClass,
  entries: Entries,
  result: 'hit' | 'miss' = 'hit',
) {
  cacheHeaders(reply, entry.etag, viewer, result);
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding'] as string | undefined);
  let body = entry.body;
  if (encoding) {
    let encoded = entry[encoding];
    if (!encoded) {
      encoded = entry[encoding] = ownBytes(encode(entry.body, encoding));
      entries.grow(encodedCost(encoded));
    }
    body = encoded;
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(200).type(entry.contentType).send(body);
}

/** The versions an answer belongs to, as one key. */
const answerVersion = (current: VersionSet) => `${current.catalogue}.${current.stock}.${current.settings}`;

/**
 * `nextOfferBoundary`: the next moment an offer starts or ends, as ms since the epoch (Infinity when
 * none is coming): marketing's read, handed in by app.ts (lib/ queries no module's table, decision 047).
 */
export function registerAnswers(
  app: FastifyInstance,
  // `app.caches` as index.ts declares it on Fastify (no import of index.ts: no circle, decision 047).
  caches: FastifyInstance['caches'],
  nextOfferBoundary: () => Promise<number>,
) {
  const entries = new Entries();
  const versions = caches.versions;
  versions.onLost(() => entries.clear());
  // A move made by this process empties its answers at once (others see the new version).
  caches.onMove(['catalogue', 'stock', 'settings'], () => entries.clear());
  /** Misses being computed, so concurrent requests for the same answer wait for one computation. */
  const inFlight = new Map<string, { done: Promise<Entry | null>; settle: (entry: Entry | null) => void }>();
  /** Ends a miss: its waiters get the entry (or null: they compute their own). */
  const finish = (pending: Pending, entry: Entry | null) => {
    const flightKey = `${pending.version} ${pending.key}`;
    inFlight.get(flightKey)?.settle(entry);
    inFlight.delete(flightKey);
  };

  /** Pages being built, so concurrent requests of one page wait for one build. */
  const pagesInFlight = new Map<string, Promise<Entry>>();
  const pageEntry = async (version: string, build: () => Promise<string>): Promise<Entry> => {
    const body = ownBytes(Buffer.from(await build()));
    const expiresAt = Math.min(Date.now() + MAX_AGE_MS, await boundaryFor(version));
    return { body, etag: etagOf(body), contentType: 'text/html; charset=utf-8', expiresAt };
  };

  app.decorate('catalogue', {
    bump: () => caches.move('catalogue', 'settings'),
    kept: (request, name, load) => caches.kept(request, name, load),
    page: async (request, reply, url, build) => {
      const current = await versions.read(request);
      if (!current) {
        const entry = await pageEntry('', build);
        reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type(entry.contentType).send(encoding ? encode(entry.body, encoding) : entry.body);
      }
      const version = answerVersion(current);
      entries.use(version);
      const key = `page ${url}`;
      let entry = entries.get(key, Date.now());
      const result = entry ? 'hit' : 'miss';
      if (!entry) {
        const flightKey = `${version} ${key}`;
        let building = pagesInFlight.get(flightKey);
        if (!building) {
          building = pageEntry(version, build);
          pagesInFlight.set(flightKey, building);
          void building
            .then((built) => {
              // A page built while the catalogue moved belongs to the old version: not kept.
              if (entries.version === version) entries.set(key, built);
            })
            .catch(() => {})
            .finally(() => pagesInFlight.delete(flightKey));
        }
        entry = await building;
      }
      cacheEvents.inc({ cache: 'catalogue', result });
      return sendEntry(request, reply, entry, 'anon', entries, result);
    },
    state: async (request) => {
      const current = await versions.read(request);
      if (!current) return null;
      const until = Math.min(Date.now() + MAX_AGE_MS, await boundaryFor(answerVersion(current)));
      return { catalogue: current.catalogue, stock: current.stock, until };
    },
    onLost: (listener) => versions.onLost(listener),
  } satisfies CatalogueVersion);

  /** The next offer boundary of this version; read again once it has passed (an offer started or ended). */
  const boundaryFor = async (version: string): Promise<number> => {
    const known = entries.version === version ? entries.boundary : null;
    if (known && known.at > Date.now()) return known.at;
    const at = await nextOfferBoundary().catch(() => Date.now());
    if (entries.version === version) entries.boundary = { at };
    return at;
  };

  // Runs after the guards resolved the viewer (registered after registerGuards).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.catalogueCache) return;
    const viewer = viewerClass(request.viewer);
    if (viewer === null) return;
    const current = await versions.read(request);
    if (!current) return;
    // Answers show the catalogue, its stock and the store settings: they belong to the three versions.
    const version = answerVersion(current);
    entries.use(version);
    const key = `${viewer} ${request.url}`;
    const flightKey = `${version} ${key}`;
    let entry = entries.get(key, Date.now());
    if (!entry) {
      const waiting = inFlight.get(flightKey);
      if (waiting) entry = (await waiting.done) ?? undefined;
    }
    if (entry) {
      cacheEvents.inc({ cache: 'catalogue', result: 'hit' });
      return sendEntry(request, reply, entry, viewer, entries);
    }
    cacheEvents.inc({ cache: 'catalogue', result: 'miss' });
    pendingOf.set(request, { key, version, viewer });
    if (!inFlight.has(flightKey)) {
      let settle: (entry: Entry | null) => void = () => {};
      const done = new Promise<Entry | null>((resolve) => {
        settle = resolve;
      });
      inFlight.set(flightKey, { done, settle });
    }
  });

  // Registered before @fastify/compress's route-level hook runs, so the payload is the route's own
  // serialized JSON (the response schema already stripped what this viewer may not see).
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = pendingOf.get(request);
    if (!pending) return payload;
    pendingOf.delete(request);
    let entry: Entry | null = null;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      const body = ownBytes(Buffer.from(payload));
      const expiresAt = Math.min(Date.now() + MAX_AGE_MS, await boundaryFor(pending.version));
      entry = {
        body,
        etag: etagOf(body),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt,
      };
      // An answer computed while the catalogue moved belongs to the old version: not kept.
      if (entries.version === pending.version) entries.set(pending.key, entry);
      cacheHeaders(reply, entry.etag, pending.viewer, 'miss');
    }
    finish(pending, entry);
    // The bytes just kept go out as they are (the string would be encoded a second time).
    return entry ? entry.body : payload;
  });

  // If the request ended without onSend (aborted), release the waiters.
  app.addHook('onResponse', async (request) => {
    const pending = pendingOf.get(request);
    if (!pending) return;
    pendingOf.delete(request);
    finish(pending, null);
  });
}
