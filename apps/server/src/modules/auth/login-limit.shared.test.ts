import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import type { Database } from '../../db/client.ts';
import { redisFallbacks } from '../../lib/metrics.ts';
import { startTcpProxy, waitFor } from '../../lib/tcp-proxy.test-support.ts';
import { bearer, createTestDatabase, dbKind, testConfig } from '../../test/helpers.ts';
import { createUser, ensureDemoUsers } from './auth.service.ts';
import { nextIp, nextNetworkIp } from './auth.test-support.ts';
import { ACCOUNT_LOCKED_MESSAGE } from './login-throttle.ts';

/**
 * Two app processes (two apps in this test process) on one database and one Redis
 * (docs/decisions/029): the login lockout and the route rate limits count across both, and a Redis
 * outage leaves per-process limits, never a 5xx.
 */
const SCRYPT_HEAVY_MS = 240_000;
const REDIS = { host: '127.0.0.1', port: 6379 };
const prefix = `test-login-${process.pid}-${randomBytes(4).toString('hex')}:`;
const redisUrl = (port = REDIS.port) => `redis://127.0.0.1:${port}/0?keyPrefix=${prefix}`;

const jwtSecret = randomBytes(32).toString('hex');

type Line = { level: number; msg: string; use?: string };

describe(`login limits across two processes (${dbKind} + Redis)`, () => {
  let database: Database;
  const apps: AppInstance[] = [];
  const lines: Line[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };

  const start = async (url: string) => {
    const app = await buildApp({
      db: database.db,
      // Processes behind one balancer share the token secret (a token from one works on the other).
      config: testConfig({ redisUrl: url, jwtSecret }),
      logger: { level: 'warn', stream },
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  const login = (app: AppInstance, username: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username, password },
      remoteAddress: ip,
    });
  const validateCoupon = (app: AppInstance, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/marketing/coupons/validate/',
      payload: { code: 'NOEXISTE', subtotal: 1000 },
      remoteAddress: ip,
    });
  const fallbacks = async (use: string) =>
    (await redisFallbacks.get()).values
      .filter((value) => value.labels.use === use)
      .reduce((sum, value) => sum + value.value, 0);

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDemoUsers(database.db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const cleaner = await buildApp({
      db: database.db,
      config: testConfig({ redisUrl: redisUrl() }),
      logger: false,
    });
    const client = cleaner.sharedState.redis!.client;
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.unlink(...keys);
    await cleaner.close();
    await database?.close();
  });

  it('locks an account after 10 wrong tries from three networks split over both, on either; a staff unlock on one lifts it on both', {
    timeout: SCRYPT_HEAVY_MS,
  }, async () => {
    const [a, b] = [await start(redisUrl()), await start(redisUrl())];
    const user = await createUser(database.db, {
      username: 'compartida',
      email: 'compartida@example.com',
      password: 'secreto123',
      isActive: true,
      emailVerified: true,
    });
    const networks = [nextNetworkIp(), nextNetworkIp(), nextNetworkIp()];
    for (let n = 0; n < 10; n++) {
      const response = await login(n % 2 ? b : a, 'compartida', `mala${n}xx`, networks[n % 3]);
      expect(response.statusCode).toBe(400);
    }
    const ip = networks[0];
    for (const app of [a, b]) {
      const locked = await login(app, 'compartida', 'secreto123', ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
      // Strangers from another address are locked out too (the per-account lock).
      expect((await login(app, 'compartida', 'secreto123', nextNetworkIp())).statusCode).toBe(429);
    }
    // Either process shows the lock in the customer profile and lifts it.
    const admin = bearer((await login(b, 'admin', 'admin1234', nextIp())).json().access);
    const unlock = await a.inject({
      method: 'POST',
      url: `/api/auth/customers/${user.id}/unlock/`,
      headers: admin,
    });
    expect(unlock.statusCode).toBe(200);
    expect((await login(b, 'compartida', 'secreto123', ip)).statusCode).toBe(200);
  });

  it('counts a route rate limit across both: 30 coupon checks a minute per address, then 429 on either', async () => {
    const [a, b] = apps;
    const ip = nextIp();
    for (let n = 0; n < 30; n++) {
      const response = await validateCoupon(n % 2 ? b : a, ip);
      expect(response.statusCode).not.toBe(429);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await validateCoupon(a, ip)).statusCode).toBe(429);
    expect((await validateCoupon(b, ip)).statusCode).toBe(429);
    expect((await validateCoupon(b, nextIp())).statusCode).not.toBe(429);
  });

  it('answers without 5xx while Redis is away, with per-process limits, a warn line and the metric; shared again after', {
    timeout: SCRYPT_HEAVY_MS,
  }, async () => {
    const proxy = await startTcpProxy(REDIS);
    try {
      const [a, b] = [await start(redisUrl(proxy.port)), await start(redisUrl(proxy.port))];
      await createUser(database.db, {
        username: 'sinredis',
        email: 'sinredis@example.com',
        password: 'secreto123',
        isActive: true,
        emailVerified: true,
      });
      const before = { login: await fallbacks('login'), limit: await fallbacks('rate-limit') };
      await proxy.cut();
      await waitFor(
        async () => (await a.sharedState.ping()) === false && (await b.sharedState.ping()) === false,
      );

      // The login lockout, per process: 10 wrong tries on A lock it there; B has counted none.
      const ip = nextIp();
      for (let n = 0; n < 10; n++) {
        const response = await login(a, 'sinredis', `mala${n}xx`, ip);
        expect(response.statusCode).toBe(400);
      }
      expect((await login(a, 'sinredis', 'secreto123', ip)).statusCode).toBe(429);
      expect((await login(b, 'sinredis', 'mala-b-xx', ip)).statusCode).toBe(400);
      // A route limit, per process: 30 on A, then 429 on A; B still counts from zero.
      const couponIp = nextIp();
      for (let n = 0; n < 30; n++) expect((await validateCoupon(a, couponIp)).statusCode).toBeLessThan(429);
      expect((await validateCoupon(a, couponIp)).statusCode).toBe(429);
      expect((await validateCoupon(b, couponIp)).statusCode).toBeLessThan(429);
      // Other routes answer as usual.
      expect((await b.inject({ method: 'GET', url: '/api/config/' })).statusCode).toBe(200);

      expect(await fallbacks('login')).toBeGreaterThan(before.login);
      expect(await fallbacks('rate-limit')).toBeGreaterThanOrEqual(before.limit + 32);
      const warnings = lines.filter((line) => line.level === 40);
      expect(warnings.some((line) => line.msg.startsWith('redis connection lost'))).toBe(true);
      expect(warnings.some((line) => line.msg.startsWith('redis unavailable') && line.use === 'login')).toBe(
        true,
      );

      // Redis back: the other process now counts in Redis again with the rest.
      await proxy.restore();
      await waitFor(
        async () => (await a.sharedState.ping()) === true && (await b.sharedState.ping()) === true,
      );
      await waitFor(() => a.sharedState.redis!.usable() && b.sharedState.redis!.usable());
      const afterIp = nextIp();
      for (let n = 0; n < 30; n++) await validateCoupon(n % 2 ? b : a, afterIp);
      expect((await validateCoupon(b, afterIp)).statusCode).toBe(429);
    } finally {
      await proxy.close();
    }
  });
});
