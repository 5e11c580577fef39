import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { priceListPrices, priceLists, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { listOverrides, priceListRef, writeOverridePrices } from './bulk-overrides.service.ts';

describe(`a price list's overrides for the bulk update (${dbKind})`, () => {
  let database: Database;
  let data: TestCatalogue;
  let kiosco: number;
  let club: number;
  let chico: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    data = await seedTestCatalogue(database.db);
    [{ id: kiosco }, { id: club }] = await database.db
      .insert(priceLists)
      .values([{ name: 'Kiosco' }, { name: 'Club' }])
      .returning();
    chico = (await database.db.select().from(variantOptions))[0].id;
    const { maceta, sustrato, lamp } = data.products;
    await database.db.insert(priceListPrices).values([
      { priceListId: kiosco, productId: maceta.id, optionId: chico, price: 3000 },
      { priceListId: kiosco, productId: maceta.id, price: 3100 },
      { priceListId: kiosco, productId: sustrato.id, price: 5500.5 },
      { priceListId: kiosco, productId: lamp.id, price: 90_000 },
      { priceListId: club, productId: sustrato.id, price: 4000 },
    ]);
  });
  afterAll(() => database?.close());

  it('names a list, or answers null', async () => {
    expect(await priceListRef(database.db, kiosco)).toEqual({ id: kiosco, name: 'Kiosco' });
    expect(await priceListRef(database.db, 999_999)).toBeNull();
  });

  it("reads one list's overrides of the products, by product and the product's own first", async () => {
    const { maceta, sustrato } = data.products;
    const [first, second] = [maceta, sustrato].sort((a, b) => a.id - b.id);
    const found = await database.db.transaction((tx) =>
      listOverrides(tx as never, kiosco, [maceta.id, sustrato.id], { lock: true }),
    );
    expect(found.map(({ productId, optionId, price }) => ({ productId, optionId, price }))).toEqual(
      [first, second].flatMap((product) =>
        product.id === maceta.id
          ? [
              { productId: maceta.id, optionId: null, price: 3100 },
              { productId: maceta.id, optionId: chico, price: 3000 },
            ]
          : [{ productId: sustrato.id, optionId: null, price: 5500.5 }],
      ),
    );
    expect(await listOverrides(database.db, club, [data.products.lamp.id])).toEqual([]);
  });

  it('writes new prices by override id, the others stay', async () => {
    const { sustrato } = data.products;
    const [row] = await listOverrides(database.db, kiosco, [sustrato.id]);
    await writeOverridePrices(database.db, [{ id: row.id, price: 6050.55 }]);
    expect((await listOverrides(database.db, kiosco, [sustrato.id]))[0].price).toBe(6050.55);
    expect((await listOverrides(database.db, club, [sustrato.id]))[0].price).toBe(4000);
  });
});
