import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, dollarRates } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { fetchAvailableRates, RatesServiceError, runDollarRateJob } from './dollar-rate.service.ts';

type Handler = { status?: number; body?: string; delayMs?: number };

const GOOD = [
  {
    moneda: 'USD',
    casa: 'oficial',
    nombre: 'Oficial',
    compra: 1180,
    venta: 1230.5,
    fechaActualizacion: '2026-11-23T15:00:00.000Z',
  },
  {
    moneda: 'USD',
    casa: 'blue',
    nombre: 'Blue',
    compra: 1400,
    venta: 1425,
    fechaActualizacion: '2026-11-23T15:00:00.000Z',
  },
  {
    moneda: 'USD',
    casa: 'tarjeta',
    nombre: 'Tarjeta',
    compra: null,
    venta: '1599.9',
    fechaActualizacion: 'no es fecha',
  },
];

describe(`dollar rate API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  let rates: Server;
  let ratesUrl: string;
  let answer: Handler = {};
  let calls = 0;

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = staff) =>
    ctx.app.inject({ method, url: `/api/dollar-rates/${url}`, payload: payload as object, headers });
  const current = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/dollar-rate/current/', headers: staff })).json();
  const serve = (handler: Handler) => {
    answer = handler;
  };

  beforeAll(async () => {
    rates = createServer((_request, response) => {
      calls++;
      const { status = 200, body = JSON.stringify(GOOD), delayMs = 0 } = answer;
      const timer = setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      }, delayMs);
      response.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve));
    ratesUrl = `http://127.0.0.1:${(rates.address() as AddressInfo).port}/v1/dolares`;
    ctx = await createTestApp({ dollarApiUrl: ratesUrl, dollarApiTimeoutMs: 400 });
    data = await seedTestCatalogue(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    rates.closeAllConnections();
    await new Promise((resolve) => rates.close(resolve));
  });
  beforeEach(() => serve({}));

  it('refuses anonymous callers (401) and buyers (403) on every admin route; the current rate is for logged-in users', async () => {
    const routes: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['GET', 'available_rates/'],
      ['POST', 'update_from_api/', { rate_type: 'oficial' }],
      ['POST', 'set_manual_rate/', { value: 10 }],
      ['POST', 'toggle_auto_update/', { is_auto_update: true, rate_type: 'oficial' }],
      ['GET', 'history/'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await inject(method, url, payload, {})).statusCode, url).toBe(401);
      expect((await inject(method, url, payload, buyer)).statusCode, url).toBe(403);
    }
    expect(calls).toBe(0);
    expect(await current()).toMatchObject({ value: 1000, rate_type: 'oficial', is_auto_update: false });
    // Anonymous visitors never get the rate (DOMAIN, issue 26 item 26); a buyer sees it like prices.
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/dollar-rate/current/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('1000');
    const forBuyer = await ctx.app.inject({
      method: 'GET',
      url: '/api/dollar-rate/current/',
      headers: buyer,
    });
    expect(forBuyer.json()).toMatchObject({ value: 1000 });
  });

  it('lists the rate types the service offers with their compra and venta', async () => {
    const response = await inject('GET', 'available_rates/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        rate_type: 'oficial',
        name: 'Oficial',
        compra: 1180,
        venta: 1230.5,
        update_date: '2026-11-23T15:00:00.000Z',
      },
      { rate_type: 'blue', name: 'Blue', compra: 1400, venta: 1425, update_date: '2026-11-23T15:00:00.000Z' },
      { rate_type: 'tarjeta', name: 'Tarjeta', compra: null, venta: 1599.9, update_date: null },
    ]);
  });

  it('updates from the service with the selling value (oficial by default), keeps it in the history and the activity log', async () => {
    const response = await inject('POST', 'update_from_api/', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ value: 1230.5, rate_type: 'oficial', is_auto_update: false });
    expect(await current()).toMatchObject({ value: 1230.5, rate_type: 'oficial' });

    const blue = await inject('POST', 'update_from_api/', { rate_type: 'blue' });
    expect(blue.json()).toMatchObject({ value: 1425, rate_type: 'blue' });

    const history = (await inject('GET', 'history/')).json() as { value: number; rate_type: string }[];
    expect(history.slice(0, 3).map((row) => [row.value, row.rate_type])).toEqual([
      [1425, 'blue'],
      [1230.5, 'oficial'],
      [1000, 'oficial'],
    ]);
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, 'dollar_rate'));
    expect(entries.map((entry) => entry.summary)).toContain(
      'Cotización del dólar blue desde el servicio: 1.230,50 → 1.425,00',
    );
  });

  it('keeps the last rate and answers the reason when the service fails', async () => {
    const before = await current();
    const cases: [Handler, number, string][] = [
      [{ body: '<html>no es JSON' }, 502, 'El servicio de cotizaciones devolvió una respuesta inválida.'],
      [{ body: JSON.stringify({ casa: 'oficial', venta: 10 }) }, 502, 'respuesta inválida'],
      [{ body: '[]' }, 502, 'respuesta inválida'],
      [
        { body: JSON.stringify([GOOD[1]]) },
        502,
        'El servicio de cotizaciones no informa el dólar "oficial".',
      ],
      [
        { body: JSON.stringify([{ ...GOOD[0], venta: 0 }]) },
        502,
        'valor inválido para el dólar "oficial" (0)',
      ],
      [
        { body: JSON.stringify([{ ...GOOD[0], venta: -5 }]) },
        502,
        'valor inválido para el dólar "oficial" (-5)',
      ],
      [{ body: JSON.stringify([{ ...GOOD[0], venta: 'nada' }]) }, 502, 'respuesta inválida'],
      [{ status: 500, body: '{}' }, 502, 'respondió con un error (HTTP 500)'],
      [{ delayMs: 2_000 }, 503, 'El servicio de cotizaciones no respondió a tiempo.'],
    ];
    for (const [handler, status, message] of cases) {
      serve(handler);
      const response = await inject('POST', 'update_from_api/', { rate_type: 'oficial' });
      expect(response.statusCode, message).toBe(status);
      expect(response.json().detail).toContain(message);
      expect(response.json().detail).toContain('Se mantiene la última cotización.');
      expect(await current()).toEqual(before);
    }
    serve({ delayMs: 2_000 });
    const slowList = await inject('GET', 'available_rates/');
    expect(slowList.statusCode).toBe(503);
    expect(slowList.json()).toEqual({ detail: 'El servicio de cotizaciones no respondió a tiempo.' });
  });

  it('answers 503 when the service cannot be reached and 409 when none is configured', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchAvailableRates({ url, timeoutMs: 1_000 })).rejects.toMatchObject({
      status: 503,
      message: 'No se pudo conectar con el servicio de cotizaciones.',
    });
    const none = await fetchAvailableRates({}).catch((error) => error);
    expect(none).toBeInstanceOf(RatesServiceError);
    expect(none).toMatchObject({ status: 409 });
  });

  it('takes oficial when the update is sent with no body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/dollar-rates/update_from_api/',
      headers: staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ value: 1230.5, rate_type: 'oficial' });
    await inject('POST', 'update_from_api/', { rate_type: 'blue' });
  });

  it('refuses a rate type that is not a plain name', async () => {
    const response = await inject('POST', 'update_from_api/', { rate_type: '../x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ rate_type: ['Tipo de cotización inválido'] });
  });

  it('sets a manual rate (more than 0, two decimals) and turns the auto update off', async () => {
    await inject('POST', 'toggle_auto_update/', { is_auto_update: true, rate_type: 'blue' });
    for (const value of [0, -3, 'abc']) {
      const refused = await inject('POST', 'set_manual_rate/', { value });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['value']);
    }
    expect((await inject('POST', 'set_manual_rate/', { value: 0 })).json()).toEqual({
      value: ['La cotización debe ser mayor a 0'],
    });
    const response = await inject('POST', 'set_manual_rate/', { value: 1111.119 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ value: 1111.12, rate_type: 'manual', is_auto_update: false });
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entity, 'dollar_rate'),
          eq(
            activityLog.summary,
            'Cotización del dólar manual: 1.425,00 → 1.111,12 (actualización automática desactivada)',
          ),
        ),
      );
    expect(entry).toBeDefined();
  });

  it('turns the auto update on and off with its rate type, on the latest rate', async () => {
    const countBefore = (await ctx.database.db.select().from(dollarRates)).length;
    const on = await inject('POST', 'toggle_auto_update/', { is_auto_update: true, rate_type: 'blue' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ is_auto_update: true, rate_type: 'blue', value: 1111.12 });
    const off = await inject('POST', 'toggle_auto_update/', { is_auto_update: false, rate_type: 'blue' });
    expect(off.json()).toMatchObject({ is_auto_update: false, rate_type: 'blue' });
    expect((await ctx.database.db.select().from(dollarRates)).length).toBe(countBefore);
    expect((await inject('POST', 'toggle_auto_update/', { rate_type: 'blue' })).statusCode).toBe(400);
  });

  it('answers the history newest first, at most 90 rates', async () => {
    await ctx.database.db.insert(dollarRates).values(
      Array.from({ length: 95 }, (_, i) => ({
        value: 500 + i,
        updateDate: new Date(Date.now() - (200 - i) * 3_600_000),
      })),
    );
    const history = (await inject('GET', 'history/')).json() as { update_date: string }[];
    expect(history).toHaveLength(90);
    const dates = history.map((row) => Date.parse(row.update_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(history[0]).toMatchObject({ value: 1111.12, rate_type: 'blue' });
  });

  it('USD-priced products follow a new rate on the next request', async () => {
    const price = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/products/${data.products.lamp.id}/`,
          headers: buyer,
        })
      ).json().final_price;
    await inject('POST', 'set_manual_rate/', { value: 1000 });
    expect(await price()).toBe(100_000);
    await inject('POST', 'set_manual_rate/', { value: 1234.56 });
    expect(await price()).toBe(123_456);
    await inject('POST', 'update_from_api/', { rate_type: 'oficial' });
    expect(await price()).toBe(123_050);
  });

  it('the hourly job updates only while the auto update is on', async () => {
    const source = { url: ratesUrl, timeoutMs: 400 };
    await inject('POST', 'set_manual_rate/', { value: 999 });
    const callsBefore = calls;
    expect(await runDollarRateJob(ctx.database.db, source)).toBe('off');
    expect(calls).toBe(callsBefore);
    expect((await current()).value).toBe(999);

    await inject('POST', 'toggle_auto_update/', { is_auto_update: true, rate_type: 'blue' });
    expect(await runDollarRateJob(ctx.database.db, source)).toBe('updated');
    expect(await current()).toMatchObject({ value: 1425, rate_type: 'blue', is_auto_update: true });
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(
        eq(
          activityLog.summary,
          'Cotización del dólar blue desde el servicio: 999,00 → 1.425,00 (actualización automática)',
        ),
      );
    expect(entry.userId).toBeNull();

    serve({ body: JSON.stringify([{ ...GOOD[1], venta: 0 }]) });
    await expect(runDollarRateJob(ctx.database.db, source)).rejects.toThrow(
      'Se mantiene la última cotización.',
    );
    expect(await current()).toMatchObject({ value: 1425, is_auto_update: true });
    await inject('POST', 'toggle_auto_update/', { is_auto_update: false, rate_type: 'blue' });
  });
});
