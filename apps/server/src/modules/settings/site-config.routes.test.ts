import type { SiteConfigFormInput } from '@mayorista/shared/settings';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { closeTestApp } from '../../test/order-fixtures.ts';
import { ensureDemoUsers } from '../auth/auth.service.ts';

const VALID: SiteConfigFormInput = {
  store_name: 'Mayorista Sur',
  email: 'hola@mayoristasur.com.ar',
  whatsapp_number: '5491199998888',
  whatsapp_greeting: 'Hola, quiero consultar',
  phone: '11 5555-0000',
  instagram: '@mayoristasur',
  store_address: 'Calle 14 1500, Berazategui',
  latitude: -34.75,
  longitude: -58.2,
  map_zoom: 13,
  map_tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png',
  promo_text: 'Envío gratis desde $100.000',
  faq: [{ question: '¿Abren los sábados?', answer: 'Sí, de 9 a 13.' }],
  delivery_note_header: 'Mayorista Sur S.R.L. · CUIT 30-12345678-9',
  reply_time: '12 horas',
  contact_daily_limit: 5,
};

describe(`store settings API (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  const put = (payload: unknown, headers = staff, id = 1) =>
    ctx.app.inject({ method: 'PUT', url: `/api/site-config/${id}/`, headers, payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses anonymous callers (401) and buyers (403) on GET and PUT /site-config/1/', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-config/1/' })).statusCode).toBe(401);
    expect((await put(VALID, {})).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/site-config/1/', headers: buyer })).statusCode,
    ).toBe(403);
    expect((await put(VALID, buyer)).statusCode).toBe(403);
  });

  it('answers the spec defaults before anything is saved, the public part without internals', async () => {
    const full = (await ctx.app.inject({ method: 'GET', url: '/api/site-config/1/', headers: staff })).json();
    expect(full).toMatchObject({ id: 1, map_zoom: 10, contact_daily_limit: 10, faq: [] });
    expect(full.map_tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/config/' })).json();
    expect(pub).not.toHaveProperty('distributor_discount');
    expect(pub).not.toHaveProperty('contact_daily_limit');
    expect(pub).not.toHaveProperty('id');
  });

  it('saves every field, records the activity and the public GET reflects it on the next request', async () => {
    const response = await put(VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...VALID, instagram: 'mayoristasur', id: 1 });

    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/config/' })).json();
    const { contact_daily_limit: _limit, ...publicPart } = VALID;
    expect(pub).toEqual({ ...publicPart, instagram: 'mayoristasur' });
    const full = (await ctx.app.inject({ method: 'GET', url: '/api/site-config/1/', headers: staff })).json();
    expect(full.contact_daily_limit).toBe(5);

    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, 'site_config'))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(entry.action).toBe('update');
    expect(entry.summary).toContain('teléfono');
    expect(entry.summary).toContain('preguntas frecuentes');
  });

  it('answers Spanish messages on each invalid field and keeps the record as it was', async () => {
    const response = await put({
      ...VALID,
      store_name: '  ',
      email: 'no-es-correo',
      whatsapp_number: '12',
      phone: 'llamame',
      latitude: 91,
      longitude: -181,
      map_zoom: 19,
      map_tile_url: 'http://tile.openstreetmap.org/{z}/{x}/{y}.png',
      faq: [{ question: '', answer: 'x' }],
      contact_daily_limit: 0,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      store_name: ['Ingresa el nombre de la tienda.'],
      email: ['Ingresa un correo válido.'],
      latitude: ['La latitud debe estar entre -90 y 90.'],
      longitude: ['La longitud debe estar entre -180 y 180.'],
      map_zoom: ['El zoom debe ser un número entero de 1 a 18.'],
      faq: ['Escribe la pregunta.'],
      contact_daily_limit: ['Debe ser al menos 1 mensaje por día.'],
    });
    expect(body.whatsapp_number[0]).toContain('8 a 15 dígitos');
    expect(body.phone[0]).toContain('solo puede tener números');
    expect(body.map_tile_url[0]).toContain('https');

    const tooMany = await put({
      ...VALID,
      faq: Array.from({ length: 21 }, (_, i) => ({ question: `P${i}`, answer: 'R' })),
    });
    expect(tooMany.json()).toEqual({ faq: ['Puedes cargar hasta 20 preguntas frecuentes.'] });
    const missingPlaceholder = await put({ ...VALID, map_tile_url: 'https://tiles.example.org/{z}/{x}.png' });
    expect(missingPlaceholder.statusCode).toBe(400);

    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/config/' })).json();
    expect(pub.store_name).toBe('Mayorista Sur');
  });

  it('lets the CSP load map tiles from OpenStreetMap and from the saved tile server', async () => {
    const imgSrc = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
      const csp = String(response.headers['content-security-policy']);
      return csp.split(';').find((part) => part.trim().startsWith('img-src')) ?? '';
    };
    expect(
      await put({ ...VALID, map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
    ).toMatchObject({
      statusCode: 200,
    });
    expect(await imgSrc()).toContain('https://tile.openstreetmap.org');
    expect(await imgSrc()).not.toContain('tiles.example.org');
    await put({ ...VALID, map_tile_url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    expect(await imgSrc()).toContain('https://*.tiles.example.org');
    expect(await imgSrc()).toContain('https://tile.openstreetmap.org');
  });

  it('only knows record 1', async () => {
    expect((await put(VALID, staff, 2)).statusCode).toBe(404);
  });
});
