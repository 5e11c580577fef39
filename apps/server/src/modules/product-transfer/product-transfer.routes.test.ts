import { CELL_MESSAGES, IMPORT_MESSAGES, type ImportReport } from '@mayorista/shared/product-transfer';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { activityLog, brands, products } from '../../db/schema/index.ts';
import { sendForm, testImage } from '../../lib/multipart.test-support.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';

const HEADER = 'sku;nombre;marca;categoria;precio;precio_costo;moneda;descuento;stock;disponible';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');
/**
 * The export's columns: the import's, with the fixed peso price after the price, the IVA rate after the
 * discount, then the sale unit and tiers.
 */
const EXPORT_HEADER = `${HEADER.replace(';precio;', ';precio;precio_ars;').replace(';descuento;', ';descuento;iva;')};unidad_venta;unidades_por_envase;cantidad_minima;multiplo_venta;escalones`;
/** What the export writes after `disponible` for a product sold by the unit without tiers. */
const BY_UNIT = ';unidad;1;1;1;';

describe(`product import and export (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;

  const upload = (
    bytes: Buffer,
    options: { dryRun?: boolean; headers?: Record<string, string>; name?: string } = {},
  ) =>
    sendForm(ctx.app, {
      method: 'POST',
      url: `/api/products/import/${options.dryRun === false ? '' : '?dry_run=true'}`,
      fields: {},
      files: { file: { bytes, filename: options.name ?? 'productos.csv', contentType: 'text/csv' } },
      headers: options.headers ?? staff,
    });
  const dryRun = async (bytes: Buffer) => {
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImportReport;
  };
  const apply = (bytes: Buffer, name?: string) => upload(bytes, { dryRun: false, name });
  const ndjson = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  const exportFile = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/products/export/?${query}`, headers: staff });
  const counts = async () => {
    const [row] = await queryRows<{ products: number; activity: number; brands: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from products) as products,
        (select count(*)::int from activity_log) as activity, (select count(*)::int from brands) as brands`,
    );
    return row;
  };
  const productBySku = async (sku: string) =>
    (await ctx.database.db.select().from(products).where(eq(products.sku, sku)))[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 401 to anonymous callers and 403 to buyers on export, dry run and apply', async () => {
    const file = csv('T-SUS;;;;;;;;;');
    for (const [headers, status] of [
      [{}, 401],
      [buyer, 403],
    ] as const) {
      expect((await upload(file, { headers })).statusCode).toBe(status);
      expect((await upload(file, { headers, dryRun: false })).statusCode).toBe(status);
      const exported = await ctx.app.inject({ method: 'GET', url: '/api/products/export/', headers });
      expect(exported.statusCode).toBe(status);
    }
  });

  it('exports the filtered inventory as a UTF-8 CSV with BOM, ";" and a dated attachment name', async () => {
    const response = await exportFile(`format=csv&brand=${data.brands.growmax.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(EXPORT_HEADER);
    const skus = lines.slice(1).map((line) => line.split(';')[0]);
    expect(skus.sort()).toEqual(['T-COMP', 'T-MAC', 'T-SUS']);
    // Decimal comma, path of the category, empty stock for the product with variants.
    expect(lines).toContain(
      `T-SUS;Sustrato Premium 50L;GrowMax;CULTIVO > Sustratos;5000;;;ARS;10;21;10;si${BY_UNIT}`,
    );
    expect(lines.find((line) => line.startsWith('T-MAC;'))).toBe(
      `T-MAC;Maceta textil;GrowMax;CULTIVO > Sustratos;3000;;;ARS;5;21;;si${BY_UNIT}`,
    );
    const search = await exportFile('search=lampara');
    expect(search.body).toContain(
      'T-LAMP;Lámpara LED 600W Full Spectrum;Lumen;ILUMINARIA > Paneles LED;100;;60;USD',
    );
    expect(search.body).not.toContain('T-SUS');
  });

  it('round trip: the CSV and the XLSX export re-import as unchanged on every row', async () => {
    for (const format of ['csv', 'xlsx']) {
      const exported = await exportFile(`format=${format}`);
      expect(exported.statusCode).toBe(200);
      const report = await dryRun(exported.rawPayload);
      expect(report.summary).toEqual({ create: 0, update: 0, unchanged: 6, error: 0 });
      expect(report.rows.every((row) => row.outcome === 'unchanged')).toBe(true);
    }
  });

  it('neutralises formula-like text in the CSV and XLSX export, and re-imports it unchanged (issue 26 item 22)', async () => {
    const formula = '=HYPERLINK("http://example.com/x","Ver")';
    const brand = await ctx.database.db.insert(brands).values({ name: '@Marca fórmula' }).returning();
    await ctx.database.db
      .update(products)
      .set({ name: formula, brandId: brand[0].id })
      .where(eq(products.id, data.products.picador.id));
    try {
      const csvFile = await exportFile('format=csv');
      const line = csvFile.body.split('\r\n').find((row) => row.startsWith('T-PIC;'));
      expect(line).toContain(`;"'=HYPERLINK(""http://example.com/x"",""Ver"")";'@Marca fórmula;`);

      const xlsxFile = await exportFile('format=xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsxFile.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === 'T-PIC')!;
      expect(row.getCell(2).value).toBe(`'${formula}`);
      expect(row.getCell(3).value).toBe("'@Marca fórmula");

      for (const file of [csvFile, xlsxFile]) {
        const report = await dryRun(file.rawPayload);
        expect(report.rows.find((r) => r.sku === 'T-PIC')).toMatchObject({ outcome: 'unchanged' });
      }
    } finally {
      await ctx.database.db
        .update(products)
        .set({ name: 'Picador metálico', brandId: data.products.picador.brandId })
        .where(eq(products.id, data.products.picador.id));
      await ctx.database.db.delete(brands).where(eq(brands.id, brand[0].id));
    }
  });

  it('exports the fixed peso price as precio_ars; importing it sets it, an empty cell clears it, no column keeps it (issue 26 item 4)', async () => {
    const exported = await exportFile('format=csv');
    expect(exported.body).toContain(
      '\r\nT-COMP;Compost orgánico 10kg;GrowMax;CULTIVO > Sustratos > Orgánicos;2000;2500;;ARS;',
    );
    const lamp = async () => (await productBySku('T-LAMP')).priceInArs;
    const buyerPrice = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/products/${data.products.lamp.id}/`,
          headers: buyer,
        })
      ).json().price_in_ars;
    const byRate = await buyerPrice();

    const set = Buffer.from('sku;precio_ars\r\nT-LAMP;95.000\r\n');
    expect((await dryRun(set)).rows[0]).toMatchObject({
      outcome: 'update',
      changes: { precio_ars: [null, 95000] },
    });
    expect((await apply(set)).statusCode).toBe(200);
    expect(await lamp()).toBe(95000);
    // The buyer pays the fixed peso price: the dollar rate is not used while it is set.
    expect(await buyerPrice()).toBe(95000);
    expect(
      (await dryRun(Buffer.from('sku;nombre\r\nT-LAMP;Lámpara LED 600W Full Spectrum\r\n'))).rows[0],
    ).toMatchObject({ outcome: 'unchanged' });

    const clear = Buffer.from('sku;precio_ars\r\nT-LAMP;\r\n');
    expect((await dryRun(clear)).rows[0]).toMatchObject({
      outcome: 'update',
      changes: { precio_ars: [95000, null] },
    });
    expect((await apply(clear)).statusCode).toBe(200);
    expect(await lamp()).toBeNull();
    expect(await buyerPrice()).toBe(byRate);
  });

  it('a dry run reports create, update and unchanged rows with their changes and writes nothing', async () => {
    const before = await counts();
    const report = await dryRun(
      csv(
        'N-001;Maceta nueva 10 L;Marca Importada;CULTIVO > Sustratos;"1.234,56";800;ARS;0;7;si',
        'T-SUS;Sustrato Premium 50L;GrowMax;Sustratos;5500.5;;ARS;10;12;no',
        'T-PIC;Picador metálico;;CULTIVO;1500;;ARS;0;0;si',
      ),
    );
    expect(report.summary).toEqual({ create: 1, update: 1, unchanged: 1, error: 0 });
    expect(report.new_brands).toEqual(['Marca Importada']);
    expect(report.rows[0]).toMatchObject({
      row: 2,
      sku: 'N-001',
      outcome: 'create',
      changes: {
        nombre: [null, 'Maceta nueva 10 L'],
        marca: [null, 'Marca Importada'],
        categoria: [null, 'CULTIVO > Sustratos'],
        precio: [null, 1234.56],
        precio_costo: [null, 800],
        stock: [null, 7],
        disponible: [null, true],
      },
    });
    expect(report.rows[1]).toEqual({
      row: 3,
      sku: 'T-SUS',
      outcome: 'update',
      changes: { precio: [5000, 5500.5], stock: [10, 12], disponible: [true, false] },
      errors: [],
    });
    expect(report.rows[2]).toMatchObject({ row: 4, outcome: 'unchanged', changes: {} });
    expect(await counts()).toEqual(before);
    expect((await productBySku('T-SUS')).price).toBe(5000);
  });

  it('reports every kind of error by row and column', async () => {
    const report = await dryRun(
      csv(
        ';Sin SKU;;CULTIVO;100;;;;;',
        'E-1;Precio malo;;CULTIVO;abc;;;;;',
        'E-2;Decimales;;CULTIVO;10,555;-3;EUR;150;-1;quizas',
        'E-3;;;;;;;;;',
        'E-4;Categoría rara;;No Existe;10;;;;;',
        'E-1;Repetido;;CULTIVO;10;;;;;',
        'T-MAC-CH;Opción;;CULTIVO;10;;;;;',
        'T-MAC;Maceta textil;GrowMax;CULTIVO > Sustratos;3000;;ARS;5;4;si',
      ),
    );
    const errorsOf = (row: number) =>
      Object.fromEntries(
        report.rows.find((entry) => entry.row === row)!.errors.map((e) => [e.column, e.message]),
      );
    expect(report.summary).toEqual({ create: 0, update: 0, unchanged: 0, error: 8 });
    expect(errorsOf(2)).toEqual({ sku: CELL_MESSAGES.required });
    expect(errorsOf(3)).toEqual({ precio: 'debe ser un número mayor o igual a 0' });
    expect(errorsOf(4)).toEqual({
      precio: CELL_MESSAGES.decimals,
      precio_costo: CELL_MESSAGES.amount,
      moneda: CELL_MESSAGES.currency,
      descuento: CELL_MESSAGES.discount,
      stock: CELL_MESSAGES.stock,
      disponible: CELL_MESSAGES.available,
    });
    expect(errorsOf(5)).toEqual({
      nombre: CELL_MESSAGES.requiredForNew,
      categoria: CELL_MESSAGES.requiredForNew,
      precio: CELL_MESSAGES.requiredForNew,
    });
    expect(errorsOf(6)).toEqual({ categoria: CELL_MESSAGES.categoryUnknown('No Existe') });
    expect(errorsOf(7)).toEqual({ sku: CELL_MESSAGES.skuRepeated(3) });
    expect(errorsOf(8)).toEqual({ sku: CELL_MESSAGES.skuOfOption('Maceta textil') });
    expect(errorsOf(9)).toEqual({ stock: CELL_MESSAGES.stockWithVariants });
  });

  it('a category name shared by two categories asks for the path', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories/',
      headers: staff,
      payload: { name: 'Sustratos', parent: data.categories.iluminaria.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const report = await dryRun(
        csv('A-1;Ambiguo;;Sustratos;10;;;;;', 'A-2;Con ruta;;iluminaria > sustratos;10;;;;;'),
      );
      expect(report.rows[0].errors).toEqual([
        { column: 'categoria', message: CELL_MESSAGES.categoryAmbiguous('Sustratos') },
      ]);
      expect(report.rows[1]).toMatchObject({
        outcome: 'create',
        changes: { categoria: [null, 'ILUMINARIA > Sustratos'] },
      });
    } finally {
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/categories/${created.json().id}/`,
        headers: { ...staff, 'x-delete-operation': 'TRUE' },
      });
    }
  });

  it('columns left out of the file are not touched; comma-separated files are read too', async () => {
    const report = await dryRun(Buffer.from('SKU,Precio\r\nT-LAMP,"120,5"\r\n', 'utf8'));
    expect(report.rows[0]).toMatchObject({ outcome: 'update', changes: { precio: [100, 120.5] } });
    expect(report.summary.update).toBe(1);
  });

  it('refuses to apply a file with errors (400) and writes nothing', async () => {
    const before = await counts();
    const response = await apply(csv('OK-1;Bien;;CULTIVO;10;;;;;', 'OK-2;Mal;;CULTIVO;abc;;;;;'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: IMPORT_MESSAGES.hasErrors(1) });
    expect(await counts()).toEqual(before);
    expect(await productBySku('OK-1')).toBeUndefined();
  });

  it('applies a file in one transaction: progress lines, the result, brands created, one activity entry', async () => {
    const before = await counts();
    const response = await apply(
      csv(
        'AP-1;Producto importado uno;Marca Aplicada;CULTIVO > Sustratos;"1.500,25";900;ARS;5;3;si',
        'AP-2;Producto importado dos;marca aplicada;ILUMINARIA;20;;USD;0;0;no',
        'T-SUS;Sustrato Premium 50L;GrowMax;CULTIVO > Sustratos;5100;;ARS;10;11;si',
        'T-PIC;Picador metálico;;CULTIVO;1500;;ARS;0;0;si',
      ),
      'lista.csv',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = ndjson(response.body);
    expect(lines[0]).toEqual({ phase: 'validating', done: 0, total: 4 });
    expect(lines).toContainEqual({ phase: 'writing', done: 3, total: 3 });
    expect(lines.at(-1)).toEqual({
      result: {
        summary: { create: 2, update: 1, unchanged: 1, error: 0 },
        new_brands: ['Marca Aplicada'],
        ignored_columns: [],
      },
    });
    const after = await counts();
    expect(after).toEqual({
      products: before.products + 2,
      activity: before.activity + 1,
      brands: before.brands + 1,
    });
    const [brand] = await ctx.database.db.select().from(brands).where(eq(brands.name, 'Marca Aplicada'));
    const one = await productBySku('AP-1');
    expect(one).toMatchObject({
      name: 'Producto importado uno',
      brandId: brand.id,
      categoryId: data.categories.sustratos.id,
      price: 1500.25,
      costPrice: 900,
      discount: 5,
      stock: 3,
      isAvailable: true,
      currency: 'ARS',
    });
    expect(await productBySku('AP-2')).toMatchObject({
      brandId: brand.id,
      currency: 'USD',
      isAvailable: false,
    });
    expect(await productBySku('T-SUS')).toMatchObject({ price: 5100, stock: 11 });
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'import'))
      .orderBy(sql`${activityLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      entity: 'product',
      summary:
        'Importación de productos (lista.csv): 2 creados, 1 modificados, 1 sin cambios; marcas nuevas: Marca Aplicada',
    });
    // Applying the same file again changes nothing.
    const again = ndjson(
      (
        await apply(
          csv('AP-1;Producto importado uno;Marca Aplicada;CULTIVO > Sustratos;1500,25;900;ARS;5;3;si'),
        )
      ).body,
    );
    expect(again.at(-1).result.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
  });

  it('is all or nothing: a write that fails half-way leaves no row of the file', async () => {
    await ctx.database.db.execute(sql`create or replace function refuse_boom() returns trigger as $$
      begin if new.sku = 'BOOM' then raise exception 'boom'; end if; return new; end $$ language plpgsql`);
    await ctx.database.db.execute(
      sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`,
    );
    try {
      const before = await counts();
      const rows = Array.from({ length: 600 }, (_, i) => `BULK-${i};Producto ${i};;CULTIVO;10;;;;;`);
      const response = await apply(csv(...rows, 'T-SUS;;;;4321;;;;;', 'BOOM;Explota;;CULTIVO;10;;;;;'));
      expect(response.statusCode).toBe(200);
      const lines = ndjson(response.body);
      expect(lines).toContainEqual({ phase: 'writing', done: 500, total: 602 });
      expect(lines.at(-1)).toEqual({
        error: { detail: 'Error interno del servidor. Por favor, intenta nuevamente.' },
      });
      expect(await counts()).toEqual(before);
      expect(await productBySku('BULK-0')).toBeUndefined();
      expect((await productBySku('T-SUS')).price).not.toBe(4321);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_boom on products`);
    }
  });

  it('a SKU taken by another write during the apply rolls everything back with a Spanish message', async () => {
    await ctx.database.db.execute(sql`create or replace function clash_sku() returns trigger as $$
      begin if new.sku = 'CLASH' then raise exception 'duplicate' using errcode = 'unique_violation'; end if;
      return new; end $$ language plpgsql`);
    await ctx.database.db.execute(
      sql`create trigger clash_sku before insert on products for each row execute function clash_sku()`,
    );
    try {
      const before = await counts();
      const lines = ndjson(
        (await apply(csv('OK-C;Antes;;CULTIVO;10;;;;;', 'CLASH;Choca;;CULTIVO;10;;;;;'))).body,
      );
      expect(lines.at(-1)).toEqual({ error: { detail: IMPORT_MESSAGES.skuTakenMeanwhile } });
      expect(await counts()).toEqual(before);
    } finally {
      await ctx.database.db.execute(sql`drop trigger clash_sku on products`);
    }
  });

  it('imports an XLSX file with numbers, booleans and text cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja 1');
    sheet.addRow(['SKU', 'Nombre', 'Categoría', 'Precio', 'Stock', 'Disponible']);
    sheet.addRow(['X-1', 'Desde Excel', 'ILUMINARIA > Paneles LED', 99.9, 4, true]);
    sheet.addRow([]);
    sheet.addRow(['X-2', 'Otro de Excel', 'Paneles LED', '1.250,00', '2', 'no']);
    sheet.addRow(['X-3', 'Malo', 'Paneles LED', 10.555, 1.5, 'tal vez']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = await dryRun(bytes);
    expect(report.rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'create'],
      [4, 'create'],
      [5, 'error'],
    ]);
    expect(report.rows[0].changes).toMatchObject({
      precio: [null, 99.9],
      stock: [null, 4],
      disponible: [null, true],
    });
    expect(report.rows[1].changes).toMatchObject({ precio: [null, 1250], disponible: [null, false] });
    expect(report.rows[2].errors.map((error) => error.column)).toEqual(['precio', 'stock', 'disponible']);
  });

  it('reads what a spreadsheet writes: rich text, formula results, entities, the first sheet of the workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Productos');
    workbook.addWorksheet('Notas').addRow(['sku', 'nombre']).commit();
    sheet.addRow(['sku', 'nombre', 'categoria', 'precio', 'disponible']);
    sheet.addRow([
      { richText: [{ text: 'RT-' }, { font: { bold: true }, text: '1' }] },
      'Tijeras & <podar>',
      'CULTIVO',
      { formula: '10*2', result: 20 },
      { formula: 'TRUE()', result: true },
    ]);
    sheet.getCell('C3').value = 'CULTIVO';
    sheet.getCell('A3').value = { formula: 'CONCAT("RT-","2")', result: 'RT-2' };
    sheet.getCell('B3').value = 'Pala';
    sheet.getCell('D3').value = 7.5;
    const report = await dryRun(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(report.rows).toMatchObject([
      {
        row: 2,
        sku: 'RT-1',
        outcome: 'create',
        changes: { nombre: [null, 'Tijeras & <podar>'], precio: [null, 20], disponible: [null, true] },
      },
      { row: 3, sku: 'RT-2', outcome: 'create', changes: { nombre: [null, 'Pala'], precio: [null, 7.5] } },
    ]);
  });

  it('refuses a renamed non-spreadsheet file, an empty one and one without the sku column', async () => {
    const png = await testImage('png', 20, 20);
    const renamed = await upload(png, { name: 'productos.csv' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ file: [IMPORT_MESSAGES.fileNotValid] });
    const fakeZip = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), png]), {
      name: 'a.xlsx',
    });
    expect(fakeZip.json()).toEqual({ file: [IMPORT_MESSAGES.fileNotValid] });
    expect((await upload(Buffer.from(`${HEADER}\r\n`))).json()).toEqual({ file: [IMPORT_MESSAGES.noRows] });
    expect((await upload(Buffer.from('nombre;precio\r\nA;1\r\n'))).json()).toEqual({
      file: [IMPORT_MESSAGES.skuColumnMissing],
    });
    const noFile = await sendForm(ctx.app, {
      method: 'POST',
      url: '/api/products/import/?dry_run=true',
      fields: { nota: 'x' },
      headers: staff,
    });
    expect(noFile.json()).toEqual({ file: [IMPORT_MESSAGES.fileRequired] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/import/',
      headers: staff,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('reads Windows-1252 CSV files (Excel es-AR "CSV delimitado por comas")', async () => {
    const latin1 = Buffer.from('sku;nombre\r\nW-1;Lámpara de prueba ñandú\r\n', 'latin1');
    const report = await dryRun(latin1);
    expect(report.rows[0]).toMatchObject({ outcome: 'error' });
    expect(report.rows[0].errors.map((error) => error.column)).toEqual(['categoria', 'precio']);
    const update = await dryRun(Buffer.from('sku;nombre\r\nT-PIC;Picador metálico ñ\r\n', 'latin1'));
    expect(update.rows[0].changes).toEqual({ nombre: ['Picador metálico', 'Picador metálico ñ'] });
  });

  it('leaves products without a SKU out of the export and counts them', async () => {
    await ctx.database.db
      .update(products)
      .set({ sku: null })
      .where(inArray(products.sku, ['T-HID']));
    const response = await exportFile('format=csv');
    expect(response.headers['x-products-without-sku']).toBe('1');
    expect(response.body).not.toContain('Producto oculto');
    await ctx.database.db
      .update(products)
      .set({ sku: 'T-HID' })
      .where(eq(products.id, data.products.oculto.id));
  });
});
