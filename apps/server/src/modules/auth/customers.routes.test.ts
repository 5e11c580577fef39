import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { ensureDemoUsers } from './auth.service.ts';
import { call, lastMail } from './auth.test-support.ts';

describe(`customers API (${dbKind})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let demoId: number;
  const get = (url: string) => call(ctx.app, 'GET', url, { headers: admin });
  const post = (url: string, payload?: unknown) => call(ctx.app, 'POST', url, { payload, headers: admin });

  const order = (
    userId: number,
    status: 'paid' | 'cancelled' | 'pending',
    total: number,
    createdAt: string,
  ) => ({
    userId,
    status,
    deliveryType: 'pickup' as const,
    recipientName: 'Lucía Fernández',
    customerEmail: 'demo@growshop-demo.com.ar',
    customerPhone: '1134567890',
    shippingAddress: 'Retiro en local',
    subtotal: total,
    total,
    createdAt: new Date(createdAt),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    const [demo] = await ctx.database.db.select().from(users).where(eq(users.username, 'demo'));
    demoId = demo.id;
    await ctx.database.db
      .insert(orders)
      .values([
        order(demoId, 'paid', 1500.5, '2025-03-01T10:00:00Z'),
        order(demoId, 'pending', 500, '2025-03-05T10:00:00Z'),
        order(demoId, 'cancelled', 9999, '2025-03-09T10:00:00Z'),
      ]);
    // Twelve quick customers (a placeholder hash: they never log in) to fill more than a page.
    await ctx.database.db.insert(users).values(
      Array.from({ length: 12 }, (_, index) => ({
        username: `relleno${index}`,
        email: `relleno${index}@example.com`,
        passwordHash: 'x',
        businessName: `Relleno ${index}`,
        dni: `4000000${index}`,
        isActive: true,
        emailVerified: true,
      })),
    );
  });
  afterAll(() => ctx?.close());

  it('lists customers 10 per page with purchase totals computed from orders (cancelled excluded)', async () => {
    const first = await get('/api/auth/customers/');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ count: 13, current_page: 1, total_pages: 2, previous: null });
    expect(page.results).toHaveLength(10);
    expect(page.next).toContain('page=2');
    expect(page.results.some((customer: { username: string }) => customer.username === 'admin')).toBe(false);
    const second = (await get('/api/auth/customers/?page=2')).json();
    expect(second.results).toHaveLength(3);
    const demo = [...page.results, ...second.results].find(
      (customer: { username: string }) => customer.username === 'demo',
    );
    expect(demo).toEqual({
      id: demoId,
      username: 'demo',
      email: 'demo@growshop-demo.com.ar',
      dni: '30123456',
      business_name: 'Grow Shop del Sur',
      phone_number: '1134567890',
      is_active: true,
      is_blocked: false,
      total_orders: 2,
      total_spent: 2000.5,
      last_purchase: '2025-03-05T10:00:00.000Z',
      date_joined: expect.any(String),
      name: 'Lucía Fernández',
      price_list: null,
      price_list_name: 'General',
    });
    const none = second.results
      .concat(page.results)
      .find((customer: { username: string }) => customer.username === 'relleno3');
    expect(none).toMatchObject({ total_orders: 0, total_spent: 0, last_purchase: null });
  });

  it('searches by username, e-mail, business name and DNI, case-insensitively', async () => {
    const names = async (search: string) =>
      (await get(`/api/auth/customers/?search=${encodeURIComponent(search)}`))
        .json()
        .results.map((customer: { username: string }) => customer.username);
    expect(await names('GROW SHOP DEL')).toEqual(['demo']);
    expect(await names('30123456')).toEqual(['demo']);
    expect(await names('relleno11@')).toEqual(['relleno11']);
    expect(await names('RELLENO1')).toEqual(expect.arrayContaining(['relleno1', 'relleno10', 'relleno11']));
    expect(await names('100%')).toEqual([]);
    expect((await get('/api/auth/customers/?page=0')).statusCode).toBe(400);
  });

  it('shows a customer profile with totals and recent orders; 404 for staff or unknown ids', async () => {
    const detail = await get(`/api/auth/customers/${demoId}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: demoId,
      username: 'demo',
      business_type: 'Grow Shop',
      instagram: 'growshopdelsur',
      total_orders: 2,
      total_spent: 2000.5,
      is_blocked: false,
      email_verified: true,
    });
    expect(detail.json().recent_orders.map((row: { status: string }) => row.status)).toEqual([
      'cancelled',
      'pending',
      'paid',
    ]);
    expect(detail.json().recent_orders[2]).toEqual({
      id: expect.any(Number),
      created_at: '2025-03-01T10:00:00.000Z',
      status: 'paid',
      total: 1500.5,
    });
    expect(detail.body).not.toContain('password');
    const [staff] = await ctx.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect((await get(`/api/auth/customers/${staff.id}/`)).statusCode).toBe(404);
    expect((await get('/api/auth/customers/999999/')).json()).toEqual({ detail: 'Cliente no encontrado' });
  });

  it('creates an active, verified customer with the create-customer messages', async () => {
    const invalid = await post('/api/auth/customers/', {
      username: 'abc',
      email: 'x',
      password: '123',
      dni: '12',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      username: ['El nombre de usuario debe tener al menos 4 caracteres'],
      email: ['Ingrese un correo electrónico válido'],
      password: ['La contraseña debe tener al menos 6 caracteres'],
      dni: ['El DNI debe tener al menos 7 caracteres'],
    });
    const empty = await post('/api/auth/customers/', {});
    expect(empty.json()).toMatchObject({
      username: ['El nombre de usuario es requerido'],
      email: ['El correo electrónico es requerido'],
      password: ['La contraseña es requerida'],
    });
    const duplicate = await post('/api/auth/customers/', {
      username: 'DEMO',
      email: 'ADMIN@mayorista.com.ar',
      password: 'secreto1',
    });
    expect(duplicate.json()).toEqual({
      username: ['Este nombre de usuario ya está en uso. Por favor elige otro.'],
      email: ['Este email ya está registrado. Por favor usa otro email.'],
    });

    const created = await post('/api/auth/customers/', {
      username: 'farmacia1',
      email: 'Farmacia1@example.com',
      password: 'secreto1',
      dni: '28999888',
      business_name: 'Farmacia Central',
      instagram: '@farmaciacentral',
      cuit: '30-71234567-1',
      business_type: 'Farmacia',
      extra_info: 'Cliente de la feria',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Cliente creado exitosamente',
      username: 'farmacia1',
      email: 'farmacia1@example.com',
      instagram: 'farmaciacentral',
      cuit: '30712345671',
      is_active: true,
      email_verified: true,
      total_orders: 0,
    });
    expect((await loginAs(ctx.app, 'farmacia1', 'secreto1')).length).toBeGreaterThan(20);
  });

  it('blocks and unblocks: a blocked customer still logs in and the flag is exposed', async () => {
    const blocked = await post(`/api/auth/customers/${demoId}/block/`);
    expect(blocked.json()).toEqual({
      message: 'Cliente bloqueado correctamente',
      id: demoId,
      is_blocked: true,
    });
    const token = await loginAs(ctx.app, 'demo', 'demo1234');
    expect((await call(ctx.app, 'GET', '/api/auth/me/', { headers: bearer(token) })).json().is_blocked).toBe(
      true,
    );
    expect((await get(`/api/auth/customers/${demoId}/`)).json().is_blocked).toBe(true);
    const unblocked = await post(`/api/auth/customers/${demoId}/unblock/`);
    expect(unblocked.json()).toEqual({
      message: 'Cliente desbloqueado correctamente',
      id: demoId,
      is_blocked: false,
    });
    expect((await post('/api/auth/customers/999999/block/')).statusCode).toBe(404);
  });

  it('contacts a customer by e-mail for real', async () => {
    const empty = await post(`/api/auth/customers/${demoId}/contact/`, { subject: ' ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      subject: ['Por favor complete todos los campos'],
      message: ['Por favor complete todos los campos'],
    });
    const sent = await post(`/api/auth/customers/${demoId}/contact/`, {
      subject: 'Tu pedido',
      message: 'Hola Lucía, ya tenemos tu pedido listo.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Mensaje enviado correctamente', delivered: true });
    const mail = await lastMail(ctx.database.db, 'demo@growshop-demo.com.ar', 'customer_contact');
    expect(mail).toMatchObject({ subject: 'Tu pedido', text: 'Hola Lucía, ya tenemos tu pedido listo.' });
  });

  it('records every admin write in the activity log, newest first', async () => {
    const response = await get('/api/activity/?page_size=50');
    expect(response.statusCode).toBe(200);
    const entries = response.json().results as { action: string; entity: string; username: string }[];
    expect(entries.map((entry) => `${entry.action}:${entry.entity}`)).toEqual(
      expect.arrayContaining(['create:customer', 'block:customer', 'unblock:customer', 'contact:customer']),
    );
    expect(entries[0]).toMatchObject({ action: 'contact', username: 'admin', entity_id: String(demoId) });
    expect(response.json()).toMatchObject({ current_page: 1, previous: null });
  });
});
