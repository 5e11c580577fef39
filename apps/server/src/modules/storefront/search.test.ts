/** Search ranking, the catalogue word table behind typos, and the bounded count (decision 036). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { listProducts, suggestProducts } from './storefront.service.ts';

describe(`search (${dbKind})`, () => {
  let database: Database;
  const list = (search: string, extra: Record<string, unknown> = {}) =>
    listProducts(database.db, { search, url: '/api/products/', ...extra }, null);
  const names = (page: { results: { name: string }[] }) => page.results.map((product) => product.name);

  beforeAll(async () => {
    database = await createTestDatabase();
    const [brand] = await database.db.insert(brands).values({ name: 'Calabaza Norte' }).returning();
    await database.db.insert(products).values(
      [
        'Semilla de zapallito redondo',
        'Zapallito de tronco',
        'Maceta para zapallitos',
        'Zapallo anco',
        'Maceta soplada',
        'Producto sin nada',
        'Minizapallito',
      ].map((name, index) => ({
        name,
        sku: `SRCH-${index}`,
        price: 1000,
        order: name === 'Minizapallito' ? 0 : 10 - index,
        brandId: name === 'Maceta soplada' ? brand.id : null,
      })),
    );
  });
  afterAll(() => database?.close());

  it('ranks the text at a word start first, then inside a word, then a brand, then close words', async () => {
    const page = await list('zapallito');
    expect(names(page)).toEqual([
      // At a word start, by catalogue order (8, 9, 10); inside a word (order 0); a close word.
      'Maceta para zapallitos',
      'Zapallito de tronco',
      'Semilla de zapallito redondo',
      'Minizapallito',
      'Zapallo anco',
    ]);
    expect(page.count).toBe(5);
    // A typo: no substring match, so the close catalogue words (zapallito, zapallitos, zapallo) find them.
    const typo = await list('zapalito');
    expect(names(typo)).toEqual(expect.arrayContaining(['Zapallito de tronco', 'Maceta para zapallitos']));
    expect(typo.count).toBe(typo.results.length);
    // The brand's products come after the products whose text matches.
    expect(names(await list('calabaza'))).toEqual(['Maceta soplada']);
    expect(names(await list('maceta'))[0]).toBe('Maceta soplada');
  });

  it('learns the words of products created or renamed later (trigger on products)', async () => {
    expect((await list('berenjna')).count).toBe(0);
    const [created] = await database.db
      .insert(products)
      .values({ name: 'Berenjena violeta', sku: 'SRCH-NEW', price: 500 })
      .returning();
    expect(names(await list('berenjna'))).toEqual(['Berenjena violeta']);
    await database.db.update(products).set({ name: 'Pimiento morrón' }).where(eq(products.id, created.id));
    expect(names(await list('pimento'))).toEqual(['Pimiento morrón']);
    expect((await list('berenjena')).count).toBe(0);
  });

  it('pages a search and answers a page past the end with 404', async () => {
    const first = await list('a', { page_size: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.count).toBeGreaterThan(2);
    await expect(list('zapallito', { page: 5, page_size: 2 })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('suggests the same ranking, only available products', async () => {
    await database.db
      .update(products)
      .set({ isAvailable: false })
      .where(eq(products.name, 'Zapallito de tronco'));
    const suggestions = await suggestProducts(database.db, 'zapallito', null);
    expect(suggestions.map((item) => item.name)).toEqual([
      'Maceta para zapallitos',
      'Semilla de zapallito redondo',
      'Minizapallito',
      'Zapallo anco',
    ]);
    expect(await suggestProducts(database.db, 'z', null)).toEqual([]);
  });
});
