import { CELL_MESSAGES, type ImportReport } from '@mayorista/shared/product-transfer';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, priceLists, products, quantityBreaks, variantOptions } from '../../db/schema/index.ts';
import { sendForm } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { quantityBreaksOf } from '../pricing/quantity-breaks.service.ts';

const UNIT_COLUMNS = 'unidad_venta;unidades_por_envase;cantidad_minima;multiplo_venta;escalones';

/** The inventory file's sale unit and tier columns (decision 052, issue 28 item 7). */
describe(`product import and export of sale units and tiers (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;
  let kiosco: number;
  let chico: number;
  let grande: number;

  const upload = (bytes: Buffer, dryRun = true) =>
    sendForm(ctx.app, {
      method: 'POST',
      url: `/api/products/import/${dryRun ? '?dry_run=true' : ''}`,
      fields: {},
      files: { file: { bytes, filename: 'productos.csv', contentType: 'text/csv' } },
      headers: staff,
    });
  const dryRun = async (bytes: Buffer) => {
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImportReport;
  };
  const csv = (header: string, ...lines: string[]) => Buffer.from([header, ...lines].join('\r\n'), 'utf8');
  const exportFile = (format: 'csv' | 'xlsx') =>
    ctx.app.inject({ method: 'GET', url: `/api/products/export/?format=${format}`, headers: staff });
  const tiersOf = async (productId: number) =>
    (await quantityBreaksOf(ctx.database.db, [productId])).get(productId) ?? [];

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    kiosco = (await ctx.database.db.insert(priceLists).values({ name: 'Kiosco' }).returning())[0].id;
    const options = await ctx.database.db.select().from(variantOptions);
    chico = options.find((option) => option.sku === 'T-MAC-CH')!.id;
    grande = options.find((option) => option.sku === 'T-MAC-GR')!.id;
    const { maceta, sustrato } = data.products;
    await ctx.database.db
      .update(products)
      .set({ saleUnit: 'caja', unitsPerPack: 12, minQuantity: 2, quantityStep: 2 })
      .where(eq(products.id, maceta.id));
    await ctx.database.db.insert(quantityBreaks).values([
      { productId: maceta.id, minQuantity: 12, discountPercent: 5 },
      { productId: maceta.id, optionId: chico, priceListId: kiosco, minQuantity: 10, discountPercent: 7.5 },
      { productId: sustrato.id, priceListId: kiosco, minQuantity: 6, discountPercent: 3 },
    ]);
  });
  afterAll(() => closeTestApp(ctx));

  it('exports the sale unit, the quantity rule and the tiers as one text, after price_in_ars (issue 26)', async () => {
    const response = await exportFile('csv');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      `sku;nombre;marca;categoria;precio;precio_ars;precio_costo;moneda;descuento;iva;stock;disponible;${UNIT_COLUMNS}`,
    );
    expect(lines.find((line) => line.startsWith('T-MAC;'))).toBe(
      'T-MAC;Maceta textil;GrowMax;CULTIVO > Sustratos;3000;;;ARS;5;21;;si;caja;12;2;2;"12:5;10:7,5#T-MAC-CH@Kiosco"',
    );
    expect(lines.find((line) => line.startsWith('T-SUS;'))).toMatch(/;unidad;1;1;1;6:3@Kiosco$/);
    expect(lines.find((line) => line.startsWith('T-COMP;'))).toBe(
      'T-COMP;Compost orgánico 10kg;GrowMax;CULTIVO > Sustratos > Orgánicos;2000;2500;;ARS;0;21;20;si;unidad;1;1;1;',
    );

    const xlsx = await exportFile('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(-5)).toEqual(UNIT_COLUMNS.split(';'));
    const row = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((candidate) => candidate.getCell(1).value === 'T-MAC')!;
    expect((row.values as unknown[]).slice(-5)).toEqual(['caja', 12, 2, 2, '12:5;10:7,5#T-MAC-CH@Kiosco']);
  });

  it('round trip: the CSV and the XLSX export re-import unchanged, tiers included', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const report = await dryRun((await exportFile(format)).rawPayload);
      expect(report.summary.error, JSON.stringify(report.rows.filter((row) => row.errors.length))).toBe(0);
      expect(
        report.rows.every((row) => row.outcome === 'unchanged'),
        format,
      ).toBe(true);
    }
  });

  it('imports sale units and tiers: names of lists and options, an empty cell removes the tiers', async () => {
    const { maceta, sustrato } = data.products;
    const file = csv(
      `sku;${UNIT_COLUMNS}`,
      'T-SUS;Pack;6;4;2;"4:5; 8:10 @kiosco"',
      'T-MAC;;;;;',
      'T-COMP;;;;;"3:2,5;6:4#x@Kiosco"',
    );
    const report = await dryRun(file);
    expect(report.rows).toEqual([
      {
        row: 2,
        sku: 'T-SUS',
        outcome: 'update',
        changes: {
          unidad_venta: ['unidad', 'pack'],
          unidades_por_envase: [1, 6],
          cantidad_minima: [1, 4],
          multiplo_venta: [1, 2],
          escalones: ['6:3@Kiosco', '4:5;8:10@Kiosco'],
        },
        errors: [],
      },
      {
        row: 3,
        sku: 'T-MAC',
        outcome: 'update',
        changes: { escalones: ['12:5;10:7,5#T-MAC-CH@Kiosco', null] },
        errors: [],
      },
      {
        row: 4,
        sku: 'T-COMP',
        outcome: 'error',
        changes: {},
        errors: [{ column: 'escalones', message: CELL_MESSAGES.tierOption('6:4#x@Kiosco') }],
      },
    ]);

    const valid = csv(
      `sku;${UNIT_COLUMNS}`,
      'T-SUS;Pack;6;4;2;"4:5; 8:10 @kiosco"',
      'T-MAC;;;;;"6:3#grande"',
    );
    const applied = await upload(valid, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.body).toContain('"result"');
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, sustrato.id));
    expect(row).toMatchObject({ saleUnit: 'pack', unitsPerPack: 6, minQuantity: 4, quantityStep: 2 });
    expect(await tiersOf(sustrato.id)).toEqual([
      { option: null, price_list: null, min_quantity: 4, discount_percent: 5 },
      { option: null, price_list: kiosco, min_quantity: 8, discount_percent: 10 },
    ]);
    expect(await tiersOf(maceta.id)).toEqual([
      { option: grande, price_list: null, min_quantity: 6, discount_percent: 3 },
    ]);
    const [entry] = await ctx.database.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry.summary).toContain('2 modificados');
  });

  it('creates a product with its sale unit and tiers; a file without the columns leaves them', async () => {
    const file = csv(
      `sku;nombre;categoria;precio;${UNIT_COLUMNS}`,
      'T-YERBA;Yerba 1 kg;CULTIVO;1500;display;10;;;10:5',
    );
    const report = await dryRun(file);
    expect(report.rows[0]).toMatchObject({
      outcome: 'create',
      changes: {
        unidad_venta: [null, 'display'],
        unidades_por_envase: [null, 10],
        cantidad_minima: [null, 1],
        multiplo_venta: [null, 1],
        escalones: [null, '10:5'],
      },
    });
    expect((await upload(file, false)).statusCode).toBe(200);
    const [created] = await ctx.database.db.select().from(products).where(eq(products.sku, 'T-YERBA'));
    expect(created).toMatchObject({ saleUnit: 'display', unitsPerPack: 10, minQuantity: 1, quantityStep: 1 });
    expect(await tiersOf(created.id)).toEqual([
      { option: null, price_list: null, min_quantity: 10, discount_percent: 5 },
    ]);

    const withoutColumns = await dryRun(csv('sku;precio', 'T-YERBA;1600'));
    expect(withoutColumns.rows[0].changes).toEqual({ precio: [1500, 1600] });
    expect((await upload(csv('sku;precio', 'T-YERBA;1600'), false)).statusCode).toBe(200);
    expect(await tiersOf(created.id)).toHaveLength(1);
  });

  it('reports each wrong unit, rule and tier by row and column', async () => {
    const report = await dryRun(
      csv(
        `sku;${UNIT_COLUMNS}`,
        'T-PIC;docena;0;;;',
        'T-LAMP;;;3;2;',
        'T-HID;;;;;12',
        'T-SUS;;;;;1:5',
        'T-COMP;;;;;12:100',
        'T-MAC;;;;;"12:5;12:6"',
        'T-PIC;;;;;12:5@Mayorista',
      ),
    );
    expect(report.rows.map((row) => row.errors)).toEqual([
      [
        { column: 'unidad_venta', message: CELL_MESSAGES.saleUnit },
        { column: 'unidades_por_envase', message: CELL_MESSAGES.wholeFromOne },
      ],
      [{ column: 'cantidad_minima', message: CELL_MESSAGES.minNotMultiple }],
      [{ column: 'escalones', message: CELL_MESSAGES.tier('12') }],
      [{ column: 'escalones', message: CELL_MESSAGES.tierQuantity('1:5') }],
      [{ column: 'escalones', message: CELL_MESSAGES.tierDiscount('12:100') }],
      [{ column: 'escalones', message: CELL_MESSAGES.tierRepeated('12:6') }],
      [
        { column: 'sku', message: CELL_MESSAGES.skuRepeated(2) },
        { column: 'escalones', message: CELL_MESSAGES.tierList('12:5@Mayorista') },
      ],
    ]);
  });
});
