import { CELL_MESSAGES, type ImportReport } from '@mayorista/shared/product-transfer';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { sendForm } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

/** The inventory file's IVA column (issue 31): 21, 10,5, 27 or 0, 21 for a new product without it. */
describe(`product import and export of the IVA rate (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let staff: Record<string, string>;

  const upload = (bytes: Buffer, dryRun: boolean) =>
    sendForm(ctx.app, {
      method: 'POST',
      url: `/api/products/import/${dryRun ? '?dry_run=true' : ''}`,
      fields: {},
      files: { file: { bytes, filename: 'productos.csv', contentType: 'text/csv' } },
      headers: staff,
    });
  const dryRun = async (bytes: Buffer) => {
    const response = await upload(bytes, true);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImportReport;
  };
  const csv = (header: string, ...lines: string[]) => Buffer.from([header, ...lines].join('\r\n'), 'utf8');
  const exportFile = (format: 'csv' | 'xlsx') =>
    ctx.app.inject({ method: 'GET', url: `/api/products/export/?format=${format}`, headers: staff });
  const rateOf = async (sku: string) =>
    (await ctx.database.db.select({ rate: products.ivaRate }).from(products).where(eq(products.sku, sku)))[0]
      ?.rate;

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    await ctx.database.db
      .update(products)
      .set({ ivaRate: 10.5 })
      .where(eq(products.id, data.products.sustrato.id));
  });
  afterAll(() => closeTestApp(ctx));

  it("exports each product's rate in 'iva' after the discount, as text in the CSV and a number in the XLSX", async () => {
    const lines = (await exportFile('csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0].split(';');
    const column = header.indexOf('iva');
    expect(header[column - 1]).toBe('descuento');
    const cellOf = (sku: string) => lines.find((line) => line.startsWith(`${sku};`))!.split(';')[column];
    expect(cellOf('T-SUS')).toBe('10,5');
    expect(cellOf('T-MAC')).toBe('21');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const xlsxColumn = (sheet.getRow(1).values as unknown[]).indexOf('iva');
    const row = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((candidate) => candidate.getCell(1).value === 'T-SUS')!;
    expect(row.getCell(xlsxColumn).value).toBe(10.5);

    // Both files come back unchanged.
    for (const format of ['csv', 'xlsx'] as const) {
      const report = await dryRun((await exportFile(format)).rawPayload);
      expect(
        report.rows.every((line) => line.outcome === 'unchanged'),
        format,
      ).toBe(true);
    }
  });

  it("imports the rate in its forms ('10,5', '27 %', 0), as 'IVA %' too, 21 for a new product without it", async () => {
    const report = await dryRun(
      csv(
        'sku;nombre;categoria;precio;IVA %',
        'T-SUS;;;;21',
        'T-MAC;;;;27 %',
        'T-COMP;;;;0',
        'T-NUEVO;Yerba;CULTIVO > Sustratos;1500;10.5',
        'T-MAL;Otro;CULTIVO > Sustratos;1500;10',
        'T-MAL2;Otro;CULTIVO > Sustratos;1500;veintiuno',
      ),
    );
    expect(report.ignored_columns).toEqual([]);
    expect(report.rows.map((row) => [row.sku, row.outcome, row.changes.iva ?? null, row.errors])).toEqual([
      ['T-SUS', 'update', [10.5, 21], []],
      ['T-MAC', 'update', [21, 27], []],
      ['T-COMP', 'update', [21, 0], []],
      ['T-NUEVO', 'create', [null, 10.5], []],
      ['T-MAL', 'error', null, [{ column: 'iva', message: CELL_MESSAGES.ivaRate }]],
      ['T-MAL2', 'error', null, [{ column: 'iva', message: CELL_MESSAGES.ivaRate }]],
    ]);

    const applied = await upload(
      csv('sku;nombre;categoria;precio;iva', 'T-SUS;;;;27', 'T-NUEVO;Yerba;CULTIVO > Sustratos;1500;10,5'),
      false,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await rateOf('T-SUS')).toBe(27);
    expect(await rateOf('T-NUEVO')).toBe(10.5);

    // Without the column the rate stays; a new product gets 21.
    const without = await upload(
      csv('sku;nombre;categoria;precio', 'T-SUS;Sustrato;;', 'T-OTRO;Otro;CULTIVO > Sustratos;10'),
      false,
    );
    expect(without.statusCode, without.body).toBe(200);
    expect(await rateOf('T-SUS')).toBe(27);
    expect(await rateOf('T-OTRO')).toBe(21);
  });
});
