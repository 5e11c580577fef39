/**
 * The search in memory (decision 039) against the database's own search: pg_trgm's word similarity, and
 * the ranked pages and counts of the SQL search of decision 036 on a generated catalogue.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { BENCH_QUALIFIERS, BENCH_VOCABULARY } from '../../db/seed/demo-data.ts';
import { prng, typedQuery } from '../../db/seed/random.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { listProducts, productsByIds, suggestProducts } from '../storefront/storefront.service.ts';
import { normalizeSearch, SearchIndex, SearchMemory, trigramSet, wordSimilarity } from './search-index.ts';

const WORDS = [
  ...new Set(
    BENCH_VOCABULARY.flatMap((entry) => entry.nouns.flatMap((noun) => noun.toLowerCase().split(/\s+/))),
  ),
].filter((word) => word.length >= 3);

/** Queries a buyer types: prefixes of the catalogue's words, with a letter dropped, swapped or replaced. */
function queries(count: number): string[] {
  const random = prng(7);
  const result = new Set<string>(['zz', 'lámpara', 'LAMP', 'maceta 20', 'ben-0001', 'a1', 'pro']);
  while (result.size < count) result.add(typedQuery(random, WORDS, 0.6, 'aeioulrnst'));
  return [...result];
}

describe(`search in memory (${dbKind})`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const brandRows = await database.db
      .insert(brands)
      .values(['Lumatek', 'Namaste Grow', 'Growmax', 'Raw'].map((name) => ({ name })))
      .returning();
    const random = prng(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const rows = Array.from({ length: 1200 }, (_, n) => {
      const entry = pick(BENCH_VOCABULARY);
      const brand = pick(brandRows);
      const name = `${pick(entry.nouns)} ${pick(BENCH_QUALIFIERS)} ${pick(entry.specs)}${random() < 0.3 ? ` ${brand.name}` : ''}`;
      return {
        name,
        sku: `BEN-${String(n).padStart(6, '0')}`,
        price: 1000,
        brandId: brand.id,
        // Few distinct orders: ties are decided by id, as in SQL.
        order: Math.floor(random() * 20),
        isAvailable: random() > 0.05,
      };
    });
    await database.db.insert(products).values(rows);
    // A one-word name that is also the start of other names and of an SKU: exact, then prefixes.
    await database.db.insert(products).values([
      { name: 'Kolvaxito', sku: 'KOLVAX-2', price: 1, order: 0 },
      { name: 'Kolvax', sku: 'KOL-1', price: 1, order: 5 },
      { name: 'Pala', sku: 'KOLVAX', price: 1, order: 9 },
    ]);
  }, 120_000);
  afterAll(() => database?.close());

  it("measures a typo's closeness to a word as pg_trgm's word_similarity does", async () => {
    const pairs = queries(60).flatMap((query) =>
      WORDS.slice(0, 40).map((word) => ({ query: normalizeSearch(query)!, word })),
    );
    const rows = await queryRows<{ similarity: number }>(
      database.db,
      sql`select word_similarity(t.query, t.word)::float8 as similarity
        from jsonb_to_recordset(${JSON.stringify(pairs.map((pair, n) => ({ ...pair, n })))}::jsonb)
          as t(n int, query text, word text)
        order by t.n`,
    );
    const mismatches = pairs.filter((pair, index) => {
      const padded = `  ${pair.word} `;
      const run = Array.from({ length: padded.length - 2 }, (_, at) => padded.slice(at, at + 3));
      return Math.abs(wordSimilarity(trigramSet(pair.query), run) - Number(rows[index].similarity)) > 1e-6;
    });
    expect(mismatches).toEqual([]);
    // Typos close enough to count are among the pairs (the comparison is not only of zeros).
    expect(rows.filter((row) => Number(row.similarity) >= 0.45).length).toBeGreaterThan(20);
  });

  it('ranks and counts every query as the SQL search does, pages and suggestions alike', async () => {
    const index = await SearchIndex.load(database.db);
    const memory = async () => ({
      index,
      products: (ids: number[], viewer: Viewer) => productsByIds(database.db, ids, viewer),
    });
    let compared = 0;
    // Exact SKUs and names (decision 041): a name of several words, one of a word, and SKUs.
    const [named] = await queryRows<{ name: string }>(
      database.db,
      sql`select name from products where id = 5`,
    );
    const exact = [named.name.toLowerCase(), 'Kolvax', 'ben-000007', 'BEN-000123'];
    for (const query of [...exact, ...queries(150)]) {
      const fromSql = await listProducts(database.db, { search: query, page_size: 24, url: '/' }, null);
      // Past the cap SQL ranks an arbitrary thousand; below it both must agree exactly.
      if (fromSql.count >= 1000) continue;
      const fromMemory = await listProducts(
        database.db,
        { search: query, page_size: 24, url: '/' },
        null,
        memory,
      );
      expect({
        query,
        count: fromMemory.count,
        ids: fromMemory.results.map((product) => product.id),
      }).toEqual({
        query,
        count: fromSql.count,
        ids: fromSql.results.map((product) => product.id),
      });
      const suggestedSql = await suggestProducts(database.db, query, null);
      const suggestedMemory = await suggestProducts(database.db, query, null, 8, memory);
      if (suggestedSql.length < 8 || fromSql.count < 200)
        expect({ query, suggestions: suggestedMemory }).toEqual({ query, suggestions: suggestedSql });
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
    // A lower cap keeps the head of the same ranking (the search stops early once the cap is at a word's start).
    for (const query of queries(150)) {
      const text = normalizeSearch(query)?.trim() ?? '';
      const full = index.search(text, {}, 1000);
      for (const cap of [1, 12, 100])
        expect({ query, cap, ...index.search(text, {}, cap) }).toEqual({
          query,
          cap,
          ids: full.ids.slice(0, cap),
          count: Math.min(cap, full.count),
        });
    }
  }, 120_000);

  it('filters by category and brand, and leaves stock, sale and staff filters to SQL', async () => {
    const index = await SearchIndex.load(database.db);
    let asked = 0;
    const memory = async () => {
      asked++;
      return { index, products: (ids: number[], viewer: Viewer) => productsByIds(database.db, ids, viewer) };
    };
    const [brand] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from brands where name = 'Raw'`,
    );
    for (const filter of [{ brand: Number(brand.id) }, { category_name: 'no existe' }]) {
      const query = { search: 'pro', page_size: 24, url: '/', ...filter };
      const fromSql = listProducts(database.db, query, null);
      const fromMemory = listProducts(database.db, query, null, memory);
      if ('category_name' in filter) {
        await expect(fromMemory).rejects.toMatchObject({ message: 'Categoría no encontrada' });
        await expect(fromSql).rejects.toMatchObject({ message: 'Categoría no encontrada' });
        continue;
      }
      expect((await fromMemory).results.map((product) => product.id)).toEqual(
        (await fromSql).results.map((product) => product.id),
      );
    }
    expect(asked).toBe(2);
    await listProducts(database.db, { search: 'pro', on_sale: true, url: '/' }, null, memory);
    await listProducts(database.db, { search: 'pro', stock_status: 'in_stock', url: '/' }, null, memory);
    // Supplier data are for staff (issue 26 item 27), and staff searches run in SQL.
    const staff = { userId: 1, username: 'admin', isStaff: true, isBlocked: false, priceListId: null };
    await listProducts(database.db, { search: 'pro', own_product: false, url: '/' }, staff, memory);
    expect(asked).toBe(2);
  });

  it("keeps the cards a search shows per price list: a buyer never gets another list's card (decision 052)", async () => {
    const asked: string[] = [];
    const buyerOn = (priceListId: number | null): Viewer => ({
      userId: 9,
      username: 'comprador',
      isStaff: false,
      isBlocked: false,
      priceListId,
    });
    const memory = new SearchMemory(database.db, async (ids, viewer) => {
      asked.push(`${viewer?.priceListId ?? (viewer ? 'default' : 'anon')}:${ids.join(',')}`);
      return (await productsByIds(database.db, ids, null)).map((product) => ({
        ...product,
        // The list the card was priced for, to see which one a viewer gets.
        final_price: viewer ? (viewer.priceListId ?? 0) : undefined,
      }));
    });
    const state = { catalogue: 'v', stock: 's', until: Date.now() + 60_000 };
    const [id] = (await listProducts(database.db, { page_size: 1, url: '/' }, null)).results.map((p) => p.id);
    for (const round of [1, 2])
      for (const [viewer, price] of [
        [buyerOn(3), 3],
        [buyerOn(4), 4],
        [buyerOn(null), 0],
        [null, undefined],
      ] as const) {
        const [card] = await memory.products([id], viewer, state);
        expect(card.final_price, `round ${round}`).toBe(price);
      }
    // Each class read once, then kept.
    expect(asked).toEqual([`3:${id}`, `4:${id}`, `default:${id}`, `anon:${id}`]);
  });

  it('keeps an index only as long as the answers of its version, and abandons a build a newer version overtook (decision 046)', async () => {
    const memory = new SearchMemory(database.db, async () => []);
    const ready = async (state: { catalogue: string; until: number }) => {
      for (let tries = 0; tries < 500; tries++) {
        const index = memory.indexAt(state);
        if (index) return index;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the index was never built');
    };
    // A build for `a` is overtaken by `b` before it finished: it is abandoned, and `b` is built.
    expect(memory.indexAt({ catalogue: 'a', until: Date.now() + 60_000 })).toBeNull();
    const b = { catalogue: 'b', until: Date.now() + 60_000 };
    expect(memory.indexAt(b)).toBeNull();
    expect(memory.builds).toEqual({ started: 2, abandoned: 1 });
    const index = await ready(b);
    expect(index.size).toBeGreaterThan(1000);
    expect(memory.indexAt(b)).toBe(index);
    expect(memory.builds.started).toBe(2);
    // A build that was aborted stops with the signal's reason, reading nothing more.
    const aborted = new AbortController();
    aborted.abort(new Error('abandoned'));
    await expect(SearchIndex.load(database.db, aborted.signal)).rejects.toThrow('abandoned');
    // Past the lifetime of its answers (the next offer boundary, at most five minutes), the index of
    // the same version is built again: it never outlives what it was built for.
    const short = { catalogue: 'c', until: Date.now() + 300 };
    const first = await ready(short);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, short.until - Date.now()) + 5));
    const later = { catalogue: 'c', until: Date.now() + 60_000 };
    expect(memory.indexAt(later)).toBeNull();
    expect(await ready(later)).not.toBe(first);
  });
});
