import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, dbKind } from '../../test/helpers.ts';
import { createPlainProduct, createVariantProduct, stocks } from '../orders/orders.test-support.ts';
import {
  findVariantGroups,
  lockProductsForSale,
  moveStockExactly,
  returnStock,
  selectionFromOptionIds,
} from './selling.service.ts';

/** The stock functions order changes use (decision 022): exact moves, never below zero. */
describe(`selling: stock moves (${dbKind})`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('takes and gives back exactly, on the product and each option, with one net change per row', async () => {
    const db = database.db;
    const buzo = await createVariantProduct(db, { stock: 20, optionStock: 5 });
    const ids = [buzo.product.id];
    const options = [buzo.s.id, buzo.m.id, buzo.azul.id, buzo.verde.id];
    await db.transaction((tx) =>
      moveStockExactly(tx, [
        { productId: buzo.product.id, optionIds: [buzo.s.id, buzo.azul.id], quantity: 3, label: 'S Azul' },
        { productId: buzo.product.id, optionIds: [buzo.m.id, buzo.azul.id], quantity: -2, label: 'M Azul' },
      ]),
    );
    expect(await stocks(db, ids, options)).toEqual({
      [`p${buzo.product.id}`]: 19,
      [`o${buzo.s.id}`]: 2,
      [`o${buzo.m.id}`]: 7,
      [`o${buzo.azul.id}`]: 4,
      [`o${buzo.verde.id}`]: 5,
    });
    await db.transaction((tx) =>
      returnStock(tx, [
        { productId: buzo.product.id, optionIds: [buzo.s.id, buzo.azul.id], quantity: 3 },
        { productId: buzo.product.id, optionIds: [buzo.m.id, buzo.azul.id], quantity: -2 },
      ]),
    );
    // returnStock gives back the absolute quantity of every line.
    expect(await stocks(db, ids, options)).toEqual({
      [`p${buzo.product.id}`]: 24,
      [`o${buzo.s.id}`]: 5,
      [`o${buzo.m.id}`]: 9,
      [`o${buzo.azul.id}`]: 9,
      [`o${buzo.verde.id}`]: 5,
    });
  });

  it('counts the units given back in the same call, and refuses to go below zero', async () => {
    const db = database.db;
    const buzo = await createVariantProduct(db, { stock: 4, optionStock: 2 });
    const swap = [
      { productId: buzo.product.id, optionIds: [buzo.s.id], quantity: -2, label: 'S' },
      { productId: buzo.product.id, optionIds: [buzo.m.id], quantity: 4, label: 'M' },
    ];
    // The product gives 2 back and takes 4: 4 + 2 covers it, but option M only has 2.
    await expect(db.transaction((tx) => moveStockExactly(tx, swap))).rejects.toMatchObject({
      kind: 'conflict',
      message: 'No hay suficiente stock de M. Stock disponible: 2',
    });
    const plain = await createPlainProduct(db, { stock: 3, name: 'Tijera de poda' });
    const twice = [
      { productId: plain.id, optionIds: [], quantity: 2, label: 'línea 1' },
      { productId: plain.id, optionIds: [], quantity: 2, label: 'línea 2' },
    ];
    await expect(db.transaction((tx) => moveStockExactly(tx, twice))).rejects.toMatchObject({
      kind: 'conflict',
      message: 'No hay suficiente stock de Tijera de poda. Stock disponible: 3',
    });
    const shared = [
      { productId: buzo.product.id, optionIds: [buzo.s.id, buzo.azul.id], quantity: 2, label: 'S Azul' },
      { productId: buzo.product.id, optionIds: [buzo.m.id, buzo.azul.id], quantity: 1, label: 'M Azul' },
    ];
    await expect(db.transaction((tx) => moveStockExactly(tx, shared))).rejects.toMatchObject({
      kind: 'conflict',
      message: `No hay suficiente stock de ${buzo.product.name} (Color: Azul). Stock disponible: 2`,
    });
    expect(await stocks(db, [buzo.product.id, plain.id], [buzo.s.id, buzo.m.id, buzo.azul.id])).toEqual({
      [`p${buzo.product.id}`]: 4,
      [`p${plain.id}`]: 3,
      [`o${buzo.s.id}`]: 2,
      [`o${buzo.m.id}`]: 2,
      [`o${buzo.azul.id}`]: 2,
    });
    await db.transaction((tx) =>
      moveStockExactly(tx, [{ productId: plain.id, optionIds: [], quantity: 3, label: 'todo' }]),
    );
    expect(await stocks(db, [plain.id])).toEqual({ [`p${plain.id}`]: 0 });
  });

  it('skips deleted rows when giving back and refuses to take from them', async () => {
    const db = database.db;
    await db.transaction((tx) => returnStock(tx, [{ productId: null, optionIds: [987_654], quantity: 2 }]));
    await expect(
      db.transaction((tx) =>
        moveStockExactly(tx, [{ productId: 987_654, optionIds: [], quantity: 1, label: 'Borrado' }]),
      ),
    ).rejects.toMatchObject({ kind: 'invalid', message: 'Producto no disponible: Borrado' });
  });

  it('chooses options by id: one per variant group', async () => {
    const db = database.db;
    const buzo = await createVariantProduct(db);
    const product = (await lockProductsForSale(db, [buzo.product.id])).get(buzo.product.id)!;
    const groups = (await findVariantGroups(db, [product.id])).get(product.id)!;
    expect(selectionFromOptionIds(product, groups, [buzo.verde.id, buzo.m.id])).toMatchObject({
      variantDisplay: 'Talle: M, Color: Verde',
      selectedVariants: { Talle: 'M', Color: 'Verde' },
    });
    expect(() => selectionFromOptionIds(product, groups, [buzo.m.id])).toThrow('Por favor selecciona: Color');
    expect(() => selectionFromOptionIds(product, groups, [buzo.m.id, buzo.s.id])).toThrow('Opción inválida');
    expect(() => selectionFromOptionIds(product, groups, [buzo.m.id, buzo.m.id, buzo.azul.id])).toThrow(
      'Opción inválida',
    );
    expect(() => selectionFromOptionIds(product, groups, [buzo.m.id, 987_654])).toThrow('Opción inválida');
  });
});
