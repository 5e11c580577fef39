import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { activityLog } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  dbKind,
  type TestContext,
  testConfig,
} from '../../test/helpers.ts';
import { createUser, ensureDemoUsers } from './auth.service.ts';
import { nextIp } from './auth.test-support.ts';
import { ACCOUNT_LOCKED_MESSAGE, ADDRESS_LOCKED_MESSAGE } from './login-throttle.ts';

const BAD_CREDENTIALS = { detail: 'Usuario o contraseña incorrectos' };
/** Tests of 10 to 30 password checks (scrypt, ~0.3 s each, seconds on a loaded 2-core machine). */
const SCRYPT_HEAVY_MS = 240_000;

describe(`login limits (${dbKind})`, () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const adminIp = nextIp();

  const login = (username: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username, password },
      remoteAddress: ip,
    });

  const locksOf = (entity: string, entityId: string) =>
    ctx.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, 'lock'),
          eq(activityLog.entity, entity),
          eq(activityLog.entityId, entityId),
        ),
      );

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    const response = await login('admin', 'admin1234', adminIp);
    admin = bearer(response.json().access);
  });
  afterAll(() => ctx?.close());

  it('stops one address from spraying 240 usernames long before the end, and logs the lock', {
    timeout: SCRYPT_HEAVY_MS,
  }, async () => {
    const sprayer = nextIp();
    const owner = await createUser(ctx.database.db, {
      username: 'rociador',
      email: 'rociador@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    // The account's owner logged in from this address before: it stays known to that account.
    expect((await login('rociador', 'secreto123', sprayer)).statusCode).toBe(200);

    const statuses: number[] = [];
    for (let n = 0; n < 240; n++) {
      const response = await login(`nadie${n}`, 'adivinanza1', sprayer);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ detail: ADDRESS_LOCKED_MESSAGE });
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(30);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);

    // The right password from that address is refused too, except for an account it is known to.
    expect((await login('demo', 'demo1234', sprayer)).statusCode).toBe(429);
    expect((await login('rociador', 'secreto123', sprayer)).statusCode).toBe(200);
    // Other addresses are not affected.
    expect((await login('nadie0', 'adivinanza1', nextIp())).json()).toEqual(BAD_CREDENTIALS);
    expect(await locksOf('login_address', sprayer)).toHaveLength(1);
    expect(owner.id).toEqual(expect.any(Number));
  });

  it('does not let a stranger lock the owner out; staff unlock lifts the lock and is logged', {
    timeout: SCRYPT_HEAVY_MS,
  }, async () => {
    const owner = await createUser(ctx.database.db, {
      username: 'duena',
      email: 'duena@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    const home = nextIp();
    expect((await login('duena', 'secreto123', home)).statusCode).toBe(200);

    const stranger = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await login('duena', `intento${n}`, stranger)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    expect((await login('duena', 'secreto123', stranger)).json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
    // Locked for every address that never logged in to the account...
    const newPhone = nextIp();
    expect((await login('duena', 'secreto123', newPhone)).statusCode).toBe(429);
    const locks = await locksOf('user', String(owner.id));
    expect(locks.length).toBeGreaterThanOrEqual(1);
    expect(locks[0]).toMatchObject({ userId: null, summary: expect.stringContaining('duena') });
    // ...but not for the owner at a known address.
    expect((await login('duena', 'secreto123', home)).statusCode).toBe(200);

    // Strangers spread over many addresses lock it again; staff lift it.
    for (let n = 0; n < 10; n++) await login('duena', `otro${n}`, nextIp());
    expect((await login('duena', 'secreto123', newPhone)).json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/customers/${owner.id}/unlock/`,
      headers: admin,
      remoteAddress: adminIp,
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({ message: 'Inicio de sesión desbloqueado correctamente', id: owner.id });
    expect((await login('duena', 'secreto123', newPhone)).statusCode).toBe(200);
    expect((await login('duena', 'intento-mas', stranger)).statusCode).toBe(400);
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'unlock'), eq(activityLog.entityId, String(owner.id))));
    expect(entry.summary).toContain('duena');
  });

  it('shows the lock in the customer profile until staff lift it', { timeout: SCRYPT_HEAVY_MS }, async () => {
    const owner = await createUser(ctx.database.db, {
      username: 'bloqueada',
      email: 'bloqueada@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    const detail = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/auth/customers/${owner.id}/`,
          headers: admin,
          remoteAddress: adminIp,
        })
      ).json();
    expect(await detail()).toMatchObject({ login_locked: false, login_locked_until: null });

    const stranger = nextIp();
    const started = Date.now();
    for (let n = 0; n < 10; n++) await login('bloqueada', `intento${n}`, stranger);
    const locked = await detail();
    expect(locked.login_locked).toBe(true);
    const until = Date.parse(locked.login_locked_until);
    expect(until).toBeGreaterThanOrEqual(started + 15 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const unlock = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/customers/${owner.id}/unlock/`,
      headers: admin,
      remoteAddress: adminIp,
    });
    expect(unlock.statusCode).toBe(200);
    expect(await detail()).toMatchObject({ login_locked: false, login_locked_until: null });
  });

  it('answers 404 for an unknown account and needs staff to unlock', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customers/999999/unlock/',
      headers: admin,
      remoteAddress: adminIp,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/customers/1/unlock/' })).statusCode).toBe(
      401,
    );
    const buyer = bearer((await login('demo', 'demo1234', nextIp())).json().access);
    const asBuyer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customers/1/unlock/',
      headers: buyer,
    });
    expect(asBuyer.statusCode).toBe(403);
  });

  it('spends as long on an unknown username as on a wrong password for a real one', {
    timeout: SCRYPT_HEAVY_MS,
  }, async () => {
    await createUser(ctx.database.db, {
      username: 'cronometro',
      email: 'cronometro@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await login(username, 'equivocada1', nextIp());
      expect(response.json()).toEqual(BAD_CREDENTIALS);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 5; n++) {
      known.push(await timed('cronometro'));
      unknown.push(await timed(`desconocido${n}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known));
  });

  it('writes every lock to the server log as a warning', { timeout: SCRYPT_HEAVY_MS }, async () => {
    const lines: { level: number; msg: string; reason?: string; userId?: number | null }[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), logger: { level: 'warn', stream } });
    try {
      const user = await createUser(database.db, {
        username: 'registrada',
        email: 'registrada@example.com',
        password: 'secreto123',
        isActive: true,
        emailVerified: true,
      });
      for (let n = 0; n < 10; n++) {
        await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { username: 'registrada', password: `mala${n}xx` },
          remoteAddress: nextIp(),
        });
      }
      const locks = lines.filter((line) => line.msg === 'login lock');
      expect(locks).toEqual([
        expect.objectContaining({
          level: 40,
          userId: user.id,
          reason: expect.stringContaining('desconocidas'),
        }),
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
