/**
 * Where invoices are seen (issue 31 items 7 and 8): the lists (a buyer only their own authorised
 * documents), the PDF with the ARCA QR read back from its image, a month's ZIP and the libro IVA.
 */

import { arcaQrPayload, arcaQrUrl, ivaBreakdown } from '@mayorista/shared/fiscal';
import type { FiscalSettingsFormInput } from '@mayorista/shared/fiscal-settings';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { createPlainProduct, placeOrder } from '../orders/orders.test-support.ts';
import { LIBRO_IVA_HEADERS } from './invoice-export.ts';
import { insertDocument } from './invoice-list.test-support.ts';

const FISCAL: FiscalSettingsFormInput = {
  cuit: '30-71234567-1',
  business_name: 'Mayorista Sur S.R.L.',
  iva_condition: 'responsable_inscripto',
  iibb: '901-123456-7',
  activity_start: '2019-03-01',
  point_of_sale: 3,
  environment: 'homologacion',
  auto_invoice: 'off',
};

async function pdfOf(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const text = (await parser.getText()).text;
    const images = (await parser.getImage()).pages.flatMap((page) => page.images);
    const qrs: string[] = [];
    for (const image of images) {
      const { data, info } = await sharp(Buffer.from(image.data))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      if (code) qrs.push(code.data);
    }
    return { text, qrs };
  } finally {
    await parser.destroy();
  }
}

describe(`invoice lists, PDF, ZIP and libro IVA (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let ana: Buyer;
  let beto: Buyer;
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Record<string, string> = staff) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const idsOf = (response: { json: () => { results: { id: number }[] } }) =>
    response.json().results.map((row) => row.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await ensureDemoUsers(db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [ana, beto] = await createBuyers(ctx.app, db, 2, { prefix: 'factura' });
    const product = await createPlainProduct(db, { price: 1000, stock: 100 });
    const order = async (buyer: Buyer) =>
      (await placeOrder(ctx, buyer.headers, [{ product_id: product.id, quantity: 1 }])).id as number;
    const [anaOrder1, anaOrder2, anaOrder3, betoOrder1, betoOrder2, betoOrder3] = [
      await order(ana),
      await order(ana),
      await order(ana),
      await order(beto),
      await order(beto),
      await order(beto),
    ];
    ids.anaOrder1 = anaOrder1;
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/fiscal-settings/', headers: staff, payload: FISCAL }))
        .statusCode,
    ).toBe(200);

    const anaLines = [
      { description: 'Sustrato 80 L', sku: 'CUL-SUS-001', quantity: 2, unitPrice: 1210.01, rate: 21 },
      {
        description: 'Libro de cultivo, ñandú edición',
        sku: 'LIB-001',
        quantity: 1,
        unitPrice: 1105.5,
        rate: 10.5,
      },
    ];
    const anaDoc = { userId: ana.id, receiverName: 'Ana Pérez S.R.L.', letter: 'A' as const };
    ids.a17 = (
      await insertDocument(db, {
        ...anaDoc,
        orderId: anaOrder1,
        number: 17,
        cae: '74123456789012',
        issueDate: '2026-10-05',
        lines: anaLines,
      })
    ).id;
    ids.a18 = (
      await insertDocument(db, {
        ...anaDoc,
        orderId: anaOrder2,
        number: 18,
        issueDate: '2026-11-03',
        lines: anaLines.slice(0, 1),
      })
    ).id;
    ids.aPending = (
      await insertDocument(db, {
        ...anaDoc,
        orderId: anaOrder3,
        state: 'pendiente',
        issueDate: '2026-11-04',
        lines: anaLines,
      })
    ).id;
    const betoDoc = {
      userId: beto.id,
      receiverName: 'Bétô Núñez',
      letter: 'B' as const,
      receiverDocType: 96,
      receiverDocNumber: '30111222',
      receiverIvaCondition: 'consumidor_final',
    };
    ids.b5 = (
      await insertDocument(db, {
        ...betoDoc,
        orderId: betoOrder1,
        number: 5,
        issueDate: '2026-11-10',
        lines: [{ description: 'Maceta 20 L', quantity: 3, unitPrice: 999.99, rate: 21 }],
      })
    ).id;
    ids.nc1 = (
      await insertDocument(db, {
        ...anaDoc,
        kind: 'credit_note',
        orderId: anaOrder1,
        number: 1,
        issueDate: '2026-11-12',
        relatedInvoiceId: ids.a17,
        lines: anaLines.slice(1),
      })
    ).id;
    ids.bRejected = (
      await insertDocument(db, {
        ...betoDoc,
        orderId: betoOrder2,
        state: 'rechazada',
        issueDate: '2026-11-20',
        observations: '10015: El campo DocNro es inválido.',
        lines: [{ description: 'Maceta 20 L', quantity: 1, unitPrice: 999.99, rate: 21 }],
      })
    ).id;
    // A Factura C (from when the store was a monotributista): no IVA discriminated.
    ids.c1 = (
      await insertDocument(db, {
        userId: beto.id,
        letter: 'C',
        orderId: betoOrder3,
        number: 1,
        issueDate: '2026-09-20',
        receiverName: 'Kiosco Central',
        receiverDocType: 99,
        receiverDocNumber: '0',
        receiverIvaCondition: 'consumidor_final',
        lines: [{ description: 'Maceta 20 L', quantity: 2, unitPrice: 500.5, rate: 21 }],
      })
    ).id;
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers on the libro IVA (403)', async () => {
    for (const url of [
      '/api/invoices/',
      `/api/invoices/${ids.a17}/pdf/`,
      '/api/invoices/zip/?month=2026-11',
      '/api/invoices/export/',
    ])
      expect((await get(url, {})).statusCode, url).toBe(401);
    expect((await get('/api/invoices/export/', ana.headers)).statusCode).toBe(403);
  });

  it('a buyer lists only their own authorised documents, newest first', async () => {
    const mine = await get('/api/invoices/', ana.headers);
    expect(mine.statusCode).toBe(200);
    expect(idsOf(mine)).toEqual([ids.nc1, ids.a18, ids.a17]);
    expect(mine.json().results[0]).toMatchObject({
      kind: 'credit_note',
      voucher_name: 'Nota de Crédito A',
      number_label: '00003-00000001',
      related_invoice_id: ids.a17,
    });
    expect(idsOf(await get('/api/invoices/', beto.headers))).toEqual([ids.b5, ids.c1]);
    // Filters cannot widen it: another buyer's order, or the states a buyer never sees.
    expect(idsOf(await get(`/api/invoices/?order=${ids.anaOrder1}`, beto.headers))).toEqual([]);
    expect(idsOf(await get('/api/invoices/?state=pendiente', ana.headers))).toEqual([]);
  });

  it("a buyer never reads another buyer's invoice, nor their own without CAE (404); staff get 409 without CAE", async () => {
    const other = await get(`/api/invoices/${ids.b5}/pdf/`, ana.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'El comprobante no existe.' });
    expect((await get(`/api/invoices/${ids.aPending}/pdf/`, ana.headers)).statusCode).toBe(404);
    expect((await get('/api/invoices/999999/pdf/', staff)).statusCode).toBe(404);
    const pending = await get(`/api/invoices/${ids.aPending}/pdf/`, staff);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().detail).toContain('todavía no tiene CAE');
    expect((await get(`/api/invoices/${ids.b5}/pdf/`, beto.headers)).statusCode).toBe(200);
  });

  it('staff filter by dates, letter, state, kind, customer and order, paginated', async () => {
    expect(idsOf(await get('/api/invoices/'))).toEqual([
      ids.bRejected,
      ids.nc1,
      ids.b5,
      ids.aPending,
      ids.a18,
      ids.a17,
      ids.c1,
    ]);
    expect(idsOf(await get('/api/invoices/?date_from=2026-11-03&date_to=2026-11-10'))).toEqual([
      ids.b5,
      ids.aPending,
      ids.a18,
    ]);
    expect(idsOf(await get('/api/invoices/?letter=B'))).toEqual([ids.bRejected, ids.b5]);
    const rejected = await get('/api/invoices/?state=rechazada');
    expect(idsOf(rejected)).toEqual([ids.bRejected]);
    expect(rejected.json().results[0]).toMatchObject({
      state_label: 'Rechazada',
      number: null,
      observations: '10015: El campo DocNro es inválido.',
      qr_url: null,
    });
    expect(idsOf(await get('/api/invoices/?kind=credit_note'))).toEqual([ids.nc1]);
    // The name without accents or case; the document by its start.
    expect(idsOf(await get('/api/invoices/?customer=beto%20nunez'))).toEqual([ids.bRejected, ids.b5]);
    expect(idsOf(await get('/api/invoices/?customer=30.111'))).toEqual([ids.bRejected, ids.b5]);
    expect(idsOf(await get(`/api/invoices/?order=${ids.anaOrder1}`))).toEqual([ids.nc1, ids.a17]);
    const page = (await get('/api/invoices/?page_size=4&page=2')).json();
    expect(page).toMatchObject({ count: 7, current_page: 2, total_pages: 2, next: null });
    expect(page.previous).toContain('page=1');
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([ids.a18, ids.a17, ids.c1]);

    const bad = await get('/api/invoices/?letter=D&date_from=2026-11-10&date_to=2026-11-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ letter: ['La letra debe ser A, B o C'] });
    const order = await get('/api/invoices/?date_from=2026-11-10&date_to=2026-11-01');
    expect(order.json()).toEqual({ date_to: ['La fecha final no puede ser anterior a la inicial'] });
  });

  it("the PDF of an A prints the legal layout, and its QR is ARCA's payload of that invoice", async () => {
    const response = await get(`/api/invoices/${ids.a17}/pdf/`, ana.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="factura-a-00003-00000017.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, qrs } = await pdfOf(response.rawPayload);
    for (const expected of [
      'COMPROBANTE DE PRUEBA - SIN VALIDEZ FISCAL',
      'ORIGINAL',
      'COD. 01',
      'FACTURA',
      'Punto de venta: 00003 Comp. Nro: 00000017',
      'Fecha de emisión: 05/10/2026',
      'CUIT: 30-71234567-1',
      'Razón social: Mayorista Sur S.R.L.',
      'Condición frente al IVA: Responsable Inscripto',
      'Inicio de actividades: 01/03/2019',
      'Apellido y nombre / Razón social: Ana Pérez S.R.L.',
      'Libro de cultivo, ñandú edición',
      'IVA 10,5 %:',
      'IVA 21 %:',
      'Importe neto gravado:',
      'CAE N.º: 74123456789012',
      'Fecha de vto. de CAE: 08/12/2026',
    ])
      expect(text, expected).toContain(expected);
    // The A's IVA per rate and the total, as ivaBreakdown splits them.
    const breakdown = ivaBreakdown([
      { total: 2420.02, rate: 21 },
      { total: 1105.5, rate: 10.5 },
    ]);
    expect(text).toContain('Importe total: $ 3.525,52');
    expect(text).toContain(`IVA 21 %: $ ${breakdown.byRate[1].iva.toFixed(2).replace('.', ',')}`);

    expect(qrs).toHaveLength(1);
    const expectedUrl = arcaQrUrl({
      date: '2026-10-05',
      cuit: '30712345671',
      pointOfSale: 3,
      voucherType: 1,
      number: 17,
      total: 3525.52,
      receiverDocType: 80,
      receiverDocNumber: '20301112220',
      cae: '74123456789012',
    });
    expect(qrs[0]).toBe(expectedUrl);
    const payload = JSON.parse(atob(qrs[0].split('?p=')[1]));
    expect(payload).toEqual({
      ver: 1,
      fecha: '2026-10-05',
      cuit: 30712345671,
      ptoVta: 3,
      tipoCmp: 1,
      nroCmp: 17,
      importe: 3525.52,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 80,
      nroDocRec: 20301112220,
      tipoCodAut: 'E',
      codAut: 74123456789012,
    });
    expect(payload).toEqual(
      arcaQrPayload({
        ...payload,
        date: payload.fecha,
        pointOfSale: 3,
        voucherType: 1,
        number: 17,
        total: payload.importe,
        receiverDocType: 80,
        receiverDocNumber: '20301112220',
        cae: '74123456789012',
      }),
    );
  });

  it("a B prints 'IVA contenido'; a credit note names the invoice it corrects", async () => {
    const b = await pdfOf((await get(`/api/invoices/${ids.b5}/pdf/`, beto.headers)).rawPayload);
    expect(b.text).toContain('COD. 06');
    expect(b.text).toContain('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)');
    expect(b.text).toContain('IVA contenido: $ 520,66');
    expect(b.text).toContain('DNI: 30111222');
    expect(b.text).not.toContain('Importe neto gravado');
    const credit = await pdfOf((await get(`/api/invoices/${ids.nc1}/pdf/`, ana.headers)).rawPayload);
    expect(credit.text).toContain('NOTA DE CRÉDITO');
    expect(credit.text).toContain('COD. 03');
    expect(credit.text).toContain('Comprobante asociado: Factura A 00003-00000017');
  });

  it("a buyer's month as one ZIP of their PDFs; an empty month is 404 and a bad one 400", async () => {
    const response = await get('/api/invoices/zip/?month=2026-11', ana.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="comprobantes-2026-11.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'factura-a-00003-00000018.pdf',
      'nota-de-credito-a-00003-00000001.pdf',
    ]);
    for (const file of Object.values(files))
      expect(Buffer.from(file.subarray(0, 5)).toString()).toBe('%PDF-');
    const empty = await get('/api/invoices/zip/?month=2026-10', beto.headers);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ detail: 'No hay comprobantes autorizados en ese mes.' });
    expect((await get('/api/invoices/zip/?month=2026-13', beto.headers)).json()).toEqual({
      month: ['El mes debe tener el formato AAAA-MM'],
    });
  });

  it('the libro IVA lists authorised documents; each row and each rate column sum to the totals', async () => {
    const csv = await get('/api/invoices/export/?date_from=2026-10-01&date_to=2026-11-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="libro-iva-ventas-desde-2026-10-01-hasta-2026-11-30.csv"',
    );
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header).toEqual([...LIBRO_IVA_HEADERS]);
    const column = (name: string) => header.indexOf(name);
    const number = (value: string) => Number(value.replace(',', '.'));
    expect(rows.map((row) => [row[column('Fecha')], row[column('Tipo')], row[column('Número')]])).toEqual([
      ['05/10/2026', 'Factura A', '17'],
      ['03/11/2026', 'Factura A', '18'],
      ['10/11/2026', 'Factura B', '5'],
      ['12/11/2026', 'Nota de Crédito A', '1'],
    ]);
    const amountNames = header.filter((name) => /^(Neto gravado|IVA |Exento|Importe C)/.test(name));
    expect(amountNames).toHaveLength(9);
    const centsOf = (row: string[], name: string) => Math.round(number(row[column(name)]) * 100);
    for (const row of rows) {
      const parts = amountNames.reduce((sum, name) => sum + centsOf(row, name), 0);
      expect(parts, row.join(';')).toBe(centsOf(row, 'Total'));
    }
    // The documents' own totals per rate, the credit note subtracting.
    const docs = (
      await get('/api/invoices/?state=autorizada&date_from=2026-10-01&date_to=2026-11-30&page_size=50')
    ).json().results as {
      kind: string;
      iva_breakdown: { rate: number; net: number; iva: number }[];
      total: number;
    }[];
    for (const rate of [21, 10.5]) {
      const label = `${String(rate).replace('.', ',')} %`;
      const expected = (field: 'net' | 'iva') =>
        docs.reduce((sum, doc) => {
          const entry = doc.iva_breakdown.find((item) => item.rate === rate);
          return sum + (doc.kind === 'credit_note' ? -1 : 1) * Math.round((entry?.[field] ?? 0) * 100);
        }, 0);
      expect(rows.reduce((sum, row) => sum + centsOf(row, `Neto gravado ${label}`), 0)).toBe(expected('net'));
      expect(rows.reduce((sum, row) => sum + centsOf(row, `IVA ${label}`), 0)).toBe(expected('iva'));
    }
    expect(rows.reduce((sum, row) => sum + centsOf(row, 'Total'), 0)).toBe(
      docs.reduce((sum, doc) => sum + (doc.kind === 'credit_note' ? -1 : 1) * Math.round(doc.total * 100), 0),
    );

    // A Factura C: its whole amount in its own column, no net or IVA by rate.
    const c = (await get('/api/invoices/export/?letter=C')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(c).toHaveLength(2);
    const cRow = c[1].split(';');
    expect(cRow[column('Tipo')]).toBe('Factura C');
    expect(cRow[column('Tipo doc. receptor')]).toBe('Sin identificar');
    expect(cRow[column('Importe C (sin IVA discriminado)')]).toBe('1001');
    expect(cRow[column('Total')]).toBe('1001');
    expect(
      amountNames.filter((name) => !name.startsWith('Importe C')).map((name) => cRow[column(name)]),
    ).toEqual(Array(8).fill('0'));

    const xlsx = await get('/api/invoices/export/?format=xlsx&letter=A');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Libro IVA ventas')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LIBRO_IVA_HEADERS]);
    expect(sheet.rowCount).toBe(4);
    const totals = [2, 3, 4].map(
      (index) => sheet.getRow(index).getCell(LIBRO_IVA_HEADERS.indexOf('Total') + 1).value,
    );
    expect(totals).toEqual([3525.52, 2420.02, -1105.5]);
  });
});
