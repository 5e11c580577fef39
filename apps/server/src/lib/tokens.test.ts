import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoUsers } from '../modules/auth/auth.service.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../test/helpers.ts';

describe(`access tokens (${dbKind})`, () => {
  let ctx: TestContext;
  let claims: { sub: string; tv: number; staff: boolean };

  const sign = (payload: Record<string, unknown>, expires: string | null = '1h') => {
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt();
    if (expires) jwt.setExpirationTime(expires);
    return jwt.sign(new TextEncoder().encode(ctx.config.jwtSecret));
  };
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    const token = await loginAs(ctx.app, 'demo', 'demo1234');
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    claims = { sub: payload.sub, tv: payload.tv, staff: payload.staff };
  });
  afterAll(() => ctx?.close());

  it('accepts a token of the access type with an expiry, signed with the secret', async () => {
    const response = await me(await sign({ ...claims, token_type: 'access' }));
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 token_not_valid to a token without exp, of another type, or without a type', async () => {
    const tokens = {
      'no exp': await sign({ ...claims, token_type: 'access' }, null),
      refresh: await sign({ ...claims, token_type: 'refresh' }),
      'no type': await sign({ ...claims }),
      expired: await sign({ ...claims, token_type: 'access' }, '-1m'),
    };
    for (const [label, token] of Object.entries(tokens)) {
      const response = await me(token);
      expect([response.statusCode, response.json().code], label).toEqual([401, 'token_not_valid']);
    }
  });
});
