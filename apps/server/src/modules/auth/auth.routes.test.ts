import { CONTROL_CHARACTERS_MESSAGE } from '@mayorista/shared/text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../../test/helpers.ts';
import { createUser, ensureDemoUsers } from './auth.service.ts';

/** The accounts screens' admin calls (accounts §7) and the activity log: all must be staff-only. */
const ACCOUNT_STAFF_ROUTES = [
  'GET /api/auth/pending-users/',
  'POST /api/auth/approve-user/:id/',
  'POST /api/auth/reject-user/:id/',
  'GET /api/auth/customers/',
  'POST /api/auth/customers/',
  'GET /api/auth/customers/:id/',
  'POST /api/auth/customers/:id/block/',
  'POST /api/auth/customers/:id/unblock/',
  'POST /api/auth/customers/:id/contact/',
  'POST /api/auth/customers/:id/unlock/',
  'GET /api/auth/invitation-codes/',
  'POST /api/auth/invitation-codes/',
  'PUT /api/auth/invitation-codes/:id/',
  'POST /api/auth/invitation-codes/:id/activate/',
  'POST /api/auth/invitation-codes/:id/deactivate/',
  'GET /api/contact-messages/',
  'PATCH /api/contact-messages/:id/',
  'DELETE /api/contact-messages/:id/',
  'GET /api/activity/',
];
const ACCOUNT_USER_ROUTES = [
  'GET /api/auth/me/',
  'GET /api/auth/profile/',
  'PUT /api/auth/profile/',
  'GET /api/auth/verify-admin/',
  'POST /api/auth/verify-change/',
  'POST /api/auth/change-password/',
];

describe(`auth API (${dbKind})`, () => {
  let ctx: TestContext;
  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    await createUser(ctx.database.db, {
      username: 'pendiente',
      email: 'pendiente@example.com',
      password: 'secreto123',
      emailVerified: true,
      isActive: false,
    });
  });
  afterAll(() => ctx?.close());

  it('logs in by username or e-mail and answers the token with the account fields', async () => {
    const response = await post('/api/auth/login/', { username: 'demo', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      is_staff: false,
      username: 'demo',
      is_active: true,
      user_id: expect.any(Number),
    });
    expect(response.json().access).toMatch(/^ey/);
    expect(response.body).not.toContain('password');
    const byEmail = await post('/api/auth/login/', {
      username: 'ADMIN@mayorista.com.ar',
      password: 'admin1234',
    });
    expect(byEmail.json()).toMatchObject({ is_staff: true, username: 'admin' });
  });

  it('refuses wrong credentials, missing fields and pending accounts with Spanish messages', async () => {
    const wrong = await post('/api/auth/login/', { username: 'demo', password: 'nope1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Usuario o contraseña incorrectos' });
    expect((await post('/api/auth/login/', { username: 'nadie', password: 'nope1234' })).json()).toEqual(
      wrong.json(),
    );
    const missing = await post('/api/auth/login/', { username: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      username: ['El usuario es requerido'],
      password: ['La contraseña es requerida'],
    });
    const pending = await post('/api/auth/login/', { username: 'pendiente', password: 'secreto123' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toContain('espera de aprobación');
  });

  it('refuses control characters in the account routes with a Spanish 400, not a 500', async () => {
    const login = await post('/api/auth/login/', { username: 'de\u0000mo', password: 'demo1234' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ username: [CONTROL_CHARACTERS_MESSAGE] });
    const buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/',
      headers: buyer,
      payload: { business_name: 'Grow\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({ business_name: [CONTROL_CHARACTERS_MESSAGE] });
    const admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    for (const url of ['/api/auth/customers/?search=a%00b', '/api/auth/pending-users/?search=%00']) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ search: [CONTROL_CHARACTERS_MESSAGE] });
    }
  });

  it('tells admins from buyers and returns the profile', async () => {
    expect((await get('/api/auth/verify-admin/')).statusCode).toBe(401);
    const buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    const admin = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
    expect((await get('/api/auth/verify-admin/', buyer)).json()).toEqual({
      is_admin: false,
      username: 'demo',
    });
    expect((await get('/api/auth/verify-admin/', admin)).json()).toEqual({
      is_admin: true,
      username: 'admin',
    });
    const profile = (await get('/api/auth/profile/', buyer)).json();
    expect(profile).toMatchObject({
      username: 'demo',
      first_name: 'Lucía',
      business_address: expect.stringContaining('Berazategui'),
    });
    expect(profile).not.toHaveProperty('password_hash');
    expect((await get('/api/auth/me/', buyer)).json().username).toBe('demo');
  });

  it('rejects a forged, expired-version or deactivated token with token_not_valid', async () => {
    const token = await loginAs(ctx.app, 'demo', 'demo1234');
    const forged = await get('/api/auth/profile/', bearer(`${token.slice(0, -4)}AAAA`));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: 'Sesión expirada o inválida', code: 'token_not_valid' });
    await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.username, 'demo'));
    // A user row changed past the API: its version moves as a declared write would (decision 046).
    await ctx.app.caches.move('accounts');
    expect((await get('/api/auth/profile/', bearer(token))).statusCode).toBe(401);
    // A stale token on a public catalogue call is treated as anonymous, not as an error.
    expect((await get('/api/categories/', bearer(token))).statusCode).toBe(200);
  });

  it('rate limits repeated logins for one account from one address', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { username: 'alguien', password: 'incorrecta' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('declares a role on every API route: 401 anonymous on user and staff routes, 403 for a buyer on staff routes', async () => {
    const roles = new Set(ctx.app.routeTable.map((route) => route.role));
    expect([...roles].every((role) => ['public', 'user', 'staff'].includes(role))).toBe(true);
    const guarded = ctx.app.routeTable.filter((entry) => entry.role !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    const staffRoutes = ctx.app.routeTable
      .filter((entry) => entry.role === 'staff')
      .map((entry) => `${entry.method} ${entry.url}`);
    expect(staffRoutes).toEqual(expect.arrayContaining(ACCOUNT_STAFF_ROUTES));
    const userRoutes = ctx.app.routeTable
      .filter((entry) => entry.role === 'user')
      .map((entry) => `${entry.method} ${entry.url}`);
    expect(userRoutes).toEqual(expect.arrayContaining(ACCOUNT_USER_ROUTES));
    const buyer = bearer(await loginAs(ctx.app, 'demo', 'demo1234'));
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const anonymous = await ctx.app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
      if (route.role === 'staff') {
        const asBuyer = await ctx.app.inject({ method: route.method as 'GET', url, headers: buyer });
        expect(asBuyer.statusCode, `${route.method} ${url}`).toBe(403);
      }
    }
  });

  it('documents the account routes in the OpenAPI document', async () => {
    const docs = (await get('/api/docs/json')).json();
    for (const route of [...ACCOUNT_STAFF_ROUTES, ...ACCOUNT_USER_ROUTES, 'POST /api/auth/register/']) {
      const [method, url] = route.split(' ');
      const path = url.replace(/:(\w+)/g, '{$1}');
      expect(docs.paths[path]?.[method.toLowerCase()]?.summary, route).toEqual(expect.any(String));
    }
  });
});
