import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { activityLog, emailCodes, outbox } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  dbKind,
  type TestContext,
  testConfig,
} from '../../test/helpers.ts';
import { createUser, ensureDemoUsers } from './auth.service.ts';
import { lastMail, nextIp, nextNetworkIp } from './auth.test-support.ts';
import { LOGIN_LINK_INVALID, LOGIN_LINK_SENT } from './login-link.service.ts';
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

    const stranger = nextNetworkIp();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await login('duena', `intento${n}`, stranger)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    expect((await login('duena', 'secreto123', stranger)).json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
    // One address (or its whole network) locks only itself: the owner on a new phone gets in.
    const neighbour = stranger.replace(/\.\d+$/, '.250');
    for (let n = 0; n < 9; n++) await login('duena', `vecino${n}`, neighbour);
    expect((await login('duena', 'secreto123', nextNetworkIp())).statusCode).toBe(200);
    expect(await locksOf('user', String(owner.id))).toHaveLength(1);

    // Failures from three networks lock it for every address that never logged in to the account...
    for (let n = 0; n < 10; n++) await login('duena', `red${n}`, nextNetworkIp());
    const newPhone = nextNetworkIp();
    expect((await login('duena', 'secreto123', newPhone)).json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
    const locks = await locksOf('user', String(owner.id));
    expect(locks).toHaveLength(2);
    expect(locks.filter((entry) => entry.summary.includes('redes'))).toEqual([
      expect.objectContaining({ userId: null, summary: expect.stringContaining('duena') }),
    ]);
    // ...but not for the owner at a known address, whose login lifts it.
    expect((await login('duena', 'secreto123', home)).statusCode).toBe(200);
    expect((await login('duena', 'secreto123', newPhone)).statusCode).toBe(200);

    // Strangers spread over many networks lock it again; staff lift it.
    const laptop = nextNetworkIp();
    for (let n = 0; n < 10; n++) await login('duena', `otro${n}`, nextNetworkIp());
    expect((await login('duena', 'secreto123', laptop)).json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/customers/${owner.id}/unlock/`,
      headers: admin,
      remoteAddress: adminIp,
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({ message: 'Inicio de sesión desbloqueado correctamente', id: owner.id });
    expect((await login('duena', 'secreto123', laptop)).statusCode).toBe(200);
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

    const started = Date.now();
    for (let n = 0; n < 10; n++) await login('bloqueada', `intento${n}`, nextNetworkIp());
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

  it('e-mails the owner a one-time sign-in link that works while strangers keep the login locked', {
    timeout: SCRYPT_HEAVY_MS,
  }, async () => {
    const owner = await createUser(ctx.database.db, {
      username: 'enlace',
      email: 'enlace@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    for (let n = 0; n < 10; n++) await login('enlace', `intento${n}`, nextNetworkIp());
    const newPhone = nextNetworkIp();
    expect((await login('enlace', 'secreto123', newPhone)).json()).toEqual({
      detail: ACCOUNT_LOCKED_MESSAGE,
    });

    const askLink = (username: string, ip = nextIp()) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login-link/',
        payload: { username },
        remoteAddress: ip,
      });
    const useLink = (token: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login-link/verify/',
        payload: { token },
        remoteAddress: ip,
      });
    const links = async (to: string) =>
      (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to))).filter(
        (mail) => mail.kind === 'login_link',
      );
    const tokenOf = (text: string) => /\/acceso#([\w-]{40,})/.exec(text)?.[1] ?? '';

    const asked = await askLink('ENLACE@example.com', newPhone);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: LOGIN_LINK_SENT });
    const token = tokenOf((await lastMail(ctx.database.db, 'enlace@example.com', 'login_link')).text);
    expect(token).not.toBe('');

    // The link signs the owner in despite the lock, once.
    const signedIn = await useLink(token, newPhone);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      username: 'enlace',
      user_id: owner.id,
      access: expect.any(String),
    });
    const again = await useLink(token, newPhone);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: LOGIN_LINK_INVALID });
    // That address is now known to the account: the password works there, and the strangers' lock is gone.
    expect((await login('enlace', 'secreto123', newPhone)).statusCode).toBe(200);
    expect((await login('enlace', 'secreto123', nextNetworkIp())).statusCode).toBe(200);

    // At most 3 links per account in 15 minutes, whoever asks; the answer never changes.
    for (let n = 0; n < 4; n++)
      expect((await askLink('enlace')).json()).toEqual({ message: LOGIN_LINK_SENT });
    expect(await links('enlace@example.com')).toHaveLength(3);

    // An expired link, a made-up one, and accounts without a verified, approved e-mail get nothing.
    await ctx.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, owner.id));
    const latest = tokenOf((await lastMail(ctx.database.db, 'enlace@example.com', 'login_link')).text);
    expect((await useLink(latest, nextIp())).json()).toEqual({ detail: LOGIN_LINK_INVALID });
    expect((await useLink('x'.repeat(43), nextIp())).statusCode).toBe(400);
    await createUser(ctx.database.db, {
      username: 'sinverificar',
      email: 'sinverificar@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: false,
    });
    await createUser(ctx.database.db, {
      username: 'pendiente',
      email: 'pendiente@example.com',
      password: 'secreto123',
      isActive: false,
      emailVerified: true,
    });
    for (const name of ['sinverificar', 'pendiente', 'nadie-existe']) {
      expect((await askLink(name)).json()).toEqual({ message: LOGIN_LINK_SENT });
    }
    expect(await links('sinverificar@example.com')).toHaveLength(0);
    expect(await links('pendiente@example.com')).toHaveLength(0);
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
          remoteAddress: nextNetworkIp(),
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
