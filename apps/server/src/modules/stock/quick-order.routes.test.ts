import {
  QUICK_ORDER_MESSAGES,
  type QuickOrderResult,
  type QuickOrderRow,
} from '@mayorista/shared/quick-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { multipartBody } from '../../lib/multipart.test-support.ts';
import { writeXlsxFile } from '../../lib/spreadsheet.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../auth/auth.service.ts';

type Headers = Record<string, string>;
const URL = '/api/cart/quick-order/';

describe(`POST /api/cart/quick-order/ (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let admin: Headers;
  let buyer: Headers;

  const send = (text: string, headers = buyer) =>
    ctx.app.inject({ method: 'POST', url: URL, headers, payload: { text } });
  const check = async (text: string, headers = buyer): Promise<QuickOrderResult> => {
    const response = await send(text, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const upload = (bytes: Buffer, filename: string, headers = buyer) => {
    const body = multipartBody({}, { file: { bytes, filename } });
    return ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const rowOf = (result: QuickOrderResult, sku: string): QuickOrderRow => {
    const row = result.rows.find((candidate) => candidate.sku === sku);
    if (!row) throw new Error(`no row for ${sku}`);
    return row;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    // The compost sold by the box of 12: at least 12, in twelves.
    await ctx.database.db
      .update(products)
      .set({ saleUnit: 'caja', unitsPerPack: 12, minQuantity: 12, quantityStep: 12, stock: 100 })
      .where(eq(products.id, data.products.compost.id));
  });
  afterAll(() => ctx?.close());

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL, payload: { text: 'T-SUS 1' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers one row per read line with product, quantity, price and status ok', async () => {
    const result = await check('\uFEFFT-SUS 2\r\n\r\nt-lamp;3\nT-SUS x1');
    expect(result.rows.map((row) => [row.line, row.sku, row.status, row.quantity])).toEqual([
      [1, 'T-SUS', 'ok', 2],
      [3, 't-lamp', 'ok', 3],
      [4, 'T-SUS', 'ok', 1],
    ]);
    const sustrato = result.rows[0];
    expect(sustrato).toMatchObject({
      raw: 'T-SUS 2',
      product: { id: data.products.sustrato.id, name: 'Sustrato Premium 50L', unit_label: 'Unidad' },
      option: null,
      variants: null,
      requested_quantity: 2,
      adjusted: false,
      price: 5000,
      discount: 10,
      unit_price: 4500,
      subtotal: 9000,
      reason: null,
      suggestions: [],
    });
    // The same code twice: said, and summed in the cart.
    expect(sustrato.note).toBe('El código también está en la línea 4: en el carrito se suman');
    expect(result.counts).toEqual({ ok: 3, not_found: 0, not_available: 0, short_stock: 0, invalid: 0 });
    expect(result.total).toBe(9000 + 4500 + 3 * rowOf(result, 't-lamp').unit_price!);
    expect(result.price_list.name).toBe('General');
  });

  it('prices every row exactly as the cart quote does (the buyer list, tier and discount)', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${data.products.lamp.id}/quantity-breaks/`,
      headers: admin,
      payload: { quantity_breaks: [{ min_quantity: 5, discount_percent: 10 }] },
    });
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/price-lists/',
      headers: admin,
      payload: { name: 'Mayorista QO', adjustment_percent: -7, min_order_amount: null },
    });
    const shop = await createUser(ctx.database.db, {
      username: 'quickshop',
      email: 'quickshop@example.com',
      password: 'tienda1234',
      isActive: true,
      emailVerified: true,
    });
    const assigned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/auth/customers/${shop.id}/`,
      headers: admin,
      payload: { price_list: list.json().id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const shopHeaders = bearer(await loginAs(ctx.app, 'quickshop', 'tienda1234'));

    for (const headers of [buyer, shopHeaders]) {
      const result = await check('T-LAMP 6\nT-SUS 1\nT-COMP 12\nT-MAC-CH 2', headers);
      const quote = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/quote/',
        headers,
        payload: {
          items: result.rows.map((row) => ({
            product: row.product!.id,
            quantity: row.quantity!,
            variants: row.variants,
          })),
        },
      });
      const lines = quote.json().lines as {
        final_price: number;
        price: number;
        subtotal: number;
        tier_min_quantity: number | null;
      }[];
      expect(
        result.rows.map((row) => [row.price, row.unit_price, row.subtotal, row.tier_min_quantity]),
      ).toEqual(lines.map((line) => [line.price, line.final_price, line.subtotal, line.tier_min_quantity]));
      expect(result.total).toBe(quote.json().subtotal);
      expect(result.rows[0].tier_min_quantity).toBe(5);
    }
    const shopResult = await check('T-SUS 1', shopHeaders);
    expect(shopResult.price_list.name).toBe('Mayorista QO');
    expect(shopResult.rows[0].price).toBe(4650);
  });

  it('rounds a quantity to the sale unit minimum and step, and says so', async () => {
    const result = await check('T-COMP 5\nT-COMP;13\nT-COMP 24\nT-COMP\nT-COMP 98');
    expect(result.rows.map((row) => [row.requested_quantity, row.quantity, row.adjusted])).toEqual([
      [5, 12, true],
      [13, 24, true],
      [24, 24, false],
      [1, 12, true],
      [98, 96, true],
    ]);
    expect(result.rows[0].note).toMatch(/^Redondeado a 12 \(Caja x 12, mínimo 12, múltiplos de 12\)/);
    expect(result.rows[3].note).toMatch(/^Sin cantidad: se toma 12 \(Caja x 12/);
    expect(result.rows[0].product?.unit_label).toBe('Caja x 12');
  });

  it('not_found with up to 3 suggestions by similar code or name', async () => {
    const result = await check('T-SUSS 2\nsustrato premium 1\nZZZZ-999 1');
    const typo = result.rows[0];
    expect(typo).toMatchObject({ status: 'not_found', product: null, reason: 'No encontramos ese código' });
    expect(typo.suggestions[0]).toEqual({ sku: 'T-SUS', name: 'Sustrato Premium 50L' });
    expect(typo.suggestions.length).toBeLessThanOrEqual(3);
    // 'sustrato premium 1' is read as a line that cannot be read (two words), not a code.
    expect(result.rows[1].status).toBe('invalid');
    expect(result.rows[2]).toMatchObject({ status: 'not_found', suggestions: [] });
    // A hidden product is never suggested.
    const hidden = await check('T-HIDD 1');
    expect(hidden.rows[0].suggestions.map((suggestion) => suggestion.sku)).not.toContain('T-HID');
  });

  it('suggests by name for a word that is not a code', async () => {
    const result = await check('maceta 1\nsustrato 2');
    expect(result.rows[0].status).toBe('not_found');
    expect(result.rows[0].suggestions.map((suggestion) => suggestion.sku)).toContain('T-MAC-CH');
    expect(result.rows[1].suggestions[0]).toEqual({ sku: 'T-SUS', name: 'Sustrato Premium 50L' });
  });

  it('not_available for a hidden product (without naming it) and short_stock with the stock', async () => {
    const result = await check('T-HID 1\nT-SUS 11\nT-PIC 1\nT-MAC-GR 1');
    expect(result.rows[0]).toMatchObject({
      status: 'not_available',
      product: null,
      reason: 'Producto no disponible',
    });
    expect(result.rows[1]).toMatchObject({
      status: 'short_stock',
      available: 10,
      reason: 'Stock insuficiente: hay 10',
    });
    expect(result.rows[1].unit_price).toBe(4500);
    expect(result.rows[2]).toMatchObject({ status: 'short_stock', available: 0, reason: 'Sin stock' });
    expect(result.rows[3]).toMatchObject({ status: 'short_stock', option: { name: 'Grande' }, available: 0 });
  });

  it('an option code chooses the option; the product code of a product with options asks for one', async () => {
    const result = await check('T-MAC-CH 2\nT-MAC 1');
    expect(result.rows[0]).toMatchObject({
      status: 'ok',
      product: { id: data.products.maceta.id },
      option: { name: 'Chico' },
      variants: { Tamaño: 'Chico' },
      variant_display: 'Tamaño: Chico',
    });
    expect(result.rows[1]).toMatchObject({
      status: 'invalid',
      reason: expect.stringMatching(/^Este producto tiene opciones \(Tamaño\)/),
    });
    expect(result.rows[1].suggestions).toEqual([
      { sku: 'T-MAC-CH', name: 'Maceta textil (Chico)' },
      { sku: 'T-MAC-GR', name: 'Maceta textil (Grande)' },
    ]);
  });

  it('invalid rows carry the parser reason; over 99 per line is refused', async () => {
    const result = await check('T-SUS 1,5\nT-SUS 0\nT-SUS 150\nuna línea cualquiera');
    expect(result.rows.map((row) => [row.status, row.reason])).toEqual([
      ['invalid', QUICK_ORDER_MESSAGES.notWhole('1,5')],
      ['invalid', QUICK_ORDER_MESSAGES.notPositive],
      ['invalid', 'La cantidad máxima por línea es 99'],
      ['invalid', QUICK_ORDER_MESSAGES.unreadable],
    ]);
  });

  it('reads a CSV and an XLSX upload (columns SKU and cantidad, titles optional)', async () => {
    const csv = await upload(
      Buffer.from('\uFEFFSKU;Cantidad\r\nT-SUS;2\r\n"T-LAMP";"3,0"\r\n', 'utf8'),
      'pedido.csv',
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(
      csv.json().rows.map((row: QuickOrderRow) => [row.line, row.sku, row.quantity, row.status]),
    ).toEqual([
      [2, 'T-SUS', 2, 'ok'],
      [3, 'T-LAMP', 3, 'ok'],
    ]);
    const xlsx = await writeXlsxFile(
      'Pedido',
      [
        { header: 'Cantidad', width: 10 },
        { header: 'SKU', width: 20 },
      ],
      [
        [4, 'T-SUS'],
        [2.5, 'T-LAMP'],
      ],
    );
    const read = await upload(xlsx, 'pedido.xlsx');
    expect(read.statusCode, read.body).toBe(200);
    expect(
      read.json().rows.map((row: QuickOrderRow) => [row.line, row.sku, row.quantity, row.status]),
    ).toEqual([
      [2, 'T-SUS', 4, 'ok'],
      [3, 'T-LAMP', null, 'invalid'],
    ]);
  });

  it('refuses empty input, too many lines and a file too large with Spanish 400s', async () => {
    expect((await send('  \n  ')).json()).toEqual({ text: [QUICK_ORDER_MESSAGES.empty] });
    const many = await send(Array.from({ length: 1001 }, (_, index) => `X-${index} 1`).join('\n'));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ detail: QUICK_ORDER_MESSAGES.tooManyLines });
    const big = await upload(Buffer.from(`SKU;cantidad\n${'T-SUS;1\n'.repeat(140_000)}`), 'grande.csv');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ file: [QUICK_ORDER_MESSAGES.fileTooLarge] });
    const none = await ctx.app.inject({ method: 'POST', url: URL, headers: buyer });
    expect(none.statusCode).toBe(400);
    const blankFile = await upload(Buffer.from('SKU;cantidad\n\n'), 'vacio.csv');
    expect(blankFile.statusCode).toBe(400);
  });

  it('limits each buyer to 60 checks in 10 minutes (429), other buyers unaffected', async () => {
    await createUser(ctx.database.db, {
      username: 'quickloop',
      email: 'quickloop@example.com',
      password: 'tienda1234',
      isActive: true,
      emailVerified: true,
    });
    const looping = bearer(await loginAs(ctx.app, 'quickloop', 'tienda1234'));
    const codes: number[] = [];
    for (let call = 0; call < 61; call++) codes.push((await send('T-SUS 1', looping)).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await send('T-SUS 1')).statusCode).toBe(200);
  });
});
