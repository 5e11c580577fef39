import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox, siteConfig } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { createUser, ensureDemoUsers } from '../auth/auth.service.ts';
import { getSiteConfig } from '../settings/settings.service.ts';

const message = {
  nombre: ' Lucía Fernández ',
  email: 'lucia@example.com',
  telefono: '+54 11 2345-6789',
  city: 'Berazategui',
  negocio: 'growshop',
  motivo: 'Quiero comprar al por mayor',
  mensaje: ' ¿Tienen lista de precios mayorista? ',
};

describe(`contact messages API (${dbKind})`, () => {
  let ctx: TestContext;
  let buyer: Record<string, string>;
  let admin: Record<string, string>;
  const send = (payload: unknown, headers: Record<string, string> = buyer) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact-messages/', payload: payload as object, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    await createUser(ctx.database.db, {
      username: 'limitado',
      email: 'limitado@example.com',
      password: 'clave123',
      isActive: true,
      emailVerified: true,
    });
    buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => ctx?.close());

  it('refuses anonymous senders with the contact page message, before validating', async () => {
    for (const payload of [message, {}]) {
      const response = await send(payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Debes iniciar sesión para enviar un mensaje de contacto.' });
    }
  });

  it('validates the form with the spec messages', async () => {
    const empty = await send({ nombre: '  ', email: '', mensaje: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      nombre: ['El nombre es obligatorio.'],
      motivo: ['Selecciona un motivo de consulta.'],
      mensaje: ['El mensaje es obligatorio.'],
    });
    expect(empty.json().email[0]).toBe('El email es obligatorio.');
    const bad = await send({ ...message, email: 'lucia@', telefono: 'llamame', city: 'x'.repeat(101) });
    expect(bad.json()).toEqual({
      email: ['Ingresa un email válido.'],
      telefono: ['Ingresa un teléfono válido.'],
      city: ['La ciudad no puede tener más de 100 caracteres.'],
    });
  });

  it('stores the message, confirms to the sender and notifies the store', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message:
        '¡Mensaje enviado correctamente! Te hemos enviado una confirmación por email. Te responderemos pronto.',
      email_status: { confirmation_sent: true },
    });
    const [stored] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    expect(stored).toMatchObject({
      nombre: 'Lucía Fernández',
      mensaje: '¿Tienen lista de precios mayorista?',
      negocio: 'growshop',
      emailStatus: { confirmation_sent: true },
    });
    const mails = await ctx.database.db.select().from(outbox);
    expect(mails).toContainEqual(
      expect.objectContaining({ to: 'lucia@example.com', kind: 'contact_confirmation' }),
    );
    const store = (await getSiteConfig(ctx.database.db)).contactEmail;
    expect(mails).toContainEqual(
      expect.objectContaining({
        to: store,
        kind: 'contact_notice',
        text: expect.stringContaining('precios mayorista'),
      }),
    );
  });

  it('answers 429 past the daily limit of site_config', async () => {
    await getSiteConfig(ctx.database.db);
    await ctx.database.db.update(siteConfig).set({ contactDailyLimit: 2 }).where(eq(siteConfig.id, 1));
    const user = bearer(await loginAs(ctx.app, 'limitado', 'clave123'));
    expect((await send(message, user)).statusCode).toBe(201);
    expect((await send(message, user)).statusCode).toBe(201);
    const third = await send(message, user);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      detail:
        'Has alcanzado el límite de mensajes por día. Intenta nuevamente mañana o contáctanos por WhatsApp.',
    });
    // Yesterday's messages do not count.
    await ctx.database.db
      .update(contactMessages)
      .set({ fechaEnvio: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
      .where(eq(contactMessages.email, message.email));
    expect((await send(message, user)).statusCode).toBe(201);
  });

  it('keeps the daily limit when one user sends at the same time from several tabs', async () => {
    await ctx.database.db.update(siteConfig).set({ contactDailyLimit: 2 }).where(eq(siteConfig.id, 1));
    await createUser(ctx.database.db, {
      username: 'simultaneo',
      email: 'simultaneo@example.com',
      password: 'clave123',
      isActive: true,
      emailVerified: true,
    });
    const user = bearer(await loginAs(ctx.app, 'simultaneo', 'clave123'));
    const sends = await Promise.all(Array.from({ length: 6 }, () => send(message, user)));
    expect(sends.map((response) => response.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('lets staff list, search, filter, mark and delete messages', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/contact-messages/', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThanOrEqual(4);
    const [first] = list.json().results;
    expect(first).toMatchObject({ motivo: message.motivo, respondido: false, archivado: false });

    const marked = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${first.id}/`,
      payload: { respondido: true },
      headers: admin,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: first.id, respondido: true });
    const answered = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact-messages/?respondido=true',
      headers: admin,
    });
    expect(answered.json().results.map((row: { id: number }) => row.id)).toEqual([first.id]);
    const searched = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact-messages/?search=BERAZATEGUI&archivado=false',
      headers: admin,
    });
    expect(searched.json().count).toBe(list.json().count);
    const emptyPatch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${first.id}/`,
      payload: {},
      headers: admin,
    });
    expect(emptyPatch.statusCode).toBe(400);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/contact-messages/${first.id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/contact-messages/${first.id}/`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    const log = await ctx.app.inject({ method: 'GET', url: '/api/activity/', headers: admin });
    expect(
      log
        .json()
        .results.map((entry: { action: string; entity: string }) => `${entry.action}:${entry.entity}`),
    ).toEqual(['delete:contact_message', 'update:contact_message']);
  });

  it('answers malformed JSON with a 400 error body, never a 500', async () => {
    const [row] = await ctx.database.db.select().from(contactMessages).limit(1);
    const calls = [
      { method: 'POST' as const, url: '/api/contact-messages/', headers: buyer },
      { method: 'PATCH' as const, url: `/api/contact-messages/${row?.id ?? 1}/`, headers: admin },
    ];
    for (const call of calls) {
      for (const body of ['{', '{"a":1,}', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'null']) {
        const response = await ctx.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...call.headers, 'content-type': 'application/json' },
          payload: body,
        });
        expect(response.statusCode, `${call.method} ${String(body)}`).toBe(400);
        expect(typeof response.json()).toBe('object');
      }
    }
  });
});
