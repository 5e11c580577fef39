import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, coupons } from '../../db/schema/index.ts';
import { seedTestCatalogue, type TestCatalogue } from '../../test/fixtures.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp, createCoupon, orderPayload } from '../../test/order-fixtures.ts';
import { seedDemoCoupons } from './coupons.service.ts';

const DAY = 24 * 60 * 60 * 1000;

describe(`coupons API (${dbKind})`, () => {
  let ctx: TestContext;
  let data: TestCatalogue;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  let ip = 0;

  /** Each call from its own address unless told otherwise, so the per-IP rate limit stays out of the way. */
  const validate = (payload: unknown, address = `10.0.0.${++ip}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/marketing/coupons/validate/',
      payload: payload as object,
      remoteAddress: address,
    });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = staff) =>
    ctx.app.inject({ method, url, payload: payload as object | undefined, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    data = await seedTestCatalogue(ctx.database.db);
    await seedDemoCoupons(ctx.database.db);
    await seedDemoCoupons(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('seeds the demo coupons once', async () => {
    const rows = await ctx.database.db.select().from(coupons);
    expect(rows.map((row) => row.code).sort()).toEqual(['BIENVENIDA10', 'FIJO5000', 'VENCIDO']);
  });

  it('validates a percentage coupon ignoring case, capped at max_amount', async () => {
    const small = await validate({ code: 'bienvenida10', subtotal: 15000 });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toEqual({
      code: 'BIENVENIDA10',
      discount: 1500,
      type: 'percentage',
      value: 10,
      max_amount: 20000,
      min_purchase: 10000,
      valid: true,
    });
    const big = await validate({ code: ' Bienvenida10 ', cart_total: 500000 });
    expect(big.json().discount).toBe(20000);
  });

  it('validates a fixed coupon: its value, never more than the subtotal', async () => {
    expect((await validate({ code: 'FIJO5000', subtotal: 40000 })).json()).toMatchObject({
      type: 'fixed',
      discount: 5000,
      max_amount: null,
    });
    await createCoupon(ctx.database.db, { code: 'FIJOGRANDE', type: 'fixed', value: 9000 });
    expect((await validate({ code: 'fijogrande', subtotal: 2000 })).json().discount).toBe(2000);
  });

  it('answers 400 with the rule that failed', async () => {
    await createCoupon(ctx.database.db, { code: 'AGOTADO', maxUses: 2, used: 2 });
    await createCoupon(ctx.database.db, { code: 'APAGADO', active: false });
    await createCoupon(ctx.database.db, { code: 'SINUSOS', maxUses: 0 });
    const cases: [unknown, string][] = [
      [{ code: 'NOEXISTE', subtotal: 50000 }, 'Cupón inválido'],
      [{ code: 'APAGADO', subtotal: 50000 }, 'Cupón inválido'],
      [{ code: 'vencido', subtotal: 50000 }, 'El cupón ha expirado'],
      [{ code: 'AGOTADO', subtotal: 50000 }, 'El cupón alcanzó su límite de usos'],
      [{ code: 'SINUSOS', subtotal: 50000 }, 'El cupón alcanzó su límite de usos'],
      [{ code: 'BIENVENIDA10', subtotal: 9999.99 }, 'El monto mínimo de compra para este cupón es $ 10.000'],
      [{ code: 'FIJO5000', subtotal: 100 }, 'El monto mínimo de compra para este cupón es $ 30.000'],
      [{ code: '' }, 'Ingresa un código de cupón'],
      [{}, 'Ingresa un código de cupón'],
      [{ code: 'BIENVENIDA10', subtotal: 'mucho' }, 'Monto inválido'],
    ];
    for (const [payload, detail] of cases) {
      const response = await validate(payload);
      expect(response.statusCode, detail).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
  });

  it('does not let a client dodge the limit with X-Forwarded-For (TRUST_PROXY off)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing/coupons/validate/',
        payload: { code: 'X', subtotal: 1 },
        remoteAddress: '10.77.77.77',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[30]).toBe(429);
  });

  it('rate limits validation per address (30 a minute)', async () => {
    const address = '10.99.99.99';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await validate({ code: 'X', subtotal: 1 }, address)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps the admin endpoints for staff: 401 anonymous, 403 buyers', async () => {
    const urls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/marketing/coupons/'],
      ['POST', '/api/marketing/coupons/'],
      ['PUT', '/api/marketing/coupons/1/'],
      ['DELETE', '/api/marketing/coupons/1/'],
      ['GET', '/api/marketing/coupons/1/usages/'],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url, method === 'GET' ? undefined : {}, {})).statusCode, url).toBe(401);
      expect((await call(method, url, method === 'GET' ? undefined : {}, buyer)).statusCode, url).toBe(403);
    }
  });

  it('creates, lists, edits and deletes coupons, recording each change', async () => {
    const expires = new Date(Date.now() + 10 * DAY).toISOString();
    const created = await call('POST', '/api/marketing/coupons/', {
      code: 'verano25',
      type: 'percentage',
      value: 25,
      max_amount: '',
      min_purchase: 5000,
      max_uses: '',
      expires_at: expires,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({
      code: 'VERANO25',
      type: 'percentage',
      value: 25,
      max_amount: null,
      min_purchase: 5000,
      max_uses: null,
      used: 0,
      expires_at: expires,
      active: true,
      is_valid: true,
    });

    const duplicate = await call('POST', '/api/marketing/coupons/', {
      code: 'Verano25',
      type: 'fixed',
      value: 100,
      expires_at: expires,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ code: ['Ya existe un cupón con este código'] });
    const invalid = await call('POST', '/api/marketing/coupons/', {
      code: 'OTRO',
      type: 'percentage',
      value: 150,
      expires_at: expires,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ value: ['El porcentaje no puede ser mayor a 100'] });
    const past = await call('POST', '/api/marketing/coupons/', {
      code: 'PASADO',
      type: 'fixed',
      value: 100,
      expires_at: new Date(Date.now() - DAY).toISOString(),
    });
    expect(past.json()).toEqual({ expires_at: ['La fecha de vencimiento no puede ser anterior a hoy'] });

    const list = (await call('GET', '/api/marketing/coupons/')).json();
    expect(list[0].code).toBe('VERANO25');
    expect(list.find((row: { code: string }) => row.code === 'VENCIDO').is_valid).toBe(false);

    const off = await call('PUT', `/api/marketing/coupons/${coupon.id}/`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, value: 25, code: 'VERANO25', is_valid: false });
    expect((await validate({ code: 'VERANO25', subtotal: 10000 })).json()).toEqual({
      detail: 'Cupón inválido',
    });
    const edited = await call('PUT', `/api/marketing/coupons/${coupon.id}/`, {
      ...coupon,
      value: 30,
      active: true,
    });
    expect(edited.json()).toMatchObject({ value: 30, active: true });
    expect((await validate({ code: 'VERANO25', subtotal: 10000 })).json().discount).toBe(3000);
    const tooMuch = await call('PUT', `/api/marketing/coupons/${coupon.id}/`, { value: 101 });
    expect(tooMuch.json()).toEqual({ value: ['El porcentaje no puede ser mayor a 100'] });
    expect((await call('PUT', '/api/marketing/coupons/999999/', { value: 1 })).statusCode).toBe(404);

    expect((await call('DELETE', `/api/marketing/coupons/${coupon.id}/`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/marketing/coupons/${coupon.id}/`)).statusCode).toBe(404);
    const log = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(coupon.id)));
    expect(log.map((row) => `${row.entity}:${row.action}`)).toEqual([
      'coupon:create',
      'coupon:update',
      'coupon:update',
      'coupon:delete',
    ]);
  });

  it('answers a body that is not an object with a 400, never a 500', async () => {
    const [coupon] = await ctx.database.db.select().from(coupons).limit(1);
    const calls = [
      { method: 'POST' as const, url: '/api/marketing/coupons/' },
      { method: 'PUT' as const, url: `/api/marketing/coupons/${coupon.id}/` },
      { method: 'POST' as const, url: '/api/marketing/coupons/validate/' },
    ];
    for (const call of calls) {
      for (const body of ['null', '5', '"VERANO"', '[]']) {
        const response = await ctx.app.inject({
          ...call,
          headers: { ...staff, 'content-type': 'application/json' },
          payload: body,
          remoteAddress: `10.1.0.${++ip}`,
        });
        expect(response.statusCode, `${call.method} ${call.url} ${body}`).toBe(400);
      }
    }
  });

  it('lists who used a coupon, with the order and amounts', async () => {
    const [coupon] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'BIENVENIDA10'));
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer,
      payload: orderPayload([{ product_id: data.products.sustrato.id, quantity: 4 }], {
        coupon_code: 'bienvenida10',
      }),
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ subtotal: 18000, coupon_discount: 1800, total: 16200 });
    const usages = await call('GET', `/api/marketing/coupons/${coupon.id}/usages/`);
    expect(usages.statusCode).toBe(200);
    expect(usages.json()).toEqual([
      {
        id: expect.any(Number),
        user: {
          id: expect.any(Number),
          username: 'demo',
          first_name: 'Lucía',
          last_name: 'Fernández',
          email: 'demo@growshop-demo.com.ar',
        },
        used_at: expect.any(String),
        order_id: order.json().id,
        purchase_amount: 18000,
        amount: 1800,
      },
    ]);
    const listed = (await call('GET', '/api/marketing/coupons/')).json();
    expect(listed.find((row: { id: number }) => row.id === coupon.id).used).toBe(1);
  });
});
