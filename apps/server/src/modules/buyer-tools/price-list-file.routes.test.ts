/**
 * 'Descargar lista de precios' (issue 29 item 4): the files read back (exceljs cells, pdf-parse text)
 * carry the buyer's own list prices (a non-default list with a percent, an override and a tier),
 * one row per option, stock as a word, never a cost nor a stock quantity; the filters; who may ask.
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  priceListPrices,
  priceLists,
  products,
  quantityBreaks,
  siteConfig,
  users,
} from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { writePriceListPdf } from './price-list-file.pdf.ts';
import type { PriceListFile, PriceListFileRow } from './price-list-file.service.ts';
import { writePriceListXlsx } from './price-list-file.xlsx.ts';

type SheetRow = {
  SKU: string;
  Producto: string;
  Opción: string;
  Marca: string;
  Categoría: string;
  Unidad: string;
  Precio: number;
  Escalones: string;
  Stock: string;
};

/** The workbook's rows above the table and the table as objects keyed by its titles. */
async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    values.push((row.values as unknown[]).slice(1));
  });
  const titleIndex = values.findIndex((row) => row[0] === 'SKU');
  const titles = values[titleIndex] as string[];
  const rows = values
    .slice(titleIndex + 1)
    .map((row) => Object.fromEntries(titles.map((title, index) => [title, row[index] ?? ''])) as SheetRow);
  return { sheet, heading: values.slice(0, titleIndex).flat().filter(Boolean) as string[], titles, rows };
}

async function readPdf(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe(`my price list as a file (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let kiosco: Buyer;
  let general: Record<string, string>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const download = async (url: string, headers: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    const db = ctx.database.db;
    await db
      .insert(siteConfig)
      .values({ id: 1, storeName: 'Distribuidora Sur' })
      .onConflictDoUpdate({ target: siteConfig.id, set: { storeName: 'Distribuidora Sur' } });
    const [list] = await db.insert(priceLists).values({ name: 'Kiosco', adjustmentPercent: 12 }).returning();
    const { sustrato, picador } = data.products;
    await db.insert(priceListPrices).values({ priceListId: list.id, productId: picador.id, price: 2300 });
    await db.insert(quantityBreaks).values([
      { productId: sustrato.id, minQuantity: 10, discountPercent: 5 },
      { productId: sustrato.id, priceListId: list.id, minQuantity: 20, discountPercent: 10 },
    ]);
    await db.update(products).set({ saleUnit: 'caja', unitsPerPack: 12 }).where(eq(products.id, sustrato.id));
    [kiosco] = await createBuyers(ctx.app, db, 1, { prefix: 'kiosco' });
    await db.update(users).set({ priceListId: list.id }).where(eq(users.id, kiosco.id));
    await ctx.app.caches.move('accounts', 'catalogue');
    general = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it("writes the buyer's list prices to the XLSX: percent, override, offers, tiers, one row per option", async () => {
    const response = await download('/api/me/price-list.xlsx', kiosco.headers);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lista-de-precios-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const { heading, titles, rows, sheet } = await readXlsx(response.rawPayload);
    expect(heading[0]).toBe('Distribuidora Sur');
    expect(heading).toContain('Lista de precios: Kiosco');
    expect(heading.some((line) => /^Fecha: \d{2}\/\d{2}\/\d{4}$/.test(line))).toBe(true);
    expect(titles).toEqual([
      'SKU',
      'Producto',
      'Opción',
      'Marca',
      'Categoría',
      'Unidad',
      'Precio',
      'Escalones',
      'Stock',
    ]);
    const bySku = Object.fromEntries(rows.map((row) => [row.SKU, row]));
    // The hidden product is left out; the maceta gives one row per option.
    expect(Object.keys(bySku).sort()).toEqual(['T-COMP', 'T-LAMP', 'T-MAC-CH', 'T-MAC-GR', 'T-PIC', 'T-SUS']);
    // USD 100 x 1000 + 12 %.
    expect(bySku['T-LAMP']).toMatchObject({
      Producto: 'Lámpara LED 600W Full Spectrum',
      Marca: 'Lumen',
      Categoría: 'ILUMINARIA / Paneles LED',
      Unidad: 'Unidad',
      Precio: 112_000,
      Escalones: '',
      Stock: 'Disponible',
    });
    // 5000 + 12 % = 5600, its 10 % discount: 5040; tiers of every list (10) and of Kiosco (20).
    expect(bySku['T-SUS']).toMatchObject({
      Unidad: 'Caja x 12',
      Precio: 5040,
      Escalones: 'desde 10: $ 4.788,00; desde 20: $ 4.536,00',
      Categoría: 'CULTIVO / Sustratos',
    });
    // price_in_ars 2500 + 12 % = 2800 with the 20 % offer; Kiosco's override of the picador as it is.
    expect(bySku['T-COMP']).toMatchObject({ Precio: 2240, Categoría: 'CULTIVO / Sustratos / Orgánicos' });
    expect(bySku['T-PIC']).toMatchObject({ Precio: 2300, Stock: 'Sin stock' });
    // 3000 + 12 % = 3360 (+ 560 for Grande), its channel discount of 15 %.
    expect(bySku['T-MAC-CH']).toMatchObject({ Opción: 'Tamaño: Chico', Precio: 2856, Stock: 'Disponible' });
    expect(bySku['T-MAC-GR']).toMatchObject({ Opción: 'Tamaño: Grande', Precio: 3332, Stock: 'Sin stock' });
    // Excel's filter over the titles and every row.
    expect(sheet.autoFilter).toBe(`A5:I${sheet.rowCount}`);
    // The price is a number cell with a money format.
    const priceCell = sheet.getRow(sheet.actualRowCount).getCell(titles.indexOf('Precio') + 1);
    expect(typeof priceCell.value).toBe('number');
    expect(priceCell.numFmt).toContain('#,##0.00');
  });

  it('never writes a cost nor a stock quantity: the only numbers are prices', async () => {
    const { rows } = await readXlsx((await download('/api/me/price-list.xlsx', kiosco.headers)).rawPayload);
    for (const row of rows)
      for (const [title, value] of Object.entries(row)) {
        if (title === 'Precio') expect(typeof value).toBe('number');
        else expect(typeof value, `${row.SKU} ${title}`).toBe('string');
      }
    expect(rows.every((row) => ['Disponible', 'Sin stock'].includes(row.Stock))).toBe(true);
    const text = JSON.stringify(rows);
    // Costs: the lamp's USD 60 (60.000 or 67.200 with the list), the Chico option's 1000.
    for (const cost of ['60000', '60.000', '67200', '67.200', '1000', '1.000'])
      expect(text).not.toContain(cost);
  });

  it('writes the same prices to the PDF, es-AR, with the store, the list and the date', async () => {
    const response = await download('/api/me/price-list.pdf', kiosco.headers);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /filename="lista-de-precios-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = await readPdf(response.rawPayload);
    expect(text).toContain('Distribuidora Sur');
    expect(text).toMatch(/Lista de precios: Kiosco · Fecha: \d{2}\/\d{2}\/\d{4}/);
    for (const price of [
      '$ 112.000,00',
      '$ 5.040,00',
      '$ 2.240,00',
      '$ 2.300,00',
      '$ 2.856,00',
      '$ 3.332,00',
    ])
      expect(text).toContain(price);
    expect(text).toContain('desde 10: $ 4.788,00');
    expect(text).toContain('Caja x 12');
    expect(text).toContain('Tamaño: Grande');
    expect(text).not.toContain('Producto oculto');
    expect(text).not.toMatch(/60\.000|67\.200/);
  });

  it('prices a buyer of the default list with the default list', async () => {
    const { heading, rows } = await readXlsx((await download('/api/me/price-list.xlsx', general)).rawPayload);
    expect(heading).toContain('Lista de precios: General');
    const bySku = Object.fromEntries(rows.map((row) => [row.SKU, row]));
    expect(bySku['T-LAMP'].Precio).toBe(100_000);
    expect(bySku['T-PIC'].Precio).toBe(1500);
    // Kiosco's own tier (20) is not General's.
    expect(bySku['T-SUS'].Escalones).toBe('desde 10: $ 4.275,00');
  });

  it('filters by category (with its subcategories) and by brand', async () => {
    const { sustratos } = data.categories;
    const byCategory = await readXlsx(
      (await download(`/api/me/price-list.xlsx?category=${sustratos.id}`, kiosco.headers)).rawPayload,
    );
    expect(byCategory.rows.map((row) => row.SKU).sort()).toEqual(['T-COMP', 'T-MAC-CH', 'T-MAC-GR', 'T-SUS']);
    expect(byCategory.heading.some((line) => line.includes('Categoría: CULTIVO / Sustratos'))).toBe(true);
    const byBrand = await readXlsx(
      (await download(`/api/me/price-list.xlsx?brand=${data.brands.lumen.id}`, kiosco.headers)).rawPayload,
    );
    expect(byBrand.rows.map((row) => row.SKU)).toEqual(['T-LAMP']);
    const both = await readPdf(
      (
        await download(
          `/api/me/price-list.pdf?category=${sustratos.id}&brand=${data.brands.lumen.id}`,
          kiosco.headers,
        )
      ).rawPayload,
    );
    expect(both).toContain('No hay productos disponibles con estos filtros.');
  });

  it('answers 400 for an unknown category or brand and for a filter that is not an id', async () => {
    for (const query of ['category=99999', 'brand=99999', 'category=abc'])
      for (const format of ['xlsx', 'pdf']) {
        const response = await get(`/api/me/price-list.${format}?${query}`, kiosco.headers);
        expect(response.statusCode, `${format} ${query}`).toBe(400);
      }
    expect((await get('/api/me/price-list.xlsx?category=99999', kiosco.headers)).json().detail).toBe(
      'Categoría no encontrada',
    );
  });

  it('is for logged-in accounts: anonymous 401, a deactivated account 401, staff get the default list', async () => {
    for (const format of ['xlsx', 'pdf'])
      expect((await get(`/api/me/price-list.${format}`)).statusCode).toBe(401);
    const [gone] = await createBuyers(ctx.app, ctx.database.db, 1, { prefix: 'inactivo' });
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await ctx.app.caches.move('accounts');
    expect((await get('/api/me/price-list.pdf', gone.headers)).statusCode).toBe(401);
    const staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    const { heading } = await readXlsx((await download('/api/me/price-list.xlsx', staff)).rawPayload);
    expect(heading).toContain('Lista de precios: General');
  });
});

describe('a download closed half way', () => {
  const row: PriceListFileRow = {
    sku: 'X-1',
    product: 'Producto',
    option: '',
    brand: '',
    category: 'CULTIVO',
    unit: 'Unidad',
    price: 100,
    tiers: '',
    stock: 'Disponible',
  };
  /** Ten pages of rows; the stream is destroyed after the first is read. */
  const halfRead = (stream: PassThrough) => {
    let read = 0;
    const file: PriceListFile = {
      header: {
        storeName: 'Tienda',
        listName: 'General',
        date: '2026-11-28',
        dateLabel: '28/11/2026',
        filters: '',
      },
      productCount: 100,
      pages: async function* () {
        for (let page = 0; page < 10; page++) {
          read += 1;
          yield Array.from({ length: 10 }, () => row);
          stream.destroy();
        }
      },
    };
    return { file, read: () => read };
  };

  it('stops reading pages once the answer is gone, for both formats', async () => {
    for (const write of [writePriceListXlsx, writePriceListPdf]) {
      const stream = new PassThrough();
      stream.resume();
      const { file, read } = halfRead(stream);
      await write(file, stream);
      expect(read()).toBeLessThanOrEqual(2);
    }
  });
});
