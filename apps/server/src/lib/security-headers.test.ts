import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../db/schema/index.ts';
import { ensureDemoUsers } from '../modules/auth/auth.service.ts';
import { bearer, createTestApp, dbKind, loginAs, type TestContext } from '../test/helpers.ts';
import { closeTestApp } from '../test/order-fixtures.ts';
import { handleError, INTERNAL_ERROR } from './errors.ts';
import { securityHeaders } from './security-headers.ts';

/** The headers every answer carries (issue 26 item 19). */
const EXPECTED_HEADERS = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

describe(`security headers and the map tile host (${dbKind})`, () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  const tileUrl = (map_tile_url: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/site-config/1/', headers: staff }).then(async (current) => {
      const { id: _id, ...fields } = current.json();
      return ctx.app.inject({
        method: 'PUT',
        url: '/api/site-config/1/',
        headers: staff,
        payload: { ...fields, map_tile_url },
      });
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureDemoUsers(ctx.database.db);
    staff = bearer(await loginAs(ctx.app, 'admin', 'admin1234'));
  });
  afterAll(() => closeTestApp(ctx));

  it('refuses a tile host a CSP could misread, and {s} subdomains of a top-level domain', async () => {
    for (const bad of [
      'https://tiles.example.org;script-src/{z}/{x}/{y}.png',
      'https://a;b.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org,evil.example.com/{z}/{x}/{y}.png',
      'https://{s}.com/{z}/{x}/{y}.png',
      'https://{s}.tiles.example.org;x/{z}/{x}/{y}.png',
      'https://tiles/{z}/{x}/{y}.png',
    ]) {
      const response = await tileUrl(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().map_tile_url?.[0], bad).toContain('https');
    }
    for (const good of [
      'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org:8443/{z}/{x}/{y}.png?key=abc',
    ]) {
      expect((await tileUrl(good)).statusCode, good).toBe(200);
    }
  });

  it('keeps every header when a bad tile address was saved before the check existed', async () => {
    await ctx.database.db
      .update(siteConfig)
      .set({ mapTileUrl: 'https://a;b,c.example.org/{z}/{x}/{y}.png' })
      .where(eq(siteConfig.id, 1));
    await ctx.app.catalogue.bump();
    for (const url of [
      '/contacto',
      '/api/config/',
      '/api/products/',
      '/api/%00/',
      '/api/no-existe/',
      '/api/products/%E0%A4%A/',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(EXPECTED_HEADERS);
      expect(String(response.headers['content-security-policy']), url).not.toMatch(/[;,]\s*c\.example/);
    }
  });
});

describe('security headers fail closed', () => {
  it('answers 500 with the static headers when a header cannot be built', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.addHook(
      'onRequest',
      securityHeaders({ imageSources: ['https://static.example.org', () => "'bad value'; x"] }),
    );
    app.get('/', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: INTERNAL_ERROR });
    expect(response.headers).toMatchObject(EXPECTED_HEADERS);
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain('https://static.example.org');
    await app.close();
  });
});
