import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { type Buyer, closeTestApp, createBuyers } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';
import { rebuildSalesSummary } from './order-stats.service.ts';
import { createPlainProduct, type Headers, placeOrder } from './orders.test-support.ts';

type Listed = { id: number; total: number; customer_email: string; items?: unknown[] };

/**
 * The sales history (issue 10 item 1): GET /api/orders/ filters and totals of the filtered set, and
 * GET /api/orders/export/ with the same filters as CSV and XLSX.
 */
describe(`sales history API (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Headers;
  let ana: Buyer;
  let bruno: Buyer;
  /** Orders by name: a (Ana, pickup, 1000), b (Ana, delivery, 2000, paid), c (Bruno, pickup, 3000, cancelled). */
  const ids: Record<string, number> = {};

  const list = (query = '', headers: Headers = staff) =>
    ctx.app.inject({ method: 'GET', url: `/api/orders/${query}`, headers });
  const idsOf = (body: { results: Listed[] }) => body.results.map((row) => row.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    [ana, bruno] = await createBuyers(ctx.app, ctx.database.db, 2, { prefix: 'historial' });
    const product = await createPlainProduct(ctx.database.db, { price: 1000, stock: 100 });
    const delivery = {
      delivery_type: 'delivery',
      shipping_street: 'Av. Mitre',
      shipping_number: '1234',
      shipping_city: 'Berazategui',
      shipping_postal_code: '1884',
    };
    ids.a = (
      await placeOrder(ctx, ana.headers, [{ product_id: product.id, quantity: 1 }], {
        recipient_name: 'Ana Gómez',
        customer_email: 'ana.gomez@example.com',
      })
    ).id;
    ids.b = (
      await placeOrder(ctx, ana.headers, [{ product_id: product.id, quantity: 2 }], {
        recipient_name: 'Ana Gómez',
        customer_email: 'ana.gomez@example.com',
        ...delivery,
      })
    ).id;
    ids.c = (
      await placeOrder(ctx, bruno.headers, [{ product_id: product.id, quantity: 3 }], {
        recipient_name: '=Bruno Díaz',
        customer_email: 'bruno@example.com',
      })
    ).id;
    const status = (id: number, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/orders/${id}/`, headers: staff, payload: body });
    await status(ids.b, { status: 'paid' });
    await status(ids.c, { status: 'cancelled' });
    // b was paid through Mercado Pago (the payment's own tests make such orders through the webhook).
    await ctx.database.db
      .update(orders)
      .set({ paymentMethod: 'online', paymentId: '1234567890' })
      .where(inArray(orders.id, [ids.b]));
    // Store days: 02:30 UTC on 16 January is still 15 January in Buenos Aires (UTC-3).
    const at = (id: number, when: string) =>
      ctx.database.db
        .update(orders)
        .set({ createdAt: new Date(when) })
        .where(inArray(orders.id, [id]));
    await at(ids.a, '2026-01-16T02:30:00Z');
    await at(ids.b, '2026-01-16T12:00:00Z');
    await at(ids.c, '2026-01-20T12:00:00Z');
    // Dates moved straight in the table: the dashboards' daily sales are rebuilt from the orders.
    await rebuildSalesSummary(ctx.database.db);
  });
  afterAll(() => closeTestApp(ctx));

  it('filters by customer, search, status, payment status, payment method, delivery type and store days, with totals (a cancelled order listed, not summed)', async () => {
    const cases: [string, string[], number][] = [
      ['', ['c', 'b', 'a'], 3000],
      [`?customer_id=${ana.id}`, ['b', 'a'], 3000],
      ['?search=ANA.GOMEZ%40', ['b', 'a'], 3000],
      ['?search=d%C3%ADaz', ['c'], 0],
      ['?status=cancelled', ['c'], 0],
      ['?payment_status=paid', ['b'], 2000],
      ['?payment_status=pending&delivery_type=pickup', ['c', 'a'], 1000],
      ['?delivery_type=delivery', ['b'], 2000],
      ['?payment_method=online', ['b'], 2000],
      ['?payment_method=cash', ['c', 'a'], 1000],
      ['?date_from=2026-01-15&date_to=2026-01-15', ['a'], 1000],
      ['?date_from=2026-01-16&date_to=2026-01-16', ['b'], 2000],
      ['?date_to=2026-01-16', ['b', 'a'], 3000],
      ['?date_from=2026-01-17', ['c'], 0],
      [`?customer_id=${ana.id}&status=paid&date_from=2026-01-16`, ['b'], 2000],
    ];
    for (const [query, expected, total] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(200);
      const body = response.json();
      expect(idsOf(body), query).toEqual(expected.map((name) => ids[name]));
      expect(body.totals, query).toEqual({ count: expected.length, total });
    }
    const paged = (await list('?page_size=1&page=2&include_items=true')).json();
    expect(idsOf(paged)).toEqual([ids.b]);
    expect(paged.results[0].items).toHaveLength(1);
    expect(paged.totals).toEqual({ count: 3, total: 3000 });
    expect(paged.next).toBe('/api/orders/?page_size=1&page=3&include_items=true');
  });

  it('sums the same sales as the dashboards (issue 26 item 2: one definition, cancelled orders left out)', async () => {
    const listed = (await list('?date_from=2026-01-15&date_to=2026-01-20')).json();
    const analytics = await ctx.app.inject({
      method: 'GET',
      url: '/api/statistics/analytics/?start_date=2026-01-15&end_date=2026-01-20',
      headers: staff,
    });
    const { stats } = analytics.json();
    expect(listed.totals).toEqual({ count: 3, total: 3000 });
    expect({ ventas: stats.ventas, facturacion: stats.facturacion }).toEqual({
      ventas: 2,
      facturacion: 3000,
    });
  });

  it('keeps buyers to their own orders whatever they filter', async () => {
    const own = (await list(`?customer_id=${bruno.id}`, ana.headers)).json();
    expect(idsOf(own)).toEqual([ids.b, ids.a]);
    expect(own.totals).toEqual({ count: 2, total: 3000 });
  });

  it('refuses invalid filters with Spanish field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?payment_status=aprobado', { payment_status: ['Estado de pago inválido'] }],
      ['?delivery_type=moto', { delivery_type: ['Tipo de entrega inválido'] }],
      ['?payment_method=tarjeta', { payment_method: ['Medio de pago inválido'] }],
      ['?date_from=2026-02-30', { date_from: ['date_from debe ser una fecha AAAA-MM-DD'] }],
      ['?date_to=ayer', { date_to: ['date_to debe ser una fecha AAAA-MM-DD'] }],
      [
        '?date_from=2026-03-01&date_to=2026-02-01',
        { date_to: ['La fecha de fin no puede ser anterior a la de inicio'] },
      ],
      ['?customer_id=0', { customer_id: ['customer_id debe ser un número entero positivo'] }],
    ];
    for (const [query, body] of cases) {
      for (const path of ['/api/orders/', '/api/orders/export/']) {
        const response = await ctx.app.inject({ method: 'GET', url: `${path}${query}`, headers: staff });
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json(), `${path}${query}`).toEqual(body);
      }
    }
    const format = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/export/?format=pdf',
      headers: staff,
    });
    expect(format.json()).toEqual({ format: ['Formato inválido: csv o xlsx'] });
  });

  it('exports the filtered set as CSV in UTF-8 with BOM, formulas neutralised', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/export/?delivery_type=pickup',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ventas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Pedido;Fecha;Cliente;E-mail;Teléfono;DNI/CUIT;Estado;Pago;Medio de pago;ID de pago;Entrega;Dirección;Subtotal;Cupón;Descuento cupón;Envío;Total',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${ids.c};20/01/2026 09:00;'=Bruno Díaz;bruno@example.com;1134567890;27301234564;Cancelado;Pendiente;Efectivo o transferencia;;Retiro;Coordinar entrega;3000,00;;0,00;0,00;3000,00`,
    );
    expect(lines[2].startsWith(`${ids.a};15/01/2026 23:30;Ana Gómez;ana.gomez@example.com;`)).toBe(true);
  });

  it('exports the filtered set as XLSX with dates, numbers and the Mercado Pago payment id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/export/?format=xlsx&customer_id=${ana.id}&payment_method=online`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ventas')!;
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(ids.b);
    expect((row.getCell(2).value as Date).toISOString()).toBe('2026-01-16T09:00:00.000Z');
    expect(row.getCell(3).value).toBe('Ana Gómez');
    expect(row.getCell(7).value).toBe('Pagado');
    expect(row.getCell(9).value).toBe('Mercado Pago');
    expect(row.getCell(10).value).toBe('1234567890');
    expect(row.getCell(11).value).toBe('Envío');
    expect(row.getCell(17).value).toBe(2000);
  });
});
