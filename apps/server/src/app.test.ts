import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKind, type TestContext } from './test/helpers.ts';

const HSTS = 'strict-transport-security';

describe(`HSTS only over HTTPS (${dbKind})`, () => {
  let direct: TestContext;
  let proxied: TestContext;
  const home = (ctx: TestContext, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/config/', headers });

  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  it('sends no HSTS over plain HTTP, nor for a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    expect((await home(direct)).headers[HSTS]).toBeUndefined();
    expect((await home(direct, { 'x-forwarded-proto': 'https' })).headers[HSTS]).toBeUndefined();
    expect((await home(proxied, { 'x-forwarded-proto': 'http' })).headers[HSTS]).toBeUndefined();
  });

  it('sends HSTS behind TRUST_PROXY when the proxy says the request came over HTTPS', async () => {
    const response = await home(proxied, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.headers[HSTS]).toBe('max-age=31536000; includeSubDomains');
  });
});
