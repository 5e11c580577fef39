/**
 * The storefront's search answered from the process's memory (issue 15, docs/decisions/039).
 *
 * A `SearchIndex` holds the visible products' search text (`products.search_text`: name and SKU,
 * lower case, without accents), brand, category and catalogue order, the brands' names and the
 * catalogue's words (`search_words`), read once per catalogue version. A search ranks exactly as the
 * SQL of decision 036 does: the exact SKU (0) and the exact name (1, decision 041), the text at a
 * word's start (2), inside a word (3), a matching brand (4), then the close words from the closest
 * (5+); ties by the catalogue order, then id. Close words use
 * pg_trgm's measure: the best Jaccard similarity between the query's trigrams and a run of the word's
 * trigrams, at the same threshold as the database (`WORD_SIMILARITY_THRESHOLD`).
 *
 * `SearchMemory` keeps one index per catalogue version (built in the background: until it is ready a
 * search runs in SQL), for as long as the catalogue's cached answers live (the next offer boundary, at
 * most MAX_AGE_MS: lib/caches, decision 046); a build for a version that is no longer the newest is
 * abandoned. It also keeps the product cards shown by searches per catalogue and stock version, with
 * the same lifetime.
 */
import type { Product } from '@mayorista/shared/catalog';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, WORD_SIMILARITY_THRESHOLD } from '../../db/client.ts';
import { MAX_SEARCH_CARDS } from '../../lib/caches/map.ts';
import { canSeePrices, priceListOf, type Viewer } from '../../lib/viewer.ts';
import { type CategoryRef, listCategoryRefs } from '../categories/categories.service.ts';

/** Set to "memory" on a search answered from the index (tests and operators read it). */
export const SEARCH_HEADER = 'x-search';

/** How many close words a typo tries (as the SQL search). */
export const FUZZY_WORDS = 5;

/**
 * What the database's `immutable_unaccent(lower(text))` gives, for text whose letters lose their accents
 * by Unicode decomposition into ASCII; null for anything else (that search runs in SQL).
 */
export function normalizeSearch(text: string): string | null {
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the test
  return /^[\x00-\x7f]*$/.test(plain) ? plain : null;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function wordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const result: string[] = [];
  for (let at = 0; at + 3 <= padded.length; at++) result.push(padded.slice(at, at + 3));
  return result;
}

/** pg_trgm's trigram set of a text: its words are runs of letters and digits. */
export function trigramSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) if (word) for (const gram of wordTrigrams(word)) set.add(gram);
  return set;
}

/**
 * pg_trgm's word similarity of a query to one word: the greatest similarity (shared trigrams over all
 * trigrams) between the query's trigram set and any run of consecutive trigrams of the word.
 */
export function wordSimilarity(query: Set<string>, word: string[]): number {
  let best = 0;
  for (let start = 0; start < word.length; start++) {
    const run = new Set<string>();
    let shared = 0;
    for (let end = start; end < word.length; end++) {
      const gram = word[end];
      if (run.has(gram)) continue;
      run.add(gram);
      if (query.has(gram)) shared++;
      const similarity = shared / (query.size + run.size - shared);
      if (similarity > best) best = similarity;
    }
  }
  return best;
}

type Entry = {
  id: number;
  /** name + ' ' + sku, normalized (`products.search_text`). */
  text: string;
  /** Where the SKU starts in `text` (its name ends one character before). */
  skuStart: number;
  brand: number | null;
  category: number | null;
};

/** The list's filters a search in memory applies (other filters run in SQL). */
export type SearchFilter = { categories?: Set<number>; brand?: number };

export type Ranked = { ids: number[]; count: number };

/** Grams of a token used to find the tokens that contain a piece of a query: its 2- and 3-letter runs. */
function grams(token: string, size: number): string[] {
  const result: string[] = [];
  for (let at = 0; at + size <= token.length; at++) result.push(token.slice(at, at + size));
  return result;
}

const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== value) list.push(value);
  } else map.set(key, [value]);
};

export class SearchIndex {
  /** Visible products by catalogue order, then id: an entry's position is its tie-break. */
  private readonly entries: Entry[] = [];
  /**
   * The distinct space-separated tokens of the texts and the entries that have each. Split on spaces
   * only, as the SQL's word start is `' ' || query`: a token starts at the text's start or after a space.
   */
  private readonly tokens: string[] = [];
  private readonly tokenEntries: number[][] = [];
  /** Tokens by their 2- and 3-letter runs. */
  private readonly tokenGrams = new Map<string, number[]>();
  private readonly brands: { id: number; name: string }[] = [];
  private readonly brandEntries = new Map<number, number[]>();
  /** The catalogue's words (typo targets), their trigram runs, and the words by trigram. */
  private readonly words: { word: string; trigrams: string[] }[] = [];
  private readonly wordGrams = new Map<string, number[]>();
  readonly categories: CategoryRef[];

  private constructor(categories: CategoryRef[]) {
    this.categories = categories;
  }

  /**
   * Reads and indexes the visible catalogue. With `signal`, the build stops (rejects with the signal's
   * reason) once it is aborted: after the reads, and at each slice of the indexing.
   */
  static async load(db: Db, signal?: AbortSignal): Promise<SearchIndex> {
    const [rows, brandRows, wordRows, categories] = await Promise.all([
      queryRows<{
        id: number;
        text: string;
        brand_id: number | null;
        category_id: number | null;
        sku_start: number;
      }>(
        db,
        sql`select id, search_text as text, brand_id, category_id,
            length(search_text) - length(immutable_unaccent(lower(coalesce(sku, '')))) as sku_start
          from products where is_available order by "order", id`,
      ),
      queryRows<{ id: number; name: string }>(
        db,
        sql`select id, immutable_unaccent(lower(name)) as name from brands`,
      ),
      queryRows<{ word: string }>(db, sql`select word from search_words order by word`),
      listCategoryRefs(db),
    ]);
    signal?.throwIfAborted();
    const index = new SearchIndex(categories);
    const tokenIds = new Map<string, number>();
    for (const [position, row] of rows.entries()) {
      const entry: Entry = {
        id: Number(row.id),
        text: row.text,
        skuStart: Number(row.sku_start),
        brand: row.brand_id == null ? null : Number(row.brand_id),
        category: row.category_id == null ? null : Number(row.category_id),
      };
      index.entries.push(entry);
      if (entry.brand !== null) push(index.brandEntries, entry.brand, position);
      for (const token of entry.text.split(/ +/)) {
        if (!token) continue;
        let tokenId = tokenIds.get(token);
        if (tokenId === undefined) {
          tokenId = index.tokens.length;
          tokenIds.set(token, tokenId);
          index.tokens.push(token);
          index.tokenEntries.push([]);
          for (const gram of [...grams(token, 2), ...grams(token, 3)]) push(index.tokenGrams, gram, tokenId);
        }
        const list = index.tokenEntries[tokenId];
        if (list[list.length - 1] !== position) list.push(position);
      }
      // A long catalogue is read in slices, so requests keep being answered while it is indexed.
      if (position % 5000 === 4999) {
        await new Promise((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
      }
    }
    for (const row of brandRows) index.brands.push({ id: Number(row.id), name: row.name });
    for (const [wordId, { word }] of wordRows.entries()) {
      index.words.push({ word, trigrams: wordTrigrams(word) });
      for (const gram of new Set(wordTrigrams(word))) push(index.wordGrams, gram, wordId);
    }
    return index;
  }

  get size() {
    return this.entries.length;
  }

  /** The tokens that contain `piece` (no whitespace). */
  private tokensWith(piece: string): readonly number[] {
    if (piece.length < 2) {
      const matching: number[] = [];
      for (const [tokenId, token] of this.tokens.entries()) if (token.includes(piece)) matching.push(tokenId);
      return matching;
    }
    let tokenIds: readonly number[] = [];
    for (const [at, gram] of grams(piece, Math.min(3, piece.length)).entries()) {
      const list = this.tokenGrams.get(gram);
      if (!list) return [];
      if (at === 0 || list.length < tokenIds.length) tokenIds = list;
    }
    // A piece of 2 or 3 letters is its own run: every token listed under it contains it.
    if (piece.length <= 3) return tokenIds;
    return tokenIds.filter((tokenId) => this.tokens[tokenId].includes(piece));
  }

  /** The entries (positions, ascending) whose text has a token containing `piece` (no whitespace). */
  private entriesWith(piece: string): readonly number[] | Int32Array {
    const matching = this.tokensWith(piece);
    if (matching.length === 1) return this.tokenEntries[matching[0]];
    // Several tokens: their entries merged in order without duplicates.
    const marks = new Uint8Array(this.entries.length);
    let total = 0;
    for (const tokenId of matching)
      for (const position of this.tokenEntries[tokenId])
        if (!marks[position]) {
          marks[position] = 1;
          total++;
        }
    const result = new Int32Array(total);
    let next = 0;
    for (let position = 0; position < marks.length && next < total; position++)
      if (marks[position]) result[next++] = position;
    return result;
  }

  /** The catalogue words a query resembles but does not contain, closest first (at most FUZZY_WORDS). */
  closeWords(query: string): string[] {
    const trigrams = trigramSet(query);
    if (trigrams.size === 0) return [];
    const shared = new Map<number, number>();
    for (const gram of trigrams)
      for (const wordId of this.wordGrams.get(gram) ?? []) shared.set(wordId, (shared.get(wordId) ?? 0) + 1);
    const close: { word: string; similarity: number }[] = [];
    for (const [wordId, count] of shared) {
      // No run of the word can share more trigrams than the whole word does.
      if (count / trigrams.size < WORD_SIMILARITY_THRESHOLD) continue;
      const { word, trigrams: run } = this.words[wordId];
      if (word.includes(query)) continue;
      const similarity = wordSimilarity(trigrams, run);
      if (similarity >= WORD_SIMILARITY_THRESHOLD) close.push({ word, similarity });
    }
    close.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return close.slice(0, FUZZY_WORDS).map((item) => item.word);
  }

  /**
   * The product ids of a search (`query` normalized with normalizeSearch and trimmed), best first, at most
   * `cap`, and how many match (also at most `cap`, as the SQL search counts).
   */
  search(query: string, filter: SearchFilter, cap: number): Ranked {
    const pieces = query.split(/\s+/).filter(Boolean);
    if (pieces.length === 0) return { ids: [], count: 0 };
    const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a));
    const accept = (entry: Entry) =>
      (!filter.categories || (entry.category !== null && filter.categories.has(entry.category))) &&
      (filter.brand === undefined || entry.brand === filter.brand);
    const words = this.closeWords(query);
    const ranks: number[][] = Array.from({ length: 5 + words.length }, () => []);
    // The first rank that takes an entry keeps it (as the SQL's first matching case).
    const taken = new Uint8Array(this.entries.length);
    let count = 0;
    const take = (position: number, rank: number) => {
      if (taken[position] || !accept(this.entries[position])) return;
      taken[position] = 1;
      count++;
      ranks[rank].push(position);
    };
    /** 0 the exact SKU, 1 the exact name, or null. */
    const exactRank = (entry: Entry) => {
      if (entry.skuStart < entry.text.length && entry.text.slice(entry.skuStart) === query) return 0;
      if (entry.skuStart - 1 === query.length && entry.text.startsWith(query)) return 1;
      return null;
    };
    if (pieces.length === 1 && longest === query) {
      // One word: an exact SKU or name is a token equal to it; those come first, in catalogue order.
      const exact = this.tokensWith(query).find((tokenId) => this.tokens[tokenId] === query);
      for (const rank of [0, 1])
        for (const position of exact === undefined ? [] : this.tokenEntries[exact])
          if (exactRank(this.entries[position]) === rank) take(position, rank);
      // It is in a text exactly when one of the text's tokens has it, at a word's start when that token
      // starts with it. Ranked from the tokens, without reading the texts.
      const rankOf = new Uint8Array(this.entries.length); // 0 none, 1 at a word's start, 2 inside a word
      const found: number[] = [];
      for (const tokenId of this.tokensWith(query)) {
        const rank = this.tokens[tokenId].startsWith(query) ? 1 : 2;
        for (const position of this.tokenEntries[tokenId]) {
          if (rankOf[position] === 0) found.push(position);
          if (rankOf[position] === 0 || rank < rankOf[position]) rankOf[position] = rank;
        }
      }
      // In catalogue order: the few found sorted, many by walking the whole catalogue.
      const many = found.length * 16 > rankOf.length;
      const positions = many ? null : Int32Array.from(found).sort();
      const total = many ? rankOf.length : found.length;
      for (let at = 0; at < total; at++) {
        const position = positions ? positions[at] : at;
        if (rankOf[position]) take(position, rankOf[position] + 1);
        // The exact ones and the first at a word's start, `cap` in all, are the answer whatever follows.
        if (ranks[0].length + ranks[1].length + ranks[2].length >= cap) break;
      }
    } else {
      const wordStart = ` ${query}`;
      for (const position of this.entriesWith(longest)) {
        const entry = this.entries[position];
        if (entry.text.includes(query))
          take(
            position,
            exactRank(entry) ?? (entry.text.startsWith(query) || entry.text.includes(wordStart) ? 2 : 3),
          );
      }
    }
    const brandIds = this.brands.filter((brand) => brand.name.includes(query)).map((brand) => brand.id);
    for (const brandId of brandIds)
      for (const position of this.brandEntries.get(brandId) ?? []) take(position, 4);
    if (brandIds.length > 1) ranks[4].sort((a, b) => a - b);
    for (const [index, word] of words.entries())
      for (const position of this.entriesWith(word)) take(position, 5 + index);
    const ids: number[] = [];
    for (const positions of ranks)
      for (const position of positions) {
        if (ids.length >= cap) break;
        ids.push(this.entries[position].id);
      }
    return { ids, count: Math.min(count, cap) };
  }
}

/** The versions a search in memory belongs to: the catalogue (index) and stock (cards), and the next offer boundary. */
export type CatalogueState = { catalogue: string; stock: string; until: number };

/** Priced cards are keyed by price list and product (`{list}:{id}`), plain ones by product. */
type Cards = { key: string; until: number; priced: Map<string, Product>; plain: Map<string, Product> };

/**
 * Cards kept at most per viewer class (priced: every price list together; plain); past that the oldest
 * are dropped and read again when asked (lib/caches/map.ts).
 */
const MAX_CARDS = MAX_SEARCH_CARDS;

type Slot = { version: string; until: number; ready: SearchIndex | null; build: AbortController };

/** One per app: the index of the current catalogue version and the cards searches show. */
export class SearchMemory {
  private index: Slot | null = null;
  private cards: Cards = { key: '', until: 0, priced: new Map(), plain: new Map() };
  /** Builds started and abandoned (a newer version came first), for tests and operators. */
  readonly builds = { started: 0, abandoned: 0 };

  constructor(
    private readonly db: Db,
    private readonly loadProducts: (ids: number[], viewer: Viewer) => Promise<Product[]>,
  ) {}

  /** Forgets everything (the versions could not be read: they may have moved unseen). */
  clear() {
    this.replaceIndex(null);
    this.cards = { key: '', until: 0, priced: new Map(), plain: new Map() };
  }

  /** Puts `slot` in place of the current one; a build still running for the old one is abandoned. */
  private replaceIndex(slot: Slot | null) {
    const old = this.index;
    if (old && !old.ready && !old.build.signal.aborted) {
      old.build.abort(new Error('search index build abandoned: the catalogue moved on'));
      this.builds.abandoned++;
    }
    this.index = slot;
  }

  /**
   * The index of this catalogue version, or null while it is being built (that search runs in SQL).
   * An index lives as long as the answers of the state it was built for (`until`: the next offer
   * boundary, at most MAX_AGE_MS); then it is built again.
   */
  indexAt(state: Pick<CatalogueState, 'catalogue' | 'until'>): SearchIndex | null {
    const current = this.index;
    if (current?.version === state.catalogue && Date.now() < current.until) return current.ready;
    const slot: Slot = {
      version: state.catalogue,
      until: state.until,
      ready: null,
      build: new AbortController(),
    };
    this.replaceIndex(slot);
    this.builds.started++;
    SearchIndex.load(this.db, slot.build.signal).then(
      (index) => {
        slot.ready = index;
      },
      () => {
        if (this.index === slot) this.index = null;
      },
    );
    return null;
  }
  /** The products of these ids as this viewer sees them, in that order, from the cards of this state. */
  async products(ids: number[], viewer: Viewer, state: CatalogueState): Promise<Product[]> {
    const key = `${state.catalogue}.${state.stock}`;
    if (this.cards.key !== key || Date.now() >= this.cards.until)
      this.cards = { key, until: state.until, priced: new Map(), plain: new Map() };
    const cards = this.cards;
    const priced = canSeePrices(viewer);
    const kept = priced ? cards.priced : cards.plain;
    // Buyers of one price list share its prices (decision 052): their cards are the list's.
    const list = priced ? `${priceListOf(viewer) ?? 'default'}:` : '';
    const keyOf = (id: number) => `${list}${id}`;
    const missing = ids.filter((id) => !kept.has(keyOf(id)));
    const found = new Map<string, Product>();
    if (missing.length) {
      for (const product of await this.loadProducts(missing, viewer)) found.set(keyOf(product.id), product);
      if (this.cards === cards) {
        // The oldest cards make room (a Map keeps insertion order).
        for (const key of kept.keys()) {
          if (kept.size + found.size <= MAX_CARDS) break;
          kept.delete(key);
        }
        for (const [key, product] of found) kept.set(key, product);
      }
    }
    return ids.flatMap((id) => kept.get(keyOf(id)) ?? found.get(keyOf(id)) ?? []);
  }
}
