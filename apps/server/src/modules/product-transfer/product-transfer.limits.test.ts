/**
 * The import's bounds (issue 26 item 21): a small XLSX that unpacks to hundreds of MB, lies about its
 * sizes, spans a million rows or columns, or holds one enormous cell is refused with a Spanish 400
 * before it is parsed, with a bounded rise in memory, and no answer echoes more than a short excerpt.
 * In a file of its own: the process's peak memory is measured.
 */
import { IMPORT_MESSAGES, type ImportReport } from '@mayorista/shared/product-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { repeat, textCell, xlsx } from './xlsx.test-support.ts';

const HEADER_ROW = `<row r="1">${textCell('A1', 'sku')}${textCell('B1', 'nombre')}</row>`;
/** The process's peak resident memory so far, in MB. */
const peakMb = () => process.resourceUsage().maxRSS / 1024;

describe(`product import limits (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;

  const upload = (bytes: Buffer, name = 'productos.xlsx') =>
    sendForm(ctx.app, {
      method: 'POST',
      url: '/api/products/import/?dry_run=true',
      fields: {},
      files: { file: { bytes, filename: name, contentType: 'application/octet-stream' } },
      headers: staff,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCatalogue(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('reads a small hand-built XLSX (the files below differ from it only in their bounds)', async () => {
    const file = await xlsx([
      Buffer.from(`${HEADER_ROW}<row r="2">${textCell('A2', 'T-PIC')}${textCell('B2', 'Picador')}</row>`),
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ImportReport).rows).toMatchObject([{ sku: 'T-PIC', outcome: 'update' }]);
  });

  it('refuses a zip bomb of a sheet (300 MB from 1 MB) with a 400 and little memory', async () => {
    const row = `<row>${textCell('', 'BOMBA-SKU')}${textCell('', 'Bomba')}</row>`.replaceAll(' r=""', '');
    const rows = Math.ceil((300 * 1024 * 1024) / row.length);
    const bomb = await xlsx(repeat(row, rows));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = peakMb();
    const started = Date.now();
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [IMPORT_MESSAGES.unzippedTooLarge] });
    expect(peakMb() - before).toBeLessThan(120);
    expect(Date.now() - started).toBeLessThan(5000);

    // The same sheet saying it is small: its real size counts.
    const liar = await xlsx(repeat(row, rows), { declaredSize: 1000 });
    const lied = await upload(liar);
    expect(lied.json()).toEqual({ file: [IMPORT_MESSAGES.unzippedTooLarge] });
    expect(peakMb() - before).toBeLessThan(120);
  });

  it('refuses a sheet that reaches past the last row or column, and one with too many cells in a row', async () => {
    const farRow = await xlsx([
      Buffer.from(`${HEADER_ROW}<row r="1048576">${textCell('A1048576', 'X')}</row>`),
    ]);
    expect((await upload(farRow)).json()).toEqual({ file: [IMPORT_MESSAGES.tooManyRows] });
    const farColumn = await xlsx([Buffer.from(`${HEADER_ROW}<row r="2">${textCell('XFD2', 'X')}</row>`)]);
    expect((await upload(farColumn)).json()).toEqual({ file: [IMPORT_MESSAGES.tooManyColumns] });
    const wide = await xlsx([
      Buffer.from(HEADER_ROW),
      Buffer.from('<row>'),
      ...repeat('<c t="inlineStr"><is><t>x</t></is></c>', 5000),
      Buffer.from('</row>'),
    ]);
    expect((await upload(wide)).json()).toEqual({ file: [IMPORT_MESSAGES.tooManyColumns] });
  });

  it('refuses a one-row file with an enormous cell without echoing it (XLSX and CSV)', async () => {
    const huge = 'A'.repeat(5 * 1024 * 1024);
    const file = await xlsx([Buffer.from(`${HEADER_ROW}<row r="2">${textCell('A2', huge)}</row>`)]);
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [IMPORT_MESSAGES.cellTooLong] });
    const csv = await upload(Buffer.from(`sku;nombre\r\n${huge};x\r\n`), 'productos.csv');
    expect(csv.json()).toEqual({ file: [IMPORT_MESSAGES.cellTooLong] });
  });

  it('echoes only a short excerpt of a long cell it reports on', async () => {
    const long = `SKU-${'Z'.repeat(3000)}`;
    const csv = await upload(
      Buffer.from(
        `sku;nombre;categoria;${'columna extra '.repeat(100)}\r\n${long};x;${'C'.repeat(3000)};\r\n`,
      ),
      'productos.csv',
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.length).toBeLessThan(1500);
    const report = csv.json() as ImportReport;
    expect(report.rows[0].sku.length).toBeLessThanOrEqual(81);
    expect(report.ignored_columns[0].length).toBeLessThanOrEqual(81);
  });
});
