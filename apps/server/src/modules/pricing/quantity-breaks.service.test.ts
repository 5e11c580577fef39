import { PRICE_LIST_MESSAGES } from '@mayorista/shared/price-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { priceLists, quantityBreaks, variantOptions } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { quantityBreaksOf, quantityBreaksText, setQuantityBreaks } from './quantity-breaks.service.ts';

const tier = (
  min_quantity: number,
  discount_percent: number,
  option: number | null = null,
  price_list: number | null = null,
) => ({
  option,
  price_list,
  min_quantity,
  discount_percent,
});

describe('quantityBreaksText', () => {
  it("writes 'cantidad:descuento', then #option and @list, in option, list and quantity order", () => {
    const text = quantityBreaksText(
      [tier(24, 8), tier(10, 7.5, 5, 2), tier(12, 5), tier(6, 3, null, 2)],
      (id) => `OPC-${id}`,
      new Map([[2, 'Kiosco']]),
    );
    expect(text).toBe('12:5;24:8;6:3@Kiosco;10:7,5#OPC-5@Kiosco');
    expect(quantityBreaksText([], String, new Map())).toBe('');
  });
});

describe(`quantity breaks of products (${dbKind})`, () => {
  let database: Database;
  let data: TestCatalogue;
  let kiosco: number;
  let chico: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    data = await seedTestCatalogue(database.db);
    kiosco = (await database.db.insert(priceLists).values({ name: 'Kiosco' }).returning())[0].id;
    chico = (await database.db.select().from(variantOptions))[0].id;
  });
  afterAll(() => database?.close());

  it('replaces every tier of each product given, leaving the others', async () => {
    const { maceta, sustrato, picador } = data.products;
    await setQuantityBreaks(database.db, [{ productId: picador.id, tiers: [tier(3, 1)] }]);
    await setQuantityBreaks(database.db, [
      { productId: maceta.id, tiers: [tier(24, 8), tier(10, 5, chico, kiosco), tier(12, 5)] },
      { productId: sustrato.id, tiers: [tier(6, 2.5, null, kiosco)] },
    ]);
    const found = await quantityBreaksOf(database.db, [
      maceta.id,
      sustrato.id,
      picador.id,
      data.products.lamp.id,
    ]);
    expect(found.get(maceta.id)).toEqual([tier(12, 5), tier(24, 8), tier(10, 5, chico, kiosco)]);
    expect(found.get(sustrato.id)).toEqual([tier(6, 2.5, null, kiosco)]);
    expect(found.get(picador.id)).toEqual([tier(3, 1)]);
    expect(found.has(data.products.lamp.id)).toBe(false);

    await setQuantityBreaks(database.db, [{ productId: maceta.id, tiers: [] }]);
    expect((await quantityBreaksOf(database.db, [maceta.id])).get(maceta.id)).toBeUndefined();
  });

  it('refuses a list that does not exist on the field it is told, writing nothing', async () => {
    const { sustrato } = data.products;
    const before = await database.db.select().from(quantityBreaks);
    await expect(
      setQuantityBreaks(
        database.db,
        [{ productId: sustrato.id, tiers: [tier(5, 5, null, 999_999)] }],
        'escalones',
      ),
    ).rejects.toMatchObject({
      message: PRICE_LIST_MESSAGES.notFound,
      fields: { escalones: [PRICE_LIST_MESSAGES.notFound] },
    });
    expect(await database.db.select().from(quantityBreaks)).toEqual(before);
  });
});
